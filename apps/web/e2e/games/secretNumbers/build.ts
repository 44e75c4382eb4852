/**
 * The page with secret numbers among its games (index.html here), built once for the browser
 * tests like the test build (e2e/support/build.ts), into dist-secret/.
 */
import path from 'node:path';
import { buildOnce } from '@safecrackers/test-kit/buildOnce';

const WEB = path.resolve(import.meta.dirname, '../../..');
const HERE = import.meta.dirname;
export const SECRET_DIST = path.join(WEB, 'dist-secret');

export function ensureSecretBuilt(): Promise<void> {
  return buildOnce({
    output: path.join(SECRET_DIST, 'index.html'),
    sources: [
      path.join(WEB, 'src'),
      HERE,
      ...['rules', 'protocol', 'asym-rules', 'test-game'].map((p) =>
        path.join(WEB, '../../packages', p, 'src'),
      ),
    ],
    lock: `${SECRET_DIST}.lock`,
    build: async () => {
      const { build } = await import('vite');
      await build({
        root: HERE,
        mode: 'e2e',
        logLevel: 'warn',
        configFile: path.join(WEB, 'vite.config.ts'),
        build: { outDir: SECRET_DIST, emptyOutDir: true },
      });
    },
  });
}
