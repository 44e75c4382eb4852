import type { RoomWire } from '@safecrackers/protocol/state';
import { describe, expect, it } from 'vitest';
import { clientFor, newGame } from '../testing/games.js';
import { dropToast, earlierLogBefore, leftRoom, mergeLog, pushToast, reduceNet } from './reduce.js';
import { initialState } from './state.js';

const snapshot = (version: number): RoomWire => ({ ...clientFor(newGame(), [0], version).room!, version });

const turn = (n: number) => ({ type: 'turnStarted' as const, seat: 0, turn: n, allowance: 4 });

describe('network events', () => {
  it('tracks who we are and which seats we hold', () => {
    let s = reduceNet(initialState(), {
      type: 'welcome',
      payload: { code: 'ABC234', sessionId: 'x', role: 'player' },
    });
    s = reduceNet(s, { type: 'seats', payload: { code: 'ABC234', seats: [{ seat: 0, token: 'tok' }] } });
    expect(s).toMatchObject({ sessionId: 'x', role: 'player', code: 'ABC234', mySeats: [0] });
  });

  it("confirms our seats' legal actions and prompt for each update, replacing only what changed", () => {
    const end = { type: 'endActions' as const };
    let s = reduceNet(initialState(), {
      type: 'seats',
      payload: { code: 'ABC234', seats: [{ seat: 0 }, { seat: 2 }] },
    });
    s = reduceNet(s, {
      type: 'update',
      payload: {
        version: 3,
        legal: [
          { seat: 0, actions: [end] },
          { seat: 2, actions: [] },
        ],
        prompt: null,
      },
    });
    expect(s.legal).toEqual({ 0: { version: 3, actions: [end] }, 2: { version: 3, actions: [] } });
    s = reduceNet(s, { type: 'update', payload: { version: 4, legal: [{ seat: 0, actions: [] }] } });
    expect(s.legal).toEqual({ 0: { version: 4, actions: [] }, 2: { version: 4, actions: [] } });
    expect(s.prompt).toEqual({ version: 4, prompt: null });
  });

  it('shows the reconnecting status with its attempt and why it closed', () => {
    let s = reduceNet(initialState(), { type: 'status', status: 'reconnecting', attempt: 3 });
    expect(s).toMatchObject({ connection: 'reconnecting', reconnectAttempt: 3 });
    s = reduceNet(s, { type: 'status', status: 'closed', attempt: 0, reason: 'gone' });
    expect(s.closedReason).toBe('gone');
  });

  it('appends events to the log and clears stale modes on a new version', () => {
    let s = reduceNet(initialState(), { type: 'state', room: snapshot(1) });
    s = reduceNet(s, { type: 'recent', payload: { entries: [{ version: 1, event: turn(1) }] } });
    expect(s.log).toHaveLength(1);
    s = { ...s, ui: { ...s.ui, armed: { floor: 0, col: 1, row: 1 } } };
    s = reduceNet(s, { type: 'state', room: snapshot(2) });
    expect(s.ui.armed).toBeNull();
    expect(s.log).toHaveLength(1); // version 2 comes with its events message
    s = reduceNet(s, { type: 'update', payload: { version: 2, events: [turn(2)] } });
    expect(s.log.map((e) => e.version)).toEqual([1, 2]);
  });
});

describe('log merging', () => {
  it('fills a gap after a reconnect from the last events the room sends', () => {
    const log = [{ version: 1, event: turn(1) }];
    const recent = [1, 2, 3, 4].map((v) => ({ version: v, event: turn(v) }));
    expect(mergeLog(log, recent).map((e) => e.version)).toEqual([1, 2, 3, 4]);
  });
});

