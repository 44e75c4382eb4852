/**
 * What to send to whom after an accepted input, as data: each receiver gets the events it may
 * see (players-only events reach seats only), the legal actions of each seat it holds, and the
 * pending prompt as seats see it (D75) when it changed. The room only sends what this says.
 */
import {
  type EventsPayload,
  type LegalPayload,
  type PromptPayload,
  ServerMessage,
  type ServerMessageName,
} from '@safecrackers/protocol';
import type { Action, DomainEvent, Prompt } from '@safecrackers/rules';
import { eventsFor } from './audience.js';

export interface Receiver {
  id: string;
  seats: readonly number[];
}

export interface Outgoing {
  to: string;
  type: ServerMessageName;
  payload: EventsPayload | LegalPayload | PromptPayload;
}

export interface AfterInput {
  version: number;
  events: readonly DomainEvent[];
  receivers: readonly Receiver[];
  legal(seat: number): Action[];
  /** The pending prompt as seats see it, and whether it changed with this input. */
  prompt: { seated: Prompt | null; changed: boolean };
}

export function afterInput({ version, events, receivers, legal, prompt }: AfterInput): Outgoing[] {
  const out: Outgoing[] = [];
  for (const { id, seats } of receivers) {
    const visible = eventsFor(events, seats.length > 0);
    if (visible.length > 0)
      out.push({ to: id, type: ServerMessage.events, payload: { version, events: visible } });
  }
  for (const { id, seats } of receivers) out.push(...privateData(id, seats, version, legal, prompt));
  return out;
}

/** A receiver's private data: each held seat's legal actions, and the prompt when asked for. */
export function privateData(
  to: string,
  seats: readonly number[],
  version: number,
  legal: (seat: number) => Action[],
  prompt: { seated: Prompt | null; changed: boolean },
): Outgoing[] {
  const out: Outgoing[] = seats.map((seat) => ({
    to,
    type: ServerMessage.legal,
    payload: { version, seat, actions: legal(seat) },
  }));
  if (prompt.changed && seats.length > 0)
    out.push({ to, type: ServerMessage.prompt, payload: { version, prompt: prompt.seated } });
  return out;
}
