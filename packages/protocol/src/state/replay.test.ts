import { PlannerBot, playGame } from '@safecrackers/bots';
import { createGame, type GameSetup } from '@safecrackers/rules';
import { describe, expect, it } from 'vitest';
import { gameWire } from './game.js';
import { HeistReplay } from './replay.js';

describe('a heist replay (issue 16)', () => {
  it('steps from the deal through every input to the end, by turn, with the truth at the end', () => {
    const setup: GameSetup = {
      scenario: 'office',
      seats: [{ name: 'A' }, { name: 'B' }],
      seed: 'replay-unit',
    };
    const bot = new PlannerBot('replay-unit');
    const played = playGame(setup, () => bot);
    expect(played.outcome).not.toBe('capped');
    const replay = new HeistReplay({
      code: 'ABC234',
      outcome: played.outcome as 'won' | 'lost',
      setup,
      log: played.log,
    });
    expect(replay.length).toBe(played.inputs + 1);
    expect(replay.wire(0)).toEqual(gameWire(createGame(setup)));
    expect(replay.wire(replay.last)).toEqual(gameWire(played.state));
    expect(replay.view(replay.last).viewer).toBeNull();
    expect(replay.steps[0]!.input).toBeNull();
    // Turns only go up; a turn's first step is where the turn number is first reached.
    const turns = replay.steps.map((s) => s.turn);
    expect([...turns].sort((a, b) => a - b)).toEqual(turns);
    const third = replay.stepOfTurn(3);
    expect(replay.steps[third]!.turn).toBe(3);
    expect(replay.steps[third - 1]!.turn).toBe(2);
    expect(replay.stepOfTurn(10_000)).toBe(replay.last);
    expect(replay.truth().faceDown.length).toBe(
      replay.view(replay.last).tiles.filter((t) => !t.revealed).length,
    );
  });
});
