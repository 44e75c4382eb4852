import { seededRandom } from '@safecrackers/bots';
import { apply, createGame, legalActions } from '@safecrackers/rules';
import { describe, expect, it } from 'vitest';
import { chooseLoadAction } from './loadChoose.js';

describe('bench:load action choice', () => {
  it('keeps games turning: with a Raven and a Juicer (free unlimited abilities, R8.4, R8.6), guard phases keep coming', () => {
    const characters = ['hawk', 'peterman', 'juicer', 'raven'] as const;
    let guardTurns = 0;
    let distracts = 0;
    for (let g = 0; g < 20; g++) {
      let state = createGame({
        scenario: 'bank',
        seed: `load-choice-${g}`,
        seats: characters.map((character, i) => ({ name: `p${i}`, character })),
        options: { advancedSides: false, stealth: 9 },
      } as Parameters<typeof createGame>[0]);
      const random = seededRandom(`load-choice-${g}`);
      for (let i = 0; i < 120 && state.phase !== 'won' && state.phase !== 'lost'; i++) {
        const seat = [0, 1, 2, 3].find((s) => legalActions(state, s).length > 0);
        expect(seat).toBeDefined();
        const action = chooseLoadAction(legalActions(state, seat!), random);
        if (action.type === 'endActions') guardTurns++;
        if (action.type === 'distract') distracts++;
        const result = apply(state, seat!, action);
        expect(result.ok).toBe(true);
        if (result.ok) state = result.state;
      }
    }
    // 20 games of up to 120 inputs: a turn takes about 4 to 8 of them.
    expect(guardTurns).toBeGreaterThan(20 * 10);
    expect(distracts).toBeLessThan(guardTurns);
  });
});
