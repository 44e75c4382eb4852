/**
 * The heist room: a thin adapter between the network and the engine. It validates messages
 * (protocol schemas), looks up the sender's seats, calls the engine, writes each accepted
 * input to storage BEFORE anyone sees its result, then publishes: the public projection as a
 * schema patch, events filtered per receiver, and legal actions and prompts to the seats.
 */
import { randomBytes } from 'node:crypto';
import { type Client, Room, ServerError } from '@colyseus/core';
import {
  ClientMessage,
  type ClientMessageName,
  type ClientPayload,
  clientMessageSchemas,
  type ErrorPayload,
  type EventsPayload,
  joinOptionsSchema,
  type LegalPayload,
  type PromptPayload,
  type SeatsPayload,
  ServerMessage,
  type WelcomePayload,
} from '@safecrackers/protocol';
import {
  type Action,
  apply,
  createGame,
  type DomainEvent,
  type GameState,
  legalActions,
  outcome,
  stateHash,
  viewFor,
} from '@safecrackers/rules';
import { firstIssue } from '../firstIssue.js';
import type { Logger } from '../logger.js';
import { GameSchema } from '../state/gameState.js';
import { HeistState } from '../state/lobbyState.js';
import { appendLog, projectView } from '../state/project.js';
import { eventsFor, promptForReceiver } from './audience.js';
import { claimRoomCode } from './codes.js';
import type { RestoreOptions, RoomDeps } from './deps.js';
import { MessageLimiter } from './limits.js';
import { Lobby, type LobbyResult } from './lobby.js';
import { type LobbyRecord, lobbyFromRecord, readLobbyRecord, toLobbyRecord } from './lobbyRecord.js';
import { LobbySaver } from './lobbySaver.js';
import { syncLobby } from './lobbySync.js';
import { SerialQueue } from './serialQueue.js';

/** Close code for a client cut off for abuse (4000-4999 is for applications). */
export const ABUSE_CLOSE_CODE = 4290;
const JOIN_REJECTED = 4401;

export type RoomPhase = 'lobby' | GameState['phase'];

/** What `GET /api/rooms/:code` reports, kept in the room's listing metadata. */
export interface RoomMetadata {
  phase: RoomPhase;
  seats: number;
  taken: number;
}

export abstract class HeistRoom extends Room<HeistState, RoomMetadata> {
  /** Bound by `defineHeistRoom`. */
  protected abstract readonly deps: RoomDeps;

  // No patch interval: patches go out right after each accepted input, idle rooms cost nothing.
  override patchRate = 0;

  private lobby = new Lobby();
  private game: GameState | null = null;
  private version = 0;
  private lastPromptJson = 'null';
  private log!: Logger;
  private readonly limiters = new Map<string, MessageLimiter>();
  private queue!: SerialQueue;
  /** Stores the lobby after each change, until the heist starts. */
  private saver!: LobbySaver<LobbyRecord>;
  /**
   * The room is going away for a reason that is not its players leaving (shutdown, idle): what
   * its clients do from now on is not a lobby change, and its stored lobby stays.
   */
  private closing = false;
  /** Node timers: the room clock only ticks with a patch interval, which this room has none of. */
  private idleTimer: NodeJS.Timeout | undefined;
  /** How long a restored lobby keeps the seats of players who have not come back. */
  private awayTimer: NodeJS.Timeout | undefined;

  override async onCreate(options: Record<string, unknown>): Promise<void> {
    this.maxClients = this.deps.config.maxClientsPerRoom;
    await this.setPrivate(true);
    const restore = options as Partial<RestoreOptions>;
    if (typeof restore.restore === 'string' && restore.restoreKey === this.deps.restoreKey) {
      await this.restore(restore.restore);
    } else {
      const parsed = joinOptionsSchema.safeParse(options);
      if (!parsed.success)
        throw new ServerError(JOIN_REJECTED, `bad join options: ${firstIssue(parsed.error)}`);
      this.roomId = await claimRoomCode(this.deps.storage);
      this.log = this.deps.logger.child({ room: this.roomId });
      this.state = new HeistState();
      this.state.code = this.roomId;
      syncLobby(this.lobby, this.state);
      this.log.info('room created');
    }
    this.saver ??= this.lobbySaver();
    this.queue = new SerialQueue((error) => this.log.error({ err: error }, 'handler failed'));
    this.registerHandlers();
    await this.updateMetadata();
  }

