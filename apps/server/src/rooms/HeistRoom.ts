/**
 * The heist room: a pipe between the network and the engine. An input is validated (protocol
 * schema, the sender's seat), applied by the engine, written to storage BEFORE anyone sees its
 * result, and published: the synced state (protocol's room shape) as a patch, then what the
 * outbox says each receiver gets. Seats and the lobby live in Lobby, timers in RoomTimers,
 * bringing a stored room back in restore.ts.
 */
import { randomBytes } from 'node:crypto';
import { type Client, getMessageBytes, Protocol, ServerError } from '@colyseus/core';
import type { Schema } from '@colyseus/schema';
import {
  ClientMessage,
  type ClientMessageName,
  type ClientPayload,
  CloseCode,
  clientMessageSchemas,
  type GamePayload,
  joinOptionsSchema,
  type SeatsMovedPayload,
  type SeatsPayload,
  ServerMessage,
  type WelcomePayload,
} from '@safecrackers/protocol';
import { encodeInto, GameSync, gameWireTracker, schemaClass } from '@safecrackers/protocol/schema';
import { lobbyShape, type RoomPhase } from '@safecrackers/protocol/state';
import {
  type Action,
  apply,
  createGame,
  type DomainEvent,
  type GameState,
  legalActions,
  outcome,
  pendingPrompt,
  STATE_FORMAT,
  stateHash,
  storedForm,
} from '@safecrackers/rules';
import { firstIssue } from '../firstIssue.js';
import type { HeistSeats, ResumableRoom } from '../storage/index.js';
import type { LobbyRecord } from '../storage/lobbyRecord.js';
import { promptForReceiver } from './audience.js';
import { claimRoomCode } from './codes.js';
import { Crew } from './crew.js';
import type { RestoreOptions, RoomDeps } from './deps.js';
import { type ErrorReply, GuardedRoom } from './GuardedRoom.js';
import { JoinFrames } from './joinFrames.js';
import type { MessageLimits } from './limits.js';
import { type Displacement, Lobby, type LobbyResult } from './lobby.js';
import { toLobbyRecord } from './lobbyRecord.js';
import { LobbySaver } from './lobbySaver.js';
import { lobbyWire } from './lobbyWire.js';
import { nothingTold, type Told, updates } from './outbox.js';
import { RecentEvents } from './recentEvents.js';
import { loadRoom } from './restore.js';
import { RoomTimers } from './roomTimers.js';
import { SeatsWriter } from './seatsWriter.js';
import { snapshotDue } from './snapshotDue.js';

export type { RoomPhase };

/** Who sends an input: a client, or a bot crewmate of the room (which gets its errors logged). */
type Sender = Pick<Client, 'sessionId' | 'send'>;

/** What `GET /api/rooms/:code` reports, kept in the room's listing metadata. */
export interface RoomMetadata {
  /** The heist's phase, or a spies game's stage (rooms/spies). */
  phase: RoomPhase | 'securitySetup' | 'spySetup' | 'spies' | 'security' | 'over';
  seats: number;
  taken: number;
  /** Which game the room plays (absent: the heist). */
  game?: 'heist' | 'spies';
  /** For the heist's invite screen: the building and who holds a seat. */
  scenario?: string;
  players?: string[];
}

/** The Colyseus room state's class (the lobby), made from the protocol's lobby shape. */
const LobbyState = schemaClass(lobbyShape);

export abstract class HeistRoom extends GuardedRoom<Schema, RoomMetadata> {
  /** Bound by `defineHeistRoom`. */
  protected abstract readonly deps: RoomDeps;

  // No patch interval: patches go out right after each change, idle rooms cost nothing.
  override patchRate = 0;

