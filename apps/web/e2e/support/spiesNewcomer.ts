/**
 * A newcomer's spies game in real browsers (issue 32), in one language: security and a spy open
 * the home page, read the rules there, create and join, see why the host cannot start yet, start,
 * meet their side's guide, pick the spy's role, weapon and equipment by hand (asking what a role
 * does), play one full round by hand on each side (the spy's action step by step, security's
 * phases), open the legend and a cell's rules. Every screen on the way is measured for text that
 * spills or is cut off, optionally scanned by axe, photographed, and, on a phone, checked that
 * nothing covers a cell the turn needs. The tests (spiesNewcomer*.e2e.test.ts) assert on the record.
 */
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeScan, type Violation } from './axe.js';
import { DESKTOP, PHONE } from './browser.js';
import { saveShot } from './shots.js';
import { cellCentre, clickCell, type Held, held, legal, until } from './spies.js';
import { measureSpills, type Spill } from './spills.js';

export type Device = 'desktop' | 'phone';

export interface NewcomerOptions {
  browser: Browser;
  url: string;
  /** The language, as the browsers ask for it (their first language). */
  locale: 'en' | 'ru' | 'zh-CN' | 'pt-BR';
  /** Security's screen; the spy plays on the other. */
  security: Device;
  /** Also scan every screen with axe. */
  axe: boolean;
  /** Where the screenshots go. */
  artifacts: string;
}

export interface NewcomerRecord {
  /** Text that spills or is cut off, per screen ("lobby-security-desktop-ru"): none expected. */
  spills: Record<string, Spill[]>;
  /** axe's violations per screen, whatever their impact: none expected. */
  violations: Record<string, Violation[]>;
  /** Cells the turn needs that something covers on a phone, per screen: none expected. */
  covered: Record<string, string[]>;
  /** The page's language on each side once the game shows. */
  lang: { security: string; spy: string };
  /** Ids the path saw, for the test to assert on. */
  seen: {
    /** The free seat's bot badge once the host picked the rookie level. */
    botLevel: string;
    startReasons: number;
    roleTopic: string | null;
    cellTopic: string | null;
    roundPlayed: boolean;
  };
}

const VIEWPORT = { desktop: DESKTOP, phone: PHONE } as const;

const other = (d: Device): Device => (d === 'desktop' ? 'phone' : 'desktop');

/** The cells a turn's inputs name on the board (a step's `to`, a placement's `cell`). */
const targetCells = (h: Held): string[] => [
  ...new Set(
    legal(h).flatMap((a) => {
      const x = a as { to?: unknown; cell?: unknown };
      return [x.to, x.cell].filter((c): c is string => typeof c === 'string');
    }),
  ),
];

/** The target cells whose centre is not the board's canvas (something lies over them, or off screen). */
async function coveredCells(page: Page, cells: string[]): Promise<string[]> {
  const covered: string[] = [];
  for (const cell of cells) {
    const at = await cellCentre(page, cell);
    const tag = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.tagName ?? 'nothing', at);
    if (tag !== 'CANVAS') covered.push(`${cell}: ${tag}`);
  }
  return covered;
}

/** The rules topic the book opened at (it takes the focus), once the book shows. */
async function topicShown(page: Page): Promise<string | null> {
  await page.getByTestId('rules').waitFor();
  const found = await page.waitForFunction(
    () =>
      document.activeElement?.closest('[data-testid=rules] [data-topic]')?.getAttribute('data-topic') ?? null,
    undefined,
    { timeout: 10_000 },
  );
  return (await found.jsonValue()) as string | null;
}

async function clickAction(page: Page, key: string): Promise<void> {
  await page.locator(`[data-action="${key}"]`).first().click();
}

/** Waits for the client to hold a newer game than `h`. */
const after = (page: Page, h: Held, what: string) =>
  until(page, (x) => x.update.version > h.update.version, what);