  private lobbySaver(stored?: LobbyRecord): LobbySaver<LobbyRecord> {
    return new LobbySaver(
      () => (this.lobby.phase === 'lobby' && !this.closing ? toLobbyRecord(this.lobby) : null),
      async (record) => {
        const saved = await this.deps.storage.saveLobby(this.roomId, record);
        if (!saved && this.lobby.phase === 'lobby') this.log.warn('storage holds no lobby under this code');
      },
      (error) => this.log.error({ err: error }, 'could not store the lobby'),
      stored,
    );
  }

  /** Rebuilds a stored room under its old code: a lobby from its record, a heist by replay. */
  private async restore(code: string): Promise<void> {
    const started = Date.now();
    const stored = await this.deps.storage.load(code);
    if (stored?.status === 'lobby' && stored.lobby !== null) {
      this.restoreLobby(code, readLobbyRecord(stored.lobby), started);
      return;
    }
    if (!stored?.setup || stored.status !== 'playing')
      throw new Error(`room ${code} has no unfinished heist`);
    this.roomId = code;
    this.log = this.deps.logger.child({ room: code });
    let state = createGame(stored.setup);
    const tail: Array<{ events: DomainEvent[]; version: number }> = [];
    stored.log.forEach(({ seat, action }, i) => {
      const result = apply(state, seat, action);
      if (!result.ok)
        throw new Error(`room ${code}: stored input ${i} is refused on replay (${result.error.code})`);
      state = result.state;
      tail.push({ events: result.events, version: i + 1 });
      if (tail.length > this.deps.config.logTail) tail.shift();
    });
    this.game = state;
    this.version = stored.log.length;
    this.lobby = Lobby.restored(stored.setup, stored.tokenHashes);
    this.state = new HeistState();
    this.state.code = code;
    this.state.game = new GameSchema();
    for (const entry of tail)
      appendLog(this.state.game, eventsFor(entry.events, false), entry.version, this.deps.config.logTail);
    this.projectGame();
    syncLobby(this.lobby, this.state);
    this.autoDispose = false;
    this.scheduleIdleDispose();
    // The hash lets an operator (and the restart test) check the replay landed where it left off.
    this.log.info(
      { inputs: this.version, ms: Date.now() - started, stateHash: stateHash(state) },
      'room restored',
    );
  }

  /**
   * A lobby comes back as it was stored, its seated players away: each gets its seats back
   * with its seat token. It stays in memory with nobody in it like an idle heist does.
   */
  private restoreLobby(code: string, record: LobbyRecord, started: number): void {
    this.roomId = code;
    this.log = this.deps.logger.child({ room: code });
    this.lobby = lobbyFromRecord(record);
    this.saver = this.lobbySaver(record);
    this.state = new HeistState();
    this.state.code = code;
    syncLobby(this.lobby, this.state);
    this.autoDispose = false;
    this.scheduleIdleDispose();
    this.log.info(
      { phase: 'lobby', seats: record.seats.length, away: record.members.length, ms: Date.now() - started },
      'room restored',
    );
  }

  override onJoin(client: Client, options: unknown): void {
    const parsed = joinOptionsSchema.safeParse(options);
    if (!parsed.success)
      throw new ServerError(JOIN_REJECTED, `bad join options: ${firstIssue(parsed.error)}`);
    clearTimeout(this.idleTimer);
    const { name, seats: claims = [] } = parsed.data;
    // A returning player keeps the seats it proved; it does not take one more.
    const { reclaimed, refused, displaced, fresh } = this.lobby.arrive(client.sessionId, name, claims);
    // The same player on a new device: its old connection no longer holds the seat.
    for (const previous of displaced) {
      const old = this.clients.getById(previous);
      if (old) this.sendSeats(old, {});
    }
    this.limiters.set(client.sessionId, new MessageLimiter(this.deps.config));
    const seats = this.lobby.seatsOf(client.sessionId);
    const welcome: WelcomePayload = {
      code: this.roomId,
      sessionId: client.sessionId,
      role: seats.length > 0 || this.lobby.phase === 'lobby' ? 'player' : 'spectator',
    };
    client.send(ServerMessage.welcome, welcome);
    this.sendSeats(client, fresh ? { [fresh.seat]: fresh.token } : {});
    if (refused.length > 0) {
      this.sendError(client, 'join', {
        code: 'seat/not_held',
        message: `The seat token for seat ${refused.map((s) => s + 1).join(', ')} is not valid here.`,
      });
    }
    this.log.info({ session: client.sessionId, seats, reclaimed, role: welcome.role }, 'joined');
    // Not awaited: onJoin stays synchronous, so the welcome, seats and state reach the client
    // together; the other members see the newcomer once the lobby is stored.
    void this.afterLobbyChange();
    this.sendPrivate(client, true);
    this.startAwayWindow();
  }

