/**
 * Deep equality of plain JSON-like values (what views are made of): the encoder skips a part
 * of the game equal to what it wrote last time without touching its schema instances, whose
 * accessors and array proxies cost far more than walking plain objects.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameValue(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  // Key by key with counts rather than two key arrays: this runs for every changed part of the
  // game after every input, and those arrays were a good share of what the server allocated.
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  let keys = 0;
  for (const k in x) {
    if (!Object.hasOwn(x, k)) continue;
    if (!Object.hasOwn(y, k) || !sameValue(x[k], y[k])) return false;
    keys++;
  }
  for (const k in y) if (Object.hasOwn(y, k)) keys--;
  return keys === 0;
}
