import { BOT_LEVELS as SPIES_LEVELS, SLIP_CHANCE as SPIES_SLIPS } from '@safecrackers/asym-bots';
import { createGame } from '@safecrackers/asym-rules';
import { CREW_LEVELS, SLIP_CHANCE as CREW_SLIPS } from '@safecrackers/bots';
import { BOT_LEVELS } from '@safecrackers/protocol';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../index.js';
import { SpyLobby } from './spyLobby.js';

/** Security (host, in person), a spy in person, a free spy seat the bot plays. */
function threeSeats() {
  const l = new SpyLobby();
  l.arrive('sec', 'Sec', []);
  expect(l.setSeatCount('sec', 3).ok).toBe(true);
  const spy = l.arrive('spy', 'Spy', []).fresh!;
  expect(spy.seat).toBe(1);
  expect(l.setBot('sec', 2, 'on').ok).toBe(true);
  return { l, spy };
}

const stateOf = (l: SpyLobby) => {
  const created = createGame(l.toSetup('levels'));
  if (!created.ok) throw new Error(created.error.message);
  return { ...created.state, stage: 'spies' as const };
};

describe('spies bot levels (issue 32)', () => {
  it('has the heist crewmate’s levels and slip chances', () => {
    expect(SPIES_LEVELS).toEqual(CREW_LEVELS);
    expect(BOT_LEVELS).toEqual(CREW_LEVELS);
    expect(SPIES_SLIPS).toEqual(CREW_SLIPS);
  });

  it('a bot the host lets play a free seat plays at steady, or at the level the host picks', () => {
    const { l } = threeSeats();
    expect(l.levelAt(2)).toBe('steady');
    expect(l.setBot('sec', 2, 'on', 'rookie').ok).toBe(true);
    expect(l.levelAt(2)).toBe('rookie');
    // Switched off and on again without a level, it keeps the one picked.
    expect(l.setBot('sec', 2, 'off').ok).toBe(true);
    expect(l.setBot('sec', 2, 'on').ok).toBe(true);
    expect(l.levelAt(2)).toBe('rookie');
    expect(l.botAt(2, stateOf(l))).toBe('rookie');
  });

  it('refuses a level from anyone but the host, for a held seat (its own too), or once started; nothing changes', () => {
    const { l } = threeSeats();
    expect(l.setBot('sec', 2, 'on', 'expert').ok).toBe(true);
    const before = JSON.stringify([l.bots, l.toRecord()]);
    expect(l.setBot('spy', 2, 'on', 'rookie')).toMatchObject({
      ok: false,
      error: { code: 'lobby/not_host' },
    });
    expect(l.setBot('sec', 1, 'on', 'rookie')).toMatchObject({ ok: false, error: { code: 'seat/taken' } });
    expect(l.setBot('sec', 0, 'on', 'rookie')).toMatchObject({ ok: false, error: { code: 'seat/taken' } });
    // Only the host picks levels (a player's own seat plays at the expert).
    expect(l.setBot('spy', 1, 'on', 'rookie')).toMatchObject({
      ok: false,
      error: { code: 'lobby/not_host' },
    });
    expect(l.setBot('sec', 5, 'on', 'rookie')).toMatchObject({ ok: false, error: { code: 'seat/no_such' } });
    expect(JSON.stringify([l.bots, l.toRecord()])).toBe(before);
    l.lobby.markStarted();
    expect(l.setBot('sec', 2, 'on', 'rookie')).toMatchObject({
      ok: false,
      error: { code: 'lobby/not_in_lobby' },
    });
    expect(l.levelAt(2)).toBe('expert');
  });

  it('a player’s own "Bot plays for me" and a stand-in play at the expert', () => {
    const { l, spy } = threeSeats();
    expect(l.setBot('sec', 2, 'on', 'rookie').ok).toBe(true);
    expect(l.setBot('spy', 1, 'on').ok).toBe(true);
    expect(l.setBot('sec', 0, 'on').ok).toBe(true);
    const state = stateOf(l);
    expect([0, 1, 2].map((seat) => l.botAt(seat, state))).toEqual(['expert', 'expert', 'rookie']);
    l.lobby.markStarted();
    expect(l.setBot('spy', 1, 'off').ok).toBe(true);
    l.lobby.depart('spy', true);
    expect(l.setBot('sec', 1, 'on').ok).toBe(true);
    expect(l.botAt(1, state)).toBe('expert');
    expect(l.arrive('spy2', 'Spy', [{ seat: 1, token: spy.token }]).reclaimed).toEqual([1]);
    expect(l.botAt(1, state)).toBeNull();
  });

  it('a started game keeps its free seats’ levels through a restore; one started before levels plays at the expert', () => {
    const { l } = threeSeats();
    expect(l.setBot('sec', 2, 'on', 'rookie').ok).toBe(true);
    const setup = l.toSetup('seed');
    expect(setup.levels).toEqual(['steady', 'steady', 'rookie']);
    l.lobby.markStarted();
    const spies = GAMES.find((g) => g.kind === 'spies')!;
    const stored = JSON.parse(JSON.stringify({ setup, seats: l.stored() }));
    const read = spies.readSetup(stored.setup)!;
    const back = spies.seatsRestored(read, stored.seats, 60_000) as SpyLobby;
    const state = stateOf(l);
    expect([0, 1, 2].map((seat) => back.botAt(seat, state))).toEqual([null, null, 'rookie']);
    // The engine gets its own setup: no bot modes or levels in it.
    expect(spies.engineSetup(read)).not.toHaveProperty('levels');
    const { levels: _levels, ...older } = stored.setup;
    const old = spies.seatsRestored(spies.readSetup(older)!, stored.seats, 60_000) as SpyLobby;
    expect(old.botAt(2, state)).toBe('expert');
  });
});
