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
  /** 'playing', 'won' or 'lost'; null before the game. */
  outcome: string | null;
  legal: Action[];
  guards: Array<{ floor: number; at: Pos | null; dest: Pos | null }>;
  players: Array<{ seat: number; at: Pos | null; stealth: number; tools: string[]; loot: string[] }>;
  tiles: Array<{ at: Pos; revealed: boolean }>;
  busy: boolean;
  remembered: { code: string; seats: Array<{ seat: number; token: string }>; linkSeen?: boolean } | null;
  toasts: string[];
  host: boolean;
  movedAway: { seats: number[]; reason: 'elsewhere' | 'returned' } | null;
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

export type Rect = { x: number; y: number; width: number; height: number };
type Point = { x: number; y: number };

/** Where the tile is in page pixels (after the camera's pan and zoom), once the board drew it. */
export async function tileRect(page: Page, p: Pos): Promise<Rect> {
  const started = Date.now();
  while (Date.now() - started < 15_000) {
    const rect = (await page.evaluate(
      `window.safecrackers.tileRect(${p.floor}, ${p.col}, ${p.row})`,
    )) as Rect | null;
    if (rect) return rect;
    await page.waitForTimeout(100);
  }
  throw new Error(`tile ${JSON.stringify(p)} is not on the board`);
}

/** The tile's centre in page pixels. */
async function centre(page: Page, p: Pos): Promise<Point> {
  const rect = await tileRect(page, p);
  return { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
}

/**
 * Real touch input through the DevTools protocol (Playwright's touchscreen only taps): each
 * finger follows its own straight line from `from` to `to` in `steps` moves, then all lift.
 */
export async function touchGesture(
  page: Page,
  fingers: Array<{ from: Point; to: Point }>,
  steps = 10,
): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const at = (k: number) =>
    fingers.map((f, id) => ({
      id,
      x: f.from.x + ((f.to.x - f.from.x) * k) / steps,
      y: f.from.y + ((f.to.y - f.from.y) * k) / steps,
    }));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
  for (let k = 1; k <= steps; k++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(k) });
    await page.waitForTimeout(16);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** Two fingers around `centre`, spreading from `fromSpread` to `toSpread` pixels apart. */
export function pinch(page: Page, centre: Point, fromSpread: number, toSpread: number): Promise<void> {
  const finger = (sign: number) => ({
    from: { x: centre.x + (sign * fromSpread) / 2, y: centre.y },
    to: { x: centre.x + (sign * toSpread) / 2, y: centre.y },
  });
  return touchGesture(page, [finger(-1), finger(1)]);
}

/** One finger from `from` to `to`. */
export function drag(page: Page, from: Point, to: Point): Promise<void> {
  return touchGesture(page, [{ from, to }]);
}

/** Pans the board so the tile is on screen (phones), then clicks its centre. */
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

/** Pans the board (as the arrow keys do) until the tile is inside the board's area. */
export async function reveal(page: Page, p: Pos): Promise<void> {
  await centre(page, p);
  await page.evaluate(`window.safecrackers.showTile(${p.floor}, ${p.col}, ${p.row})`);
  await page.waitForTimeout(50);
}

export const is =
  <T extends Action['type']>(type: T) =>
  (a: Action): a is Extract<Action, { type: T }> =>
    a.type === type;

/** Waits until the lazily loaded board has drawn its first tile. */
export async function boardReady(page: Page): Promise<void> {
  await centre(page, { floor: 0, col: 0, row: 0 });
}

/** Answers a pending prompt through its dialog (or the board, for tile choices). */
export async function answerAnyPrompt(page: Page): Promise<void> {
  for (let i = 0; i < 4; i++) {
    await page.waitForTimeout(150);
    const view = await stateOf(page);
    const answer = view.legal.find((a) => a.type === 'answer');
    if (!answer) return;
    const before = view.version;
    if ('at' in answer && answer.at) await clickTile(page, answer.at);
    else await page.getByTestId('prompt').locator('button').first().click();
    await waitFor(page, (v) => v.version > before, 'the answer to land');
  }
}

/**
 * Makes one input for the seat this page plays now: the prompt's tile, else a move, else the
 * End turn button; a risky tile is clicked twice (the first click only warns). Resolves once the
 * server accepted it. A click that lands on something passing over the board (a toast, right
 * after a reconnection) is made again, every 2 s, until the input lands.
 */
export async function playOneInput(page: Page): Promise<void> {
  const view = await waitFor(page, (v) => v.legal.length > 0, 'something to do');
  const before = view.version;
  const answer = view.legal.find((a) => a.type === 'answer' && 'at' in a && a.at);
  const move = view.legal.find(is('move'));
  const tile = answer && 'at' in answer && answer.at ? answer.at : move?.to;
  if (tile) {
    for (let tries = 0; tries < 10; tries++) {
      await clickTile(page, tile);
      const landed = await waitFor(page, (v) => v.version > before, 'the input', 2_000).catch(() => null);
      if (landed) break;
    }
  } else {
    await idle(page);
    await page.locator('[data-action=end-turn]').click();
  }
  await waitFor(page, (v) => v.version > before, 'the input to be accepted');
}
