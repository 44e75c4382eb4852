import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'web',
    include: ['src/**/*.test.ts', 'e2e/**/*.e2e.test.ts'],
    // The e2e file starts a real server and browser; unit files need neither.
    testTimeout: 20_000,
    hookTimeout: 180_000,
  },
});