  private lobby = new Lobby();
  private game: GameState | null = null;
  private version = 0;
  private recent!: RecentEvents;
  /** The game's own encoder, once the heist started. */
  private gameSync: GameSync | null = null;
  /** The public view after each input, reusing what the input left alone (see gameWireTracker). */
  private readonly wire = gameWireTracker();
  /** What each client was last told of its seats' private data. */
  private readonly told = new Map<string, Told>();
  /** The game and recent-events frames of the current state, packed once for all joiners. */
  private readonly joinFrames = new JoinFrames({
    game: (): GamePayload => ({ version: this.version, ...this.gameSync!.full() }),
    recent: (seated) => this.recent.for(seated),
  });
  /** Stores the lobby after each change, until the heist starts. */
  private saver!: LobbySaver<LobbyRecord>;
  /**
   * The room is going away for a reason that is not its players leaving (shutdown, idle): what
   * its clients do from now on is not a lobby change, and its stored lobby stays.
   */
  private closing = false;
  private readonly timers = new RoomTimers();
  /** The started heist's seats, stored as hand-overs and the host role change. */
  private readonly seatsWriter = new SeatsWriter();
  /** The bot crewmates: they play their seats through `input`, like anyone. */
  private crew!: Crew;

  override async onCreate(options: Record<string, unknown>): Promise<void> {
    // Until the room has its code, its lines say so.
    this.log = this.deps.logger.child({ room: null });
    // Colyseus locks a full room to everyone; watchers are limited in onJoin instead, so that a
    // player coming back with a seat token always gets in.
    this.maxClients = Number.POSITIVE_INFINITY;
    this.recent = new RecentEvents(this.deps.config.logTail);
    await this.setPrivate(true);
    const restore = options as Partial<RestoreOptions>;
    if (typeof restore.restore === 'string' && restore.restoreKey === this.deps.restoreKey) {
      await this.restore(restore.restore, restore.stored);
    } else {
      const parsed = joinOptionsSchema.safeParse(options);
      if (!parsed.success)
        throw new ServerError(CloseCode.joinRejected, `bad join options: ${firstIssue(parsed.error)}`);
      this.roomId = await claimRoomCode(this.deps.storage);
      this.log = this.deps.logger.child({ room: this.roomId });
      this.log.info('room created');
    }
    this.saver ??= this.lobbySaver();
    this.crew = this.newCrew();
    this.state = new LobbyState();
    this.syncLobby();
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

  /** Brings a stored room back under its old code; it waits for its players like a dropped one. */
  private async restore(code: string, stored?: ResumableRoom | null): Promise<void> {
    const started = Date.now();
    const loaded = await loadRoom(this.deps.storage, code, this.graceMs(), this.deps.config.logTail, stored);
    this.roomId = code;
    this.log = this.deps.logger.child({ room: code });
    this.lobby = loaded.lobby;
    this.autoDispose = false;
    if (loaded.kind === 'lobby') {
      this.saver = this.lobbySaver(loaded.record);
      this.log.info(
        { phase: 'lobby', seats: loaded.record.seats.length, away: loaded.record.members.length },
        'room restored',
      );
    } else {
      this.game = loaded.game;
      this.version = loaded.version;
      this.recent = loaded.recent;
      this.seatsWriter.holds(loaded.seats);
      this.gameSync = new GameSync(this.wire(loaded.game));
      // The hash (debug logs) lets an operator and the restart test check the replay landed where it left off.
      this.log.info(
        {
          inputs: this.version,
          replayed: loaded.replayed,
          ms: Date.now() - started,
          // A whole-state serialisation per room slows a boot with many: only for debug logs.
          ...(this.log.isLevelEnabled('debug') ? { stateHash: stateHash(loaded.game) } : {}),
        },
        'room restored',
      );
    }
    this.timers.idleIn(this.deps.config.emptyRoomSeconds, () => this.leaveMemoryIfEmpty());
    this.scheduleGraceCheck();
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
    this.timers.cancelIdle();
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
    // The game, its recent events and this client's seats' private data (sendPrivate).
    this.sendGame(client);
    this.log.info({ session: client.sessionId, seats, reclaimed, role: welcome.role }, 'joined');
    // Not awaited: onJoin stays synchronous, so the welcome, seats and state reach the client
    // together; the other members see the newcomer once the lobby is stored.
    void this.afterLobbyChange();
    this.crew.wake();
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
        // A reconnected client starts a new room object: it needs the game in full again.
        this.sendGame(back);
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
    this.timers.clear();
    this.crew?.stop();
    // A room whose creation was refused (bad options, no code) has nothing to store or say.
    if (!this.saver) return;
    await this.saver.flush();
    // Everyone left a lobby that never started: it is forgotten. Closing keeps it stored.
    if (this.lobby.phase === 'lobby' && !this.closing) await this.deps.storage.discard(this.roomId);
    this.log.info({ phase: this.phase(), kept: this.closing }, 'room disposed');
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

  protected override messageLimits(): MessageLimits {
    return this.deps.config;
  }

  private registerHandlers() {
    const lobbyChange = <N extends ClientMessageName>(
      name: N,
      change: (client: Client, payload: ClientPayload<N>) => LobbyResult<unknown>,
    ) => this.handle(name, (client, p) => this.lobbyChange(client, name, change(client, p)));
    lobbyChange(ClientMessage.configure, (c, p) => this.lobby.configure(c.sessionId, p));
    lobbyChange(ClientMessage.seatCount, (c, p) => this.lobby.setSeatCount(c.sessionId, p.count));
    lobbyChange(ClientMessage.pickCharacter, (c, p) =>
      this.lobby.pickCharacter(c.sessionId, p.seat, p.character, p.side),
    );
    lobbyChange(ClientMessage.ready, (c, p) => this.lobby.setReady(c.sessionId, p.ready));
    lobbyChange(ClientMessage.freeSeat, (c, p) => this.lobby.free(c.sessionId, p.seat));
    this.handle(ClientMessage.claimSeat, (client, p) => {
      const result = this.lobby.claim(client.sessionId, p.seat);
      // The token goes out once its hash is stored: a crash right after cannot orphan it.
      return this.lobbyChange(client, ClientMessage.claimSeat, result, () => {
        if (result.ok) this.sendSeats(client, { [p.seat]: result.value.token });
      });
    });
    this.handle(ClientMessage.releaseSeat, (client, p) =>
      this.lobbyChange(client, ClientMessage.releaseSeat, this.lobby.release(client.sessionId, p.seat), () =>
        this.sendSeats(client, {}),
      ),
    );
    this.handle(ClientMessage.reclaim, (client, p) => this.playHere(client, p.seats));
    this.handle(ClientMessage.handOver, (client, p) => this.handOver(client, p.seat, p.to));
    lobbyChange(ClientMessage.addBot, (c, p) => this.lobby.addBot(c.sessionId, p.seat, p.level));
    lobbyChange(ClientMessage.removeBot, (c, p) => this.lobby.removeBot(c.sessionId, p.seat));
    this.handle(ClientMessage.start, (client) => this.start(client));
    this.handle(ClientMessage.action, (client, p) =>
      this.input(client, ClientMessage.action, p.action, p.seat),
    );
    this.handle(ClientMessage.answer, (client, p) =>
      this.input(client, ClientMessage.answer, p.answer, p.seat),
    );
    this.handle(ClientMessage.sync, (client) => {
      this.sendSeats(client, {});
      this.sendGame(client);
    });
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

  /** "Play here": the seats these tokens prove are played from this connection again. */
  private async playHere(client: Client, claims: Array<{ seat: number; token: string }>): Promise<void> {
    const { reclaimed, refused, displaced } = this.lobby.reclaimAll(client.sessionId, claims);
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
  }

  /** A player hands the seat of one gone for good to someone here. */
  private async handOver(client: Client, seat: number, to: string): Promise<void> {
    const result = this.lobby.handOver(client.sessionId, seat, to);
    if (!result.ok) {
      this.sendError(client, ClientMessage.handOver, result.error);
      return;
    }
    this.log.info({ session: client.sessionId, seat, to }, 'seat handed on');
    // Stored before anyone hears of it: the stand-in's token must survive a crash.
    await this.afterLobbyChange();
    const recipient = this.clients.getById(to);
    if (recipient) {
      this.sendSeats(recipient, { [seat]: result.value.token });
      this.sendPrivate(recipient, true);
    }
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
    const seats = this.heistSeats();
    if (
      !(await this.stored(client, ClientMessage.start, () =>
        this.deps.storage.start(this.roomId, setup, seats),
      ))
    )
      return;
    this.seatsWriter.holds(seats);
    // Players who are away keep their seats: their tokens take them back in the heist.
    this.lobby.markStarted();
    this.game = game;
    this.gameSync = new GameSync(this.wire(game));
    this.autoDispose = false;
    this.log.info({ scenario: setup.scenario, seats: setup.seats.length }, 'heist started');
    for (const c of this.clients) this.sendGame(c);
    this.syncLobby();
    this.broadcastPatch();
    void this.updateMetadata();
    this.crew.wake();
  }

  private newCrew(): Crew {
    return new Crew(
      {
        code: this.roomId,
        game: () => this.game,
        botAt: (seat) => this.lobby.seats[seat]?.bot ?? null,
        watched: () => this.clients.length > 0 && !this.closing,
        submit: (seat, action) => this.botInput(seat, action),
      },
      this.deps.config.botPauseMs,
      this.log.child({ crew: true }),
    );
  }

  /** A bot's input: through the queue and `input`, as the seat's holder; resolves to accepted. */
  private botInput(seat: number, action: Action): Promise<boolean> {
    let accepted = false;
    return this.queue
      .push(async () => {
        const holder = this.lobby.seats[seat];
        if (!holder?.bot || holder.holder === null) return;
        const sender: Sender = {
          sessionId: holder.holder,
          send: (type: unknown, payload: unknown) => {
            if (type === ServerMessage.error) this.log.warn({ seat, error: payload }, 'bot input refused');
          },
        };
        const before = this.version;
        const about = action.type === 'answer' ? ClientMessage.answer : ClientMessage.action;
        await this.input(sender, about, action, seat);
        accepted = this.version > before;
      })
      .then(() => accepted);
  }

  /** One intent or answer: validate, apply, persist (before anyone sees it), publish. */
  private async input(client: Sender, about: string, action: Action, seatHint: number | undefined) {
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
    // Bindings only on the paths that log: a child logger per input showed in the profile.
    const input = { seat, type: about, action: action.type };
    let result: ReturnType<typeof apply>;
    try {
      result = apply(game, seat, action);
    } catch (error) {
      this.log.error({ ...input, err: error }, 'engine threw');
      this.sendError(client, about, {
        code: 'server/engine',
        message: 'The game engine failed on this input.',
      });
      return;
    }
    if (!result.ok) {
      if (this.log.isLevelEnabled('debug'))
        this.log.debug({ ...input, code: result.error.code }, 'input refused');
      this.sendError(client, about, { code: result.error.code, message: result.error.message });
      return;
    }
    const index = this.version;
    if (
      !(await this.stored(client, about, () =>
        this.deps.storage.append(this.roomId, index, { seat, action }),
      ))
    )
      return;
    this.game = result.state;
    this.version++;
    // Hashing the whole state costs a serialisation: only when someone reads debug logs.
    if (this.log.isLevelEnabled('debug'))
      this.log.debug(
        { ...input, version: this.version, stateHash: stateHash(result.state) },
        'input accepted',
      );
    const ended = outcome(result.state);
    if (ended !== 'playing') {
      await this.deps.storage
        .finish(this.roomId, ended)
        .catch((error) => this.log.error({ ...input, err: error }, 'finish failed'));
      // The hash lets anyone check that the stored log replays to where the game ended.
      this.log.info(
        { outcome: ended, inputs: this.version, stateHash: stateHash(result.state) },
        'heist over',
      );
    }
    this.publish(result.events);
    // After publishing, so that the snapshot's event tail includes this input's events.
    if (ended === 'playing' && snapshotDue(this.roomId, this.version, this.deps.config.snapshotEvery))
      this.snapshot(result.state);
    clock.published(about);
  }

  /**
   * Stores the state so that a restore replays only what follows. Not awaited: the log already
   * holds every input, a lost snapshot only makes a restore replay more of it.
   */
  private snapshot(state: GameState): void {
    const snapshot = {
      index: this.version,
      format: STATE_FORMAT,
      state: storedForm(state),
      recent: this.recent.saved(),
    };
    this.deps.storage
      .saveSnapshot(this.roomId, snapshot)
      .catch((error) => this.log.warn({ err: error, inputs: snapshot.index }, 'snapshot not saved'));
  }

  /** Runs a storage write; on failure the sender hears why and nothing changes. */
  private async stored(client: Sender, about: string, write: () => Promise<void>): Promise<boolean> {
    try {
      await write();
      return true;
    } catch (error) {
      this.log.error({ err: error, type: about }, 'storage write failed');
      const reply: ErrorReply = { code: 'server/storage', message: 'Could not save that; try again.' };
      this.sendError(client, about, reply);
      return false;
    }
  }

  /** The seat a client acts for: the one it names, else its seat that may act now. */
  private actingSeat(sessionId: string, hint: number | undefined, game: GameState): number | null {
    const held = this.lobby.seatsOf(sessionId);
    if (hint !== undefined) return held.includes(hint) ? hint : null;
    return held.find((s) => legalActions(game, s).length > 0) ?? held[0] ?? null;
  }

  /** After an accepted input: one update per receiver, patch and events and what changed of its seats. */
  private publish(events: DomainEvent[]): void {
    const game = this.game!;
    this.recent.add(this.version, events);
    const patch = this.gameSync!.update(this.wire(game));
    const receivers = this.clients.map((c) => ({
      id: c.sessionId,
      seats: this.lobby.seatsOf(c.sessionId),
      told: this.toldOf(c.sessionId),
    }));
    // Receivers told only the shared part (version, patch, events) get the same bytes: encoded
    // once per audience (seats, watchers), as Colyseus's broadcast does, not once per client.
    const shared = new Map<boolean, Uint8Array>();
    for (const { to, update, seated } of updates(receivers, {
      version: this.version,
      patch,
      events,
      legal: (seat) => legalActions(game, seat),
      prompt: promptForReceiver(pendingPrompt(game), [0]),
    })) {
      const client = this.clients.getById(to);
      if (!client) continue;
      if (update.legal !== undefined || 'prompt' in update) {
        client.send(ServerMessage.update, update);
        continue;
      }
      let bytes = shared.get(seated);
      if (!bytes) {
        bytes = getMessageBytes.raw(Protocol.ROOM_DATA, ServerMessage.update, update);
        shared.set(seated, bytes);
      }
      client.enqueueRaw(bytes);
    }
    if (this.phaseChanged()) {
      // The heist ended: the lobby state says so too (a second frame, once per heist).
      this.syncLobby();
      this.broadcastPatch();
      // An input changes nothing else the listing shows (seats, names, building).
      void this.updateMetadata();
    }
    this.crew.wake();
  }

  /** The game in full and its last events, then the client's seats' private data. */
  private sendGame(client: Client): void {
    this.told.set(client.sessionId, nothingTold());
    if (!this.game || !this.gameSync) return;
    const seated = this.lobby.seatsOf(client.sessionId).length > 0;
    client.enqueueRaw(this.joinFrames.gameAt(this.game));
    client.enqueueRaw(this.joinFrames.recentAt(this.game, seated));
    this.sendPrivate(client);
  }

  /** What changed of a client's seats' private data (all of it after a reset), as one update. */
  private sendPrivate(client: Client, reset = false): void {
    const game = this.game;
    if (!game) return;
    if (reset) this.told.set(client.sessionId, nothingTold());
    const receiver = {
      id: client.sessionId,
      seats: this.lobby.seatsOf(client.sessionId),
      told: this.toldOf(client.sessionId),
    };
    for (const { update } of updates([receiver], {
      version: this.version,
      patch: null,
      events: [],
      legal: (seat) => legalActions(game, seat),
      prompt: promptForReceiver(pendingPrompt(game), receiver.seats),
    }))
      client.send(ServerMessage.update, update);
  }

  private toldOf(sessionId: string): Told {
    let told = this.told.get(sessionId);
    if (!told) {
      told = nothingTold();
      this.told.set(sessionId, told);
    }
    return told;
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

  /** Every refusal is counted, by code, for /metrics. */
  protected override sendError(client: Pick<Client, 'send'>, about: string, error: ErrorReply): void {
    super.sendError(client, about, error);
    this.deps.metrics.refused(error.code);
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

  /** Copies the lobby into the Colyseus state (only what changed is written). */
  private syncLobby(): void {
    this.syncedPhase = this.phase();
    encodeInto(lobbyShape, this.state, lobbyWire(this.roomId, this.lobby, this.phase()));
  }

  private syncedPhase: RoomPhase = 'lobby';

  /** The heist began or ended since the lobby state was last synced. */
  private phaseChanged(): boolean {
    return this.syncedPhase !== this.phase();
  }

  /** Stores the lobby (or the heist's seats), then shows it: what a player saw survives a crash. */
  private async afterLobbyChange(): Promise<void> {
    if (this.lobby.phase === 'lobby') {
      this.saver.save();
      await this.saver.flush();
    } else {
      await this.seatsWriter.save(this.deps.storage, this.roomId, this.heistSeats(), this.log);
    }
    this.syncLobby();
    this.broadcastPatch();
    void this.updateMetadata();
    this.crew.wake();
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
    if (this.clients.length === 0)
      this.timers.idleIn(this.deps.config.idleRoomSeconds, () => this.leaveMemoryIfEmpty());
  }

  /** Nobody came (or came back): the room leaves memory; storage keeps it, a lookup brings it back. */
  private leaveMemoryIfEmpty(): void {
    if (this.clients.length > 0) return;
    this.log.info('idle room leaves memory');
    void this.disconnect();
  }

  /** Looks again when the next gone player's grace ends: the host role may pass, seats free up. */
  private scheduleGraceCheck(): void {
    this.timers.graceEndsAt(this.lobby.nextGraceEnd(), () =>
      this.queue.push(async () => {
        if (this.closing) return;
        if (this.lobby.passHostIfDue()) this.log.info({ host: this.lobby.host }, 'host role passed on');
        await this.afterLobbyChange();
        this.scheduleGraceCheck();
      }),
    );
  }

  private graceMs(): number {
    return this.deps.config.reconnectSeconds * 1000;
  }

  /** Who may take which seat of the started heist back, and the host's seat: what storage keeps. */
  private heistSeats(): HeistSeats {
    const bots = this.lobby.bots();
    return {
      keys: this.lobby.seatKeys(),
      hostSeat: this.lobby.hostSeat(),
      ...(bots.some((b) => b !== null) ? { bots } : {}),
    };
  }

  private phase(): RoomPhase {
    return this.game ? this.game.phase : 'lobby';
  }

  private async updateMetadata(): Promise<void> {
    const metadata: RoomMetadata = {
      phase: this.phase(),
      seats: this.lobby.seats.length,
      // Taken: not free for a newcomer (a gone player's seat waits for its token).
      taken: this.lobby.seats.filter((_, i) => this.lobby.seatStatus(i) !== 'free').length,
      scenario: this.game?.scenario ?? this.lobby.config.scenario,
      players: this.lobby.seats.flatMap((seat, i) =>
        this.lobby.seatStatus(i) === 'free' ? [] : [seat.name],
      ),
    };
    const current = this.metadata;
    if (current && JSON.stringify(current) === JSON.stringify(metadata)) return;
    await this.setMetadata(metadata).catch((error) =>
      this.log.warn({ err: error }, 'metadata update failed'),
    );
  }
}

/** Binds a room class to one server's dependencies. */
export function defineHeistRoom(deps: RoomDeps): new () => HeistRoom {
  class BoundHeistRoom extends HeistRoom {
    protected override readonly deps = deps;
  }
  return BoundHeistRoom;
}
