import { defineProject } from 'vitest/config';
import { UNIT_POOL } from '../test-kit/src/pools.js';

export default defineProject({
  test: {
    name: 'rules',
    pool: UNIT_POOL,
    isolate: false,
    include: ['src/**/*.test.ts'],
    // Property tests play hundreds of games: room for a busy or slow machine.
    testTimeout: 30_000,
  },
});
