import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '../events.js';
import { crew, quiet, uses } from '../testing/character-helpers.js';
import { at, eventsOf } from '../testing/scene.js';
import { promptFor, viewFor } from '../view.js';

const clair = [
  { character: 'spotter' as const },
  { character: 'hawk' as const },
  { character: 'juicer' as const },
];
const precog = [
  { character: 'spotter' as const, side: 'advanced' as const },
  { character: 'hawk' as const },
  { character: 'juicer' as const },
];

/** What a spectator may receive: every event not reserved for the seats (D75). */
function spectatorEvents(events: DomainEvent[]): DomainEvent[] {
  return events.filter((e) => !('audience' in e && e.audience === 'players'));
}

describe('R8.9 Spotter basic: Clairvoyance', () => {
  it("R8.9 Clairvoyance: 1 action, the top patrol card of the Spotter's floor is seen; kept on top it is the guard's next card", () => {
    const s = crew({ seats: clair });
    s.patrol(0, ['B3', 'C2', 'A4']);
    expect(uses(s, 'clairvoyance')).toEqual([{ type: 'clairvoyance' }]);
    const ev = s.ok(0, { type: 'clairvoyance' });
    expect(eventsOf(ev, 'abilityUsed')).toEqual([{ type: 'abilityUsed', seat: 0, ability: 'clairvoyance' }]);
    expect(eventsOf(ev, 'cardsSeen')).toEqual([
      { type: 'cardsSeen', seat: 0, deck: 'patrol', floor: 0, cards: [at('1:B3')], audience: 'players' },
    ]);
    expect(s.prompt).toEqual({ kind: 'spotter', seat: 0, deck: 'patrol', floor: 0, card: at('1:B3') });
    expect(s.legal(0)).toEqual([
      { type: 'answer', kind: 'spotter', place: 'top' },
      { type: 'answer', kind: 'spotter', place: 'bottom' },
    ]);
    expect(s.refused(1, { type: 'answer', kind: 'spotter', place: 'top' })).toBe('prompt/not_yours');
    const placed = s.ok(0, { type: 'answer', kind: 'spotter', place: 'top' });
    expect(eventsOf(placed, 'cardPlaced')).toEqual([
      { type: 'cardPlaced', seat: 0, deck: 'patrol', floor: 0, place: 'top' },
    ]);
    expect(s.state.turn.used).toBe(1);
    s.guard(0, '1:D4', '1:D4');
    quiet(s).end();
    expect(s.guardDest(0)).not.toBe('1:D4');
    expect(s.state.guards[0]?.discard.slice(-1)).toEqual([s.index('1:B3')]);
  });

  it('R8.9 Clairvoyance: sent to the bottom, the card is drawn last', () => {
    const s = crew({ seats: clair });
    s.patrol(0, ['B3', 'C2', 'A4']);
    s.ok(0, { type: 'clairvoyance' });
    s.ok(0, { type: 'answer', kind: 'spotter', place: 'bottom' });
    const deck = s.state.guards[0]?.deck ?? [];
    expect(deck).toEqual([s.index('1:B3'), s.index('1:A4'), s.index('1:C2')]);
  });

  it("R8.9 Clairvoyance: once per turn, needs an action, and looks at the deck of the Spotter's own floor", () => {
    const s = crew({ seats: clair });
    s.guard(1, '2:D4', '2:D3').setTile('2:A1', 'secret-door').put(0, '2:A1');
    s.patrol(0, ['B3']).patrol(1, ['C2', 'A1']);
    s.ok(0, { type: 'clairvoyance' });
    expect(s.prompt).toMatchObject({ kind: 'spotter', floor: 1, card: at('2:C2') });
    s.ok(0, { type: 'answer', kind: 'spotter', place: 'top' });
    expect(uses(s, 'clairvoyance')).toEqual([]);
    expect(s.refused(0, { type: 'clairvoyance' })).toBe('ability/invalid');
    const t = crew({ seats: clair });
    t.actions(0);
    expect(uses(t, 'clairvoyance')).toEqual([]);
  });

  it('R8.9 Clairvoyance is not allowed when that patrol draw pile is empty', () => {
    const s = crew({ seats: clair });
    s.edit((st) => {
      (st.guards[0] as { deck: number[] }).deck = [];
    });
    expect(uses(s, 'clairvoyance')).toEqual([]);
    expect(s.refused(0, { type: 'clairvoyance' })).toBe('ability/invalid');
  });

  it('R8.9/D75 the seen patrol card reaches every seat and never a spectator', () => {
    const s = crew({ seats: clair });
    s.patrol(0, ['B3', 'C2']);
    const ev = s.ok(0, { type: 'clairvoyance' });
    for (const seat of [0, 1, 2]) {
      expect(viewFor(s.state, seat).prompt).toEqual({
        kind: 'spotter',
        seat: 0,
        deck: 'patrol',
        floor: 0,
        card: at('1:B3'),
      });
    }
    const spectator = viewFor(s.state, null);
    expect(spectator.prompt).toMatchObject({ kind: 'spotter', seat: 0, deck: 'patrol', floor: 0 });
    expect((spectator.prompt as { card: unknown }).card).not.toEqual(at('1:B3'));
    expect(JSON.stringify(spectator.prompt)).not.toContain('"col":1,"row":2');
    expect(promptFor(s.prompt, null)).toEqual(spectator.prompt);
    expect(eventsOf(ev, 'cardsSeen')).toHaveLength(1);
    const open = spectatorEvents(ev);
    expect(eventsOf(open, 'cardsSeen')).toEqual([]);
    expect(JSON.stringify(open)).not.toContain('"cards"');
    const placed = s.ok(0, { type: 'answer', kind: 'spotter', place: 'bottom' });
    expect(JSON.stringify(spectatorEvents(placed))).not.toContain('"col":1,"row":2');
  });
});

