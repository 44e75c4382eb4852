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

/**
 * Which Vitest pool the pure packages' unit tests run in. In `pnpm test` they take worker
 * threads, beside the server's files, and leave the process pool to the browser files: run
 * behind those, a hundred small files made a tail of 80 s, two at a time, while the threads sat
 * idle. In `pnpm test:fast` (TEST_LAYER=fast) there are no browser files: they stay in the
 * process pool, beside the server's unit files in threads, four files at a time in all.
 */
export const UNIT_POOL: 'threads' | 'forks' = FAST_LAYER ? 'forks' : 'threads';
