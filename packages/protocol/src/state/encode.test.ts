/**
 * encodeInto filling the same instance again (issue 12): the fields whose values are the very
 * same as the last time are skipped, and the instance still ends up holding exactly the new value,
 * whatever changed, in objects, tuples, lists and both cases of a variant.
 */
import type { Schema } from '@colyseus/schema';
import { describe, expect, it } from 'vitest';
import { decodeShape } from './decode.js';
import { encodeInto } from './encode.js';
import { schemaClass } from './schemaClasses.js';
import { bool, json, list, nullable, obj, type Shape, str, tuple, u8, variant } from './shape.js';

interface Inner {
  n: number;
  tags: string[];
}
interface Outer {
  name: string;
  inner: Inner;
  items: Inner[];
  pair: [number, string];
  extra: unknown;
  maybe: Inner | null;
}

const inner = obj<Inner>()('Inner', { n: u8, tags: list(str) });
const outer = obj<Outer>()('Outer', {
  name: str,
  inner,
  items: list(inner),
  pair: tuple('Pair', u8, str),
  extra: json,
  maybe: nullable(inner),
});

/** What the instance holds, as plain values (what a client decodes). */
const held = (shape: Shape, target: Schema) => decodeShape(shape, target.toJSON());

/** Fills a fresh instance through every value in turn. */
function filledThrough(shape: Shape, values: unknown[]): Schema {
  const target = new (schemaClass(shape))();
  for (const value of values) {
    encodeInto(shape, target, value);
    expect(held(shape, target)).toEqual(value);
  }
  return target;
}

describe('encodeInto given the last value (issue 12)', () => {
  it('holds each new value of an object whose parts change, stay the same object, or stay equal', () => {
    const first: Outer = {
      name: 'a',
      inner: { n: 1, tags: ['x'] },
      items: [
        { n: 1, tags: [] },
        { n: 2, tags: ['y'] },
      ],
      pair: [1, 'one'],
      extra: { any: [1, 2] },
      maybe: null,
    };
    // Same objects where unchanged, as the view tracker hands them over.
    const second: Outer = { ...first, name: 'b', items: [first.items[0]!, { n: 3, tags: ['y', 'z'] }] };
    // Equal but new objects everywhere, and a nullable part set.
    const third: Outer = {
      ...structuredClone(second),
      pair: [2, 'one'],
      maybe: { n: 9, tags: [] },
    };
    const fourth: Outer = { ...third, items: [], extra: null, maybe: null, inner: { n: 1, tags: [] } };
    filledThrough(outer, [first, second, third, fourth, first]);
  });

  it('holds the fields of the active case when a variant switches case and back', () => {
    interface Open {
      open: true;
      at: number;
      label: string;
    }
    interface Shut {
      open: false;
      label: string;
      reason: string;
    }
    const door = variant<Open, Shut>()('Door', 'open', {
      true: { open: bool, at: u8, label: str },
      false: { open: bool, label: str, reason: str },
    });
    const shut: Shut = { open: false, label: 'front', reason: 'locked' };
    const open: Open = { open: true, at: 4, label: 'front' };
    const target = filledThrough(door, [shut, open, { ...open, at: 5 }, shut]);
    expect((target as unknown as Record<string, unknown>).at).toBeUndefined();
    // A plain value may carry a key its case does not list: it was never written, so the same
    // value under the other case must still be.
    const shutWithAt = { ...shut, at: 4 } as Shut;
    const reopened = new (schemaClass(door))();
    encodeInto(door, reopened, shutWithAt);
    expect(held(door, reopened)).toEqual(shut);
    encodeInto(door, reopened, open);
    expect(held(door, reopened)).toEqual(open);
  });
});
