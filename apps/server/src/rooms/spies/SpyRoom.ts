/**
 * The spies room (ASYMMETRIC.md A-R16.5): spies against security, a second game beside the
 * heist, on the same infrastructure: room codes and links, the lobby's seats, tokens and host,
 * the write-ahead input log in the same Storage, restore on boot, reconnection, spectators,
 * message limits and logging. The room is a thin adapter: validate, apply, store, then publish
 * to each receiver what it may know (spyOutbox.ts), holding the close of every spy window for
 * its fixed minimum (spyWindows.ts). Bots play seats through the same input path.
 */
import { createHash, randomBytes } from 'node:crypto';
import { type Client, ServerError } from '@colyseus/core';
import type { Schema } from '@colyseus/schema';
import { SecurityBot, SpyBot } from '@safecrackers/asym-bots';
import {
  type Action,
  type AsymEvent,
  type AsymState,
  apply,
  createGame,
  fallbackInput,
  legalActions,
  replay,
  waitingFor,
} from '@safecrackers/asym-rules';
import {
  type ChatLine,
  ClientMessage,
  CloseCode,
  clientMessageSchemas,
  joinOptionsSchema,
  type SeatsPayload,
  ServerMessage,
  SpyMessage,
  type SpyMessageName,
  type SpyPayload,
  SpyServerMessage,
  spyMessageSchemas,
  type WelcomePayload,
} from '@safecrackers/protocol';
import { encodeInto, schemaClass } from '@safecrackers/protocol/schema';
import { type SpyLobbyWire, spyLobbyShape } from '@safecrackers/protocol/state';
import type { z } from 'zod';
import { firstIssue } from '../../firstIssue.js';
import type { LobbyRecord } from '../../storage/lobbyRecord.js';
import { claimRoomCode } from '../codes.js';
import type { RestoreOptions, RoomDeps } from '../deps.js';
import { type ErrorReply, GuardedRoom } from '../GuardedRoom.js';
import type { RoomMetadata } from '../HeistRoom.js';
import type { MessageLimits } from '../limits.js';
import type { Displacement, LobbyResult } from '../lobby.js';
import { LobbySaver } from '../lobbySaver.js';
import { membersWire } from '../lobbyWire.js';
import { loadRoom } from '../restore.js';
import { RoomTimers } from '../roomTimers.js';
import { SeatsWriter } from '../seatsWriter.js';
import { hiddenWindowOpen, restoredFeed, SecurityFeed } from './securityFeed.js';
import { SpyChat } from './spyChat.js';
import { type BotMode, SpyLobby, sideOf } from './spyLobby.js';
import { SpyPublication, type SpyUpdate, spySeatOf } from './spyOutbox.js';
import { SpyRecent } from './spyRecent.js';
import { engineSetup, type SpyInput, SpyStore, type StoredSpySetup } from './spyStore.js';
import { SpyTold } from './spyTold.js';
import { SpyWindows } from './spyWindows.js';

const SpyLobbyState = schemaClass(spyLobbyShape);

/** The engine state's hash: the restart test and operators compare it after a replay. */
export function spyStateHash(state: AsymState): string {
  return createHash('sha256').update(JSON.stringify(state)).digest('hex').slice(0, 16);
}

export abstract class SpyRoom extends GuardedRoom<Schema, RoomMetadata> {
  protected abstract readonly deps: RoomDeps;
  override patchRate = 0;

