/**
 * Reading a spies game in a browser test (issues 18, 32): what the client holds (the test
 * build exposes it), the board's cells on screen, and the page's text, each read by a short
 * poll that never waits on the page's own timers or frames.
 */
import type { AsymUpdatePayload } from '@safecrackers/protocol/wire';
import type { Page } from 'playwright-core';

export interface Held {
  update: AsymUpdatePayload;
  seats: number[];
}

export const held = (page: Page) =>
  page.evaluate(() => (window as { __spies?: unknown }).__spies as Held | undefined);

export async function until(
  page: Page,
  check: (h: Held) => boolean,
  what: string,
  timeoutMs = 30_000,
): Promise<Held> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const h = await held(page);
    if (h && check(h)) return h;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await page.waitForTimeout(50);
  }
}

export const legal = (h: Held) => h.update.legal.flatMap((l) => l.actions);

/**
 * Waits until the element `testId` shows `text` (exactly, or containing it), reading it from
 * the test as `until` reads the client's state: one short evaluation per poll, none of which
 * waits on the page's own timers or frames.
 */
export async function shows(
  page: Page,
  testId: string,
  text: string,
  how: 'is' | 'has' = 'is',
  timeoutMs = 15_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const got = await page.evaluate(
      (id) => document.querySelector(`[data-testid="${id}"]`)?.textContent ?? null,
      testId,
    );
    if (got !== null && (how === 'is' ? got === text : got.includes(text))) return;
    if (Date.now() > deadline)
      throw new Error(
        `${testId} shows ${JSON.stringify(got)}, not ${how === 'is' ? '' : 'one with '}${JSON.stringify(text)}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Where a cell is on screen, once the board is (its renderer starts asynchronously). */
export async function cellCentre(page: Page, cell: string): Promise<{ x: number; y: number }> {
  const rect = await page.waitForFunction(
    (c) =>
      (window as { __spiesScene?: { cellRect(c: string): DOMRect | null } }).__spiesScene?.cellRect(c) ??
      null,
    cell,
    { timeout: 15_000 },
  );
  const r = (await rect.jsonValue()) as DOMRect;
  return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
}

/** Clicks a cell of the board, once the board is on screen (its renderer starts asynchronously). */
export async function clickCell(page: Page, cell: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const rect = await page.evaluate(
      (c) =>
        (window as { __spiesScene?: { cellRect(c: string): DOMRect | null } }).__spiesScene?.cellRect(c) ??
        null,
      cell,
    );
    if (rect) {
      await page.mouse.click(rect.x + rect.width / 2, rect.y + rect.height / 2);
      return;
    }
    if (Date.now() > deadline) throw new Error(`no cell ${cell} on screen`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function button(page: Page, name: string | RegExp): Promise<void> {
  await page.getByRole('button', { name }).first().click();
}
