/**
 * What each receiver of a spies room gets for one published input (A-R15.1–A-R15.4, A-R16.5):
 * everyone the security view (the common knowledge); spy seats the spy overlay and every
 * event; the security seat and spectators only the announcements (audience 'all'); each seat's
 * legal inputs; after the game, the true board and the whole log for everyone.
 */

import {
  type Action,
  type AsymEvent,
  type AsymState,
  eventsFor,
  legalActions,
  type SpyView,
  viewFor,
} from '@safecrackers/asym-rules';
import type { AsymUpdatePayload, SpyOverlay } from '@safecrackers/protocol';

export interface SpyReceiver {
  seats: number[];
  /** Seats whose inputs the bot gives: their legal lists are not sent. */
  botSeats: number[];
}

/** The spy seat whose overlay a receiver gets, or null (security, spectators). */
export function spySeatOf(seats: readonly number[]): number | null {
  return seats.find((s) => s >= 1) ?? null;
}

export function overlayOf(view: SpyView): SpyOverlay {
  const { security: _security, ...overlay } = view;
  return overlay;
}

export class SpyPublication {
  private readonly security;
  private readonly over: boolean;

  constructor(
    private readonly game: AsymState,
    private readonly version: number,
    private readonly events: readonly AsymEvent[],
    private readonly full: boolean,
    private readonly log: ReadonlyArray<{ seat: number; action: Action }>,
  ) {
    this.security = viewFor(game, 0) as AsymUpdatePayload['view'];
    this.over = game.stage === 'over';
  }

  for(receiver: SpyReceiver): AsymUpdatePayload {
    const spySeat = spySeatOf(receiver.seats);
    // A-R15.4: once the game is over, the truth is everyone's.
    const overlaySeat = spySeat ?? (this.over ? 1 : null);
    const payload: AsymUpdatePayload = {
      version: this.version,
      full: this.full,
      view: this.security,
      events: this.over ? this.events.slice() : eventsFor(this.events, spySeat),
      legal: receiver.seats
        .filter((s) => !receiver.botSeats.includes(s))
        .map((seat) => ({ seat, actions: legalActions(this.game, seat) }))
        .filter((l) => l.actions.length > 0),
    };
    if (overlaySeat !== null) payload.overlay = overlayOf(viewFor(this.game, overlaySeat) as SpyView);
    if (this.over) payload.log = this.log.slice();
    return payload;
  }
}
