import { defineConfig } from 'vitest/config';

// One root config over every workspace; each workspace owns its own vitest.config.ts.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*'],
    // Vitest's default on this 2-core machine ran one file at a time. Two at a time per pool
    // (the server's files run in threads, the others in forks, side by side) keeps both cores
    // busy; more made browser files, whose software GL takes most of a core, slow each other
    // into timeouts. TEST_WORKERS overrides it.
    maxWorkers: Number(process.env.TEST_WORKERS ?? 2),
    minWorkers: 1,
    // Says how many tests a run left out on purpose (SKIP_MISSING): never silently.
    reporters: ['default', './packages/test-kit/src/leftOutReporter.ts'],
  },
});
