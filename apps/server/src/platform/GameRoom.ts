/**
 * The one room every game plays in: a pipe between the network and a game's engine. An input
 * is validated (protocol schema, the sender's seat), applied by the engine, written to storage
 * BEFORE anyone sees its result, and published by the game's session (gameModule.ts) to each
 * receiver as it may know it. Seats, tokens and the host live in the game's seats (a Lobby
 * underneath), what the room answers and tells about them (arrivals, "play here", hand-overs)
 * in seatMessages.ts, timers in RoomTimers, bots in BotSeats, the listing in roomMetadata.ts,
 * reading a stored room back in restore.ts.
 */
import { randomBytes } from 'node:crypto';
import type { Client } from '@colyseus/core';
import { ServerError } from '@colyseus/core';
import type { Schema } from '@colyseus/schema';
import {
  type ChatChannel,
  type ChatLine,
  ClientMessage,
  type ClientMessageName,
  type ClientPayload,
  CloseCode,
  clientMessageSchemas,
  joinOptionsSchema,
  ServerMessage,
} from '@safecrackers/protocol';
import { encodeInto, schemaClass } from '@safecrackers/protocol/schema';
import type { z } from 'zod';
import { firstIssue } from '../firstIssue.js';
import type { ResumableRoom } from '../storage/index.js';
import type { LobbyRecord } from '../storage/lobbyRecord.js';
import { BotSeats } from './botSeats.js';
import { Chat } from './chat.js';
import { claimRoomCode } from './codes.js';
import type { RestoreOptions, RoomDeps } from './deps.js';
import { type ErrorReply, GuardedRoom } from './GuardedRoom.js';
import type { GameModule, GameSession, GameTypes, RoomContext } from './gameModule.js';
import { GamePlay, type Sender } from './gamePlay.js';
import type { MessageLimits } from './limits.js';
import type { LobbyResult } from './lobby.js';
import { LobbySaver } from './lobbySaver.js';
import { loadRoom } from './restore.js';
import { type RoomMetadata, roomMetadata } from './roomMetadata.js';
import { RoomTimers } from './roomTimers.js';
import { SeatMessages } from './seatMessages.js';
import { SeatsWriter } from './seatsWriter.js';

export abstract class GameRoom<T extends GameTypes> extends GuardedRoom<Schema, RoomMetadata> {
  /** Bound by `defineGameRoom`. */
  protected abstract readonly deps: RoomDeps;
  protected abstract readonly module: GameModule<T>;

  // No patch interval: patches go out right after each change, idle rooms cost nothing.
  override patchRate = 0;

  private seats!: T['seats'];
  /** The game, once started. */
  private play: GamePlay<T> | null = null;
  private session!: GameSession<T>;
  private chat!: Chat;
  /** Stores the lobby after each change, until the game starts. */
  private saver!: LobbySaver<LobbyRecord>;
  /** Stores the chat's last lines after each line, coalescing lines said meanwhile. */
  private chatSaver!: LobbySaver<readonly ChatLine[]>;
  /**
   * The room is going away for a reason that is not its players leaving (shutdown, idle): what
   * its clients do from now on is not a lobby change, and its stored lobby stays.
   */
  private closing = false;
  private readonly timers = new RoomTimers();
  /** The started game's seats, stored as hand-overs and the host role change them. */
  private readonly seatsWriter = new SeatsWriter();
  private bots!: BotSeats<T['state'], T['action']>;
  /** Arrivals, "play here", hand-overs: what the room answers and tells about seats. */
  private seatMessages!: SeatMessages;
  /** Messages that wait for the game's hold to end (a hidden spy window), in order. */
  private held: Array<() => Promise<void>> = [];
  private syncedPhase = 'lobby';

