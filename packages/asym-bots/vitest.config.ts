import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'asym-bots',
    include: ['src/**/*.test.ts'],
  },
});