  override async onLeave(client: Client, consented: boolean): Promise<void> {
    // Shutting down or leaving memory: nobody is leaving the heist, the lobby stays as stored.
    if (this.closing) return;
    this.lobby.setConnected(client.sessionId, false);
    // Not awaited: the reconnection window opens at once (a connection mark is not stored).
    void this.afterLobbyChange();
    if (!consented) {
      try {
        const back = await this.allowReconnection(client, this.deps.config.reconnectSeconds);
        this.lobby.setConnected(client.sessionId, true);
        this.log.info({ session: client.sessionId }, 'reconnected');
        await this.afterLobbyChange();
        this.sendSeats(back, {});
        this.sendPrivate(back, true);
        return;
      } catch {
        // The window closed: the member is gone (its started-heist seats stay reclaimable).
      }
      if (this.closing) return;
    }
    // Through the queue: a start waiting on storage must not lose a seat it already dealt.
    await this.queue.push(async () => {
      this.lobby.leave(client.sessionId);
      this.limiters.delete(client.sessionId);
      this.log.info({ session: client.sessionId, consented }, 'left');
      await this.afterLobbyChange();
      this.afterDeparture();
    });
  }

  override async onDispose(): Promise<void> {
    clearTimeout(this.idleTimer);
    clearTimeout(this.awayTimer);
    await this.saver.flush();
    // Everyone left a lobby that never started: it is forgotten. Closing keeps it stored.
    if (this.lobby.phase === 'lobby' && !this.closing) await this.deps.storage.discard(this.roomId);
    this.log.info({ phase: this.state.phase, kept: this.closing }, 'room disposed');
  }

  /** Every way a room is closed from the server side (shutdown, idle) goes through here. */
  override disconnect(closeCode?: number): Promise<unknown> {
    this.closing = true;
    return super.disconnect(closeCode);
  }

  /** Connected players (a seat, or a lobby member) and spectators, for /metrics. */
  audience(): { players: number; spectators: number } {
    let players = 0;
    for (const client of this.clients)
      if (this.lobby.phase === 'lobby' || this.lobby.seatsOf(client.sessionId).length > 0) players++;
    return { players, spectators: this.clients.length - players };
  }

  /** The engine state, for in-process tests and tools; never sent anywhere. */
  engineState(): GameState | null {
    return this.game;
  }

  private registerHandlers() {
    this.handle(ClientMessage.configure, (client, p) =>
      this.lobbyChange(client, ClientMessage.configure, this.lobby.configure(client.sessionId, p)),
    );
    this.handle(ClientMessage.seatCount, (client, p) =>
      this.lobbyChange(client, ClientMessage.seatCount, this.lobby.setSeatCount(client.sessionId, p.count)),
    );
    this.handle(ClientMessage.claimSeat, (client, p) => {
      const result = this.lobby.claim(client.sessionId, p.seat);
      // The token goes out once its hash is stored: a crash right after cannot orphan it.
      return this.lobbyChange(client, ClientMessage.claimSeat, result, () => {
        if (result.ok) this.sendSeats(client, { [p.seat]: result.value.token });
      });
    });
    this.handle(ClientMessage.releaseSeat, (client, p) => {
      const result = this.lobby.release(client.sessionId, p.seat);
      return this.lobbyChange(client, ClientMessage.releaseSeat, result, () => this.sendSeats(client, {}));
    });
    this.handle(ClientMessage.pickCharacter, (client, p) =>
      this.lobbyChange(
        client,
        ClientMessage.pickCharacter,
        this.lobby.pickCharacter(client.sessionId, p.seat, p.character, p.side),
      ),
    );
    this.handle(ClientMessage.ready, (client, p) =>
      this.lobbyChange(client, ClientMessage.ready, this.lobby.setReady(client.sessionId, p.ready)),
    );
    this.handle(ClientMessage.start, (client) => this.start(client));
    this.handle(ClientMessage.action, (client, p) =>
      this.input(client, ClientMessage.action, p.action, p.seat),
    );
    this.handle(ClientMessage.answer, (client, p) =>
      this.input(client, ClientMessage.answer, p.answer, p.seat),
    );
    this.handle(ClientMessage.sync, (client) => {
      this.sendSeats(client, {});
      this.sendPrivate(client, true);
    });
    this.onMessage('*', (client, type, raw: unknown) =>
      this.queue.push(() => {
        if (!this.admit(client, String(type), raw)) return;
        this.sendError(client, String(type), {
          code: 'input/unknown_message',
          message: `There is no message called "${String(type).slice(0, 40)}".`,
        });
      }),
    );
  }

