/**
 * The heist room: a thin adapter between the network and the engine. It validates messages
 * (protocol schemas), looks up the sender's seats, calls the engine, writes each accepted
 * input to storage BEFORE anyone sees its result, then publishes: the public projection as a
 * schema patch, events filtered per receiver, and legal actions and prompts to the seats.
 */
import { randomBytes } from 'node:crypto';
import { type Client, ServerError } from '@colyseus/core';
import {
  ClientMessage,
  type ClientMessageName,
  type ClientPayload,
  CloseCode,
  clientMessageSchemas,
  type EventsPayload,
  joinOptionsSchema,
  type LegalPayload,
  type PromptPayload,
  type SeatsMovedPayload,
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
import { GameSchema } from '../state/gameState.js';
import { HeistState } from '../state/lobbyState.js';
import { appendLog, projectView } from '../state/project.js';
import type { HeistSeats } from '../storage/index.js';
import { eventsFor, promptForReceiver } from './audience.js';
import { claimRoomCode } from './codes.js';
import type { RestoreOptions, RoomDeps } from './deps.js';
import { GuardedRoom } from './GuardedRoom.js';
import type { MessageLimits } from './limits.js';
import { type Displacement, Lobby, type LobbyResult } from './lobby.js';
import { type LobbyRecord, lobbyFromRecord, readLobbyRecord, toLobbyRecord } from './lobbyRecord.js';
import { LobbySaver } from './lobbySaver.js';
import { syncLobby } from './lobbySync.js';

export type RoomPhase = 'lobby' | GameState['phase'];

/** What `GET /api/rooms/:code` reports, kept in the room's listing metadata. */
export interface RoomMetadata {
  phase: RoomPhase;
  seats: number;
  taken: number;
}

export abstract class HeistRoom extends GuardedRoom<HeistState, RoomMetadata> {
  /** Bound by `defineHeistRoom`. */
  protected abstract readonly deps: RoomDeps;

  // No patch interval: patches go out right after each accepted input, idle rooms cost nothing.
  override patchRate = 0;

  private lobby = new Lobby();
  private game: GameState | null = null;
  private version = 0;
  private lastPromptJson = 'null';
  /** Stores the lobby after each change, until the heist starts. */
  private saver!: LobbySaver<LobbyRecord>;
  /**
   * The room is going away for a reason that is not its players leaving (shutdown, idle): what
   * its clients do from now on is not a lobby change, and its stored lobby stays.
   */
  private closing = false;
  /** Node timers: the room clock only ticks with a patch interval, which this room has none of. */
  private idleTimer: NodeJS.Timeout | undefined;
  /** Wakes the room when a gone player's grace ends (the host role may pass, seats be handed on). */
  private graceTimer: NodeJS.Timeout | undefined;
  /** The seats of the started heist as last stored (hand-overs and the host are stored as they change). */
  private savedSeats = '';

  override async onCreate(options: Record<string, unknown>): Promise<void> {
    // Until the room has its code, its lines say so.
    this.log = this.deps.logger.child({ room: null });
    // Colyseus locks a full room to everyone; watchers are limited in onJoin instead, so that a
    // player coming back with a seat token always gets in.
    this.maxClients = Number.POSITIVE_INFINITY;
    await this.setPrivate(true);
    const restore = options as Partial<RestoreOptions>;
    if (typeof restore.restore === 'string' && restore.restoreKey === this.deps.restoreKey) {
      await this.restore(restore.restore);
    } else {
      const parsed = joinOptionsSchema.safeParse(options);
      if (!parsed.success)
        throw new ServerError(CloseCode.joinRejected, `bad join options: ${firstIssue(parsed.error)}`);
      this.roomId = await claimRoomCode(this.deps.storage);
      this.log = this.deps.logger.child({ room: this.roomId });
      this.state = new HeistState();
      this.state.code = this.roomId;
      syncLobby(this.lobby, this.state);
      this.log.info('room created');
    }
    this.saver ??= this.lobbySaver();
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
    this.lobby = Lobby.restored(stored.setup, stored.seats.keys, stored.seats.hostSeat, this.graceMs());
    this.savedSeats = JSON.stringify(stored.seats);
    this.state = new HeistState();
    this.state.code = code;
    this.state.game = new GameSchema();
    for (const entry of tail)
      appendLog(this.state.game, eventsFor(entry.events, false), entry.version, this.deps.config.logTail);
    this.projectGame();
    syncLobby(this.lobby, this.state);
    this.autoDispose = false;
    this.scheduleIdleDispose(this.deps.config.emptyRoomSeconds);
    this.scheduleGraceCheck();
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
    this.lobby = lobbyFromRecord(record, this.graceMs());
    this.saver = this.lobbySaver(record);
    this.state = new HeistState();
    this.state.code = code;
    syncLobby(this.lobby, this.state);
    this.autoDispose = false;
    this.scheduleIdleDispose(this.deps.config.emptyRoomSeconds);
    this.scheduleGraceCheck();
    this.log.info(
      { phase: 'lobby', seats: record.seats.length, away: record.members.length, ms: Date.now() - started },
      'room restored',
    );
  }

  override onJoin(client: Client, options: unknown): void {
    const parsed = joinOptionsSchema.safeParse(options);
    if (!parsed.success)
      throw new ServerError(CloseCode.joinRejected, `bad join options: ${firstIssue(parsed.error)}`);
    const { name, seats: claims = [] } = parsed.data;
    // A returning player keeps the seats it proved; it does not take one more.
    const { reclaimed, refused, displaced, fresh } = this.lobby.arrive(client.sessionId, name, claims);
    const seats = this.lobby.seatsOf(client.sessionId);
    if (seats.length === 0 && this.lobby.spectators() > this.deps.config.maxSpectators) {
      // Watchers have their limit; a player with a token always gets in.
      this.lobby.depart(client.sessionId, true);
      throw new ServerError(CloseCode.roomFull, 'This heist has as many watchers as it can take.');
    }
    clearTimeout(this.idleTimer);
    this.tellDisplaced(displaced);
    const welcome: WelcomePayload = {
      code: this.roomId,
      sessionId: client.sessionId,
      role: seats.length > 0 || this.lobby.phase === 'lobby' ? 'player' : 'spectator',
    };
    client.send(ServerMessage.welcome, welcome);
    this.sendSeats(client, fresh ? { [fresh.seat]: fresh.token } : {}, refused);
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
        // The window closed: the member is gone; its seats wait for its tokens.
      }
      if (this.closing) return;
    }
    // Through the queue: a start waiting on storage must not lose a seat it already dealt.
    await this.queue.push(async () => {
      this.lobby.depart(client.sessionId, consented);
      this.log.info({ session: client.sessionId, consented }, 'left');
      await this.afterLobbyChange();
      this.scheduleGraceCheck();
      this.afterDeparture();
    });
  }

  override async onDispose(): Promise<void> {
    clearTimeout(this.idleTimer);
    clearTimeout(this.graceTimer);
    // A room whose creation was refused (bad options, no code) has nothing to store or say.
    if (!this.saver) return;
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
    this.handle(ClientMessage.freeSeat, (client, p) =>
      this.lobbyChange(client, ClientMessage.freeSeat, this.lobby.free(client.sessionId, p.seat)),
    );
    this.handle(ClientMessage.reclaim, async (client, p) => {
      const { reclaimed, refused, displaced } = this.lobby.reclaimAll(client.sessionId, p.seats);
      if (reclaimed.length === 0) {
        this.sendError(client, ClientMessage.reclaim, {
          code: 'seat/not_held',
          message: 'Those seat tokens are not valid here.',
        });
        return;
      }
      this.log.info({ session: client.sessionId, reclaimed }, 'plays here');
      this.tellDisplaced(displaced);
      await this.afterLobbyChange();
      this.sendSeats(client, {}, refused);
      this.sendPrivate(client, true);
    });
    this.handle(ClientMessage.handOver, async (client, p) => {
      const result = this.lobby.handOver(client.sessionId, p.seat, p.to);
      if (!result.ok) {
        this.sendError(client, ClientMessage.handOver, result.error);
        return;
      }
      this.log.info({ session: client.sessionId, seat: p.seat, to: p.to }, 'seat handed on');
      // Stored before anyone hears of it: the stand-in's token must survive a crash.
      await this.afterLobbyChange();
      const recipient = this.clients.getById(p.to);
      if (recipient) {
        this.sendSeats(recipient, { [p.seat]: result.value.token });
        this.sendPrivate(recipient, true);
      }
    });
    this.handle(ClientMessage.sync, (client) => {
      this.sendSeats(client, {});
      this.sendPrivate(client, true);
    });
  }

  protected override messageLimits(): MessageLimits {
    return this.deps.config;
  }

  /** Registers a handler that gets only payloads its protocol schema accepts. */
  private handle<N extends ClientMessageName>(
    name: N,
    handler: (client: Client, payload: ClientPayload<N>) => void | Promise<void>,
  ) {
    this.handleMessage(name, async (client, raw) => {
      const parsed = clientMessageSchemas[name].safeParse(raw);
      if (!parsed.success) {
        this.sendError(client, name, { code: 'input/bad_shape', message: firstIssue(parsed.error) });
        return;
      }
      await handler(client, parsed.data as ClientPayload<N>);
    });
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
    const setup = this.lobby.toSetup(this.deps.config.testSeed ?? randomBytes(16).toString('hex'));
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
      const seats = this.heistSeats();
      await this.deps.storage.start(this.roomId, setup, seats);
      this.savedSeats = JSON.stringify(seats);
    } catch (error) {
      this.log.error({ err: error }, 'storage.start failed');
      this.sendError(client, ClientMessage.start, {
        code: 'server/storage',
        message: 'Could not save the heist.',
      });
      return;
    }
    // Players who are away keep their seats: their tokens take them back in the heist.
    this.lobby.markStarted();
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
      // The hash lets anyone check that the stored log replays to where the game ended.
      log.info({ outcome: result_, inputs: this.version, stateHash: stateHash(result.state) }, 'heist over');
    }
    this.publish(result.events);
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

  private sendSeats(client: Client, tokens: Record<number, string>, refused: number[] = []): void {
    const payload: SeatsPayload = {
      code: this.roomId,
      seats: this.lobby
        .seatsOf(client.sessionId)
        .map((seat) => (tokens[seat] ? { seat, token: tokens[seat] } : { seat })),
      ...(refused.length > 0 ? { refused } : {}),
    };
    client.send(ServerMessage.seats, payload);
  }

  /** Stores the lobby (or the heist's seats), then shows it: what a player saw survives a crash. */
  private async afterLobbyChange(): Promise<void> {
    if (this.lobby.phase === 'lobby') {
      this.saver.save();
      await this.saver.flush();
    } else {
      const seats = this.heistSeats();
      const json = JSON.stringify(seats);
      if (json !== this.savedSeats) {
        await this.deps.storage
          .saveSeats(this.roomId, seats)
          .then(() => {
            this.savedSeats = json;
          })
          .catch((error) => this.log.error({ err: error }, 'could not store the seats'));
      }
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
    if (this.clients.length === 0) this.scheduleIdleDispose(this.deps.config.idleRoomSeconds);
  }

  /** Looks again when the next gone player's grace ends: the host role may pass, seats free up. */
  private scheduleGraceCheck(): void {
    clearTimeout(this.graceTimer);
    const next = this.lobby.nextGraceEnd();
    if (next === null) return;
    this.graceTimer = setTimeout(
      () =>
        void this.queue.push(async () => {
          if (this.closing) return;
          if (this.lobby.passHostIfDue()) this.log.info({ host: this.lobby.host }, 'host role passed on');
          await this.afterLobbyChange();
          this.scheduleGraceCheck();
        }),
      Math.max(0, next - Date.now()) + 10,
    );
    this.graceTimer.unref();
  }

  private graceMs(): number {
    return this.deps.config.reconnectSeconds * 1000;
  }

  /** Who may take which seat of the started heist back, and the host's seat: what storage keeps. */
  private heistSeats(): HeistSeats {
    return { keys: this.lobby.seatKeys(), hostSeat: this.lobby.hostSeat() };
  }

  /** Connections that no longer play seats they did: the same player elsewhere, or the owner back. */
  private tellDisplaced(displaced: readonly Displacement[]): void {
    for (const { sessionId, seats, reason } of displaced) {
      const old = this.clients.getById(sessionId);
      if (!old) continue;
      const payload: SeatsMovedPayload = { seats, reason };
      old.send(ServerMessage.seatsMoved, payload);
      this.sendSeats(old, {});
      this.sendPrivate(old, true);
    }
  }

  private async updateMetadata(): Promise<void> {
    const metadata: RoomMetadata = {
      phase: this.state.phase as RoomPhase,
      seats: this.lobby.seats.length,
      // Taken: not free for a newcomer (a gone player's seat waits for its token).
      taken: this.lobby.seats.filter((_, i) => this.lobby.seatStatus(i) !== 'free').length,
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
   * A started heist, or a restored lobby, nobody is in leaves memory after `seconds`; storage
   * keeps it, and a lookup or a join by its code brings it back. (A lobby created here is
   * disposed, and forgotten, when it empties.)
   */
  private scheduleIdleDispose(seconds: number): void {
    if (this.autoDispose || this.clients.length > 0) return;
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      if (this.clients.length === 0) {
        this.log.info('idle room leaves memory');
        void this.disconnect();
      }
    }, seconds * 1000);
    this.idleTimer.unref();
  }
}

/** Binds a room class to one server's dependencies. */
export function defineHeistRoom(deps: RoomDeps): new () => HeistRoom {
  class BoundHeistRoom extends HeistRoom {
    protected override readonly deps = deps;
  }
  return BoundHeistRoom;
}