  override async onCreate(options: Record<string, unknown>): Promise<void> {
    // Until the room has its code, its lines say so.
    this.log = this.deps.logger.child({ room: null, game: this.module.kind });
    // Colyseus locks a full room to everyone; watchers are limited in onJoin instead, so that a
    // player coming back with a seat token always gets in.
    this.maxClients = Number.POSITIVE_INFINITY;
    this.seats = this.module.newSeats();
    this.session = this.module.session(this.context());
    this.seatMessages = new SeatMessages(this.context(), this.module, {
      stored: () => this.afterLobbyChange(),
      seatsChanged: (client) => this.seatsChanged(client),
    });
    this.chat = new Chat(this.module.sideChannel);
    await this.setPrivate(true);
    const restore = options as Partial<RestoreOptions>;
    if (typeof restore.restore === 'string' && restore.restoreKey === this.deps.restoreKey) {
      await this.restore(restore.restore, restore.stored);
    } else {
      const parsed = joinOptionsSchema.safeParse(options);
      if (!parsed.success)
        throw new ServerError(CloseCode.joinRejected, `bad join options: ${firstIssue(parsed.error)}`);
      this.roomId = await claimRoomCode(this.deps.storage);
      this.log = this.deps.logger.child({ room: this.roomId, game: this.module.kind });
      this.log.info('room created');
    }
    this.saver ??= this.lobbySaver();
    this.chatSaver ??= this.chatSaverFor();
    this.bots = this.newBots();
    this.state = new (schemaClass(this.module.lobbyShape))();
    this.syncLobby();
    this.registerHandlers();
    await this.updateMetadata();
  }

  private lobbySaver(stored?: LobbyRecord): LobbySaver<LobbyRecord> {
    return new LobbySaver(
      () => (this.seats.lobby.phase === 'lobby' && !this.closing ? this.seats.toRecord() : null),
      async (record) => {
        const saved = await this.deps.storage.saveLobby(this.roomId, record);
        if (!saved && this.seats.lobby.phase === 'lobby')
          this.log.warn('storage holds no lobby under this code');
      },
      (error) => this.log.error({ err: error }, 'could not store the lobby'),
      stored,
    );
  }

  private chatSaverFor(stored?: readonly ChatLine[]): LobbySaver<readonly ChatLine[]> {
    return new LobbySaver(
      () => this.chat.all().slice(),
      (lines) => this.deps.storage.saveChat(this.roomId, lines),
      (error) => this.log.error({ err: error }, 'could not store the chat'),
      stored,
    );
  }