export async function newcomerGame(o: NewcomerOptions): Promise<NewcomerRecord> {
  const record: NewcomerRecord = {
    spills: {},
    violations: {},
    covered: {},
    lang: { security: '', spy: '' },
    seen: { botLevel: '', startReasons: 0, roleTopic: null, cellTopic: null, roundPlayed: false },
  };
  const devices = { security: o.security, spy: other(o.security) };
  const contexts: BrowserContext[] = [];
  const open = async (device: Device) => {
    const context = await o.browser.newContext({
      viewport: VIEWPORT[device],
      locale: o.locale,
      ...(device === 'phone' ? { hasTouch: true, isMobile: true } : {}),
    });
    contexts.push(context);
    return context.newPage();
  };
  /** Measures (and scans, and photographs) a screen as it is now. */
  const look = async (page: Page, side: 'security' | 'spy', screen: string) => {
    const name = `${screen}-${side}-${devices[side]}-${o.locale}`;
    await page.bringToFront();
    await page.waitForTimeout(200);
    record.spills[name] = await measureSpills(page, page.viewportSize()!.width);
    if (o.axe) record.violations[name] = await axeScan(page);
    await saveShot(page, { path: path.join(o.artifacts, `spies-newcomer-${name}.png`) });
  };
  const checkCovered = async (page: Page, side: 'security' | 'spy', screen: string, h: Held) => {
    if (devices[side] !== 'phone') return;
    record.covered[`${screen}-${side}-${o.locale}`] = await coveredCells(page, targetCells(h));
  };

  try {
    const sec = await open(devices.security);
    const spy = await open(devices.spy);

    // The home page, and the spies' rules from it before any game.
    await sec.goto(o.url);
    await sec.getByTestId('name').fill('Sol');
    await look(sec, 'security', 'home');
    await sec.getByTestId('open-rules-spies').click();
    await sec.getByTestId('rules').waitFor();
    await look(sec, 'security', 'rules-home');
    await sec.keyboard.press('Escape');
    await sec.getByTestId('rules').waitFor({ state: 'hidden' });
    await sec.getByTestId('create-spies').click();
    await sec.getByTestId('spies-seat-0').waitFor();
    const code = ((await sec.getByTestId('spies-code').textContent()) ?? '').trim();
    // The host may put a bot on the free seat at a level, and take it off again.
    await sec.getByTestId('add-bot-1').click();
    const steady = ((await sec.getByTestId('bot-1').textContent()) ?? '').trim();
    await sec.getByTestId('spies-bot-level-1').selectOption('rookie');
    // The badge says the level once the server has it.
    await sec.waitForFunction(
      (before) => document.querySelector('[data-testid=bot-1]')?.textContent?.trim() !== before,
      steady,
    );
    record.seen.botLevel = ((await sec.getByTestId('bot-1').textContent()) ?? '').trim();
    await look(sec, 'security', 'lobby-bot');
    await sec.getByTestId('remove-bot-1').click();
    await sec.getByTestId('add-bot-1').waitFor();

    // The lobby: the spy joins by the code and sits on the spies' side; the host sees why it
    // cannot start yet until everyone is ready.
    await spy.goto(o.url);
    await spy.getByTestId('name').fill('Ivy');
    await spy.getByTestId('join-code').fill(code);
    await spy.getByTestId('join').click();
    await spy.locator('[data-testid=spies-seat-1].mine').waitFor();
    await sec.getByTestId('start-reasons').waitFor();
    record.seen.startReasons = await sec.locator('[data-testid=start-reasons] li').count();
    await look(sec, 'security', 'lobby');
    await look(spy, 'spy', 'lobby');
    await spy.getByTestId('spies-ready').click();
    await sec.getByTestId('spies-ready').click();
    await sec.getByTestId('start-reasons').waitFor({ state: 'detached' });
    await sec.getByTestId('spies-start').click();

    // Each side's first-game guide: security skips it, the spy reads it through.
    await sec.getByTestId('guide').waitFor();
    await look(sec, 'security', 'guide');
    await sec.getByTestId('guide-skip').click();
    await spy.getByTestId('guide').waitFor();
    await look(spy, 'spy', 'guide');
    for (let step = 0; step < 4; step++) await spy.getByTestId('guide-next').click();
    await spy.getByTestId('guide').waitFor({ state: 'hidden' });
    record.lang.security = (await sec.evaluate('document.documentElement.lang')) as string;
    record.lang.spy = (await spy.evaluate('document.documentElement.lang')) as string;

    // Security's setup by its bot; the spy's loadout by hand, asking what a role does.
    await sec.getByTestId('spies-bot-setup').click();
    let h = await until(
      spy,
      (x) => x.update.view.stage === 'spySetup' && legal(x).some((a) => a.type === 'chooseRole'),
      "the spy's loadout",
      60_000,
    );
    await look(spy, 'spy', 'loadout');
    await spy.getByTestId('spies-what-role-technician').click();
    record.seen.roleTopic = await topicShown(spy);
    await look(spy, 'spy', 'rules-role');
    await spy.keyboard.press('Escape');
    await spy.getByTestId('rules').waitFor({ state: 'hidden' });
    await clickAction(spy, 'chooseRole:technician');
    h = await after(spy, h, 'the role');
    if (legal(h).some((a) => a.type === 'chooseWeapon')) {
      await clickAction(spy, 'chooseWeapon:silenced');
      h = await after(spy, h, 'the weapon');
    }
    while (!legal(h).some((a) => a.type === 'confirmLoadout')) {
      const group = spy.getByTestId('spies-group-addCard');
      if ((await group.count()) > 0) {
        await group.click();
        await spy.getByTestId('spies-option-0').click();
      } else await spy.locator('[data-action^="addCard:"]').first().click();
      h = await after(spy, h, 'a card added');
    }
    await look(spy, 'spy', 'loadout-chosen');
    await clickAction(spy, 'confirmLoadout');

    // The spy's turn by hand: an action, a step on the board, the legend, the action's end.
    h = await until(
      spy,
      (x) => x.update.view.stage === 'spies' && legal(x).some((a) => a.type === 'beginAction'),
      "the spies' first turn",
      60_000,
    );
    await look(spy, 'spy', 'turn');
    await clickAction(spy, 'beginAction:sneak');
    h = await until(spy, (x) => legal(x).some((a) => a.type === 'step'), 'steps offered');
    await checkCovered(spy, 'spy', 'turn-steps', h);
    const step = legal(h).find((a) => a.type === 'step') as { to: string };
    await clickCell(spy, step.to);
    // A cell in a watch asks for a second tap first.
    await spy.waitForTimeout(200);
    if ((await held(spy))?.update.overlay?.spies[0]?.cell !== step.to) await clickCell(spy, step.to);
    h = await until(spy, (x) => x.update.overlay?.spies[0]?.cell === step.to, 'the spy on the board');
    await spy.getByTestId('spies-legend-toggle').click();
    await spy.getByTestId('spies-legend').waitFor();
    await look(spy, 'spy', 'legend');
    await spy.getByTestId('spies-legend-toggle').click();
    await spy.getByTestId('spies-legend').waitFor({ state: 'detached' });
    await clickAction(spy, 'endAction');

    // Security's turn by hand: a list of choices opened and put away, then phase after phase.
    h = await until(
      sec,
      (x) => x.update.view.stage === 'security' && legal(x).length > 0,
      "security's turn",
      30_000,
    );
    await look(sec, 'security', 'turn');
    await checkCovered(sec, 'security', 'turn', h);
    const group = sec.locator('[data-testid^=spies-group-]').first();
    if ((await group.count()) > 0) {
      await group.click();
      await sec.getByTestId('spies-choosing').waitFor();
      await look(sec, 'security', 'choosing');
      await sec.keyboard.press('Escape');
      await sec.getByTestId('spies-actions').waitFor();
    }
    for (let phases = 0; phases < 12; phases++) {
      h = (await held(sec))!;
      if (h.update.view.stage !== 'security') break;
      const ending = legal(h).find((a) => ['endPhase', 'endActivation', 'pass'].includes(a.type));
      if (!ending) {
        // Security waits on a spy's answer (a window, A-R15.8): the next state is the game's.
        h = await after(sec, h, 'the game to go on');
        continue;
      }
      await sec.locator(`[data-action^="${ending.type}"]`).first().click();
      h = await after(sec, h, `after ${ending.type}`);
    }
    h = await until(sec, (x) => x.update.view.turn === 2, 'the second round', 30_000);
    record.seen.roundPlayed = h.update.view.stage === 'spies' && h.update.overlay === undefined;

    // The spies' turn again: security asks what one of its units does, from the map.
    const unit = h.update.view.units.find((u) => u.kind !== 'civilian')!;
    await clickCell(sec, unit.cell);
    await sec.locator('.spies-cell-info.pinned').waitFor();
    await look(sec, 'security', 'cell-tip');
    await sec.locator('.spies-cell-info [data-topic=vision]').first().click();
    record.seen.cellTopic = await topicShown(sec);
    await look(sec, 'security', 'rules-cell');
    await sec.keyboard.press('Escape');
    await sec.getByTestId('rules').waitFor({ state: 'hidden' });
    await sec.getByTestId('spies-cell-info-close').click();
    return record;
  } finally {
    for (const context of contexts) await context.close().catch(() => undefined);
  }
}
