import { SecurityBot, SpyBot } from '@safecrackers/asym-bots';
import {
  type Action,
  type AsymState,
  apply,
  createGame,
  legalActions,
  type SecurityView,
  viewFor,
  waitingFor,
} from '@safecrackers/asym-rules';
import { describe, expect, it } from 'vitest';
import {
  type ActionGroup,
  actionKey,
  buttonLabels,
  groupActions,
  LIST_FROM,
  optionsAt,
  type Picked,
  remaining,
} from './actionGroups.js';
import { buttonActions } from './spyModel.js';

/** Every input a group's lists lead to, walking every option: each must end on one input. */
function walk(group: ActionGroup, view: SecurityView, picked: Picked = []): Action[] {
  const step = optionsAt(group, picked, view);
  if (!step) {
    const left = remaining(group, picked);
    expect(left).toHaveLength(1);
    return left;
  }
  const labels = step.options.map((o) => o.label);
  // Each option of a list says which it is: no two alike, none empty or raw.
  expect(new Set(labels).size, `${group.title}: ${labels.join(' | ')}`).toBe(labels.length);
  for (const label of labels) expect(label).not.toMatch(/^$|undefined|\[object|^"|^\{/);
  return step.options.flatMap((o) => walk(group, view, [...picked, [step.field, o.value]]));
}

const json = (actions: Action[]) => actions.map((a) => JSON.stringify(a)).sort();

describe('actions a person can choose from (issue 32)', () => {
  it('over a whole bot game, every legal input without a cell sits in one group and is reached exactly once, named in full', () => {
    const seed = 'groups-1';
    const created = createGame({
      mode: 'asym',
      mission: 'mansion',
      seed,
      seats: [
        { name: 'Security', side: 'security' },
        { name: 'Ada', side: 'spy' },
        { name: 'Bo', side: 'spy' },
      ],
    });
    if (!created.ok) throw new Error(created.error.message);
    let state: AsymState = created.state;
    const bots = { security: new SecurityBot(seed), spies: new SpyBot(seed) };
    const listed = new Map<string, number>();
    let inputs = 0;
    while (state.stage !== 'over' && inputs < 2000) {
      const view = viewFor(state, 0) as SecurityView;
      for (const seat of waitingFor(state)) {
        const buttons = buttonActions(legalActions(state, seat));
        const groups = groupActions(buttons);
        expect(json(groups.flatMap((g) => g.actions))).toEqual(json(buttons));
        for (const group of groups) {
          if (group.actions.length >= LIST_FROM) {
            listed.set(group.key, Math.max(listed.get(group.key) ?? 0, group.actions.length));
            expect(json(walk(group, view))).toEqual(json(group.actions));
          } else {
            // Few enough for a button each: each button names all it does, no two alike.
            const labels = buttonLabels(group, view);
            expect(new Set(labels).size, labels.join(' | ')).toBe(labels.length);
            // Each button's stable name (data-action, the same in every language) is its own too.
            const keys = group.actions.map(actionKey);
            expect(new Set(keys).size, keys.join(' | ')).toBe(keys.length);
          }
        }
      }
      const seat = waitingFor(state)[0]!;
      const result = apply(state, seat, (seat === 0 ? bots.security : bots.spies).act(state, seat));
      if (!result.ok) throw new Error(result.error.message);
      state = result.state;
      inputs++;
    }
    expect(state.stage).toBe('over');
    // The game reached the large groups this is about (a wall of 59 buttons before): Issue equipment's.
    expect(listed.get('playCard:S5')).toBeGreaterThan(20);
  });
});
