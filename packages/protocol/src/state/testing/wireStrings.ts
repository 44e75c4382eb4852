/**
 * The strings a shape sends through the schema, found from the shape itself so that a field
 * added later is covered by the tests that use these (the string-length tests, issue 29):
 * the fields that can carry one (`stringFields`), the strings a plain value sends
 * (`wireStrings`), and where they sit in a filled schema instance (`stringSlots`). The texts
 * and sample wires those tests send are in ./wireSamples.ts, exported from here too.
 */
import type { ArraySchema, Schema } from '@colyseus/schema';
import { type Shape, tupleField } from '../shape.js';

export * from './wireSamples.js';

type Fields = Record<string, unknown>;

/** A list item's index in a path is written `[]` in a field's pattern. */
export const fieldPattern = (path: string): string => path.replace(/\[\d+\]/g, '[]');

/** Every field of `shape` that travels as a string (`str` and `json`), as path patterns. */
export function stringFields(shape: Shape, path = ''): string[] {
  switch (shape.kind) {
    case 'string':
    case 'json':
      return [path];
    case 'nullable':
      return stringFields(shape.of, path);
    case 'mapped':
      return stringFields(shape.wire, path);
    case 'list':
      return stringFields(shape.of, `${path}[]`);
    case 'object':
      return Object.entries(shape.fields).flatMap(([key, field]) => stringFields(field, `${path}.${key}`));
    case 'tuple':
      return shape.items.flatMap((item, i) => stringFields(item, `${path}.${tupleField(i)}`));
    case 'variant': {
      const fields = { ...shape.cases.false, ...shape.cases.true };
      return Object.entries(fields).flatMap(([key, field]) => stringFields(field, `${path}.${key}`));
    }
    case 'number':
    case 'boolean':
    case 'numberMap':
      return [];
  }
}

/** Each string `value` sends through the schema, with its path, as the encoder writes it. */
export function wireStrings(shape: Shape, value: unknown, path = ''): Array<{ path: string; text: string }> {
  const fields = (v: unknown, of: Readonly<Record<string, Shape>>) =>
    Object.entries(of).flatMap(([key, field]) =>
      wireStrings(field, ((v ?? {}) as Fields)[key], `${path}.${key}`),
    );
  switch (shape.kind) {
    case 'string':
      return typeof value === 'string' ? [{ path, text: value }] : [];
    case 'json':
      return [{ path, text: JSON.stringify(value ?? null) }];
    case 'nullable':
      return value === null || value === undefined ? [] : wireStrings(shape.of, value, path);
    case 'mapped':
      return wireStrings(shape.wire, shape.out(value), path);
    case 'list':
      return ((value as unknown[] | undefined) ?? []).flatMap((item, i) =>
        wireStrings(shape.of, item, `${path}[${i}]`),
      );
    case 'object':
      return fields(value, shape.fields);
    case 'tuple':
      return shape.items.flatMap((item, i) =>
        wireStrings(item, (value as unknown[])[i], `${path}.${tupleField(i)}`),
      );
    case 'variant':
      return fields(value, (value as Fields)[shape.tag] === true ? shape.cases.true : shape.cases.false);
    case 'number':
    case 'boolean':
    case 'numberMap':
      return [];
  }
}

/** A string field of a filled schema instance: its path, and how to write it. */
export interface StringSlot {
  path: string;
  set(text: string): void;
}

/**
 * Every string field a filled instance of `shape` has room for: its string fields (set or
 * not), those of its children, and each item of its lists of strings. A child that is not
 * there (an unset nullable object, an empty list of objects) offers none.
 */
export function stringSlots(shape: Shape, target: Schema, path = ''): StringSlot[] {
  const into = target as unknown as Fields;
  const fieldsOf = (): Array<[string, Shape]> => {
    switch (shape.kind) {
      case 'object':
        return Object.entries(shape.fields);
      case 'tuple':
        return shape.items.map((item, i) => [tupleField(i), item]);
      case 'variant':
        return Object.entries(into[shape.tag] === true ? shape.cases.true : shape.cases.false);
      default:
        throw new Error(`a ${shape.kind} shape has no schema instance`);
    }
  };
  return fieldsOf().flatMap(([key, field]) => slotsIn(field, `${path}.${key}`, into, key));
}

/** The first slot of each string field (a list's first item), by the field's pattern. */
export function firstSlots(slots: readonly StringSlot[]): Map<string, StringSlot> {
  const firsts = new Map<string, StringSlot>();
  for (const slot of slots)
    if (!firsts.has(fieldPattern(slot.path))) firsts.set(fieldPattern(slot.path), slot);
  return firsts;
}

function slotsIn(shape: Shape, path: string, holder: Fields, key: string | number): StringSlot[] {
  switch (shape.kind) {
    case 'string':
    case 'json':
      return [
        {
          path,
          set: (text) => {
            holder[key] = text;
          },
        },
      ];
    case 'nullable':
      return slotsIn(shape.of, path, holder, key);
    case 'mapped':
      return slotsIn(shape.wire, path, holder, key);
    case 'object':
    case 'tuple':
    case 'variant': {
      const child = holder[key] as Schema | undefined;
      return child === undefined ? [] : stringSlots(shape, child, path);
    }
    case 'list': {
      const list = holder[key] as ArraySchema<unknown> | undefined;
      if (list === undefined) return [];
      const items = list as unknown as Fields;
      return Array.from({ length: list.length }, (_, i) =>
        slotsIn(shape.of, `${path}[${i}]`, items, i),
      ).flat();
    }
    case 'number':
    case 'boolean':
    case 'numberMap':
      return [];
  }
}
