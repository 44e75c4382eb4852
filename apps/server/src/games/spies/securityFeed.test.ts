import { SecurityBot, SpyBot } from '@safecrackers/asym-bots';
import {
  type Action,
  type AsymEvent,
  type AsymSetup,
  type AsymState,
  apply,
  createGame,
  eventsFor,
  waitingFor,
} from '@safecrackers/asym-rules';
import { describe, expect, it } from 'vitest';
import { hiddenWindowOpen, restoredFeed, SecurityFeed } from './securityFeed.js';

/** A seed whose bot game (3 spies) reaches a dog tie, a hidden window, at input 121. */
const SEED = 'hw14';

function setup(): AsymSetup {
  return {
    mode: 'asym',
    mission: 'mansion',
    seed: SEED,
    seats: [
      { name: 'Security', side: 'security' },
      { name: 'A', side: 'spy' },
      { name: 'B', side: 'spy' },
      { name: 'C', side: 'spy' },
    ],
  };
}

/** The bots' game up to the first hidden window, each input with its events. */
function untilHiddenWindow() {
  const created = createGame(setup());
  if (!created.ok) throw new Error(created.error.message);
  const states: AsymState[] = [created.state];
  const log: Array<{ seat: number; action: Action; events: AsymEvent[] }> = [];
  const bots = { security: new SecurityBot(SEED), spies: new SpyBot(SEED) };
  let state = created.state;
  while (!hiddenWindowOpen(state)) {
    if (state.stage === 'over' || log.length > 2_000) throw new Error('no hidden window in this game');
    const seat = waitingFor(state)[0] as number;
    const action = (seat === 0 ? bots.security : bots.spies).act(state, seat);
    const r = apply(state, seat, action);
    if (!r.ok) throw new Error(r.error.message);
    log.push({ seat, action, events: r.events });
    states.push(r.state);
    state = r.state;
  }
  return { log, states, state };
}

describe('the security side’s feed (issue 29: A-R15.7, A-R15.8)', () => {
  const game = untilHiddenWindow();

  it('A-R15.8 stands still while a spy prompt of security’s turn is owed, then tells it all at once', () => {
    const feed = new SecurityFeed(game.states[0] as AsymState, 1_000);
    let heard: AsymEvent[] | null = [];
    for (const [i, input] of game.log.entries())
      heard = feed.advance(game.states[i + 1] as AsymState, input.events);
    expect(heard).toBeNull();
    const opened = game.log.length - 1;
    expect(game.log[opened]?.seat).toBe(0);
    // Security still holds the state from before its input that opened the window.
    expect(feed.state).toBe(game.states[opened]);
    // Any spy answers the tie; security then hears its own input's announcements and the dog's run together.
    const answer = { type: 'answer', prompt: 'dogTarget', target: { kind: 'spy', seat: 1 } } as Action;
    const options = game.state.pending?.kind === 'dogTarget' ? game.state.pending.options : [];
    const target = options[0] as { kind: 'spy'; seat: number };
    const r = apply(game.state, 1, { ...answer, target } as Action);
    if (!r.ok) throw new Error(r.error.message);
    const closed = feed.advance(r.state, r.events);
    expect(closed).toEqual([
      ...eventsFor(game.log[opened]?.events ?? [], null),
      ...eventsFor(r.events, null),
    ]);
    expect(feed.state).toBe(r.state);
    expect(feed.recent().slice(-(closed?.length ?? 0))).toEqual(closed);
  });

  it('A-R16.5 a game restored inside the window gives security the same feed as the live room had', () => {
    const live = new SecurityFeed(game.states[0] as AsymState, 1_000);
    for (const [i, input] of game.log.entries()) live.advance(game.states[i + 1] as AsymState, input.events);
    const restored = restoredFeed(
      setup(),
      game.log.map(({ seat, action }) => ({ seat, action })),
      game.state,
      1_000,
    );
    expect(restored.state).toEqual(live.state);
    // What each would tell security when the window closes with no further events.
    const after = { ...game.state, pending: null };
    expect(restored.advance(after, [])).toEqual(live.advance(after, []));
  });

  it('a feed outside a hidden window is the state itself', () => {
    const before = game.states.at(-2) as AsymState;
    expect(hiddenWindowOpen(before)).toBe(false);
    expect(restoredFeed(setup(), [], before, 10).state).toBe(before);
  });
});
