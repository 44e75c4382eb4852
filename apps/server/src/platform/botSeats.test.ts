import { type SecretAction, type SecretState, secretNumbers } from '@safecrackers/test-game';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { type BotRoom, BotSeats } from './botSeats.js';

const silent = pino({ level: 'silent' });

interface TestRoom {
  state: SecretState;
  played: Array<{ seat: number; action: SecretAction }>;
  fallbacks: number[];
  room: BotRoom<SecretState, SecretAction>;
}

/** A room of secret numbers (the tests' own game) whose seats bots may play. */
function room(over: Partial<BotRoom<SecretState, SecretAction>> = {}): TestRoom {
  const created = secretNumbers.createGame({ seed: 'bots', seats: [{ name: 'A' }, { name: 'B' }] });
  if (!created.ok) throw new Error(created.error.message);
  const played: Array<{ seat: number; action: SecretAction }> = [];
  const fallbacks: number[] = [];
  const r: TestRoom = {
    state: created.state,
    played,
    fallbacks,
    room: {
      game: () => r.state,
      waitingFor: (state: SecretState) => secretNumbers.waitingFor(state),
      botAt: () => 'steady',
      // The first guess it can make: a bot that plays fast and ends the game.
      bot: () => ({
        act: (state: SecretState, seat: number) => secretNumbers.legalActions(state, seat).at(-1) ?? null,
      }),
      fallback: (seat: number) => {
        fallbacks.push(seat);
        return secretNumbers.legalActions(r.state, seat)[0] ?? null;
      },
      watched: () => true,
      submit: async (seat: number, action: SecretAction) => {
        const result = secretNumbers.apply(r.state, seat, action);
        if (!result.ok) return false;
        r.state = result.state;
        played.push({ seat, action });
        return true;
      },
      ...over,
    },
  };
  return r;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

describe('bots as seats', () => {
  it('play the seats the game waits for, through the room, until the game is over', async () => {
    const r = room();
    new BotSeats(r.room, 0, silent).wake();
    await expect.poll(() => r.state.winner, { timeout: 2000 }).not.toBeNull();
    expect(r.played[0]).toEqual({ seat: 0, action: { type: 'guess', value: 9 } });
  });

  it('give a setup nobody waits to see at once, and play at the room’s pace otherwise', async () => {
    const unpaced = room({ paced: () => false });
    new BotSeats(unpaced.room, 60_000, silent).wake();
    await expect.poll(() => unpaced.state.winner, { timeout: 2000 }).not.toBeNull();
    const paced = room({ paced: () => true });
    const bots = new BotSeats(paced.room, 60_000, silent);
    bots.wake();
    await settle();
    expect(paced.played).toEqual([]);
    bots.stop();
  });

  it('keep a whole bot turn within the turn budget: its pauses end once the budget is spent', async () => {
    // A pause of a minute per input, but a turn budget of none: the turn goes at once.
    const budgeted = room({ turnOf: () => 'the-turn' });
    new BotSeats(budgeted.room, 60_000, silent, 0).wake();
    await expect.poll(() => budgeted.state.winner, { timeout: 2000 }).not.toBeNull();
    // The same budget outside a counted turn (turnOf null) leaves the room's pace alone.
    const uncounted = room({ turnOf: () => null });
    const bots = new BotSeats(uncounted.room, 60_000, silent, 0);
    bots.wake();
    await settle();
    expect(uncounted.played).toEqual([]);
    bots.stop();
  });

  it('do not play to an empty room', async () => {
    const r = room({ watched: () => false });
    new BotSeats(r.room, 0, silent).wake();
    await settle();
    expect(r.played).toEqual([]);
  });

  it('after a refused input, give the game’s fallback input at once', async () => {
    let refuseNext = true;
    const r = room();
    const submit = r.room.submit;
    r.room.submit = async (seat, action) => {
      if (refuseNext) {
        refuseNext = false;
        return false;
      }
      return submit(seat, action);
    };
    new BotSeats(r.room, 0, silent).wake();
    await expect.poll(() => r.state.winner, { timeout: 2000 }).not.toBeNull();
    expect(r.fallbacks).toEqual([0]);
    expect(r.played[0]).toEqual({ seat: 0, action: { type: 'ask', above: 1 } });
  });

  it('stop after ten refusals in a row, until the next wake', async () => {
    let tries = 0;
    const r = room({
      submit: async () => {
        tries++;
        return false;
      },
    });
    const bots = new BotSeats(r.room, 0, silent);
    bots.wake();
    await expect.poll(() => tries, { timeout: 2000 }).toBe(10);
    await settle();
    expect(tries).toBe(10);
    bots.wake();
    await expect.poll(() => tries, { timeout: 2000 }).toBe(20);
    await settle();
    expect(tries).toBe(20);
    bots.stop();
    bots.wake();
    await settle();
    expect(tries).toBe(20);
  });
});
