/**
 * A bot crewmate never sees more than its seat's player would (issue 16): what the room gives
 * it to choose from is exactly the seat's legal actions and `viewFor(state, seat)`, and that
 * holds none of the state's secrets (face-down tiles, deck orders, the generator, the seed).
 */
import { type Bot, Crewmate } from '@safecrackers/bots';
import {
  type Action,
  actingSeat,
  apply,
  createGame,
  legalActions,
  type PlayerView,
  viewFor,
} from '@safecrackers/rules';
import { describe, expect, it } from 'vitest';
import { botInput } from '../src/games/heist/heistBots.js';
import { secretsIn } from './support/secrets.js';

class SpyBot implements Bot {
  readonly seen: Array<{ legal: readonly Action[]; view: PlayerView }> = [];
  constructor(private readonly inner: Bot) {}
  choose(legal: readonly Action[], view: PlayerView): Action {
    this.seen.push({ legal, view });
    return this.inner.choose(legal, view);
  }
}

describe('what a bot crewmate sees', () => {
  it.each(['office', 'bank', 'fortknox'] as const)(
    'in a whole %s heist: its seat legal actions and view, and no secret',
    (scenario) => {
      const seed = `crew-view-${scenario}-seed`;
      let state = createGame({ scenario, seed, seats: [0, 1, 2].map((s) => ({ name: `Bot ${s + 1}` })) });
      const bots = [0, 1, 2].map((s) => new SpyBot(new Crewmate('steady', `view-${s}`)));
      let inputs = 0;
      while ((state.phase === 'setup' || state.phase === 'playing') && inputs < 3000) {
        const seat = actingSeat(state);
        const spy = bots[seat]!;
        const action = botInput(spy, state, seat)!;
        const seen = spy.seen.at(-1)!;
        expect(seen.legal).toEqual(legalActions(state, seat));
        expect(seen.view).toEqual(viewFor(state, seat));
        expect(seen.view.viewer).toBe(seat);
        expect(secretsIn(`input ${inputs}`, seen, state, seed)).toEqual([]);
        const result = apply(state, seat, action);
        expect(result.ok).toBe(true);
        state = (result as Extract<typeof result, { ok: true }>).state;
        inputs++;
      }
      expect(['won', 'lost']).toContain(state.phase);
    },
    60_000,
  );
});
