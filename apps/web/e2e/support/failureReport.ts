/**
 * Set up for every browser test file: when a test fails, each page still open is described on
 * stderr (address, screen, connection, what the client holds, its last console lines) and
 * photographed into test-results/, so a failure seen once in a full run can be understood.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeEach } from 'vitest';
import { pagesOpen, recentLines } from './pageLog.js';

const ARTIFACTS = path.resolve(import.meta.dirname, '../../test-results');
const PAGE_TIMEOUT_MS = 5_000;

beforeEach(({ task, onTestFailed }) => {
  onTestFailed(async () => {
    const pages = pagesOpen();
    const reports = await Promise.all(pages.map((page, i) => describePage(page, `${task.name}-${i + 1}`)));
    process.stderr.write(`\n${task.name}: failed with ${pages.length} page(s) open\n${reports.join('\n')}\n`);
  });
});

async function describePage(page: Page, label: string): Promise<string> {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  const shot = path.join(ARTIFACTS, `failed-${label.replace(/[^a-z0-9]+/gi, '-').slice(0, 80)}.png`);
  const photographed = await page
    .screenshot({ path: shot, timeout: PAGE_TIMEOUT_MS })
    .then(() => shot)
    .catch((e: Error) => `no screenshot (${e.message.split('\n')[0]})`);
  const client = await withTimeout(
    page.evaluate(`(() => {
      const s = window.safecrackers?.state?.();
      return {
        screen: document.body.dataset.page ?? null,
        said: [...document.querySelectorAll('[role=alert], [role=status]')]
          .map((el) => (el.textContent || '').trim()).filter(Boolean).join(' | ').slice(0, 300),
        client: s ? { screen: s.screen, code: s.code, connection: s.connection, version: s.version,
          mySeats: s.mySeats, turnSeat: s.turnSeat, busy: s.busy, outcome: s.outcome } : null,
      };
    })()`),
  ).catch((e: Error) => `not answering (${e.message.split('\n')[0]})`);
  return [
    `-- page ${label}: ${page.url()}`,
    `   ${JSON.stringify(client)}`,
    `   screenshot: ${photographed}`,
    ...recentLines(page).map((l) => `   ${l}`),
  ].join('\n');
}

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timed out')), PAGE_TIMEOUT_MS)),
  ]);
}
