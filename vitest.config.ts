import { defineConfig } from 'vitest/config';

// One root config over every workspace; each workspace owns its own vitest.config.ts.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*'],
    // Vitest's default on this 2-core machine ran one file at a time. Unit and property tests
    // fill both cores; server and browser tests spend much of their time waiting (timers,
    // reconnection windows, a browser drawing), so a third file keeps the cores busy.
    maxWorkers: Number(process.env.TEST_WORKERS ?? 3),
    minWorkers: 1,
    // Says how many tests a run left out on purpose (SKIP_MISSING): never silently.
    reporters: ['default', './packages/test-kit/src/leftOutReporter.ts'],
  },
});
