/**
 * Copies plain values into schema instances made from the same shapes, touching only what
 * changed: an unchanged field is never written, so a patch carries just what an input changed.
 */
import { ArraySchema, MapSchema, type Schema } from '@colyseus/schema';
import { sameValue } from './sameValue.js';
import { schemaClass } from './schemaClasses.js';
import { type Shape, tupleField } from './shape.js';

type Fields = Record<string, unknown>;

/**
 * The plain value each schema instance, array and map was last filled from. Values given to the
 * encoder are never changed afterwards (views are built fresh from immutable engine states), so
 * a part whose new value equals its last one is left alone, and a field whose value is the very
 * same as last time (views share unchanged parts with the previous view) is skipped without
 * reading the instance, nor stringifying or mapping it again.
 */
const filledFrom = new WeakMap<object, unknown>();

/** Each field set's entries, listed once: this walk runs for every changed part after every input. */
const entryLists = new WeakMap<Record<string, Shape>, Array<[string, Shape]>>();
function entriesOf(fields: Record<string, Shape>): Array<[string, Shape]> {
  let entries = entryLists.get(fields);
  if (!entries) {
    entries = Object.entries(fields);
    entryLists.set(fields, entries);
  }
  return entries;
}

/** Makes `target` (an instance of `schemaClass(shape)`) hold `value`. */
export function encodeInto(shape: Shape, target: Schema, value: unknown): void {
  fill(shape, target as unknown as Fields, value, filledFrom.get(target));
  filledFrom.set(target, value);
}

/** Writes each field of `value` that is not the very same as in `previous` (the last value). */
function fill(shape: Shape, into: Fields, value: unknown, previous: unknown): void {
  const v = (value ?? {}) as Fields;
  const was = previous as Fields | undefined;
  switch (shape.kind) {
    case 'object':
      for (const [key, field] of entriesOf(shape.fields))
        if (was === undefined || was[key] !== v[key]) setField(into, key, field, v[key]);
      return;
    case 'tuple': {
      const items = value as unknown[];
      const before = previous as unknown[] | undefined;
      for (let i = 0; i < shape.items.length; i++)
        if (before === undefined || before[i] !== items[i])
          setField(into, tupleField(i), shape.items[i]!, items[i]);
      return;
    }
    case 'variant': {
      const active = v[shape.tag] === true ? shape.cases.true : shape.cases.false;
      const inactive = v[shape.tag] === true ? shape.cases.false : shape.cases.true;
      for (const key of Object.keys(inactive))
        if (!(key in active) && into[key] !== undefined) into[key] = undefined;
      // Another case than last time: a field it shares with the plain value may never have been written.
      const sameCase = was !== undefined && was[shape.tag] === v[shape.tag];
      for (const [key, field] of entriesOf(active))
        if (!sameCase || was[key] !== v[key]) setField(into, key, field, v[key]);
      return;
    }
    default:
      throw new Error(`cannot encode a ${shape.kind} shape into a schema instance`);
  }
}

function setField(into: Fields, key: string, shape: Shape, value: unknown): void {
  const target = shape.kind === 'nullable' && value !== null && value !== undefined ? shape.of : shape;
  if (isChild(target) && into[key] === undefined && value !== null && value !== undefined) {
    // Attached before it is filled: a child under a view-tagged field records its changes as
    // filtered only once it knows its parent.
    into[key] = new (schemaClass(target))();
  }
  const next = wireValue(shape, into[key], value);
  if (into[key] !== next) into[key] = next;
}

const isChild = (shape: Shape) =>
  shape.kind === 'object' || shape.kind === 'tuple' || shape.kind === 'variant';

/** The field value for `value`: primitives as they are, children updated in place. */
function wireValue(shape: Shape, current: unknown, value: unknown): unknown {
  switch (shape.kind) {
    case 'number':
    case 'boolean':
    case 'string':
      return value;
    case 'json': {
      const text = JSON.stringify(value ?? null);
      return text === current ? current : text;
    }
    case 'nullable':
      return value === null || value === undefined ? undefined : wireValue(shape.of, current, value);
    case 'object':
    case 'tuple':
    case 'variant': {
      if (current !== undefined && sameValue(filledFrom.get(current as Schema), value)) return current;
      const child = (current as Schema | undefined) ?? new (schemaClass(shape))();
      encodeInto(shape, child, value);
      return child;
    }
    case 'list': {
      if (current !== undefined && sameValue(filledFrom.get(current as object), value)) return current;
      const items = (value as unknown[] | undefined) ?? [];
      const list = (current as ArraySchema<unknown> | undefined) ?? new ArraySchema<unknown>();
      const before = (filledFrom.get(list) as unknown[] | undefined) ?? [];
      filledFrom.set(list, value);
      while (list.length > items.length) list.pop();
      let length = list.length;
      const children = isChild(shape.of);
      if (length === 0 && !children && items.length > 0) {
        // A new (or emptied) list of plain values, as every list is when a restored room builds
        // its game: one push through the array's proxy for all of them, not one per item.
        const values = items.map((item) => wireValue(shape.of, undefined, item));
        if (values.every((v) => v !== undefined && v !== null)) {
          list.push(...values);
          return list;
        }
      }
      for (let i = 0; i < items.length; i++) {
        const item = items[i];
        // An item equal to the one written there last time: not even read through the proxy. A
        // child compares itself in wireValue (a second deep comparison here would repeat it).
        if (
          i < length &&
          i < before.length &&
          (before[i] === item || (!children && sameValue(before[i], item)))
        )
          continue;
        if (i >= length && children) {
          list.push(new (schemaClass(shape.of))());
          length++;
        }
        const next = wireValue(shape.of, list[i], item);
        if (i >= length) {
          list.push(next);
          length++;
        } else if (list[i] !== next) list[i] = next;
      }
      return list;
    }
    case 'numberMap': {
      if (current !== undefined && sameValue(filledFrom.get(current as object), value)) return current;
      const record = (value as Record<string, number> | undefined) ?? {};
      const map = (current as MapSchema<number> | undefined) ?? new MapSchema<number>();
      filledFrom.set(map, value);
      for (const key of [...map.keys()]) if (!(key in record)) map.delete(key);
      for (const [key, n] of Object.entries(record)) if (map.get(key) !== n) map.set(key, n);
      return map;
    }
    case 'mapped':
      return wireValue(shape.wire, current, shape.out(value));
  }
}
