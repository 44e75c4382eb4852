import { ServerMessage } from '@safecrackers/protocol';
import type { Action, DomainEvent, Prompt } from '@safecrackers/rules';
import { describe, expect, it } from 'vitest';
import { afterInput } from './outbox.js';

const moved: DomainEvent = { type: 'turnStarted', seat: 1, turn: 2, allowance: 4 };
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

describe('what goes to whom after an input', () => {
  const receivers = [
    { id: 'ada', seats: [0] },
    { id: 'bo', seats: [1, 2] },
    { id: 'eve', seats: [] },
  ];
  const legal = (seat: number) => (seat === 1 ? [end] : []);

  it('sends events to everyone, players-only events to seats only', () => {
    const out = afterInput({
      version: 7,
      events: [moved, seen],
      receivers,
      legal,
      prompt: { seated: null, changed: false },
    });
    const events = out.filter((m) => m.type === ServerMessage.events);
    expect(events).toEqual([
      { to: 'ada', type: 'events', payload: { version: 7, events: [moved, seen] } },
      { to: 'bo', type: 'events', payload: { version: 7, events: [moved, seen] } },
      { to: 'eve', type: 'events', payload: { version: 7, events: [moved] } },
    ]);
  });

  it("sends each seat's legal actions to its holder, and the prompt to seats when it changed", () => {
    const out = afterInput({
      version: 3,
      events: [],
      receivers,
      legal,
      prompt: { seated: prompt, changed: true },
    });
    expect(out).toEqual([
      { to: 'ada', type: 'legal', payload: { version: 3, seat: 0, actions: [] } },
      { to: 'ada', type: 'prompt', payload: { version: 3, prompt } },
      { to: 'bo', type: 'legal', payload: { version: 3, seat: 1, actions: [end] } },
      { to: 'bo', type: 'legal', payload: { version: 3, seat: 2, actions: [] } },
      { to: 'bo', type: 'prompt', payload: { version: 3, prompt } },
    ]);
  });
});
