/**
 * The layer of the suite a run is: everything (`pnpm test`) or the inner loop (`pnpm test:fast`,
 * TEST_LAYER=fast: no server process, no browser). The property tests play a quarter of their
 * random games in the inner loop, so that it stays near a minute; `pnpm test`, the gate, plays
 * them all.
 */
export const FAST_LAYER = process.env.TEST_LAYER === 'fast';

/** How many of a property test's `full` random games this run plays. */
export function randomGames(full: number): number {
  return FAST_LAYER ? Math.max(1, Math.ceil(full / 4)) : full;
}
