import { type Action, legalActions, viewFor } from '@safecrackers/rules';
import { describe, expect, it } from 'vitest';
import { apply1, newGame } from '../testing/games.js';
import { groupLegal } from './legalGroups.js';

describe('grouping legal actions', () => {
  it('puts entrance answers aside and nothing else', () => {
    const state = newGame();
    const groups = groupLegal(legalActions(state, 0), viewFor(state, 0));
    expect(groups.answers.length).toBeGreaterThan(0);
    expect(groups.board.moves.size + groups.choices.length).toBe(0);
  });

  it('sends moves and peeks to the board and end turn to its button', () => {
    let state = newGame();
    state = apply1(state, 0, { type: 'answer', kind: 'entrance', at: { floor: 0, col: 1, row: 1 } });
    const groups = groupLegal(legalActions(state, 0), viewFor(state, 0));
    expect(groups.board.moves.size).toBeGreaterThan(0);
    expect(groups.board.peeks.size).toBeGreaterThan(0);
    expect(groups.endTurn).toEqual({ type: 'endActions' });
    expect(groups.answers).toEqual([]);
  });

  it('turns tools into buttons, targeted ones into a choose-a-tile mode', () => {
    const view = viewFor(newGame(), 0);
    const actions: Action[] = [
      { type: 'useTool', tool: 'blueprints', at: { floor: 1, col: 0, row: 0 } },
      { type: 'useTool', tool: 'blueprints', at: { floor: 1, col: 1, row: 0 } },
      { type: 'useTool', tool: 'rollerskates' },
      { type: 'useTool', tool: 'thermal-bomb', dir: 'up' },
      { type: 'hack' },
      { type: 'trade', with: 1, give: { tools: ['crowbar'], loot: [] }, take: { tools: [], loot: [] } },
      { type: 'orders', target: 1, to: { floor: 0, col: 2, row: 2 } },
    ];
    const { choices } = groupLegal(actions, view);
    const blueprints = choices.find((c) => c.id === 'tool:blueprints')!;
    expect(blueprints.target?.options).toHaveLength(2);
    expect(choices.find((c) => c.id === 'tool:rollerskates')?.action).toEqual(actions[2]);
    expect(choices.find((c) => c.id === 'tool:thermal-bomb:up')?.label).toMatch(/up/);
    expect(choices.find((c) => c.id === 'hack')?.section).toBe('actions');
    expect(choices.find((c) => c.id === 'trade:1')).toMatchObject({ label: 'Trade with Bea…', partner: 1 });
    expect(choices.find((c) => c.id === 'orders:1')?.target?.options[0]?.at).toEqual({
      floor: 0,
      col: 2,
      row: 2,
    });
  });
});
