import type { DomainEvent } from '@safecrackers/rules';
import { describe, expect, it } from 'vitest';
import { RecentEvents } from './recentEvents.js';

const turn = (seat: number): DomainEvent => ({ type: 'turnStarted', seat, turn: seat + 1, allowance: 4 });
const secret: DomainEvent = {
  type: 'cardsSeen',
  seat: 0,
  deck: 'event',
  floor: 0,
  cards: ['espresso'],
  audience: 'players',
};

describe('recent events', () => {
  it('keeps the last ones, and spectators see no players-only event', () => {
    const recent = new RecentEvents(4);
    recent.add(1, [turn(0), secret]);
    recent.add(2, [turn(1), turn(0)]);
    expect(recent.for(true).entries.map((e) => e.version)).toEqual([1, 1, 2, 2]);
    expect(recent.for(true).entries[1]!.event).toEqual(secret);
    expect(recent.for(false).entries).toHaveLength(3);
  });

  it('drops whole inputs: the oldest one kept has all its events', () => {
    const recent = new RecentEvents(3);
    recent.add(1, [turn(0), secret]);
    recent.add(2, [turn(1), turn(0)]);
    expect(recent.for(true).entries.map((e) => e.version)).toEqual([2, 2]);
    recent.add(3, [turn(0), turn(1), turn(2), turn(3)]);
    // One input with more events than the limit stays whole.
    expect(recent.for(true).entries.map((e) => e.version)).toEqual([3, 3, 3, 3]);
    const back = RecentEvents.restored(2, [...recent.saved(), { version: 4, event: turn(0) }]);
    expect(back.for(true).entries.map((e) => e.version)).toEqual([4]);
  });

  it('keeps nothing when the limit is 0', () => {
    const recent = new RecentEvents(0);
    recent.add(1, [turn(0)]);
    expect(recent.for(true).entries).toEqual([]);
  });
});