  /**
   * Registers a handler that validates INSIDE (a throwing validator would disconnect the
   * client), applies the rate and size limits, and runs in the room's serial queue.
   */
  private handle<N extends ClientMessageName>(
    name: N,
    handler: (client: Client, payload: ClientPayload<N>) => void | Promise<void>,
  ) {
    this.onMessage(name, (client, raw: unknown) =>
      this.queue.push(async () => {
        if (!this.admit(client, name, raw)) return;
        const parsed = clientMessageSchemas[name].safeParse(raw);
        if (!parsed.success) {
          this.sendError(client, name, { code: 'input/bad_shape', message: firstIssue(parsed.error) });
          return;
        }
        await handler(client, parsed.data as ClientPayload<N>);
      }),
    );
  }

  /** Rate and size limits; a client that keeps breaking them is disconnected. */
  private admit(client: Client, about: string, raw: unknown): boolean {
    const limiter = this.limiters.get(client.sessionId);
    if (!limiter) return false;
    const verdict = limiter.check(byteSize(raw));
    if (verdict === 'ok') return true;
    if (limiter.exhausted) {
      this.log.warn({ session: client.sessionId, type: about, verdict }, 'client disconnected for abuse');
      client.leave(ABUSE_CLOSE_CODE, 'too many rejected messages');
      return false;
    }
    this.sendError(
      client,
      about,
      verdict === 'rate'
        ? { code: 'input/rate_limited', message: 'Too many messages: slow down.' }
        : {
            code: 'input/too_large',
            message: `Messages may be at most ${this.deps.config.maxMessageBytes} bytes.`,
          },
    );
    return false;
  }

  private async lobbyChange(
    client: Client,
    about: string,
    result: LobbyResult<unknown>,
    thenTell?: () => void,
  ): Promise<void> {
    if (!result.ok) {
      this.sendError(client, about, result.error);
      return;
    }
    this.log.info({ session: client.sessionId, type: about }, 'lobby changed');
    await this.afterLobbyChange();
    thenTell?.();
  }

  private async start(client: Client): Promise<void> {
    const check = this.lobby.canStart(client.sessionId);
    if (!check.ok) {
      this.sendError(client, ClientMessage.start, check.error);
      return;
    }
    const setup = this.lobby.toSetup(randomBytes(16).toString('hex'));
    let game: GameState;
    try {
      game = createGame(setup);
    } catch (error) {
      this.log.error({ err: error }, 'createGame failed');
      this.sendError(client, ClientMessage.start, {
        code: 'lobby/cannot_start',
        message: `The engine refused this setup: ${(error as Error).message}`,
      });
      return;
    }
    try {
      await this.deps.storage.start(this.roomId, setup, this.lobby.tokenHashes());
    } catch (error) {
      this.log.error({ err: error }, 'storage.start failed');
      this.sendError(client, ClientMessage.start, {
        code: 'server/storage',
        message: 'Could not save the heist.',
      });
      return;
    }
    this.lobby.markStarted();
    // Players of a restored lobby who are not back yet reclaim their seats in the heist.
    this.lobby.dismissAway();
    clearTimeout(this.awayTimer);
    this.game = game;
    this.autoDispose = false;
    this.state.game = new GameSchema();
    syncLobby(this.lobby, this.state);
    this.log.info({ scenario: setup.scenario, seats: setup.seats.length }, 'heist started');
    this.publish([]);
  }