describe('toasts and leaving', () => {
  it('keeps at most four toasts and drops by id', () => {
    let s = initialState();
    for (let i = 0; i < 6; i++) s = pushToast(s, `t${i}`);
    expect(s.ui.toasts.map((x) => x.text)).toEqual(['t2', 't3', 't4', 't5']);
    s = dropToast(s, s.ui.toasts[0]!.id);
    expect(s.ui.toasts).toHaveLength(3);
    expect(leftRoom(clientFor(newGame(), [0])).room).toBeNull();
  });

  it('clears the toasts when the heist ends, and lets no event card cover the end screen', () => {
    let s = clientFor(newGame(), [0], 5);
    s = pushToast(pushToast(s, 'Crash!', 'event'), 'Back online.');
    expect(s.ui.toasts).toHaveLength(2);
    const over = { ...s.room!, version: 6, game: { ...s.room!.game!, outcome: 'lost' as const } };
    s = reduceNet(s, { type: 'state', room: over });
    expect(s.ui.toasts).toEqual([]);
    // The last turn's events arrive after the patch: their event toasts stay away...
    expect(pushToast(s, 'Espresso', 'event').ui.toasts).toEqual([]);
    // ...while an error still says what went wrong.
    expect(pushToast(s, 'Could not save', 'error').ui.toasts).toHaveLength(1);
    // A later snapshot of the finished heist keeps whatever toasts there are.
    const later = reduceNet(pushToast(s, 'Copied!'), { type: 'state', room: { ...over, version: 6 } });
    expect(later.ui.toasts).toHaveLength(1);
  });
});

describe('the log (issue 13)', () => {
  it('does not log the opening lines twice when the first update repeats the recent events', () => {
    const event = { type: 'entranceChosen', at: { floor: 0, col: 0, row: 0 } } as const;
    let s = initialState();
    s = reduceNet(s, { type: 'recent', payload: { entries: [{ version: 3, event }] } });
    s = reduceNet(s, { type: 'update', payload: { version: 3, events: [event] } });
    expect(s.log).toHaveLength(1);
    s = reduceNet(s, { type: 'update', payload: { version: 4, events: [event] } });
    expect(s.log).toHaveLength(2);
  });
});

describe('the whole log, a page at a time (issue 33)', () => {
  const entries = (...versions: number[]) => versions.map((v) => ({ version: v, event: turn(v) }));

  it('pages back from the join tail to the first line', () => {
    let s = reduceNet(initialState(), { type: 'recent', payload: { entries: entries(5, 6) } });
    expect(s.logBack).toEqual({ start: false, asking: null });
    expect(earlierLogBefore(s)).toBe(5);
    s = { ...s, logBack: { ...s.logBack, asking: 5 } };
    expect(earlierLogBefore(s)).toBeNull();
    s = reduceNet(s, { type: 'logPage', payload: { before: 5, entries: entries(3, 4), start: false } });
    expect(s.log.map((e) => e.version)).toEqual([3, 4, 5, 6]);
    s = { ...s, logBack: { ...s.logBack, asking: 3 } };
    s = reduceNet(s, { type: 'logPage', payload: { before: 3, entries: entries(1, 2), start: true } });
    expect(s.log.map((e) => e.version)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(s.logBack).toEqual({ start: true, asking: null });
    expect(earlierLogBefore(s)).toBeNull();
  });

  it('drops a page for another front, and lets a refused one be asked again', () => {
    let s = reduceNet(initialState(), { type: 'recent', payload: { entries: entries(5) } });
    s = { ...s, logBack: { ...s.logBack, asking: 9 } };
    const stale = reduceNet(s, {
      type: 'logPage',
      payload: { before: 9, entries: entries(8), start: false },
    });
    expect(stale.log.map((e) => e.version)).toEqual([5]);
    const refused = reduceNet(s, {
      type: 'error',
      payload: { code: 'log/out_of_range', message: '', about: 'log/before' },
    });
    expect(refused.logBack.asking).toBeNull();
  });

  it('takes a short log whole, and replaces a log the tail does not continue', () => {
    const whole = reduceNet(initialState(), {
      type: 'recent',
      payload: { entries: entries(1), start: true },
    });
    expect(whole.logBack.start).toBe(true);
    let s = reduceNet(initialState(), { type: 'recent', payload: { entries: entries(1, 2), start: true } });
    // Back after a long drop: the tail starts well after our newest line.
    s = reduceNet(s, { type: 'recent', payload: { entries: entries(40, 41) } });
    expect(s.log.map((e) => e.version)).toEqual([40, 41]);
    expect(s.logBack.start).toBe(false);
    // Back after a short one: the tail continues ours.
    s = reduceNet(s, { type: 'recent', payload: { entries: entries(41, 42) } });
    expect(s.log.map((e) => e.version)).toEqual([40, 41, 42]);
  });
});