  /** Brings a stored room back under its old code; it waits for its players like a dropped one. */
  private async restore(code: string, stored?: ResumableRoom | null): Promise<void> {
    const started = Date.now();
    this.roomId = code;
    this.log = this.deps.logger.child({ room: code, game: this.module.kind });
    const loaded = await loadRoom(this.module, this.session, this.deps.storage, code, this.graceMs(), stored);
    this.chat = Chat.restored(await this.deps.storage.loadChat(code), this.module.sideChannel);
    this.chatSaver = this.chatSaverFor(this.chat.all().slice());
    this.seats = loaded.seats;
    this.autoDispose = false;
    if (loaded.kind === 'lobby') {
      this.saver = this.lobbySaver(loaded.record);
      this.log.info(
        {
          phase: 'lobby',
          seats: loaded.record.seats.length,
          away: loaded.record.members.length,
          chat: this.chat.all().length,
        },
        'room restored',
      );
    } else {
      this.play = this.newPlay(loaded.state, loaded.version);
      this.seatsWriter.holds(loaded.stored);
      this.session.begin(loaded.state, loaded.restoring.setup, loaded.restoring);
      // The hash (debug logs) lets an operator and the restart test check the replay landed where it left off.
      this.log.info(
        {
          inputs: loaded.version,
          replayed: loaded.restoring.tail.length,
          ms: Date.now() - started,
          chat: this.chat.all().length,
          // A whole-state serialisation per room slows a boot with many: only for debug logs.
          ...(this.log.isLevelEnabled('debug') ? { stateHash: this.module.stateHash(loaded.state) } : {}),
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
    const { seats, reclaimed, role } = this.seatMessages.arrive(client, name, claims);
    this.timers.cancelIdle();
    this.sendGame(client);
    client.send(ServerMessage.chatLog, this.chat.logFor(seats));
    this.log.info({ session: client.sessionId, seats, reclaimed, role }, 'joined');
    // Not awaited: onJoin stays synchronous, so the welcome, seats and state reach the client
    // together; the other members see the newcomer once the lobby is stored.
    void this.afterLobbyChange();
  }

  override async onLeave(client: Client, consented: boolean): Promise<void> {
    // Shutting down or leaving memory: nobody is leaving the game, the lobby stays as stored.
    if (this.closing) return;
    this.session.forget(client.sessionId);
    const lobby = this.seats.lobby;
    lobby.setConnected(client.sessionId, false);
    // Not awaited: the reconnection window opens at once (a connection mark is not stored).
    void this.afterLobbyChange();
    if (!consented) {
      try {
        const back = await this.allowReconnection(client, this.deps.config.reconnectSeconds);
        this.seats.lobby.setConnected(client.sessionId, true);
        this.log.info({ session: client.sessionId }, 'reconnected');
        await this.afterLobbyChange();
        this.seatMessages.sendSeats(back, {});
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
      this.seats.lobby.depart(client.sessionId, consented);
      this.log.info({ session: client.sessionId, consented }, 'left');
      await this.afterLobbyChange();
      this.scheduleGraceCheck();
      this.afterDeparture();
    });
  }

  override async onDispose(): Promise<void> {
    this.timers.clear();
    this.bots?.stop();
    // A room whose creation was refused (bad options, no code) has nothing to store or say.
    if (!this.saver) return;
    await this.saver.flush();
    await this.chatSaver.flush();
    // Everyone left a lobby that never started: it is forgotten. Closing keeps it stored.
    if (this.seats.lobby.phase === 'lobby' && !this.closing) await this.deps.storage.discard(this.roomId);
    this.log.info({ phase: this.phase(), kept: this.closing }, 'room disposed');
  }

  /** Every way a room is closed from the server side (shutdown, idle) goes through here. */
  override disconnect(closeCode?: number): Promise<unknown> {
    this.closing = true;
    return super.disconnect(closeCode);
  }

  /** Connected players (a seat, or a lobby member) and spectators, for /metrics. */
  audience(): { players: number; spectators: number } {
    const lobby = this.seats.lobby;
    let players = 0;
    for (const client of this.clients)
      if (lobby.phase === 'lobby' || lobby.seatsOf(client.sessionId).length > 0) players++;
    return { players, spectators: this.clients.length - players };
  }

  /** The engine state, for in-process tests and tools; never sent anywhere. */
  engineState(): T['state'] | null {
    return this.play?.state ?? null;
  }

  /** Inputs applied so far, for in-process tests. */
  inputCount(): number {
    return this.play?.version ?? 0;
  }

  protected override messageLimits(): MessageLimits {
    return this.deps.config;
  }

  /** What the game's handlers and session may ask of the room. */
  private context(): RoomContext<T> {
    const room = this;
    return {
      get code() {
        return room.roomId;
      },
      get log() {
        return room.log;
      },
      config: this.deps.config,
      get seats() {
        return room.seats;
      },
      game: () => this.play?.state ?? null,
      version: () => this.play?.version ?? 0,
      clients: () => this.clients,
      client: (id) => this.clients.getById(id),
      sendError: (client, about, error) => this.sendError(client, about, error),
      lobbyChanged: (client, about, result, thenTell) => this.lobbyChange(client, about, result, thenTell),
      input: (client, about, action, hint) => this.input(client, about, action, hint),
      sendGame: (client) => this.sendGame(client),
      wakeBots: () => this.bots.wake(),
      storedInputs: async () => {
        const stored = await this.deps.storage.load(this.roomId);
        return (stored?.log ?? []).map((raw, i) => {
          const input = this.module.readInput(raw);
          if (!input) throw new Error(`room ${this.roomId}: stored input ${i} does not read`);
          return input;
        });
      },
    };
  }

  private registerHandlers() {
    const lobby = () => this.seats.lobby;
    const lobbyChange = <N extends ClientMessageName>(
      name: N,
      change: (client: Client, payload: ClientPayload<N>) => LobbyResult<unknown>,
    ) => this.handle(name, (client, p) => this.lobbyChange(client, name, change(client, p)));
    lobbyChange(ClientMessage.seatCount, (c, p) => this.seats.setSeatCount(c.sessionId, p.count));
    lobbyChange(ClientMessage.ready, (c, p) => lobby().setReady(c.sessionId, p.ready));
    lobbyChange(ClientMessage.freeSeat, (c, p) => lobby().free(c.sessionId, p.seat));
    this.handle(ClientMessage.claimSeat, (client, p) => {
      const result = this.seats.claim(client.sessionId, p.seat);
      // The token goes out once its hash is stored: a crash right after cannot orphan it.
      return this.lobbyChange(client, ClientMessage.claimSeat, result, () => {
        if (result.ok) this.seatMessages.sendSeats(client, { [p.seat]: result.value.token });
      });
    });
    this.handle(ClientMessage.releaseSeat, (client, p) =>
      this.lobbyChange(client, ClientMessage.releaseSeat, lobby().release(client.sessionId, p.seat), () =>
        this.seatMessages.sendSeats(client, {}),
      ),
    );
    this.handle(ClientMessage.reclaim, (client, p) => this.seatMessages.playHere(client, p.seats));
    this.handle(ClientMessage.handOver, (client, p) => this.seatMessages.handOver(client, p.seat, p.to));
    this.handle(ClientMessage.start, (client) => this.start(client));
    this.handle(ClientMessage.chat, (client, p) => this.say(client, p.channel, p.text));
    this.handle(ClientMessage.logBefore, (client, p) => this.logBefore(client, p.before));
    this.handle(ClientMessage.sync, (client) => {
      this.seatMessages.sendSeats(client, {});
      this.sendGame(client);
    });
    const room = this.context();
    for (const message of this.module.messages)
      this.handleChecked(message.name, message.schema, (client, payload) =>
        message.handle(room, client, payload as never),
      );
  }

  /** Registers a handler of the platform's messages (protocol's client message schemas). */
  private handle<N extends ClientMessageName>(
    name: N,
    handler: (client: Client, payload: ClientPayload<N>) => void | Promise<void>,
  ) {
    this.handleChecked(name, clientMessageSchemas[name], (client, payload) =>
      handler(client, payload as ClientPayload<N>),
    );
  }

  /** A handler that gets only payloads its schema accepts, and waits while the game holds its sender. */
  private handleChecked(
    name: string,
    schema: z.ZodType,
    handler: (client: Client, payload: unknown) => void | Promise<void>,
  ) {
    this.handleMessage(name, (client, raw) =>
      this.unlessHeld(client, async () => {
        const parsed = schema.safeParse(raw);
        if (!parsed.success) {
          this.sendError(client, name, { code: 'input/bad_shape', message: firstIssue(parsed.error) });
          return;
        }
        await handler(client, parsed.data);
      }),
    );
  }

  /**
   * Runs a message's handler now, or once the game's hold on its sender ends (a hidden spy
   * window, securityFeed.ts): everything that sender sends meanwhile waits, in order, so that
   * neither an answer nor its timing tells what the hold hides.
   */
  private async unlessHeld(client: Client, handle: () => Promise<void>): Promise<void> {
    if (this.play && this.session.holds?.(this.seats.lobby.seatsOf(client.sessionId))) {
      this.held.push(() => this.unlessHeld(client, handle));
      return;
    }
    await handle();
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

  private say(client: Client, channel: ChatChannel, text: string): void {
    const lobby = this.seats.lobby;
    const seats = lobby.seatsOf(client.sessionId);
    const name = lobby.members.get(client.sessionId)?.name ?? '?';
    // The game's version goes with the stored line only: its replay shows when it was said.
    const line = this.chat.say(seats, name, channel, text, Date.now(), this.play?.version);
    if (!line) {
      this.sendError(client, ClientMessage.chat, {
        code: 'chat/not_allowed',
        message: 'You may not talk on that channel.',
      });
      return;
    }
    // Not awaited: a line lost to a crash right after it was said costs little.
    this.chatSaver.save();
    for (const c of this.clients)
      if (this.chat.mayRead(lobby.seatsOf(c.sessionId), channel)) c.send(ServerMessage.chat, line);
  }

  /** A page of the log's earlier lines; a version the game has not reached changes nothing. */
  private async logBefore(client: Client, before: number): Promise<void> {
    const about = ClientMessage.logBefore;
    if (!this.play || !this.session.logBefore) {
      this.sendError(client, about, {
        code: 'game/not_started',
        message: 'There is no log to page through.',
      });
      return;
    }
    if (before > this.play.version + 1) {
      this.sendError(client, about, {
        code: 'log/out_of_range',
        message: `The game is at ${this.play.version}.`,
      });
      return;
    }
    const seated = this.seats.lobby.seatsOf(client.sessionId).length > 0;
    try {
      await this.session.logBefore(client, seated, before);
    } catch (error) {
      this.log.error({ err: error }, 'could not rebuild the log');
      this.sendError(client, about, {
        code: 'server/storage',
        message: 'Could not read the log; try again.',
      });
    }
  }

  private async start(client: Client): Promise<void> {
    const check = this.seats.canStart(client.sessionId);
    if (!check.ok) {
      this.sendError(client, ClientMessage.start, check.error);
      return;
    }
    const setup = this.seats.toSetup(this.deps.config.testSeed ?? randomBytes(16).toString('hex'));
    const created = this.module.engine.createGame(this.module.engineSetup(setup));
    if (!created.ok) {
      this.log.error({ error: created.error }, 'createGame refused the lobby’s setup');
      this.sendError(client, ClientMessage.start, {
        code: 'lobby/cannot_start',
        message: created.error.message,
      });
      return;
    }
    // The last lobby write must not land after the start (it would find no lobby to replace).
    await this.saver.flush();
    const seats = this.seats.stored();
    if (
      !(await this.stored(client, ClientMessage.start, () =>
        this.deps.storage.start(this.roomId, setup, seats),
      ))
    )
      return;
    this.seatsWriter.holds(seats);
    // Players who are away keep their seats: their tokens take them back in the game.
    this.seats.lobby.markStarted();
    this.play = this.newPlay(created.state, 0);
    this.session.begin(created.state, setup);
    this.autoDispose = false;
    this.log.info({ seats: seats.keys.length }, `${this.module.noun} started`);
    for (const c of this.clients) this.sendGame(c);
    this.syncLobby();
    this.broadcastPatch();
    void this.updateMetadata();
    this.bots.wake();
  }

  private newPlay(state: T['state'], version: number): GamePlay<T> {
    const room = this;
    return new GamePlay(
      {
        get code() {
          return room.roomId;
        },
        get log() {
          return room.log;
        },
        get seats() {
          return room.seats;
        },
        sendError: (client, about, error) => this.sendError(client, about, error),
        stored: (client, about, write) => this.stored(client, about, write),
        published: () => this.published(),
      },
      this.module,
      this.session,
      this.deps,
      state,
      version,
    );
  }

  private newBots(): BotSeats<T['state'], T['action']> {
    const engine = this.module.engine;
    return new BotSeats(
      {
        game: () => this.play?.state ?? null,
        waitingFor: (state) => engine.waitingFor(state),
        botAt: (seat, state) => this.seats.botAt(seat, state),
        bot: (seat, level) => this.session.bot(seat, level),
        fallback: (seat, attempt) => this.session.fallback(seat, attempt),
        watched: () => this.clients.length > 0 && !this.closing,
        paced: (state) => this.session.botPaced?.(state) ?? true,
        turnOf: (state) => this.session.botTurn?.(state) ?? null,
        submit: (seat, action) => this.botInput(seat, action),
      },
      this.deps.config.botPauseMs,
      this.log.child({ bots: true }),
      this.deps.config.botTurnMs,
    );
  }

  /** A bot's input: through the queue and `run`, as the seat; resolves to accepted. */
  private botInput(seat: number, action: T['action']): Promise<boolean> {
    let accepted = false;
    return this.queue
      .push(async () => {
        const play = this.play;
        if (!play || this.seats.botAt(seat, play.state) === null) return;
        const sender: Sender = {
          sessionId: '',
          send: (type: unknown, payload: unknown) => {
            if (type === ServerMessage.error) this.log.warn({ seat, error: payload }, 'bot input refused');
          },
        };
        accepted = await play.run(sender, 'bot', seat, action);
      })
      .then(() => accepted);
  }

  /** A client's input, once the game started. */
  private async input(client: Sender, about: string, action: T['action'], seatHint: number | undefined) {
    if (!this.play) {
      this.sendError(client, about, {
        code: 'game/not_started',
        message: `The ${this.module.noun} has not started yet.`,
      });
      return;
    }
    await this.play.input(client, about, action, seatHint);
  }

  /** Runs a storage write; on failure the sender hears why and nothing changes. */
  private async stored(
    client: Pick<Client, 'send'>,
    about: string,
    write: () => Promise<void>,
  ): Promise<boolean> {
    try {
      await write();
      return true;
    } catch (error) {
      this.log.error({ err: error, type: about }, 'storage write failed');
      this.sendError(client, about, { code: 'server/storage', message: 'Could not save that; try again.' });
      return false;
    }
  }

  /** After an accepted input was published: what else it changed. */
  private published(): void {
    // Held messages look again, in order: those whose hold ended run now, the rest wait on.
    for (const held of this.held.splice(0)) void this.queue.push(held);
    if (this.syncedPhase !== this.phase()) {
      // The game's phase changed: the lobby state says so too (a second frame, rarely).
      this.syncLobby();
      this.broadcastPatch();
      // An input changes nothing else the listing shows (seats, names, building).
      void this.updateMetadata();
    }
    this.bots.wake();
  }

  /** The game in full, with what the client's seats hold privately. */
  private sendGame(client: Client): void {
    if (this.play) this.session.sendGame(client);
  }

  private seatsChanged(client: Client): void {
    if (this.play) this.session.seatsChanged(client);
  }

  /** Every refusal is counted, by code, for /metrics. */
  protected override sendError(client: Pick<Client, 'send'>, about: string, error: ErrorReply): void {
    super.sendError(client, about, error);
    this.deps.metrics.refused(error.code);
  }

  /** Copies the lobby into the Colyseus state (only what changed is written). */
  private syncLobby(): void {
    this.syncedPhase = this.phase();
    encodeInto(
      this.module.lobbyShape,
      this.state,
      this.module.lobbyWire(this.roomId, this.seats, this.syncedPhase),
    );
  }

  /** Stores the lobby (or the started game's seats), then shows it: what a player saw survives a crash. */
  private async afterLobbyChange(): Promise<void> {
    if (this.seats.lobby.phase === 'lobby') {
      this.saver.save();
      await this.saver.flush();
    } else {
      await this.seatsWriter.save(this.deps.storage, this.roomId, this.seats.stored(), this.log);
    }
    this.syncLobby();
    this.broadcastPatch();
    void this.updateMetadata();
    this.bots.wake();
  }

  /**
   * After members left: a lobby nobody is in any more (nor away) is disposed by Colyseus, and
   * forgotten; a started game, or a lobby still waiting for players, idles.
   */
  private afterDeparture(): void {
    const lobby = this.seats.lobby;
    if (lobby.phase === 'lobby' && lobby.members.size === 0) {
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
    this.timers.graceEndsAt(this.seats.lobby.nextGraceEnd(), () =>
      this.queue.push(async () => {
        if (this.closing) return;
        if (this.seats.lobby.passHostIfDue())
          this.log.info({ host: this.seats.lobby.host }, 'host role passed on');
        await this.afterLobbyChange();
        this.scheduleGraceCheck();
      }),
    );
  }

  private graceMs(): number {
    return this.deps.config.reconnectSeconds * 1000;
  }

  private phase(): string {
    return this.play ? this.session.phase() : 'lobby';
  }

  private async updateMetadata(): Promise<void> {
    const metadata = roomMetadata(this.module, this.seats, this.play?.state ?? null, this.phase());
    const current = this.metadata;
    if (current && JSON.stringify(current) === JSON.stringify(metadata)) return;
    await this.setMetadata(metadata).catch((error) =>
      this.log.warn({ err: error }, 'metadata update failed'),
    );
  }
}

/** Binds the room class to one game and one server's dependencies. */
export function defineGameRoom<T extends GameTypes>(
  module: GameModule<T>,
  deps: RoomDeps,
): new () => GameRoom<T> {
  class BoundGameRoom extends GameRoom<T> {
    protected override readonly deps = deps;
    protected override readonly module = module;
  }
  return BoundGameRoom;
}
