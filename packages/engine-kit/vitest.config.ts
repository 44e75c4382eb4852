import { defineProject } from 'vitest/config';
import { UNIT_POOL } from '../test-kit/src/pools.js';

export default defineProject({
  test: {
    name: 'engine-kit',
    pool: UNIT_POOL,
    isolate: false,
    include: ['src/**/*.test.ts'],
  },
});