  private seats = new SpyLobby();
  private game: AsymState | null = null;
  private setup: StoredSpySetup | null = null;
  private inputs: SpyInput[] = [];
  /** The last events, for spy seats that join or come back. */
  private recent!: SpyRecent;
  /** What the security side has been shown (its view, legal list and announcements). */
  private feed: SecurityFeed | null = null;
  /** Messages of the security side that wait for a hidden spy window to close, in order. */
  private heldMessages: Array<() => Promise<void>> = [];
  private windows!: SpyWindows;
  private chat = new SpyChat();
  private store!: SpyStore;
  /** Stores the lobby after each change, until the game starts (the heist's way). */
  private saver!: LobbySaver<LobbyRecord>;
  /** Stores the chat's last lines after each line, coalescing lines said meanwhile. */
  private chatSaver!: LobbySaver<readonly ChatLine[]>;
  private closing = false;
  private readonly timers = new RoomTimers();
  /** The started game's seats, stored as they change. */
  private readonly seatsWriter = new SeatsWriter();
  private bots: { security: SecurityBot; spies: SpyBot } | null = null;
  /** What each client was last told: its next update carries only what changed. */
  private readonly told = new Map<string, SpyTold>();
  private botTimer: NodeJS.Timeout | undefined;
  private disposed = false;

  override async onCreate(options: Record<string, unknown>): Promise<void> {
    this.log = this.deps.logger.child({ room: null, game: 'spies' });
    this.maxClients = Number.POSITIVE_INFINITY;
    this.recent = new SpyRecent(this.deps.config.logTail);
    this.windows = new SpyWindows(this.deps.config.spyWindowMs);
    this.store = new SpyStore(this.deps.storage);
    await this.setPrivate(true);
    const restore = options as Partial<RestoreOptions>;
    if (typeof restore.restore === 'string' && restore.restoreKey === this.deps.restoreKey) {
      await this.restore(restore.restore);
    } else {
      const parsed = joinOptionsSchema.safeParse(options);
      if (!parsed.success)
        throw new ServerError(CloseCode.joinRejected, `bad join options: ${firstIssue(parsed.error)}`);
      this.roomId = await claimRoomCode(this.deps.storage);
      this.log = this.deps.logger.child({ room: this.roomId, game: 'spies' });
      this.log.info('room created');
    }
    this.saver ??= this.lobbySaver();
    this.chatSaver ??= this.chatSaverFor();
    this.state = new SpyLobbyState();
    this.syncLobby();
    this.registerHandlers();
    await this.updateMetadata();
  }

