/**
 * How a spies game reaches its receivers (A-R15, A-R16.5): each gets what its side may know
 * (spyOutbox.ts), its view in the protocol's shape language, shared with its audience
 * (spyViews.ts), and only what changed since its last update (spyTold.ts). The security side is
 * shown what its feed says (securityFeed.ts): while a hidden spy window is open it stands still,
 * and what the security side sends meanwhile waits (`holds`). An input that closes a spy window
 * is held back until the window's minimum passed (spyWindows.ts).
 */
import type { Client } from '@colyseus/core';
import {
  type Action,
  type AsymEvent,
  type AsymState,
  fallbackInput,
  legalActions,
} from '@safecrackers/asym-rules';
import type { Input } from '@safecrackers/engine-kit';
import { SpyServerMessage } from '@safecrackers/protocol';
import type { GameSession, Restoring, RoomContext } from '../../platform/gameModule.js';
import { hiddenWindowOpen, restoredFeed, SecurityFeed } from './securityFeed.js';
import { engineSetup, type SpiesTypes } from './spiesRoom.js';
import { SpyBots } from './spyBotLevels.js';
import type { StoredSpySetup } from './spyLobby.js';
import { SpyPublication, type SpyUpdate, spySeatOf } from './spyOutbox.js';
import { SpyRecent } from './spyRecent.js';
import { SpyTold } from './spyTold.js';
import { SpyViews } from './spyViews.js';
import { SpyWindows } from './spyWindows.js';

export class SpiesSession implements GameSession<SpiesTypes> {
  /** The last events, for spy seats that join or come back. */
  private readonly recent: SpyRecent;
  private readonly windows: SpyWindows;
  /** What the security side has been shown (its view, legal list and announcements). */
  private feed: SecurityFeed | null = null;
  /** The log as applied: it goes to everyone once the game is over (A-R15.4). */
  private inputs: Array<Input<Action>> = [];
  /** What each client was last told: its next update carries only what changed. */
  private readonly told = new Map<string, SpyTold>();
  /** Each audience's view as it travels. */
  private readonly views = new SpyViews();
  private bots: SpyBots | null = null;

  constructor(private readonly room: RoomContext<SpiesTypes>) {
    this.recent = new SpyRecent(room.config.logTail);
    this.windows = new SpyWindows(room.config.spyWindowMs);
  }

  begin(state: AsymState, setup: StoredSpySetup, restoring?: Restoring<SpiesTypes>): void {
    this.bots = new SpyBots(setup.seed);
    if (!restoring) {
      this.feed = new SecurityFeed(state, this.room.config.logTail);
      return;
    }
    // No snapshots: a restore replays the whole log.
    this.inputs = restoring.tail.slice();
    this.feed = restoredFeed(engineSetup(setup), this.inputs, state, this.room.config.logTail);
    // A window open when the process went down counts again from now (A-R15.8).
    if (state.stage === 'spies' || state.pending) this.windows.assumeOpen(Date.now());
  }

  /** The game's stage as everyone may know it: the security side's. */
  phase(): string {
    return (this.feed?.state ?? this.game()).stage;
  }

  holdFor(events: readonly AsymEvent[], now: number): number {
    return this.windows.publishAt(events, now) - now;
  }

  /** The security side's messages wait while a hidden spy window is open (A-R15.7). */
  holds(seats: readonly number[]): boolean {
    return spySeatOf(seats) === null && hiddenWindowOpen(this.game());
  }

  forget(sessionId: string): void {
    this.told.delete(sessionId);
  }

  /** The bot playing `seat` at `level` (spyBotLevels.ts). */
  bot(seat: number, level: string) {
    return this.bots!.bot(seat, level);
  }

  /** The setup (placements, roles and loadouts) goes at once: the first turn starts within moments. */
  botPaced(state: AsymState): boolean {
    return state.stage !== 'securitySetup' && state.stage !== 'spySetup';
  }

  /**
   * Security's turn is one bot turn: the spies never wait more than BOT_TURN_MS for a bot
   * security. The spies' turn is not capped: its windows keep their fixed minimum (A-R15.8).
   */
  botTurn(state: AsymState): string | null {
    return state.stage === 'security' ? `security-${state.turn}` : null;
  }

  fallback(seat: number): Action | null {
    return fallbackInput(legalActions(this.game(), seat)) ?? null;
  }

  publish(input: Input<Action>, events: readonly AsymEvent[]): void {
    this.inputs.push(input);
    this.recent.add(events);
    const feed = this.feed!;
    const heard = feed.advance(this.game(), events);
    const pub = new SpyPublication(
      this.game(),
      events,
      { state: feed.state, events: heard },
      false,
      this.inputs,
    );
    this.views.publication();
    for (const c of this.room.clients()) this.sendUpdate(c, pub.for(this.receiver(c.sessionId)), true);
  }

  /** The game in full (joining, coming back, a seat taken or given to a bot). */
  sendGame(client: Client): void {
    const feed = this.feed!;
    const security = { state: feed.state, events: feed.recent() };
    const pub = new SpyPublication(this.game(), this.recent.all(), security, true, this.inputs);
    this.sendUpdate(client, pub.for(this.receiver(client.sessionId)), false);
  }

  seatsChanged(client: Client): void {
    this.sendGame(client);
  }

  /**
   * An update as this client needs it: what changed since its last one (all of it when full).
   * `published`: part of a publication (its audience's patch is shared), else a client starting.
   */
  private sendUpdate(client: Client, update: SpyUpdate | null, published: boolean): void {
    if (!update) return;
    let told = this.told.get(client.sessionId);
    if (!told) {
      // It comes back (reconnecting) and gets the game in full right after: a part is no use.
      if (!update.full) return;
      told = new SpyTold();
      this.told.set(client.sessionId, told);
    }
    const view = published ? this.views.view(update.audience) : this.views.base(update.audience);
    const wire = told.compact(update, view);
    if (wire) client.send(SpyServerMessage.update, wire);
  }

  private receiver(sessionId: string) {
    const seats = this.room.seats.lobby.seatsOf(sessionId);
    const game = this.game();
    return { seats, botSeats: seats.filter((s) => this.room.seats.botAt(s, game) !== null) };
  }

  private game(): AsymState {
    return this.room.game()!;
  }
}
