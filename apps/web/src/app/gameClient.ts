/**
 * What a game brings to the shell besides the heist's own screens: how its messages are read
 * (its frames, reduced into its state), its words on the home page, its keys, and its screen
 * (lobby extras, board, panel), loaded in a chunk of its own. The session, the network, the
 * seat memory, the banner, toasts, keys overlay, seat notices, invites and language are the
 * shell's; a game's screen reaches them only through PlayServices. A game is added by listing
 * its GameClient (games.ts, or a test build's own list): nothing in the shell changes.
 */
import type { ChatLine, ReplayPayload } from '@safecrackers/protocol/wire';
import type { Locale } from '../i18n/locales.js';
import type { GameFrames } from '../net/connection.js';
import type { ReplayGame } from '../replay/replayGame.js';
import type { Toast } from '../store/state.js';
import type { HelpKey } from '../ui/help.js';
import type { RulesSource } from '../ui/rules/rulesBook.js';

/** What a game's screen may ask of the shell. `Out`: the messages the game sends, with payloads. */
export interface PlayServices<Out> {
  /** Sends; false when it could not go (reconnecting: the shell has told the player). */
  send<N extends keyof Out & string>(name: N, payload: Out[N]): boolean;
  toast(text: string, tone?: Toast['tone']): void;
  /** Leaves the game for good, back to the home page. */
  /** `ask`: from a game under way, the player is asked first (issue 33: a stray tap never leaves). */
  leave(ask?: boolean): void;
  /** Copies to the clipboard and says so; `what` 'code' names the code in the toast. */
  copy(text: string, what: string): void;
  language(locale: Locale): void;
  /** Opens the keys and help overlay. */
  help(): void;
  /** Opens the game's rules book, at a topic or at the top (games with rules only). */
  rules?: (topic: string | null) => void;
  /** The seat link was seen and put away. */
  linkSeen(): void;
  /** Whether this browser has finished or skipped the game's first-game guide; and that it has. */
  guideDone(): boolean;
  finishGuide(): void;
}

/** What a game's screen is shown: its own state and the room around it. */
export interface PlayInput<State> {
  state: State;
  code: string;
  sessionId: string;
  mySeats: number[];
  online: boolean;
  chat: ChatLine[];
  /** The link that opens this browser's seats elsewhere, while it is to be shown. */
  seatLink: string | null;
}

export interface PlayScreen<State> {
  readonly el: HTMLElement;
  update(input: PlayInput<State>): void;
  /** A key press the shell left to the game (it keeps '?' and Esc for its overlays); true when used. */
  key(event: KeyboardEvent): boolean;
  /** Drawn again in another language. */
  relabel(): void;
  dispose(): void;
}

export interface GameClient<State = unknown, Out = Record<string, unknown>> {
  /** The server's name for the game (a room lookup says it). */
  readonly game: string;
  /** Its frames are `{ type: 'play', frame }` NetEvents for `reduce`. */
  readonly frames: GameFrames;
  reduce(state: State | null, frame: unknown): State;
  /** The game has ended: this browser's list moves it among the finished ones. */
  over(state: State): boolean;
  /**
   * The turn that waits on `mySeats` now, named uniquely within the game (for the "your turn"
   * alert of app/turnAlert.ts); null when none does; undefined while the game is not known yet.
   */
  yourTurn?(state: State, mySeats: number[]): string | null | undefined;
  /** Its words on the home page and in the list of this browser's games. */
  title(): string;
  tagline(): string;
  createLabel(): string;
  /** Its keys, for the keys overlay. */
  keys(): HelpKey[];
  /** Its rules, for the rules book every game has. */
  readonly rules?: RulesSource;
  screen(services: PlayServices<Out>): Promise<PlayScreen<State>>;
  /** A finished game's replay page (its setup and input log, as the server stored them). */
  replay(data: ReplayPayload<unknown, unknown>): Promise<ReplayGame>;
}

/** A game of any kind, as the shell keeps them side by side. */
// biome-ignore lint/suspicious/noExplicitAny: the shell holds clients of every State and Out.
export type AnyGameClient = GameClient<any, any>;
