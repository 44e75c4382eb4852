/**
 * What the security side (the security seat and every spectator) has been shown of a spies
 * game: the state its view and legal inputs come from, and the announcements it has heard.
 *
 * A prompt the spies owe during security's own turn (the dog's tie in phase 3, a spy brought
 * out by Search) is hidden from security (A-R15.7, A-R15.8): in a twin game without the prompt
 * the input that opened the spy window resolves it at once and security learns the outcome
 * when the window closes. So while such a window stays open the feed stands still: security
 * keeps the state from before the input that opened it, the announcements made meanwhile are
 * held, and all of them go out together when the window closes.
 */
import {
  type Action,
  type AsymEvent,
  type AsymSetup,
  type AsymState,
  apply,
  eventsFor,
  replay,
} from '@safecrackers/asym-rules';

/** A spy window of security's turn that waits for a spy's answer. */
export function hiddenWindowOpen(state: AsymState): boolean {
  return state.pending !== null && state.stage !== 'spies';
}

export class SecurityFeed {
  private shown: AsymState;
  private heard: AsymEvent[] = [];
  private held: AsymEvent[] = [];

  /** `shown`: the state security last saw; `held`: announcements since, not yet sent. */
  constructor(
    shown: AsymState,
    private readonly limit: number,
    held: readonly AsymEvent[] = [],
  ) {
    this.shown = shown;
    this.held = eventsFor(held, null);
  }

  /** The state security's view and legal inputs come from. */
  get state(): AsymState {
    return this.shown;
  }

  /**
   * Takes the state after an input and its events. Returns the announcements security hears
   * now, or null while a hidden window keeps the feed still.
   */
  advance(state: AsymState, events: readonly AsymEvent[]): AsymEvent[] | null {
    this.held.push(...eventsFor(events, null));
    if (hiddenWindowOpen(state)) return null;
    const now = this.held;
    this.held = [];
    this.shown = state;
    if (this.limit > 0) {
      this.heard.push(...now);
      const excess = this.heard.length - this.limit;
      if (excess > 0) this.heard.splice(0, excess);
    }
    return now;
  }

  /** The announcements a joiner hears: the last ones security was told, never held ones. */
  recent(): AsymEvent[] {
    return this.heard.slice();
  }
}

/**
 * The feed of a game brought back from its log. A hidden window still open was opened by
 * security's last input (security gives none while one is open); every input after it answered
 * the spies' prompts. Security was shown the state before that input, and hears the rest when
 * the window closes.
 */
export function restoredFeed(
  setup: AsymSetup,
  log: ReadonlyArray<{ seat: number; action: Action }>,
  state: AsymState,
  limit: number,
): SecurityFeed {
  if (!hiddenWindowOpen(state)) return new SecurityFeed(state, limit);
  let opened = log.length - 1;
  while (opened > 0 && log[opened]?.seat !== 0) opened--;
  const before = replay(setup, log.slice(0, opened));
  if (!before.ok)
    throw new Error(`the log does not replay to input ${before.index}: ${before.error.message}`);
  const held: AsymEvent[] = [];
  let at = before.state;
  for (const input of log.slice(opened)) {
    const r = apply(at, input.seat, input.action);
    if (!r.ok) throw new Error(`the log does not replay: ${r.error.message}`);
    held.push(...r.events);
    at = r.state;
  }
  return new SecurityFeed(before.state, limit, held);
}