describe('R8.9 Spotter advanced: Precognition', () => {
  it('R8.9 Precognition: 1 action, the top event card is seen; kept on top it is the next event drawn', () => {
    const s = crew({ seats: precog });
    s.eventDeck(['heads-up', 'espresso', 'crash']);
    const ev = s.ok(0, { type: 'precognition' });
    expect(eventsOf(ev, 'abilityUsed')).toEqual([{ type: 'abilityUsed', seat: 0, ability: 'precognition' }]);
    expect(eventsOf(ev, 'cardsSeen')).toEqual([
      { type: 'cardsSeen', seat: 0, deck: 'event', floor: 0, cards: ['heads-up'], audience: 'players' },
    ]);
    expect(s.prompt).toEqual({ kind: 'spotter', seat: 0, deck: 'event', floor: 0, card: 'heads-up' });
    s.ok(0, { type: 'answer', kind: 'spotter', place: 'top' });
    expect(s.state.turn.used).toBe(1);
    const end = s.end();
    expect(eventsOf(end, 'eventDrawn')).toEqual([{ type: 'eventDrawn', seat: 0, card: 'heads-up' }]);
  });

  it('R8.9 Precognition: sent to the bottom, the next event is the second card', () => {
    const s = crew({ seats: precog });
    s.eventDeck(['heads-up', 'espresso', 'crash']);
    s.ok(0, { type: 'precognition' });
    s.ok(0, { type: 'answer', kind: 'spotter', place: 'bottom' });
    expect(s.state.decks.event).toEqual(['heads-up', 'crash', 'espresso']);
    const end = s.end();
    expect(eventsOf(end, 'eventDrawn')[0]?.card).toBe('espresso');
  });

  it('R8.9 Precognition: once per turn, not with an empty event deck, advanced side only', () => {
    const s = crew({ seats: precog });
    s.ok(0, { type: 'precognition' });
    s.ok(0, { type: 'answer', kind: 'spotter', place: 'top' });
    expect(uses(s, 'precognition')).toEqual([]);
    expect(s.refused(0, { type: 'precognition' })).toBe('ability/invalid');
    const e = crew({ seats: precog });
    e.eventDeck([]);
    expect(uses(e, 'precognition')).toEqual([]);
    const b = crew({ seats: clair });
    expect(b.refused(0, { type: 'precognition' })).toBe('ability/wrong_character');
    expect(uses(b, 'precognition')).toEqual([]);
  });

  it('R8.9/D75 the seen event card reaches every seat and never a spectator', () => {
    const s = crew({ seats: precog });
    s.eventDeck(['time-lock', 'espresso']);
    const ev = s.ok(0, { type: 'precognition' });
    for (const seat of [0, 1, 2]) expect(viewFor(s.state, seat).prompt).toMatchObject({ card: 'time-lock' });
    expect(JSON.stringify(viewFor(s.state, null))).not.toContain('time-lock');
    expect(JSON.stringify(spectatorEvents(ev))).not.toContain('time-lock');
    const placed = s.ok(0, { type: 'answer', kind: 'spotter', place: 'bottom' });
    expect(JSON.stringify(spectatorEvents(placed))).not.toContain('time-lock');
    expect(JSON.stringify(viewFor(s.state, null))).not.toContain('time-lock');
  });
});

describe('R8.9/D75 viewers that are not seats', () => {
  it('R8.9/D75 a viewer number that is no seat of the game is treated as a spectator', () => {
    const s = crew({ seats: precog });
    s.eventDeck(['time-lock', 'espresso']);
    s.ok(0, { type: 'precognition' });
    for (const viewer of [3, 7, -1, 0.5]) {
      const v = viewFor(s.state, viewer);
      expect(v.viewer).toBeNull();
      expect(JSON.stringify(v)).not.toContain('time-lock');
    }
    expect(viewFor(s.state, 2).prompt).toMatchObject({ card: 'time-lock' });
  });
});
