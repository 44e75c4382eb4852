/**
 * What a game brings to the platform's one room (GameRoom.ts): its engine, its seats and lobby
 * options, its messages, how its game reaches each receiver (a GameSession per room), its bots,
 * how its records read back from storage, and its words. The platform owns everything else:
 * seats and tokens, presence and reconnection, hand-over, the serial queue and input guards,
 * chat, storage and restore, spectators, metadata, idle rooms. Adding a game is writing one of
 * these and listing it where the server is made (games/index.ts); no platform file changes.
 */
import type { Client } from '@colyseus/core';
import type { GameEngine, Input, SeatBot } from '@safecrackers/engine-kit';
import type { ChatChannel, SeatStatus } from '@safecrackers/protocol';
import type { Shape } from '@safecrackers/protocol/state';
import type { z } from 'zod';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import type { StoredSeats } from '../storage/index.js';
import type { LobbyRecord } from '../storage/lobbyRecord.js';
import type { ErrorReply } from './GuardedRoom.js';
import type { Arrival, Lobby, LobbyResult, SeatClaim } from './lobby.js';

/** The types one game is made of. */
export interface GameTypes {
  /** The setup as stored: the engine's, plus whatever the room keeps with it (bot modes). */
  stored: unknown;
  setup: unknown;
  state: object;
  action: unknown;
  event: unknown;
  seats: GameSeats<unknown, unknown>;
}

/**
 * A game's seats: the platform's Lobby (members, tokens, host) and what the game adds: its
 * options, its data of each seat (kept in the lobby's `Seat.extra`), its own start problems
 * (`Lobby.canStart`'s seat check) and its fields of the stored record (platform/lobbyRecord.ts).
 */
export interface GameSeats<Stored, State> {
  readonly lobby: Lobby;
  /** A member arrives (a join): reclaims what its tokens prove, maybe takes a free seat. */
  arrive(sessionId: string, name: string, claims: readonly SeatClaim[]): Arrival;
  /** "Play here": the seats these tokens prove are played from this connection again. */
  reclaimAll(sessionId: string, claims: readonly SeatClaim[]): Omit<Arrival, 'fresh'>;
  claim(sessionId: string, seat: number): LobbyResult<{ token: string }>;
  handOver(sessionId: string, seat: number, to: string): LobbyResult<{ token: string }>;
  setSeatCount(sessionId: string, count: number): LobbyResult;
  canStart(sessionId: string): LobbyResult;
  /** The setup the lobby describes, as stored. */
  toSetup(seed: string): Stored;
  seatStatus(index: number): SeatStatus;
  /** Not free for a newcomer (listing): a player's, a bot's, or waiting for its token. */
  isTaken(index: number): boolean;
  /** The level of the bot that gives the seat's inputs in `state` now; null: a person does. */
  botAt(seat: number, state: State): string | null;
  /** What storage keeps of a started game's seats. */
  stored(): StoredSeats;
  /** What storage keeps of the lobby before the start (platform/lobbyRecord.ts `toLobbyRecord`). */
  toRecord(): LobbyRecord;
}

/** What a game's message handlers and its session may ask of their room. */
export interface RoomContext<T extends GameTypes> {
  readonly code: string;
  readonly log: Logger;
  readonly config: Config;
  readonly seats: T['seats'];
  game(): T['state'] | null;
  /** Inputs applied so far. */
  version(): number;
  clients(): readonly Client[];
  client(sessionId: string): Client | undefined;
  sendError(client: Pick<Client, 'send'>, about: string, error: ErrorReply): void;
  /** A lobby change's result: refused to the sender, or stored and shown; then `thenTell`. */
  lobbyChanged(
    client: Client,
    about: string,
    result: LobbyResult<unknown>,
    thenTell?: () => void,
  ): Promise<void>;
  /** A client's input for a seat it holds (or the one that may act): the room's one input path. */
  input(client: Client, about: string, action: T['action'], seatHint: number | undefined): Promise<void>;
  /** The game in full to one client again (its seats or their bots changed). */
  sendGame(client: Client): void;
  /** Looks whether a bot is to act now. */
  wakeBots(): void;
  /** The game's stored inputs, from the first (a session rebuilding what came before a snapshot). */
  storedInputs(): Promise<ReadonlyArray<Input<T['action']>>>;
}

/** One of the game's own messages: its schema, and its handler (given checked payloads only). */
export interface GameMessage<T extends GameTypes> {
  readonly name: string;
  readonly schema: z.ZodType;
  handle(room: RoomContext<T>, client: Client, payload: never): void | Promise<void>;
}

/** Types a game message's handler by its schema. */
export function gameMessage<T extends GameTypes, S extends z.ZodType>(
  name: string,
  schema: S,
  handle: (room: RoomContext<T>, client: Client, payload: z.output<S>) => void | Promise<void>,
): GameMessage<T> {
  return { name, schema, handle: handle as GameMessage<T>['handle'] };
}

/** A stored game brought back: where the replay starts and the inputs after that. */
export interface Restoring<T extends GameTypes> {
  setup: T['stored'];
  /** Inputs applied before `state` (a snapshot's index, or 0). */
  from: number;
  /** The inputs replayed to get here from `from` on. */
  tail: ReadonlyArray<Input<T['action']>>;
}

