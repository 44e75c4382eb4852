/**
 * What each receiver of a spies room gets for one published input (A-R15.1–A-R15.4, A-R16.5):
 * spy seats the security view, the spy overlay and every event; the security seat and
 * spectators the security side's feed (securityFeed.ts): the view and announcements it has
 * been shown, nothing while a hidden spy window keeps it still; each seat its legal inputs;
 * after the game, the true board and the whole log for everyone. Versions are the receiver's
 * own (spyTold.ts), so they count only what it was told.
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
import { type AsymUpdatePayload, overlayOf } from '@safecrackers/protocol';
import type { SecurityWire, SpiesViewKind, SpyWire } from '@safecrackers/protocol/state';

export interface SpyReceiver {
  seats: number[];
  /** Seats whose inputs the bot gives: their legal lists are not sent. */
  botSeats: number[];
}

/**
 * Receivers that share one view (spiesView.ts): the security side ('security'), one spy seat's
 * ('spy:N'), or everyone once the game is over ('over'). `wire` is the view they share now.
 */
export interface SpiesAudience {
  key: string;
  kind: SpiesViewKind;
  wire(): SecurityWire | SpyWire;
}

/** An update before it is fitted to what the receiver holds (spyTold.ts): its view is its audience's. */
export interface SpyUpdate extends Omit<AsymUpdatePayload, 'version' | 'view' | 'overlay'> {
  audience: SpiesAudience;
}

/** The spy seat whose overlay a receiver gets, or null (security, spectators). */
export function spySeatOf(seats: readonly number[]): number | null {
  return seats.find((s) => s >= 1) ?? null;
}

/** What the security side is told with this publication (securityFeed.ts). */
export interface SecuritySide {
  /** The state its view and legal inputs come from. */
  state: AsymState;
  /** The announcements it hears now; null: nothing (a hidden window is open). */
  events: AsymEvent[] | null;
}

export class SpyPublication {
  private readonly over: boolean;
  private securityView: AsymUpdatePayload['view'] | undefined;
  private trueView: AsymUpdatePayload['view'] | undefined;
  /** Each audience's view, built once per publication: every receiver of it shares the object. */
  private readonly audiences = new Map<string, SpiesAudience>();

  constructor(
    private readonly game: AsymState,
    /** This input's events, or for a full update the recent ones. */
    private readonly events: readonly AsymEvent[],
    private readonly security: SecuritySide,
    private readonly full: boolean,
    private readonly log: ReadonlyArray<{ seat: number; action: Action }>,
  ) {
    this.over = game.stage === 'over';
  }

  /** The update for this receiver, or null when it is told nothing now. */
  for(receiver: SpyReceiver): SpyUpdate | null {
    const spySeat = spySeatOf(receiver.seats);
    if (spySeat === null && !this.over && !this.full && this.security.events === null) return null;
    // A-R15.4: once the game is over, the truth is everyone's.
    const overlaySeat = spySeat ?? (this.over ? 1 : null);
    const securitySide = overlaySeat === null;
    const payload: SpyUpdate = {
      full: this.full,
      audience: this.audienceOf(securitySide ? null : this.over ? 'over' : overlaySeat),
      events: this.over
        ? this.events.slice()
        : securitySide
          ? (this.security.events ?? []).slice()
          : eventsFor(this.events, spySeat),
      legal: receiver.seats
        .filter((s) => !receiver.botSeats.includes(s))
        // Security's inputs are held while a hidden window is open: its list is the one it was shown.
        .map((seat) => ({ seat, actions: legalActions(seat === 0 ? this.security.state : this.game, seat) }))
        .filter((l) => l.actions.length > 0),
    };
    if (this.over) payload.log = this.log.slice();
    return payload;
  }

  /** The security side's audience (null), a spy seat's, or everyone's once it is over. */
  private audienceOf(who: number | 'over' | null): SpiesAudience {
    const key = who === null ? 'security' : who === 'over' ? 'over' : `spy:${who}`;
    let audience = this.audiences.get(key);
    if (!audience) {
      let wire: SecurityWire | SpyWire | undefined;
      const overlaySeat = who === 'over' ? 1 : who;
      audience = {
        key,
        kind: overlaySeat === null ? 'security' : 'spy',
        wire: () => {
          wire ??=
            overlaySeat === null
              ? { view: this.viewOfSecurity() }
              : {
                  view: this.viewOfTruth(),
                  overlay: overlayOf(viewFor(this.game, overlaySeat) as SpyView),
                };
          return wire;
        },
      };
      this.audiences.set(key, audience);
    }
    return audience;
  }

  private viewOfSecurity(): AsymUpdatePayload['view'] {
    this.securityView ??= viewFor(this.security.state, 0) as AsymUpdatePayload['view'];
    return this.securityView;
  }

  private viewOfTruth(): AsymUpdatePayload['view'] {
    this.trueView ??= viewFor(this.game, 0) as AsymUpdatePayload['view'];
    return this.trueView;
  }
}
