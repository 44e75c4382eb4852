/**
 * Before the server's test files: the bundle the integration tests start (serverBundle.ts).
 * A global setup runs outside the test workers: nothing here may import vitest.
 */
import { ensureServerBundle } from './serverBundle.js';

export async function setup(): Promise<void> {
  if (process.env.TEST_LAYER !== 'fast') await ensureServerBundle();
}
