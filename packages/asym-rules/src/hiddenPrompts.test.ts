/**
 * Issue 29, defect 1 at engine level (A-R15.2, A-R15.3, A-R15.7): whether the spies owe a
 * prompt is hidden from security. Twin scenes differ only in where a camouflaged spy lies: on
 * a unit's cell its `beginAction` raises the emerge prompt, elsewhere it does not. Security's
 * view, legal inputs and the errors of its inputs must be the same in both.
 */
import { describe, expect, it } from 'vitest';
import type { Action } from './actions.js';
import { validate } from './engine.js';
import { legalActions } from './legal.js';
import { act, camouflagedUnderWatch } from './testing/scene.js';
import { viewFor } from './view.js';

const PROBES: Action[] = [
  { type: 'endPhase' },
  { type: 'endActivation' },
  { type: 'activate', unit: 1 },
  { type: 'answer', prompt: 'emergeCell', cell: 'Q11' },
  { type: 'answer', prompt: 'dogTarget', target: { kind: 'spy', seat: 1 } },
  { type: 'placeUnit', kind: 'ordinary', cell: 'B2' },
  { type: 'playCard', card: 'S1' },
];

describe('issue 29: a spy prompt in the spies’ turn tells security nothing', () => {
  const asked = act(camouflagedUnderWatch('Q12'), 1, { type: 'beginAction', mode: 'sneak' }).state;
  const quiet = act(camouflagedUnderWatch('S12'), 1, { type: 'beginAction', mode: 'sneak' }).state;

  it('A-R15.7 the twin on the unit’s cell owes the emerge prompt, the other does not', () => {
    expect(asked.pending?.kind).toBe('emergeCell');
    expect(quiet.pending).toBeNull();
  });

  it('A-R15.2 A-R15.8 security’s view is the same with and without the prompt', () => {
    expect(viewFor(asked, 0)).toEqual(viewFor(quiet, 0));
    expect(viewFor(asked, null)).toEqual(viewFor(quiet, null));
  });

  it('A-R15.3 security’s legal inputs and errors are the same with and without the prompt', () => {
    expect(legalActions(asked, 0)).toEqual(legalActions(quiet, 0));
    for (const probe of PROBES) expect(validate(asked, 0, probe)).toEqual(validate(quiet, 0, probe));
  });
});