/**
 * How one room's game reaches its receivers, and what the game keeps beside its engine state
 * (recent events, what each receiver was told, a hidden side's feed).
 */
export interface GameSession<T extends GameTypes> {
  /** A restore starts from a snapshot: what the session saved with it (`saved()`), before the replay. */
  resumeFrom?(saved: unknown): void;
  /** An input replayed on restore, before `begin`: its events (for the recent events). */
  replayed?(version: number, events: readonly T['event'][]): void;
  /** The game began (`restoring`: it came back from storage); publication starts. */
  begin(state: T['state'], setup: T['stored'], restoring?: Restoring<T>): void;
  /** Everything a client is to have of the game now: joining, coming back, its seats changed. */
  sendGame(client: Client): void;
  /** A client's seats changed (play here, a hand-over): what it holds privately, again. */
  seatsChanged(client: Client): void;
  /** After an accepted input: each receiver's update. */
  publish(input: Input<T['action']>, events: readonly T['event'][]): void;
  /**
   * `log/before`: the log's lines before input `before` that this client may see, one page
   * (absent: the game's join tail is all there is, and the room says so).
   */
  logBefore?(client: Client, seated: boolean, before: number): Promise<void>;
  /** A client went: whatever comes back starts from the game in full. */
  forget(sessionId: string): void;
  /** The game's phase as anyone may know it (the lobby state and the listing show it). */
  phase(): string;
  /** Milliseconds to hold this input's result back before anyone hears of it (A-R15.8). */
  holdFor?(events: readonly T['event'][], now: number): number;
  /** Whether what a client holding these seats sends now waits (a hidden window, A-R15.7). */
  holds?(seats: readonly number[]): boolean;
  /** The bot playing `seat` at `level`. */
  bot(seat: number, level: string): SeatBot<T['state'], T['action'] | null>;
  /** An input a bot falls back on when its own was refused (the `attempt`th time in a row). */
  fallback(seat: number, attempt: number): T['action'] | null;
  /** Whether bots' inputs in this state go at the room's pace (absent: always); false: setup, at once. */
  botPaced?(state: T['state']): boolean;
  /**
   * The bot turn a state belongs to, which people wait for as one (its pauses together stay
   * within BOT_TURN_MS); null or absent: every input at the room's pace.
   */
  botTurn?(state: T['state']): string | null;
  /** What a snapshot keeps beside the state (`Restoring.saved`). */
  saved?(): unknown;
}

/** A private chat channel: who speaks on it for which seat (null: it may not). */
export interface SideChannel {
  channel: Exclude<ChatChannel, 'table'>;
  speaker(seats: readonly number[]): number | null;
}

export interface GameModule<T extends GameTypes> {
  /** The game's kind, as the listing and the welcome name it. */
  readonly kind: string;
  /** The Colyseus room name clients create and join it under. */
  readonly roomName: string;
  readonly engine: GameEngine<T['setup'], T['state'], T['action'], unknown, T['event']>;
  /** How its log lines and replies name the game ("heist", "game"). */
  readonly noun: string;
  /** Whether a stored record (a started game's setup, or a lobby) is this game's. */
  owns(setup: unknown, lobby: unknown): boolean;
  /** A stored setup read back: this game's, checked; null when it is not. */
  readSetup(raw: unknown): T['stored'] | null;
  /** A stored input read back, checked; null when it is not one of this game's. */
  readInput(raw: { seat: number; action: unknown }): Input<T['action']> | null;
  /** The engine's setup from a stored one. */
  engineSetup(stored: T['stored']): T['setup'];
  newSeats(): T['seats'];
  /**
   * A stored lobby read back as this game's seats, checked (its own part with its own schemas,
   * platform/lobbyRecord.ts `restoreLobby`): its players gone, in grace for `graceMs`. Throws
   * LobbyRecordError when the record does not read.
   */
  seatsFromRecord(raw: unknown, graceMs: number): { seats: T['seats']; record: LobbyRecord };
  seatsRestored(setup: T['stored'], seats: StoredSeats, graceMs: number): T['seats'];
  /** The room state's shape (the lobby as every member sees it) and its contents. */
  readonly lobbyShape: Shape;
  lobbyWire(code: string, seats: T['seats'], phase: string): unknown;
  readonly messages: ReadonlyArray<GameMessage<T>>;
  session(room: RoomContext<T>): GameSession<T>;
  /** Engine states a restore can start from instead of replaying the whole log. */
  readonly snapshots?: {
    readonly format: number;
    save(state: T['state']): unknown;
    load(format: number, raw: unknown): T['state'] | null;
  };
  readonly sideChannel?: SideChannel;
  /** What the room listing adds for the invite screen (building, players). */
  listing?(seats: T['seats'], state: T['state'] | null): { scenario?: string; players?: string[] };
  /** A stored game's listing when it is not in memory (finished): seats and the same extras. */
  storedListing(setup: T['stored']): { seats: number; scenario?: string; players?: string[] };
  /** The state's hash, for the logs (operators and the restart tests compare it). */
  stateHash(state: T['state']): string;
}

/** Any game's module, as the server lists them. */
// biome-ignore lint/suspicious/noExplicitAny: a list of games of different types
export type AnyGameModule = GameModule<any>;
