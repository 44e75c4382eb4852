import { defineConfig } from 'vitest/config';
import { UNIT_POOL } from './packages/test-kit/src/layer.js';
import LongestFirstSequencer from './packages/test-kit/src/sequencer.js';

// One root config over every workspace. The pure packages are one project: Vitest starts fresh
// workers for each project, and each worker imports the rules engine from source once (1.5–2 s),
// so seven projects cost seven times that (test:fast spent 30 s of its CPU collecting). The apps
// own their vitest.config.ts.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'packages',
          include: ['packages/*/src/**/*.test.ts'],
          pool: UNIT_POOL,
          // Pure code, no module state between files: one module graph per worker.
          isolate: false,
          // Property tests play hundreds of games: room for a busy or slow machine.
          testTimeout: 30_000,
        },
      },
      'apps/*',
    ],
    // Vitest's default on this 2-core machine ran one file at a time. Two at a time per pool
    // (the server's files run in threads, the others in forks, side by side) keeps both cores
    // busy; more made browser files, whose software GL takes most of a core, slow each other
    // into timeouts. TEST_WORKERS overrides it.
    maxWorkers: Number(process.env.TEST_WORKERS ?? 2),
    minWorkers: 1,
    // Longest files first, from this machine's last run or test-durations.json (fresh clones).
    sequence: { sequencer: LongestFirstSequencer },
    // Says how many tests a run left out on purpose (SKIP_MISSING): never silently.
    reporters: ['default', './packages/test-kit/src/leftOutReporter.ts'],
  },
});
