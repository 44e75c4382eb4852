/**
 * Helpers that copy plain data into schema objects while touching only what changed, so that a
 * patch carries the few fields an input changed and not the whole board.
 */
import { ArraySchema, type MapSchema, type Schema } from '@colyseus/schema';

/** Assigns each listed field; the schema setter ignores unchanged primitives. */
export function assign<S extends Schema>(target: S, values: Partial<S>): void {
  for (const key in values) {
    const value = values[key];
    if (target[key] !== value) target[key] = value as S[typeof key];
  }
}

/** Makes an array of primitives equal to `values`. */
export function syncPrimitives<T extends string | number>(
  target: ArraySchema<T>,
  values: readonly T[],
): void {
  while (target.length > values.length) target.pop();
  values.forEach((value, i) => {
    if (i >= target.length) target.push(value);
    else if (target[i] !== value) target[i] = value;
  });
}

/** Makes an array of schema objects match `items`, updating existing entries in place. */
export function syncList<S extends Schema, T>(
  target: ArraySchema<S>,
  items: readonly T[],
  create: () => S,
  update: (entry: S, item: T) => void,
): void {
  while (target.length > items.length) target.pop();
  items.forEach((item, i) => {
    let entry = target[i];
    if (!entry) {
      entry = create();
      update(entry, item);
      target.push(entry);
    } else {
      update(entry, item);
    }
  });
}

/** Makes a map of numbers equal to `record`. */
export function syncNumberMap(target: MapSchema<number>, record: Readonly<Record<string, number>>): void {
  for (const key of [...target.keys()]) if (!(key in record)) target.delete(key);
  for (const [key, value] of Object.entries(record)) if (target.get(key) !== value) target.set(key, value);
}

export { ArraySchema };
