/**
 * What to send to whom after an accepted input, as data: each receiver gets ONE update (one
 * websocket frame): the game's patch, the events it may see (players-only events reach seats
 * only), and of its seats' private data only what changed since it was last told: the legal
 * actions of each seat it holds, and the pending prompt as seats see it (D75). Two receivers
 * with the same `seated` whose updates carry no legal actions nor prompt get equal updates.
 */
import type { UpdatePayload } from '@safecrackers/protocol';
import { sameValue } from '@safecrackers/protocol/state';
import type { Action, DomainEvent, Prompt } from '@safecrackers/rules';
import { eventsFor } from './audience.js';

/**
 * What a receiver was last told of its seats' private data, kept as sent (never changed after)
 * and compared by value: no JSON string per seat and input to build and later collect.
 */
export interface Told {
  legal: Map<number, readonly Action[]>;
  /** undefined: never told. */
  prompt: Prompt | null | undefined;
}

export interface Receiver {
  id: string;
  seats: readonly number[];
  told: Told;
}

export interface Publication {
  version: number;
  patch: Uint8Array | null;
  events: readonly DomainEvent[];
  legal(seat: number): Action[];
  /** The pending prompt as seats see it. */
  prompt: Prompt | null;
}

export const nothingTold = (): Told => ({ legal: new Map(), prompt: undefined });

/** The update for each receiver; a receiver with nothing new gets none. */
export function updates(
  receivers: readonly Receiver[],
  p: Publication,
): Array<{ to: string; update: UpdatePayload; seated: boolean }> {
  const out: Array<{ to: string; update: UpdatePayload; seated: boolean }> = [];
  const legalBySeat = new Map<number, Action[]>();
  const legalOf = (seat: number) => {
    let actions = legalBySeat.get(seat);
    if (!actions) {
      actions = p.legal(seat);
      legalBySeat.set(seat, actions);
    }
    return actions;
  };
  for (const { id, seats, told } of receivers) {
    const update: UpdatePayload = { version: p.version };
    if (p.patch) update.patch = p.patch;
    const visible = eventsFor(p.events, seats.length > 0);
    if (visible.length > 0) update.events = visible;
    const legal: NonNullable<UpdatePayload['legal']> = [];
    for (const seat of seats) {
      const actions = legalOf(seat);
      const before = told.legal.get(seat);
      if (before !== undefined && sameValue(before, actions)) continue;
      told.legal.set(seat, actions);
      legal.push({ seat, actions });
    }
    if (legal.length > 0) update.legal = legal;
    if (seats.length > 0 && (told.prompt === undefined || !sameValue(told.prompt, p.prompt))) {
      told.prompt = p.prompt;
      update.prompt = p.prompt;
    }
    if (Object.keys(update).length > 1) out.push({ to: id, update, seated: seats.length > 0 });
  }
  return out;
}
