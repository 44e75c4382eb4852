/** Reading the client's own idea of the game, and clicking tiles on its canvas. */
import type { Action, Pos } from '@safecrackers/rules';
import type { Page } from 'playwright-core';

export interface ClientView {
  screen: string;
  code: string | null;
  connection: string;
  version: number;
  mySeats: number[];
  turnSeat: number | null;
  remaining: number | null;
  legal: Action[];
  guards: Array<{ floor: number; at: Pos | null; dest: Pos | null }>;
  players: Array<{ seat: number; at: Pos | null; stealth: number }>;
  tiles: Array<{ at: Pos; revealed: boolean }>;
  busy: boolean;
}

// Evaluated as strings: the test runner's transpiler would otherwise inject helpers the page lacks.
export function stateOf(page: Page): Promise<ClientView> {
  return page.evaluate('window.safecrackers.state()') as Promise<ClientView>;
}

export async function waitFor(
  page: Page,
  check: (v: ClientView) => boolean,
  what: string,
  timeout = 20_000,
): Promise<ClientView> {
  const started = Date.now();
  let last: ClientView | null = null;
  while (Date.now() - started < timeout) {
    last = await stateOf(page).catch(() => null);
    if (last && check(last)) return last;
    await page.waitForTimeout(60);
  }
  throw new Error(`timed out waiting for ${what}; last state: ${JSON.stringify(last)?.slice(0, 600)}`);
}

/** Waits until the board is idle (animations skip on click, which would swallow the click). */
export const idle = (page: Page) => waitFor(page, (v) => !v.busy, 'the board to be idle');

type Rect = { x: number; y: number; width: number; height: number };

/** The tile's centre in page pixels, once the (lazily loaded) board has drawn it. */
async function centre(page: Page, p: Pos): Promise<{ x: number; y: number }> {
  const started = Date.now();
  while (Date.now() - started < 15_000) {
    const rect = (await page.evaluate(
      `window.safecrackers.tileRect(${p.floor}, ${p.col}, ${p.row})`,
    )) as Rect | null;
    if (rect) return { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
    await page.waitForTimeout(100);
  }
  throw new Error(`tile ${JSON.stringify(p)} is not on the board`);
}

/** Scrolls the board so the tile is on screen (phones), then clicks its centre. */
export async function clickTile(page: Page, p: Pos, button: 'left' | 'right' = 'left'): Promise<void> {
  await idle(page);
  await reveal(page, p);
  const { x, y } = await centre(page, p);
  await page.mouse.click(x, y, { button });
}

export async function tapTile(page: Page, p: Pos): Promise<void> {
  await idle(page);
  await reveal(page, p);
  const { x, y } = await centre(page, p);
  await page.touchscreen.tap(x, y);
}

async function reveal(page: Page, p: Pos): Promise<void> {
  const { y } = await centre(page, p);
  const viewport = page.viewportSize()!;
  if (y < 70 || y > viewport.height * 0.55) {
    await page.evaluate(
      `(() => { const host = document.querySelector('.board-host'); const r = window.safecrackers.tileRect(${p.floor}, ${p.col}, ${p.row}); host.scrollTop += r.y - 120; })()`,
    );
    await page.waitForTimeout(50);
  }
}

export const is =
  <T extends Action['type']>(type: T) =>
  (a: Action): a is Extract<Action, { type: T }> =>
    a.type === type;

/** Waits until the lazily loaded board has drawn its first tile. */
export async function boardReady(page: Page): Promise<void> {
  await centre(page, { floor: 0, col: 0, row: 0 });
}
