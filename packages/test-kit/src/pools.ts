/**
 * Which Vitest pool the pure packages' unit tests run in. In `pnpm test` they take worker
 * threads, beside the server's files, and leave the process pool to the browser files: run
 * behind those, a hundred small files made a tail of 80 s, two at a time, while the threads sat
 * idle. In `pnpm test:fast` (TEST_LAYER=fast) there are no browser files: they stay in the
 * process pool, beside the server's unit files in threads, four files at a time in all.
 */
export const UNIT_POOL: 'threads' | 'forks' = process.env.TEST_LAYER === 'fast' ? 'forks' : 'threads';
