/**
 * What every page of a test browser said lately (console lines, uncaught errors), kept so that
 * a failing browser test can show it: a flake in a full run is then read, not guessed.
 */
import type { BrowserContext, Page } from 'playwright-core';

const KEPT_LINES = 40;
const lines = new WeakMap<Page, string[]>();
const openPages = new Set<Page>();

/** Follows the pages of a context from their first line to their close. */
export function followPages(context: BrowserContext): void {
  context.on('page', (page) => {
    const kept: string[] = [];
    lines.set(page, kept);
    openPages.add(page);
    const started = Date.now();
    const keep = (line: string) => {
      kept.push(`+${((Date.now() - started) / 1000).toFixed(1)}s ${line}`);
      if (kept.length > KEPT_LINES) kept.shift();
    };
    page.on('console', (m) => keep(`${m.type()}: ${m.text().slice(0, 300)}`));
    page.on('pageerror', (e) => keep(`uncaught: ${e.message.slice(0, 300)}`));
    page.on('framenavigated', (f) => {
      if (f === page.mainFrame()) keep(`navigated to ${f.url()}`);
    });
    page.on('websocket', (ws) => {
      keep(`websocket open ${ws.url().replace(/\?.*/, '')}`);
      ws.on('close', () => keep('websocket closed'));
    });
    page.on('close', () => openPages.delete(page));
  });
}

export function pagesOpen(): Page[] {
  return [...openPages];
}

export function recentLines(page: Page): string[] {
  return lines.get(page) ?? [];
}
