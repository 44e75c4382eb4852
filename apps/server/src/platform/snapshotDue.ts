/**
 * When a room stores a snapshot of its game: after every `every`-th input, counted from a point
 * that depends on the room's code. Rooms that move in step (all restored at once, or started
 * together by a bench) would otherwise serialize and write their states in the same moment,
 * a burst that holds the event loop for every room on the server.
 */
export function snapshotDue(code: string, version: number, every: number): boolean {
  return (version + offsetOf(code, every)) % every === 0;
}

function offsetOf(code: string, every: number): number {
  let hash = 0;
  for (let i = 0; i < code.length; i++) hash = (Math.imul(hash, 31) + code.charCodeAt(i)) >>> 0;
  return hash % every;
}
