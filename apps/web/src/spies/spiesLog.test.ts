import type { AsymEvent } from '@safecrackers/asym-rules';
import { describe, expect, it } from 'vitest';
import { announcements, logLines } from './spiesLog.js';

const events = [
  { type: 'turnStarted', turn: 2 },
  { type: 'phaseStarted', turn: 2, phase: 1 },
  { type: 'phaseStarted', turn: 2, phase: 2 },
  { type: 'securityCardPlayed', card: 'S4', target: null },
  { type: 'phaseStarted', turn: 2, phase: 3 },
  { type: 'phaseStarted', turn: 2, phase: 5 },
  { type: 'alarmChanged', from: 2, to: 3, cause: 'noise' },
  { type: 'alarmChanged', from: 3, to: 2, cause: 'decay' },
] as unknown as AsymEvent[];

describe('the spies log as people read it (issue 32)', () => {
  it('a header per turn; each phase named once above what happened in it, empty phases left out', () => {
    const lines = logLines(events);
    expect(lines[0]).toEqual({ text: 'Turn 2', header: 'turn' });
    expect(lines[1]).toEqual({ text: 'Security phase 2: perimeter', header: 'phase' });
    expect(lines[2]).toBe('Security plays Double shift (S4).');
    expect(lines[3]).toEqual({ text: 'Security phase 5: units', header: 'phase' });
    expect(lines.slice(4)).toHaveLength(2);
    // No phase header without an event under it, no raw phase line.
    expect(lines.filter((l) => typeof l !== 'string' && l.header === 'phase')).toHaveLength(2);
    expect(lines.some((l) => typeof l === 'string' && /Security phase \d\.$/.test(l))).toBe(false);
  });

  it('cards played and the alarm going up are toasts; the alarm going down is not', () => {
    const said = announcements(events);
    expect(said).toHaveLength(2);
    expect(said[0]).toBe('Security plays Double shift (S4).');
    expect(said[1]).toMatch(/^Alarm 2 → 3/);
  });
});
