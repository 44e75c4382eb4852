import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'asym-rules',
    include: ['src/**/*.test.ts'],
  },
});