  private lobbySaver(stored?: LobbyRecord): LobbySaver<LobbyRecord> {
    return new LobbySaver(
      () => (this.seats.phase === 'lobby' && !this.closing ? this.seats.toRecord() : null),
      async (record) => {
        const saved = await this.deps.storage.saveLobby(this.roomId, record);
        if (!saved && this.seats.phase === 'lobby') this.log.warn('storage holds no lobby under this code');
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

  /** Brings a stored room back under its code: a lobby from its record, a game by replaying its log. */
  private async restore(code: string): Promise<void> {
    const started = Date.now();
    this.roomId = code;
    this.log = this.deps.logger.child({ room: code, game: 'spies' });
    this.chat = SpyChat.restored(await this.deps.storage.loadChat(code));
    this.chatSaver = this.chatSaverFor(this.chat.all().slice());
    const stored = await this.store.load(code);
    if (!stored) {
      await this.restoreLobby(code);
      return;
    }
    const result = replay(engineSetup(stored.setup), stored.log);
    if (!result.ok)
      throw new Error(`room ${code}: input ${result.index} does not replay: ${result.error.message}`);
    this.seats = SpyLobby.restored(
      engineSetup(stored.setup),
      stored.setup.bots,
      stored.seats,
      this.deps.config.reconnectSeconds * 1000,
    );
    this.seats.lobby.markStarted();
    this.setup = stored.setup;
    this.game = result.state;
    this.feed = restoredFeed(engineSetup(stored.setup), stored.log, result.state, this.deps.config.logTail);
    this.inputs = stored.log.slice();
    this.seatsWriter.holds(stored.seats);
    this.bots = this.makeBots(stored.setup.seed);
    this.autoDispose = false;
    // A window open when the process went down counts again from now (A-R15.8).
    if (result.state.stage === 'spies' || result.state.pending) this.windows.assumeOpen(Date.now());
    this.log.info(
      {
        inputs: this.inputs.length,
        ms: Date.now() - started,
        stateHash: spyStateHash(result.state),
        chat: this.chat.all().length,
      },
      'room restored',
    );
    this.timers.idleIn(this.deps.config.emptyRoomSeconds, () => this.leaveMemoryIfEmpty());
    this.scheduleGraceCheck();
    this.scheduleBots();
  }

  /** A lobby that had not started: its seats, tokens, host, ready marks and bots, from its record. */
  private async restoreLobby(code: string): Promise<void> {
    const loaded = await loadRoom(this.deps.storage, code, this.graceMs(), this.deps.config.logTail);
    if (loaded.kind !== 'lobby' || loaded.record.game !== 'spies')
      throw new Error(`room ${code} has no spies lobby or unfinished spies game`);
    this.seats = SpyLobby.fromRecord(loaded.lobby, loaded.record);
    this.saver = this.lobbySaver(loaded.record);
    this.autoDispose = false;
    this.log.info(
      {
        phase: 'lobby',
        seats: loaded.record.seats.length,
        away: loaded.record.members.length,
        chat: this.chat.all().length,
      },
      'room restored',
    );
    this.timers.idleIn(this.deps.config.emptyRoomSeconds, () => this.leaveMemoryIfEmpty());
    this.scheduleGraceCheck();
  }

  private graceMs(): number {
    return this.deps.config.reconnectSeconds * 1000;
  }

  override onJoin(client: Client, options: unknown): void {
    const parsed = joinOptionsSchema.safeParse(options);
    if (!parsed.success)
      throw new ServerError(CloseCode.joinRejected, `bad join options: ${firstIssue(parsed.error)}`);
    const { name, seats: claims = [] } = parsed.data;
    const lobby = this.seats.lobby;
    const { reclaimed, refused, displaced, fresh } = this.seats.arrive(client.sessionId, name, claims);
    const seats = lobby.seatsOf(client.sessionId);
    if (seats.length === 0 && lobby.spectators() > this.deps.config.maxSpectators) {
      lobby.depart(client.sessionId, true);
      throw new ServerError(CloseCode.roomFull, 'This game has as many watchers as it can take.');
    }
    this.timers.cancelIdle();
    this.tellDisplaced(displaced);
    const welcome: WelcomePayload = {
      code: this.roomId,
      sessionId: client.sessionId,
      role: seats.length > 0 || lobby.phase === 'lobby' ? 'player' : 'spectator',
      game: 'spies',
    };
    client.send(ServerMessage.welcome, welcome);
    this.sendSeats(client, fresh ? { [fresh.seat]: fresh.token } : {}, refused);
    if (refused.length > 0)
      this.sendError(client, 'join', {
        code: 'seat/not_held',
        message: `The seat token for seat ${refused.map((s) => s + 1).join(', ')} is not valid here.`,
      });
    this.sendGame(client);
    client.send(SpyServerMessage.chatLog, this.chat.logFor(seats));
    this.log.info({ session: client.sessionId, seats, reclaimed, role: welcome.role }, 'joined');
    void this.afterLobbyChange();
  }

  override async onLeave(client: Client, consented: boolean): Promise<void> {
    if (this.closing) return;
    // Whatever comes back (a reconnection, a new join) starts from a full update.
    this.told.delete(client.sessionId);
    const lobby = this.seats.lobby;
    lobby.setConnected(client.sessionId, false);
    void this.afterLobbyChange();
    if (!consented) {
      try {
        const back = await this.allowReconnection(client, this.deps.config.reconnectSeconds);
        lobby.setConnected(client.sessionId, true);
        this.log.info({ session: client.sessionId }, 'reconnected');
        await this.afterLobbyChange();
        this.sendSeats(back, {});
        this.sendGame(back);
        return;
      } catch {
        // The window closed: the member is gone; its seats wait for its tokens.
      }
      if (this.closing) return;
    }
    await this.queue.push(async () => {
      lobby.depart(client.sessionId, consented);
      this.log.info({ session: client.sessionId, consented }, 'left');
      await this.afterLobbyChange();
      this.scheduleGraceCheck();
      if (lobby.phase === 'lobby' && lobby.members.size === 0) this.autoDispose = true;
      else if (this.clients.length === 0)
        this.timers.idleIn(this.deps.config.idleRoomSeconds, () => this.leaveMemoryIfEmpty());
    });
  }

  override async onDispose(): Promise<void> {
    this.disposed = true;
    this.timers.clear();
    clearTimeout(this.botTimer);
    if (!this.store || !this.saver) return;
    await this.saver.flush();
    await this.chatSaver.flush();
    if (this.seats.phase === 'lobby' && !this.closing) await this.deps.storage.discard(this.roomId);
    this.log.info({ phase: this.phase(), kept: this.closing }, 'room disposed');
  }

  override disconnect(closeCode?: number): Promise<unknown> {
    this.closing = true;
    return super.disconnect(closeCode);
  }

  /** The engine state, for in-process tests and tools; never sent anywhere. */
  engineState(): AsymState | null {
    return this.game;
  }

  /** The log as applied, for in-process tests. */
  inputLog(): readonly SpyInput[] {
    return this.inputs;
  }

  protected override messageLimits(): MessageLimits {
    return this.deps.config;
  }

  private registerHandlers() {
    const lobbyChange = (result: LobbyResult<unknown>, client: Client, about: string, then?: () => void) =>
      this.lobbyChange(client, about, result, then);
    this.handleShared(ClientMessage.seatCount, (c, p) =>
      lobbyChange(this.seats.setSeatCount(c.sessionId, p.count), c, ClientMessage.seatCount),
    );
    this.handleShared(ClientMessage.ready, (c, p) =>
      lobbyChange(this.seats.lobby.setReady(c.sessionId, p.ready), c, ClientMessage.ready),
    );
    this.handleShared(ClientMessage.freeSeat, (c, p) =>
      lobbyChange(this.seats.lobby.free(c.sessionId, p.seat), c, ClientMessage.freeSeat),
    );
    this.handleShared(ClientMessage.claimSeat, (c, p) => {
      const result = this.seats.claim(c.sessionId, p.seat);
      return lobbyChange(result, c, ClientMessage.claimSeat, () => {
        if (result.ok) this.sendSeats(c, { [p.seat]: result.value.token });
      });
    });
    this.handleShared(ClientMessage.releaseSeat, (c, p) =>
      lobbyChange(this.seats.lobby.release(c.sessionId, p.seat), c, ClientMessage.releaseSeat, () =>
        this.sendSeats(c, {}),
      ),
    );
    this.handleShared(ClientMessage.reclaim, (c, p) => this.playHere(c, p.seats));
    this.handleShared(ClientMessage.handOver, (c, p) => this.handOver(c, p.seat, p.to));
    this.handleShared(ClientMessage.start, (c) => this.start(c));
    this.handleShared(ClientMessage.sync, (c) => {
      this.sendSeats(c, {});
      this.sendGame(c);
    });
    this.handleSpy(SpyMessage.action, (c, p) => this.input(c, p.action, p.seat));
    this.handleSpy(SpyMessage.bot, (c, p) => this.setBot(c, p.seat, p.bot));
    this.handleSpy(SpyMessage.chat, (c, p) => this.say(c, p.channel, p.text));
  }

  private handleShared<N extends keyof typeof clientMessageSchemas>(
    name: N,
    handler: (client: Client, payload: z.output<(typeof clientMessageSchemas)[N]>) => void | Promise<void>,
  ) {
    this.handleMessage(name, (client, raw) =>
      this.unlessHeld(client, async () => {
        const parsed = clientMessageSchemas[name].safeParse(raw);
        if (!parsed.success) {
          this.sendError(client, name, { code: 'input/bad_shape', message: firstIssue(parsed.error) });
          return;
        }
        await handler(client, parsed.data as z.output<(typeof clientMessageSchemas)[N]>);
      }),
    );
  }

  private handleSpy<N extends SpyMessageName>(
    name: N,
    handler: (client: Client, payload: SpyPayload<N>) => void | Promise<void>,
  ) {
    this.handleMessage(name, (client, raw) =>
      this.unlessHeld(client, async () => {
        const parsed = spyMessageSchemas[name].safeParse(raw);
        if (!parsed.success) {
          this.sendError(client, name, { code: 'input/bad_shape', message: firstIssue(parsed.error) });
          return;
        }
        await handler(client, parsed.data as SpyPayload<N>);
      }),
    );
  }

  /**
   * Runs a message's handler now, or once the hidden spy window closes when it comes from the
   * security side (securityFeed.ts). Without the prompt the input that opened the window would
   * still be held for the window's minimum, and everything sent meanwhile would wait behind it
   * in the room's queue: so must it with the prompt, or the answer (and its timing) would tell.
   */
  private async unlessHeld(client: Client, handle: () => Promise<void>): Promise<void> {
    const game = this.game;
    const securitySide = spySeatOf(this.seats.lobby.seatsOf(client.sessionId)) === null;
    if (game && securitySide && hiddenWindowOpen(game)) {
      this.heldMessages.push(() => this.unlessHeld(client, handle));
      return;
    }
    await handle();
  }

  private async lobbyChange(client: Client, about: string, result: LobbyResult<unknown>, then?: () => void) {
    if (!result.ok) {
      this.sendError(client, about, result.error);
      return;
    }
    this.log.info({ session: client.sessionId, type: about }, 'lobby changed');
    await this.afterLobbyChange();
    then?.();
  }

  private async playHere(client: Client, claims: Array<{ seat: number; token: string }>) {
    const { reclaimed, refused, displaced } = this.seats.reclaimAll(client.sessionId, claims);
    if (reclaimed.length === 0) {
      this.sendError(client, ClientMessage.reclaim, {
        code: 'seat/not_held',
        message: 'Those seat tokens are not valid here.',
      });
      return;
    }
    this.tellDisplaced(displaced);
    await this.afterLobbyChange();
    this.sendSeats(client, {}, refused);
    this.sendGame(client);
  }

  /** A player hands the seat of one gone for good to someone here, who plays it in person. */
  private async handOver(client: Client, seat: number, to: string) {
    const result = this.seats.handOver(client.sessionId, seat, to);
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
      // Its seat's view (a spy's overlay) and legal inputs.
      this.sendGame(recipient);
    }
  }

  private async setBot(client: Client, seat: number, mode: BotMode) {
    const result = this.seats.setBot(client.sessionId, seat, mode);
    if (!result.ok) {
      this.sendError(client, SpyMessage.bot, result.error);
      return;
    }
    this.log.info({ session: client.sessionId, seat, bot: mode }, 'bot set');
    await this.afterLobbyChange();
    // Its legal list appears or goes with the bot.
    this.sendGame(client);
    this.scheduleBots();
  }

  private say(client: Client, channel: 'table' | 'spies', text: string) {
    const seats = this.seats.lobby.seatsOf(client.sessionId);
    const name = this.seats.lobby.members.get(client.sessionId)?.name ?? '?';
    const line = this.chat.say(seats, name, channel, text, Date.now());
    if (!line) {
      // A-R15.9: the spies channel is for spy seats; the line goes nowhere.
      this.sendError(client, SpyMessage.chat, {
        code: 'chat/not_allowed',
        message: 'Only spies can talk on the spies channel.',
      });
      return;
    }
    // Not awaited: a line lost to a crash right after it was said costs little.
    this.chatSaver.save();
    for (const c of this.clients)
      if (SpyChat.mayRead(this.seats.lobby.seatsOf(c.sessionId), channel))
        c.send(SpyServerMessage.chat, line);
  }

  private async start(client: Client) {
    const check = this.seats.canStart(client.sessionId);
    if (!check.ok) {
      this.sendError(client, ClientMessage.start, check.error);
      return;
    }
    const seed = this.deps.config.testSeed ?? randomBytes(16).toString('hex');
    const setup: StoredSpySetup = { ...this.seats.toSetup(seed), bots: this.seats.bots.slice() };
    const created = createGame(engineSetup(setup));
    if (!created.ok) {
      this.sendError(client, ClientMessage.start, {
        code: 'lobby/cannot_start',
        message: created.error.message,
      });
      return;
    }
    // The last lobby write must not land after the start (it would find no lobby to replace).
    await this.saver.flush();
    const seats = this.seats.storedSeats();
    if (!(await this.stored(client, ClientMessage.start, () => this.store.start(this.roomId, setup, seats))))
      return;
    this.seatsWriter.holds(seats);
    this.seats.lobby.markStarted();
    this.setup = setup;
    this.game = created.state;
    this.feed = new SecurityFeed(created.state, this.deps.config.logTail);
    this.bots = this.makeBots(seed);
    this.autoDispose = false;
    this.log.info({ spies: setup.seats.length - 1, bots: setup.bots }, 'spies game started');
    for (const c of this.clients) this.sendGame(c);
    this.syncLobby();
    this.broadcastPatch();
    void this.updateMetadata();
    this.scheduleBots();
  }

  private makeBots(seed: string) {
    return { security: new SecurityBot(seed), spies: new SpyBot(seed) };
  }

  /** A client's input: its seat must be one it holds and no bot plays. */
  private async input(client: Client, action: Action, hint: number | undefined) {
    const about = SpyMessage.action;
    const game = this.game;
    if (!game) {
      this.sendError(client, about, { code: 'game/not_started', message: 'The game has not started yet.' });
      return;
    }
    const held = this.seats.lobby.seatsOf(client.sessionId);
    const seat =
      hint !== undefined
        ? held.includes(hint)
          ? hint
          : null
        : (held.find((s) => legalActions(game, s).length > 0) ?? held[0] ?? null);
    if (seat === null) {
      this.sendError(client, about, {
        code: 'seat/not_held',
        message: 'You hold no such seat in this game.',
      });
      return;
    }
    if (this.seats.botPlays(seat, game.stage)) {
      this.sendError(client, about, {
        code: 'seat/bot_plays',
        message: 'A bot plays this seat now; take it back first.',
      });
      return;
    }
    await this.run(seat, action, (error) => this.sendError(client, about, error));
  }

  /**
   * One input: apply, store (before anyone sees it), hold a closing spy window for its minimum,
   * publish. Returns whether it was accepted.
   */
  private async run(seat: number, action: Action, refuse: (e: ErrorReply) => void): Promise<boolean> {
    const game = this.game!;
    const log = this.log.child({ seat, action: action.type });
    let result: ReturnType<typeof apply>;
    try {
      result = apply(game, seat, action);
    } catch (error) {
      log.error({ err: error }, 'engine threw');
      refuse({ code: 'server/engine', message: 'The game engine failed on this input.' });
      return false;
    }
    if (!result.ok) {
      log.debug({ code: result.error.code }, 'input refused');
      refuse({ code: result.error.code as ErrorReply['code'], message: result.error.message });
      return false;
    }
    const index = this.inputs.length;
    try {
      await this.store.append(this.roomId, index, { seat, action });
    } catch (error) {
      log.error({ err: error }, 'storage write failed');
      refuse({ code: 'server/storage', message: 'Could not save that; try again.' });
      return false;
    }
    const at = this.windows.publishAt(result.events, Date.now());
    const wait = at - Date.now();
    // A-R15.8: nobody hears of a window's close before its minimum; nothing else runs meanwhile.
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    this.game = result.state;
    this.inputs.push({ seat, action });
    // Hashing the whole state costs a serialisation: only when someone reads debug logs.
    if (log.isLevelEnabled('debug'))
      log.debug({ version: this.inputs.length, stateHash: spyStateHash(result.state) }, 'input accepted');
    const winner = result.state.result?.winner;
    if (winner) {
      await this.store
        .finish(this.roomId, winner)
        .catch((error) => log.error({ err: error }, 'finish failed'));
      log.info(
        {
          winner,
          reason: result.state.result?.reason,
          inputs: this.inputs.length,
          stateHash: spyStateHash(result.state),
        },
        'spies game over',
      );
    }
    this.publish(result.events);
    return true;
  }

  private publish(events: AsymEvent[]): void {
    this.recent.add(events);
    const feed = this.feed!;
    const heard = feed.advance(this.game!, events);
    const pub = new SpyPublication(
      this.game!,
      events,
      { state: feed.state, events: heard },
      false,
      this.inputs,
    );
    this.publishTo(pub);
    // The hidden window closed: what the security side sent meanwhile runs now, in order.
    if (heard !== null) for (const held of this.heldMessages.splice(0)) void this.queue.push(held);
    if (this.syncedPhase !== this.phase()) {
      this.syncLobby();
      this.broadcastPatch();
    }
    void this.updateMetadata();
    this.scheduleBots();
  }

  /** The game in full (joining, coming back, a seat taken or given to a bot). */
  private sendGame(client: Client): void {
    if (!this.game || !this.feed) return;
    const security = { state: this.feed.state, events: this.feed.recent() };
    const pub = new SpyPublication(this.game, this.recent.all(), security, true, this.inputs);
    this.sendUpdate(client, pub.for(this.receiver(client.sessionId)));
  }

  private publishTo(pub: SpyPublication): void {
    for (const c of this.clients) this.sendUpdate(c, pub.for(this.receiver(c.sessionId)));
  }

  /** An update as this client needs it: what changed since its last one (all of it when full). */
  private sendUpdate(client: Client, update: SpyUpdate | null): void {
    if (!update) return;
    let told = this.told.get(client.sessionId);
    if (!told) {
      // It comes back (reconnecting) and gets the game in full right after: a part is no use.
      if (!update.full) return;
      told = new SpyTold();
      this.told.set(client.sessionId, told);
    }
    const wire = told.compact(update);
    if (wire) client.send(SpyServerMessage.update, wire);
  }

  private receiver(sessionId: string) {
    const seats = this.seats.lobby.seatsOf(sessionId);
    const stage = this.game?.stage ?? 'lobby';
    return { seats, botSeats: seats.filter((s) => this.seats.botPlays(s, stage)) };
  }

  /** The next bot input, after the bot delay, if a bot's seat may act now. */
  private scheduleBots(): void {
    if (this.botTimer || !this.game || this.disposed) return;
    if (this.nextBotSeat() === undefined) return;
    this.botTimer = setTimeout(() => {
      this.botTimer = undefined;
      void this.queue.push(() => this.botTurn());
    }, this.deps.config.botPauseMs);
  }

  private nextBotSeat(): number | undefined {
    const game = this.game;
    if (!game || game.stage === 'over') return undefined;
    return waitingFor(game).find((s) => this.seats.botPlays(s, game.stage));
  }

  private async botTurn(): Promise<void> {
    if (this.disposed || this.closing) return;
    const seat = this.nextBotSeat();
    const game = this.game;
    if (seat === undefined || !game || !this.bots) return;
    const bot = seat === 0 ? this.bots.security : this.bots.spies;
    let action: Action;
    try {
      action = bot.act(game, seat);
    } catch (error) {
      this.log.error({ err: error, seat }, 'bot threw');
      action = this.harmless(game, seat);
    }
    const refusal = (e: ErrorReply) =>
      this.log.warn({ seat, code: e.code, reason: e.message }, 'bot input refused');
    if (!(await this.run(seat, action, refusal))) await this.run(seat, this.harmless(game, seat), refusal);
    this.scheduleBots();
  }

  private harmless(game: AsymState, seat: number): Action {
    return fallbackInput(legalActions(game, seat)) as Action;
  }

  private stored(client: Client, about: string, write: () => Promise<void>): Promise<boolean> {
    return write().then(
      () => true,
      (error) => {
        this.log.error({ err: error, type: about }, 'storage write failed');
        this.sendError(client, about, { code: 'server/storage', message: 'Could not save that; try again.' });
        return false;
      },
    );
  }

  private sendSeats(client: Client, tokens: Record<number, string>, refused: number[] = []): void {
    const payload: SeatsPayload = {
      code: this.roomId,
      seats: this.seats.lobby
        .seatsOf(client.sessionId)
        .map((seat) => (tokens[seat] ? { seat, token: tokens[seat] } : { seat })),
      ...(refused.length > 0 ? { refused } : {}),
    };
    client.send(ServerMessage.seats, payload);
  }

  protected override sendError(client: Client, about: string, error: ErrorReply): void {
    super.sendError(client, about, error);
    this.deps.metrics.refused(error.code);
  }

  private tellDisplaced(displaced: readonly Displacement[]): void {
    for (const { sessionId, seats, reason } of displaced) {
      const old = this.clients.getById(sessionId);
      if (!old) continue;
      old.send(ServerMessage.seatsMoved, { seats, reason });
      this.sendSeats(old, {});
      this.sendGame(old);
    }
  }

  private syncedPhase = 'lobby';

  private syncLobby(): void {
    this.syncedPhase = this.phase();
    encodeInto(spyLobbyShape, this.state, this.lobbyWire());
  }

  private lobbyWire(): SpyLobbyWire {
    const lobby = this.seats.lobby;
    return {
      code: this.roomId,
      phase: this.phase(),
      host: lobby.host,
      members: membersWire(lobby),
      seats: lobby.seats.map((seat, index) => ({
        index,
        side: sideOf(index),
        holder: seat.holder,
        name: seat.name,
        connected:
          seat.bot !== null || (seat.holder !== null && (lobby.members.get(seat.holder)?.connected ?? false)),
        status: this.seats.seatStatus(index),
        standIn: seat.standIn,
        bot: this.seats.bots[index] ?? 'off',
      })),
    };
  }

  /** Stores the lobby (or the started game's seats), then shows it: what a player saw survives a crash. */
  private async afterLobbyChange(): Promise<void> {
    if (this.seats.phase === 'lobby') {
      this.saver.save();
      await this.saver.flush();
    } else await this.seatsWriter.save(this.deps.storage, this.roomId, this.seats.storedSeats(), this.log);
    this.syncLobby();
    this.broadcastPatch();
    void this.updateMetadata();
  }

  private leaveMemoryIfEmpty(): void {
    if (this.clients.length > 0) return;
    this.log.info('idle room leaves memory');
    void this.disconnect();
  }

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

  /** The game's stage as everyone may know it: the security side's (securityFeed.ts). */
  private phase(): AsymState['stage'] | 'lobby' {
    return this.game ? (this.feed?.state ?? this.game).stage : 'lobby';
  }

  private async updateMetadata(): Promise<void> {
    const lobby = this.seats.lobby;
    const metadata: RoomMetadata = {
      phase: this.phase(),
      seats: lobby.seats.length,
      taken: lobby.seats.filter((_, i) => lobby.seatStatus(i) !== 'free' || this.seats.bots[i] === 'on')
        .length,
      game: 'spies',
    };
    const current = this.metadata;
    if (
      current &&
      current.phase === metadata.phase &&
      current.seats === metadata.seats &&
      current.taken === metadata.taken
    )
      return;
    await this.setMetadata(metadata).catch((error) =>
      this.log.warn({ err: error }, 'metadata update failed'),
    );
  }
}

export function defineSpyRoom(deps: RoomDeps): new () => SpyRoom {
  class BoundSpyRoom extends SpyRoom {
    protected override readonly deps = deps;
  }
  return BoundSpyRoom;
}

export type { ChatLine };
