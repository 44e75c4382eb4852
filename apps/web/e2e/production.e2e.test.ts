/**
 * The production build carries no test hooks (window.safecrackers comes only with vite mode
 * 'e2e') and no zod (the protocol's schemas are the server's; the browser decodes with the
 * zod-free entries).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');

describe('the production build (issue 11)', () => {
  it('has no test hooks and no zod', async () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sc-web-prod-'));
    const { build } = await import('vite');
    await build({
      root: ROOT,
      logLevel: 'warn',
      configFile: path.join(ROOT, 'vite.config.ts'),
      build: { outDir },
    });
    const js = fs
      .readdirSync(path.join(outDir, 'assets'))
      .filter((f) => f.endsWith('.js'))
      .map((f) => fs.readFileSync(path.join(outDir, 'assets', f), 'utf8'))
      .join('\n');
    expect(js.length).toBeGreaterThan(10_000);
    for (const hook of ['installE2eHooks', 'legalBySeat', 'safecrackers:{', '__spies'])
      expect(js.includes(hook), hook).toBe(false);
    // No window.__anything: what the tests read from a page exists in the test build only.
    expect(js.match(/window\.__\w+/g) ?? []).toEqual([]);
    // zod's own error text, which any copy of it carries.
    expect(js.includes('Invalid input'), 'zod').toBe(false);
  }, 180_000);
});
