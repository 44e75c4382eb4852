import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'asym-rules',
    include: ['src/**/*.test.ts'],
    // Property tests play hundreds of games: room for a busy or slow machine.
    testTimeout: 30_000,
  },
});
