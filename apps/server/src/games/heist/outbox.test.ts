import type { Action, DomainEvent, Prompt } from '@safecrackers/rules';
import { describe, expect, it } from 'vitest';
import { nothingTold, type Receiver, updates } from './outbox.js';

const started: DomainEvent = { type: 'turnStarted', seat: 1, turn: 2, allowance: 4 };
const seen: DomainEvent = {
  type: 'cardsSeen',
  seat: 0,
  deck: 'event',
  floor: 0,
  cards: ['espresso'],
  audience: 'players',
};
const end: Action = { type: 'endActions' };
const prompt: Prompt = { kind: 'entrance', seat: 1, options: [] };
const patch = new Uint8Array([1, 2, 3]);

function receivers(): Receiver[] {
  return [
    { id: 'ada', seats: [0], told: nothingTold() },
    { id: 'bo', seats: [1, 2], told: nothingTold() },
    { id: 'eve', seats: [], told: nothingTold() },
  ];
}

describe('what goes to whom after an input (issue 12)', () => {
  const legal = (seat: number) => (seat === 1 ? [end] : []);

  it('gives each receiver one update: the patch, its events, its seats’ legal actions and the prompt', () => {
    const out = updates(receivers(), { version: 7, patch, events: [started, seen], legal, prompt });
    expect(out).toEqual([
      {
        to: 'ada',
        update: { version: 7, patch, events: [started, seen], legal: [{ seat: 0, actions: [] }], prompt },
        seated: true,
      },
      {
        to: 'bo',
        update: {
          version: 7,
          patch,
          events: [started, seen],
          legal: [
            { seat: 1, actions: [end] },
            { seat: 2, actions: [] },
          ],
          prompt,
        },
        seated: true,
      },
      // Spectators see no players-only event and get no private data.
      { to: 'eve', update: { version: 7, patch, events: [started] }, seated: false },
    ]);
  });

  it('tells a receiver only what changed since it was last told', () => {
    const all = receivers();
    updates(all, { version: 7, patch, events: [], legal, prompt });
    const next = updates(all, { version: 8, patch, events: [], legal, prompt: null });
    expect(next.find((u) => u.to === 'bo')?.update).toEqual({ version: 8, patch, prompt: null });
    // Nothing changed at all: nobody gets anything.
    expect(updates(all, { version: 8, patch: null, events: [], legal, prompt: null })).toEqual([]);
  });
});
