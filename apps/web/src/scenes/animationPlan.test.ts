import type { DomainEvent } from '@safecrackers/rules';
import { describe, expect, it } from 'vitest';
import { GUARD_STEP_MS, planDuration, planSteps } from './animationPlan.js';

const p = (col: number, row: number) => ({ floor: 0, col, row });

describe('animation plan', () => {
  it('walks the guard about 180 ms a tile along the broadcast path', () => {
    const [step] = planSteps([
      { type: 'guardMoved', floor: 0, from: p(0, 0), path: [p(1, 0), p(1, 1)], points: 2 },
    ]);
    expect(step).toEqual({
      kind: 'guardWalk',
      floor: 0,
      cells: [p(0, 0), p(1, 0), p(1, 1)],
      ms: 2 * GUARD_STEP_MS,
    });
  });

  it('plays one walk as one walk, pausing at the step where something happened on the way', () => {
    const steps = planSteps([
      { type: 'guardMoved', floor: 0, from: p(0, 0), path: [p(1, 0), p(2, 0), p(3, 0)], points: 3 },
      { type: 'stealthLost', seat: 1, at: p(1, 0), from: 'supply', cause: 'guard-enters', left: 2, step: 0 },
      { type: 'alarmCleared', at: p(2, 0), by: 'guard', step: 1 },
      { type: 'guardDestination', floor: 0, dest: p(0, 3), reason: 'patrol', step: 2 },
      { type: 'turnStarted', seat: 1, turn: 3, allowance: 4 },
      { type: 'stealthLost', seat: 0, at: p(0, 0), from: 'supply', cause: 'tinker', left: 1 },
    ]);
    expect(steps.map((s) => (s.kind === 'guardWalk' ? s.cells.length - 1 : s.kind))).toEqual([
      1,
      'stealthLoss',
      1,
      'alarm',
      1,
      'guardDest',
      'stealthLoss',
    ]);
    const walked = steps.flatMap((s) => (s.kind === 'guardWalk' ? [s.cells] : []));
    expect(walked).toEqual([
      [p(0, 0), p(1, 0)],
      [p(1, 0), p(2, 0)],
      [p(2, 0), p(3, 0)],
    ]);
    expect(planDuration(steps.filter((s) => s.kind === 'guardWalk'))).toBe(3 * GUARD_STEP_MS);
  });

  it('keeps the order of events and skips quiet ones', () => {
    const events: DomainEvent[] = [
      { type: 'tileRevealed', at: p(1, 0), kind: 'laser', num: 2, by: 'move' },
      { type: 'turnStarted', seat: 0, turn: 2, allowance: 4 },
      { type: 'moved', seat: 0, from: p(0, 0), to: p(1, 0), cost: 1, via: 'door' },
      { type: 'placed', seat: 0, from: p(1, 0), to: { floor: 0, col: 1, row: 0 }, cause: 'fall' },
      { type: 'diceRolled', seat: 0, purpose: 'safe', at: p(2, 2), values: [1, 6] },
    ];
    const steps = planSteps(events);
    expect(steps.map((s) => s.kind)).toEqual(['reveal', 'playerMove', 'playerMove', 'dice']);
    expect(steps[2]).toMatchObject({ fall: true });
  });

  it('keeps a typical turn under three seconds', () => {
    const walk: DomainEvent = {
      type: 'guardMoved',
      floor: 0,
      from: p(0, 0),
      path: [p(1, 0), p(2, 0), p(3, 0), p(3, 1), p(3, 2)],
      points: 5,
    };
    const reveal: DomainEvent = { type: 'tileRevealed', at: p(1, 0), kind: 'laser', num: 2, by: 'move' };
    expect(planDuration(planSteps([reveal, reveal, walk]))).toBeLessThan(3000);
  });
});
