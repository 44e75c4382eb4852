/** Reading the client's own idea of the game, and clicking tiles on its canvas. */
import fs from 'node:fs';
import path from 'node:path';
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
  /** The tile a first tap armed (it warned of a risk; a second tap acts). */
  armed: Pos | null;
  remembered: { code: string; seats: Array<{ seat: number; token: string }>; linkSeen?: boolean } | null;
  toasts: string[];
  /** The chat lines the client holds, oldest first. */
  chat: string[];
  host: boolean;
  movedAway: { seats: number[]; reason: 'elsewhere' | 'returned' } | null;
}

/**
 * Waits for the test hooks (window.safecrackers): the page loads them as a chunk of their own
 * after its first drawing, so a call right after a navigation may come before them.
 */
export async function hooksReady(page: Page): Promise<void> {
  await page.waitForFunction('window.safecrackers !== undefined', undefined, { timeout: 20_000 });
}

// Evaluated as strings: the test runner's transpiler would otherwise inject helpers the page lacks.
export async function stateOf(page: Page): Promise<ClientView> {
  const state = (await page.evaluate(
    'window.safecrackers ? window.safecrackers.state() : null',
  )) as ClientView | null;
  if (state) return state;
  // Right after a navigation the hooks' chunk may not be there yet (a screenshot helper lost that race).
  await hooksReady(page);
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
      // Right after a navigation the hooks may not be there yet: not drawn yet, then.
      `window.safecrackers?.tileRect(${p.floor}, ${p.col}, ${p.row}) ?? null`,
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

const ARTIFACTS = path.resolve(import.meta.dirname, '../../test-results');

/** What the page shows at a point: the element a click there goes to, in a few words. */
async function elementAt(page: Page, at: Point): Promise<string> {
  return page.evaluate(`(() => {
    const el = document.elementFromPoint(${at.x}, ${at.y});
    if (!el) return 'nothing';
    const id = el.id ? '#' + el.id : '';
    const test = el.getAttribute('data-testid') ? '[data-testid=' + el.getAttribute('data-testid') + ']' : '';
    const cls = typeof el.className === 'string' && el.className ? '.' + el.className.trim().split(/\\s+/).join('.') : '';
    const text = (el.textContent || '').trim().slice(0, 60);
    return el.tagName.toLowerCase() + id + test + cls + (text ? ' "' + text + '"' : '');
  })()`) as Promise<string>;
}

/** Fails a test about a click: a screenshot of the page, and what was at the point. */
export async function failClick(page: Page, at: Point, what: string): Promise<never> {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  const shot = path.join(ARTIFACTS, `lost-click-${Date.now()}.png`);
  await page.screenshot({ path: shot }).catch(() => undefined);
  const on = await elementAt(page, at).catch(() => 'unknown');
  throw new Error(
    `${what} at (${Math.round(at.x)}, ${Math.round(at.y)}): the element there is ${on}; screenshot ${shot}`,
  );
}

/**
 * The tile's centre, on screen and with the board's canvas on top there: a toast, a sheet or
 * a dialog over it would take the click. Waits a little for one passing over, then fails.
 */
async function clearPoint(page: Page, p: Pos): Promise<Point> {
  // A page behind another gets no animation frames: the board would take the click late.
  await page.bringToFront();
  // A click while the page reconnects goes nowhere (a player sees "reconnecting"): wait it out.
  await waitFor(page, (v) => v.connection === 'online' && !v.busy, 'the page online and the board idle');
  await reveal(page, p);
  const at = await centre(page, p);
  const started = Date.now();
  while (Date.now() - started < 5_000) {
    const top = await page.evaluate(
      `document.elementFromPoint(${at.x}, ${at.y})?.getAttribute('data-testid') ?? null`,
    );
    if (top === 'board-canvas') return at;
    await page.waitForTimeout(100);
  }
  return failClick(page, at, `tile ${JSON.stringify(p)} is covered`);
}

/** Pans the board so the tile is on screen (phones), then clicks its centre once nothing covers it. */
export async function clickTile(page: Page, p: Pos, button: 'left' | 'right' = 'left'): Promise<void> {
  const { x, y } = await clearPoint(page, p);
  await page.mouse.click(x, y, { button });
}

export async function tapTile(page: Page, p: Pos): Promise<void> {
  const { x, y } = await clearPoint(page, p);
  await page.touchscreen.tap(x, y);
}

/**
 * Clicks (or taps) a tile for an input and waits for the server to accept it. A click that does
 * not land is a bug or a covered board, never retried: the test fails with a screenshot and the
 * element that took the click.
 */
export async function inputAtTile(page: Page, p: Pos, how: 'click' | 'tap' = 'click'): Promise<ClientView> {
  const before = (await stateOf(page)).version;
  const press = async () => {
    const at = await clearPoint(page, p);
    if (how === 'tap') await page.touchscreen.tap(at.x, at.y);
    else await page.mouse.click(at.x, at.y);
    return at;
  };
  const armedHere = (v: ClientView) =>
    v.armed !== null && v.armed.floor === p.floor && v.armed.col === p.col && v.armed.row === p.row;
  let at = await press();
  let seen = await waitFor(page, (v) => v.version > before || armedHere(v), 'the input', 15_000).catch(
    () => null,
  );
  // A risky tile warns on the first press and acts on the second, as a player confirms it.
  if (seen && seen.version === before) {
    at = await press();
    seen = await waitFor(page, (v) => v.version > before, 'the input', 15_000).catch(() => null);
  }
  return seen ?? failClick(page, at, `the ${how} on tile ${JSON.stringify(p)} made no input`);
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
 * End turn button. Resolves once the server accepted it; a click that makes no input fails the
 * test with a screenshot and the element that took it (inputAtTile).
 */
export async function playOneInput(page: Page): Promise<void> {
  const view = await waitFor(page, (v) => v.legal.length > 0, 'something to do');
  const before = view.version;
  const answer = view.legal.find((a) => a.type === 'answer' && 'at' in a && a.at);
  const move = view.legal.find(is('move'));
  const tile = answer && 'at' in answer && answer.at ? answer.at : move?.to;
  if (tile) {
    await inputAtTile(page, tile);
  } else {
    await idle(page);
    await page.locator('[data-action=end-turn]').click();
  }
  await waitFor(page, (v) => v.version > before, 'the input to be accepted');
}
