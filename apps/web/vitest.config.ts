import { defineProject } from 'vitest/config';
import { FAST_LAYER } from '../../packages/test-kit/src/layer.js';

export default defineProject({
  test: {
    name: 'web',
    // `pnpm test:fast` (TEST_LAYER=fast) leaves out the browser tests.
    include: FAST_LAYER ? ['src/**/*.test.ts'] : ['src/**/*.test.ts', 'e2e/**/*.e2e.test.ts'],
    // The e2e file starts a real server and browser; unit files need neither.
    testTimeout: 20_000,
    // Under test:fast the unit files share one module graph per worker: none keeps module state
    // between files, and importing Pixi once per worker instead of per file saves about 6 s.
    // The browser files keep their own graph each (each owns a server and a browser).
    isolate: !FAST_LAYER,
    // A failing browser test describes and photographs the pages it had open.
    setupFiles: FAST_LAYER ? [] : ['e2e/support/failureSetup.ts'],
    hookTimeout: 180_000,
    // A browser under a full test run can take seconds to fetch and render (a language's
    // catalogue, say): vitest's 1 s default for expect.poll made such steps fail by chance.
    expect: { poll: { timeout: 10_000 } },
  },
});
