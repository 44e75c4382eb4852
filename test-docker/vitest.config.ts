import path from 'node:path';
import { defineConfig } from 'vitest/config';

// `pnpm test:docker` only: outside the root config's projects, so `pnpm test` never runs it.
export default defineConfig({
  root: path.resolve(import.meta.dirname, '..'),
  test: {
    include: ['test-docker/**/*.test.ts'],
    testTimeout: 20 * 60_000,
    hookTimeout: 5 * 60_000,
  },
});
