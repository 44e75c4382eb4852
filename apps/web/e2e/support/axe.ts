/**
 * An axe-core scan of a page as it is now (the library from node_modules, injected into the
 * page), for the accessibility tests (issues 13, 32).
 */
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export interface Violation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
  /** What axe says is wrong with the first element (colours and ratio for contrast). */
  summary: string;
}

/** Every violation axe finds on the page now, whatever its impact. */
export async function axeScan(page: Page): Promise<Violation[]> {
  await page.waitForTimeout(300);
  if ((await page.evaluate('typeof window.axe')) === 'undefined') await page.addScriptTag({ path: AXE });
  // Evaluated as a string: the test runner's transpiler would add helpers the page lacks.
  return (await page.evaluate(`axe.run(document, { resultTypes: ['violations'] }).then((r) =>
    r.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 8),
      summary: v.nodes[0] ? v.nodes[0].failureSummary : '',
    })))`)) as Violation[];
}
