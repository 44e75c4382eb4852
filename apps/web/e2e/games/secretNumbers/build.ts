/** The page with secret numbers among its games (index.html here), built into dist-secret/. */
import path from 'node:path';
import { ensurePageBuilt } from '../../support/build.js';

export const SECRET_DIST = path.resolve(import.meta.dirname, '../../../dist-secret');

export function ensureSecretBuilt(): Promise<void> {
  return ensurePageBuilt({
    root: import.meta.dirname,
    outDir: SECRET_DIST,
    sources: [import.meta.dirname],
    packages: ['rules', 'protocol', 'asym-rules', 'test-game'],
  });
}
