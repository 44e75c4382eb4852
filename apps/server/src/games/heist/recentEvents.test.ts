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
    const recent = new RecentEvents(3);
    recent.add(1, [turn(0), secret]);
    recent.add(2, [turn(1), turn(0)]);
    expect(recent.for(true).entries.map((e) => e.version)).toEqual([1, 2, 2]);
    expect(recent.for(true).entries[0]!.event).toEqual(secret);
    expect(recent.for(false).entries).toHaveLength(2);
  });

  it('keeps nothing when the limit is 0', () => {
    const recent = new RecentEvents(0);
    recent.add(1, [turn(0)]);
    expect(recent.for(true).entries).toEqual([]);
  });
});
