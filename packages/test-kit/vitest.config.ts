import { defineProject } from 'vitest/config';
import { UNIT_POOL } from './src/pools.js';

export default defineProject({
  test: {
    name: 'test-kit',
    pool: UNIT_POOL,
    isolate: false,
    include: ['src/**/*.test.ts'],
  },
});
