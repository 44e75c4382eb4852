import type { GameState } from '@safecrackers/rules';
import { describe, expect, it } from 'vitest';
import { clientFor, newGame, play } from '../testing/games.js';
import { heistTurn, NO_TURN_ALERT, nextTurnAlert, playTurn, type TurnSight } from './turnAlert.js';
import { TurnAlertPreference } from './turnAlertPreference.js';

/** Feeds sights in order; the effects they caused, 'none' left out. */
function effectsOf(sights: TurnSight[]): string[] {
  let memory = NO_TURN_ALERT;
  const effects: string[] = [];
  for (const sight of sights) {
    const step = nextTurnAlert(memory, sight);
    memory = step.memory;
    if (step.effect !== 'none') effects.push(step.effect);
  }
  return effects;
}

const sight = (mine: string | null, hidden: boolean, room: string | null = 'ABC234'): TurnSight => ({
  room,
  mine,
  hidden,
});

describe('when "your turn" alerts', () => {
  it('alerts once when the turn becomes ours in a hidden tab, and restores when the player looks', () => {
    expect(
      effectsOf([sight(null, true), sight('turn 2', true), sight('turn 2', true), sight('turn 2', false)]),
    ).toEqual(['alert', 'restore']);
  });

  it('never alerts for a turn that was already ours when the page first saw the game', () => {
    expect(effectsOf([sight(null, true, null), sight('turn 1', true), sight('turn 1', true)])).toEqual([]);
  });

  it('never alerts while the player is looking, nor later for that turn once the tab hides', () => {
    expect(effectsOf([sight(null, false), sight('turn 2', false), sight('turn 2', true)])).toEqual([]);
  });

  it('restores when the turn passes while the tab stays hidden', () => {
    expect(effectsOf([sight(null, true), sight('turn 2', true), sight(null, true)])).toEqual([
      'alert',
      'restore',
    ]);
  });

  it('never twice for the same turn: a prompt of another seat in our turn hands it back without news', () => {
    expect(
      effectsOf([sight(null, true), sight('turn 2', true), sight(null, true), sight('turn 2', true)]),
    ).toEqual(['alert', 'restore']);
  });

  it('alerts again for our next turn, even if the last alert still shows', () => {
    expect(effectsOf([sight(null, true), sight('turn 2', true), sight('turn 3', true)])).toEqual([
      'alert',
      'alert',
    ]);
  });

  it('keeps the alert through a reconnect and does not repeat it after', () => {
    expect(
      effectsOf([sight(null, true), sight('turn 2', true), sight(null, true, null), sight('turn 2', true)]),
    ).toEqual(['alert']);
  });

  it('takes a new room as a fresh start: its current turn is not news', () => {
    expect(effectsOf([sight(null, true), sight('turn 4', true, 'XYZ789')])).toEqual([]);
  });
});

describe("the heist's turn", () => {
  /** Plays until `seat` is the one the game waits on. */
  function untilTurnOf(seat: number): GameState {
    let state = newGame();
    for (let i = 0; i < 40 && !(state.turn.seat === seat && !state.pending); i++) state = play(state, 1);
    return state;
  }

  it('names the turn of a seat of ours, and nothing for a seat of others', () => {
    // The entrance is seat 0's to choose, before the first turn proper.
    expect(heistTurn(clientFor(newGame(), [0]))).toEqual({ room: 'ABC234', mine: 'turn 0' });
    expect(heistTurn(clientFor(newGame(), [1]))).toEqual({ room: 'ABC234', mine: null });
    const second = untilTurnOf(1);
    expect(heistTurn(clientFor(second, [1])).mine).toBe(`turn ${second.turn.number}`);
    expect(heistTurn(clientFor(second, [0])).mine).toBeNull();
  });

  it('knows no game before both the room and our seats arrive (either may come first)', () => {
    expect(heistTurn({ ...clientFor(newGame(), [0]), room: null })).toEqual({ room: null, mine: null });
    expect(heistTurn(clientFor(newGame(), []))).toEqual({ room: null, mine: null });
    const started = clientFor(newGame(), [0]);
    const gameToCome = { ...started, room: { ...started.room!, game: null } };
    expect(heistTurn(gameToCome)).toEqual({ room: null, mine: null });
    const lobby = { ...gameToCome, room: { ...gameToCome.room, phase: 'lobby' as const } };
    expect(heistTurn(lobby)).toEqual({ room: 'ABC234', mine: null });
  });
});

describe("another game's turn", () => {
  const base = { ...clientFor(newGame(), [1]), game: 'spies', room: null };
  const client = {
    yourTurn: (state: unknown, seats: number[]) => (state === 'x' ? `t ${seats[0]}` : undefined),
  };

  it('asks the game, and knows none while the game says it does not know yet', () => {
    expect(playTurn({ ...base, play: 'x' }, client)).toEqual({ room: 'ABC234', mine: 't 1' });
    expect(playTurn({ ...base, play: 'y' }, client)).toEqual({ room: null, mine: null });
    expect(playTurn({ ...base, play: 'x' }, {})).toEqual({ room: null, mine: null });
    expect(playTurn({ ...base, play: 'x', mySeats: [] }, client)).toEqual({ room: null, mine: null });
  });
});

describe('the alert preference', () => {
  it('starts with sound and notifications off, and remembers a choice', () => {
    const stored = new Map<string, string>();
    const storage = {
      getItem: (k: string) => stored.get(k) ?? null,
      setItem: (k: string, v: string) => void stored.set(k, v),
    };
    expect(new TurnAlertPreference(storage).sound).toBe(false);
    expect(new TurnAlertPreference(storage).notify).toBe(false);
    new TurnAlertPreference(storage).sound = true;
    expect(new TurnAlertPreference(storage).sound).toBe(true);
    expect(new TurnAlertPreference(storage).notify).toBe(false);
  });

  it('holds a choice for the page when storage refuses it', () => {
    const refusing = {
      getItem: (): string | null => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    const preference = new TurnAlertPreference(refusing);
    expect(preference.sound).toBe(false);
    preference.sound = true;
    expect(preference.sound).toBe(true);
  });
});
