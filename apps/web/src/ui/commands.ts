/** What the DOM panels ask for. main.ts implements these; panels never touch the network. */
import type { BotLevel, ChatChannel } from '@safecrackers/protocol/wire';
import type { Action, CharacterId, ScenarioId, Side } from '@safecrackers/rules';
import type { Locale } from '../i18n/locales.js';
import type { UiState } from '../store/state.js';
import type { AlertControls } from './alertSettings.js';

export interface HeistOptions {
  scenario: ScenarioId;
  seats: number;
  stealth: number;
  randomWalls: boolean;
  advancedSides: boolean;
  assignment: 'chosen' | 'random';
}

export interface LobbyCommands {
  configure(change: Partial<Omit<HeistOptions, 'seats'>>): void;
  seatCount(count: number): void;
  claim(seat: number): void;
  release(seat: number): void;
  /** A seat's character. Its side stays: a side tapped a moment earlier must not be undone. */
  pickCharacter(seat: number, character: CharacterId | null): void;
  /** A seat's side. Its character stays, even one picked a moment ago and not yet echoed. */
  pickSide(seat: number, side: Side): void;
  ready(ready: boolean): void;
  start(): void;
  /** Host: free the seat of a player who left for good. */
  free(seat: number): void;
  /** Host: a bot plays a free seat (or, in a started heist, the seat of a player who left for good). */
  addBot(seat: number, level: BotLevel): void;
  /** Host, in the lobby: the bot leaves its seat. */
  removeBot(seat: number): void;
}

export interface SeatCommands {
  /** Take back, in this tab, the seats another tab or device of ours plays. */
  playHere(): void;
  /** Give the seat of a player who left for good to someone here (a session id). */
  handOver(seat: number, to: string): void;
  /** The link that opens this browser's seats on another device was seen and put away. */
  linkSeen(): void;
}

/** A game besides the heist as the home page offers it. */
export interface OtherGame {
  game: string;
  /** Its rules book, when it has one (the home page opens it). */
  rules?: unknown;
  title(): string;
  tagline(): string;
  createLabel(): string;
}

export interface Commands {
  /** A new room of a game other than the heist (app/gameClient.ts), by its name. */
  createGame(game: string, name: string): void;
  createHeist(name: string, options: HeistOptions): void;
  joinHeist(name: string, code: string): void;
  rejoin(code: string): void;
  forget(code: string): void;
  leave(): void;
  lobby: LobbyCommands;
  seats: SeatCommands;
  /** An intent or an answer, from a button or a dialog. */
  act(action: Action): void;
  /** A chat line; false when it could not go now (reconnecting: the player has been told). */
  chat(channel: ChatChannel, text: string): boolean;
  /** The log's lines before the oldest held, from the room (the heist's log pages, issue 33). */
  earlierLog(): void;
  ui(change: Partial<UiState>): void;
  skipAnimations(): void;
  /** The board's zoom buttons: step in, step out, or back to the fitted view. */
  zoom(how: 'in' | 'out' | 'fit'): void;
  copy(text: string, what: string): void;
  /** Opens the rules reference, at a topic ('tile:safe', 'tool:crowbar'...) or at the top. */
  rules(topic: string | null): void;
  /** Opens the rules book of another game (from the home page). */
  rulesOf(game: string): void;
  /** Shows the game in another language (loading its catalogue first), and remembers it. */
  language(locale: Locale): void;
  /** The first-heist guide: show a step, or put it away for good (null). */
  guide(step: number | null): void;
  /** The player's "your turn" alerts: a sound, a browser notification. */
  alerts: AlertControls;
}