  /** One intent or answer: seat lookup, engine, write-ahead log, publish. */
  private async input(
    client: Client,
    about: string,
    action: Action,
    seatHint: number | undefined,
  ): Promise<void> {
    const clock = this.deps.metrics.inputStarted();
    const game = this.game;
    if (!game) {
      this.sendError(client, about, { code: 'game/not_started', message: 'The heist has not started yet.' });
      return;
    }
    const seat = this.actingSeat(client.sessionId, seatHint, game);
    if (seat === null) {
      this.sendError(client, about, {
        code: 'seat/not_held',
        message:
          seatHint === undefined
            ? 'You hold no seat in this heist.'
            : `You do not hold seat ${seatHint + 1}.`,
      });
      return;
    }
    const log = this.log.child({ seat, type: about, action: action.type });
    let result: ReturnType<typeof apply>;
    try {
      result = apply(game, seat, action);
    } catch (error) {
      log.error({ err: error }, 'engine threw');
      this.sendError(client, about, {
        code: 'server/engine',
        message: 'The game engine failed on this input.',
      });
      return;
    }
    if (!result.ok) {
      log.debug({ code: result.error.code }, 'input refused');
      this.sendError(client, about, { code: result.error.code, message: result.error.message });
      return;
    }
    try {
      await this.deps.storage.append(this.roomId, this.version, { seat, action });
    } catch (error) {
      log.error({ err: error }, 'could not store input');
      this.sendError(client, about, {
        code: 'server/storage',
        message: 'Could not save this input; try again.',
      });
      return;
    }
    this.game = result.state;
    this.version++;
    // Hashing the whole state costs a serialisation: only when someone reads debug logs.
    if (log.isLevelEnabled('debug'))
      log.debug({ version: this.version, stateHash: stateHash(result.state) }, 'input accepted');
    const result_ = outcome(result.state);
    if (result_ !== 'playing') {
      await this.deps.storage
        .finish(this.roomId, result_)
        .catch((error) => log.error({ err: error }, 'finish failed'));
      log.info({ outcome: result_, inputs: this.version }, 'heist over');
    }
    this.publish(result.events);
    clock.published(about);
  }

  /** The seat a client acts for: the one it names, else its seat that may act now. */
  private actingSeat(sessionId: string, hint: number | undefined, game: GameState): number | null {
    const held = this.lobby.seatsOf(sessionId);
    if (hint !== undefined) return held.includes(hint) ? hint : null;
    return held.find((s) => legalActions(game, s).length > 0) ?? held[0] ?? null;
  }

  /** After an accepted input: patch, events in order, then each seat's private data. */
  private publish(events: DomainEvent[]): void {
    const game = this.game!;
    this.projectGame();
    appendLog(this.state.game!, eventsFor(events, false), this.version, this.deps.config.logTail);
    this.broadcastPatch();
    for (const client of this.clients) {
      const seated = this.lobby.seatsOf(client.sessionId).length > 0;
      const visible = eventsFor(events, seated);
      if (visible.length > 0) {
        const payload: EventsPayload = { version: this.version, events: visible };
        client.send(ServerMessage.events, payload);
      }
    }
    const promptJson = JSON.stringify(game.pending?.prompt ?? null);
    const promptChanged = promptJson !== this.lastPromptJson;
    this.lastPromptJson = promptJson;
    for (const client of this.clients) this.sendPrivate(client, promptChanged);
    void this.updateMetadata();
  }

  private projectGame() {
    const game = this.game!;
    projectView(viewFor(game, null), this.state.game!, game.undo !== null && game.pending === null);
    this.state.phase = game.phase;
    this.state.version = this.version;
  }

  /** Legal actions of each seat the client holds, and the pending prompt as it may see it. */
  private sendPrivate(client: Client, withPrompt: boolean): void {
    const game = this.game;
    if (!game) return;
    const seats = this.lobby.seatsOf(client.sessionId);
    for (const seat of seats) {
      const payload: LegalPayload = { version: this.version, seat, actions: legalActions(game, seat) };
      client.send(ServerMessage.legal, payload);
    }
    if (withPrompt && seats.length > 0) {
      const payload: PromptPayload = {
        version: this.version,
        prompt: promptForReceiver(game.pending?.prompt ?? null, seats),
      };
      client.send(ServerMessage.prompt, payload);
    }
  }

