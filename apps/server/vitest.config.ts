import { defineProject } from 'vitest/config';
import { FAST_LAYER } from '../../packages/test-kit/src/layer.js';

export default defineProject({
  test: {
    name: 'server',
    // `pnpm test:fast` (TEST_LAYER=fast) leaves out the integration tests, which start servers.
    include: FAST_LAYER
      ? ['src/**/*.test.ts', 'bench/**/*.test.ts']
      : ['src/**/*.test.ts', 'test/**/*.test.ts', 'bench/**/*.test.ts'],
    // Colyseus keeps its matchmaker in module state: one server per test file, each file in
    // its own worker thread (forks break on process.send), each file on its own port.
    pool: 'threads',
    // Clients wait for the server's answers as browsers do (no 5 s socket timeout).
    setupFiles: ['test/support/browserLikeHttp.ts'],
    // Builds the server bundle the integration tests start as a process of its own.
    globalSetup: ['test/support/globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
