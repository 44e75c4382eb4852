/**
 * A small language for describing the synced room state once: each shape says how a plain
 * value travels in a Colyseus schema field. From one description come the schema classes
 * (schemaClasses.ts, server), the encoder that copies values into them (encode.ts, server) and
 * the decoder that turns what colyseus.js decoded back into the same plain value (decode.ts,
 * browser). A field added to a value type but not to its shape is a compile error (`obj` asks
 * for every key), and the round-trip tests catch a shape that loses data.
 *
 * This module imports nothing: the browser bundle pulls in neither zod nor the schema library.
 */

/** Numeric wire types of @colyseus/schema, by range. */
export type NumberType = 'uint8' | 'int8' | 'uint16' | 'int16' | 'uint32' | 'number';

export type Shape =
  | { kind: 'number'; type: NumberType }
  | { kind: 'boolean' }
  | { kind: 'string' }
  /** A value or null: the field is left unset (deleted) for null. */
  | { kind: 'nullable'; of: Shape }
  | { kind: 'object'; name: string; fields: Readonly<Record<string, Shape>> }
  | { kind: 'list'; of: Shape }
  /** A fixed-length array of different shapes, sent as fields `i0`, `i1`, ... */
  | { kind: 'tuple'; name: string; items: readonly Shape[] }
  /** A union of objects told apart by one boolean field: its cases' fields share one schema. */
  | {
      kind: 'variant';
      name: string;
      tag: string;
      cases: Readonly<{ true: Readonly<Record<string, Shape>>; false: Readonly<Record<string, Shape>> }>;
    }
  /** A record of numbers (a MapSchema of numbers). */
  | { kind: 'numberMap' }
  /** Any JSON value, sent as one string: for unions too varied to describe field by field. */
  | { kind: 'json' }
  /** A value turned into another shape on the way out and back on the way in. */
  | { kind: 'mapped'; wire: Shape; out(value: unknown): unknown; in(wire: unknown): unknown };

export const u8: Shape = { kind: 'number', type: 'uint8' };
export const i8: Shape = { kind: 'number', type: 'int8' };
export const u16: Shape = { kind: 'number', type: 'uint16' };
export const i16: Shape = { kind: 'number', type: 'int16' };
export const u32: Shape = { kind: 'number', type: 'uint32' };
/** Any number (a float64 when it has to be). */
export const f64: Shape = { kind: 'number', type: 'number' };
export const bool: Shape = { kind: 'boolean' };
export const str: Shape = { kind: 'string' };
export const json: Shape = { kind: 'json' };
export const numberMap: Shape = { kind: 'numberMap' };

export const nullable = (of: Shape): Shape => ({ kind: 'nullable', of });
export const list = (of: Shape): Shape => ({ kind: 'list', of });
export const tuple = (name: string, ...items: Shape[]): Shape => ({ kind: 'tuple', name, items });

/**
 * An object shape: `obj<T>()('Name', {...})` asks for a shape for every key of T, so a field
 * added to T and forgotten here does not compile.
 */
export function obj<T>() {
  return (name: string, fields: { readonly [K in keyof T]-?: Shape }): Shape => ({
    kind: 'object',
    name,
    fields: fields as Record<string, Shape>,
  });
}

/** A union of two object types told apart by the boolean field `tag` (both cases list it). */
export function variant<A, B>() {
  return <K extends keyof A & keyof B & string>(
    name: string,
    tag: K,
    cases: { true: { readonly [F in keyof A]-?: Shape }; false: { readonly [F in keyof B]-?: Shape } },
  ): Shape => ({
    kind: 'variant',
    name,
    tag,
    cases: cases as { true: Record<string, Shape>; false: Record<string, Shape> },
  });
}

export function mapped<V, W>(wire: Shape, out: (value: V) => W, back: (wire: W) => V): Shape {
  return { kind: 'mapped', wire, out: out as (v: unknown) => unknown, in: back as (w: unknown) => unknown };
}

/** Schema field names of a tuple's items. */
export const tupleField = (i: number): string => `i${i}`;
