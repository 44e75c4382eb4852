/**
 * What the replay page (replayPage.ts) needs of a game: its steps (the start, then one per
 * input), their turns and captions, its result, its board, and what stayed hidden during play.
 * Each game brings one (heistReplay.ts, spies/spiesReplay.ts); the page, its controls, keys and
 * links are the same for every game.
 */
export interface ReplayGame {
  readonly code: string;
  /** The page's title. */
  readonly title: string;
  /** The last step (the number of inputs). */
  readonly last: number;
  /** The game's turn at a step, and its words ("Turn 3"). */
  turnOf(step: number): number;
  turnText(step: number): string;
  /** The first step of a turn (the jump box). */
  stepOfTurn(turn: number): number;
  /** How it ended, in words; `good`: the table's colours (the crew won, the spies did). */
  outcome(): { text: string; good: boolean };
  /** What happened at a step, in words. */
  caption(step: number): string;
  /** Puts the board in `host`. */
  mount(host: HTMLElement): Promise<void>;
  /**
   * Shows a step: animated when it is the step after the one shown (`forward`), at once
   * otherwise; `unveiled`: with everything that stayed hidden (the last step only).
   */
  show(step: number, how: { forward: boolean; fast: boolean; unveiled: boolean }): void;
  /** Skips what the board is animating (a tap on it). */
  skip(): void;
  /** What stayed hidden, for the last step; null when the board shows it already. */
  truth(): HTMLElement | null;
}
