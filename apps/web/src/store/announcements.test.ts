import type { DomainEvent } from '@safecrackers/rules';
import { describe, expect, it } from 'vitest';
import { eventName, eventText, lootName, lootText, toolName, toolText } from '../i18n/names.js';
import { announcements } from './announcements.js';

const names = (seat: number) => ['Ada', 'Bea'][seat] ?? '?';
const at = { floor: 0, col: 1, row: 2 };

describe('what the crew sees as it happens (issue 33)', () => {
  it('an event, a tool or loot drawn is a card: who drew what, then its text', () => {
    const cards = announcements(
      [
        { type: 'eventDrawn', seat: 0, card: 'squeak' },
        { type: 'toolGained', seat: 1, tool: 'crowbar' },
        { type: 'lootGained', seat: 0, card: 'tiara' },
      ] as DomainEvent[],
      names,
    );
    expect(cards).toHaveLength(3);
    expect(cards[0]!.title).toContain('Ada');
    expect(cards[0]!.title).toContain(eventName('squeak'));
    expect(cards[0]!.text).toBe(eventText('squeak'));
    expect(cards[1]!.title).toContain(toolName('crowbar'));
    expect(cards[1]!.text).toBe(toolText('crowbar'));
    expect(cards[2]!.title).toContain(lootName('tiara'));
    expect(cards[2]!.text).toBe(lootText('tiara'));
    for (const card of cards) expect(card.text.length).toBeGreaterThan(10);
  });

  it('stealth lost and an alarm are lines; a move or a guard step is only in the log', () => {
    const lines = announcements(
      [
        { type: 'stealthLost', seat: 1, amount: 1, left: 2, at, from: 'guard' },
        { type: 'alarmTriggered', at, cause: 'motion' },
        { type: 'moved', seat: 0, from: at, to: { ...at, col: 2 }, cost: 1, via: 'walk' },
      ] as unknown as DomainEvent[],
      names,
    );
    expect(lines.map((l) => l.title)).toEqual([undefined, undefined]);
    expect(lines[0]!.text).toContain('Bea');
    expect(lines[1]!.text.length).toBeGreaterThan(5);
  });
});