  private sendSeats(client: Client, tokens: Record<number, string>): void {
    const payload: SeatsPayload = {
      code: this.roomId,
      seats: this.lobby
        .seatsOf(client.sessionId)
        .map((seat) => (tokens[seat] ? { seat, token: tokens[seat] } : { seat })),
    };
    client.send(ServerMessage.seats, payload);
  }

  private sendError(client: Client, about: string, error: Omit<ErrorPayload, 'about'>): void {
    const payload: ErrorPayload = { ...error, about };
    client.send(ServerMessage.error, payload);
    this.deps.metrics.refused(error.code);
  }

  /** Stores the lobby, then shows it: what a player saw survives a crash, as inputs do. */
  private async afterLobbyChange(): Promise<void> {
    if (this.lobby.phase === 'lobby') {
      this.saver.save();
      await this.saver.flush();
    }
    syncLobby(this.lobby, this.state);
    this.broadcastPatch();
    void this.updateMetadata();
  }

  /**
   * After members left: a lobby nobody is in any more (nor away) is disposed by Colyseus, and
   * forgotten; a started heist, or a lobby still waiting for players, idles.
   */
  private afterDeparture(): void {
    if (this.lobby.phase === 'lobby' && this.lobby.members.size === 0) {
      this.autoDispose = true;
      return;
    }
    if (this.clients.length === 0) this.scheduleIdleDispose();
  }

  /**
   * Once someone is in a restored lobby again, the players still away have the reconnection
   * window to come back; then their seats are freed, as when a dropped player's window closes.
   * Counting from that first join, not from the restore: a lobby nobody came back to (a night
   * restart, a lobby woken by a lookup) keeps its seats until it is in use again.
   */
  private startAwayWindow(): void {
    if (this.awayTimer || this.lobby.phase !== 'lobby' || this.lobby.away().length === 0) return;
    this.awayTimer = setTimeout(
      // Through the queue: a start waiting on storage must see the seats it checked.
      () => void this.queue.push(() => this.expireAway()),
      this.deps.config.reconnectSeconds * 1000,
    );
    this.awayTimer.unref();
  }

  private async expireAway(): Promise<void> {
    this.awayTimer = undefined;
    if (this.lobby.phase !== 'lobby' || this.closing) return;
    const gone = this.lobby.dismissAway();
    if (gone === 0) return;
    this.log.info({ away: gone }, 'players who did not come back lose their seats');
    await this.afterLobbyChange();
    this.afterDeparture();
  }

  private async updateMetadata(): Promise<void> {
    const metadata: RoomMetadata = {
      phase: this.state.phase as RoomPhase,
      seats: this.lobby.seats.length,
      taken: this.lobby.seats.filter((s) => s.holder !== null).length,
    };
    const current = this.metadata;
    if (
      current &&
      current.phase === metadata.phase &&
      current.seats === metadata.seats &&
      current.taken === metadata.taken
    ) {
      return;
    }
    await this.setMetadata(metadata).catch((error) =>
      this.log.warn({ err: error }, 'metadata update failed'),
    );
  }

  /**
   * A started heist, or a restored lobby, nobody is in leaves memory after a while; storage
   * keeps it for later. (A lobby created here is disposed, and forgotten, when it empties.)
   */
  private scheduleIdleDispose(): void {
    if (this.autoDispose || this.clients.length > 0) return;
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      if (this.clients.length === 0) {
        this.log.info('idle room leaves memory');
        void this.disconnect();
      }
    }, this.deps.config.idleRoomSeconds * 1000);
    this.idleTimer.unref();
  }
}

/** Bytes of a decoded message as JSON; unmeasurable input counts as too large. */
function byteSize(raw: unknown): number {
  if (raw === undefined) return 0;
  try {
    return Buffer.byteLength(JSON.stringify(raw) ?? '');
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

/** Binds a room class to one server's dependencies. */
export function defineHeistRoom(deps: RoomDeps): new () => HeistRoom {
  class BoundHeistRoom extends HeistRoom {
    protected override readonly deps = deps;
  }
  return BoundHeistRoom;
}
