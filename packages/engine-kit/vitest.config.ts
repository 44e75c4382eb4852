import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'engine-kit',
    include: ['src/**/*.test.ts'],
  },
});
