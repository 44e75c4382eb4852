/**
 * The choices a tapped cell offers, grouped for the cell's popover: one entry per kind of
 * input (an ordinary unit, an armoured unit, a camera, a civilian...), each with the facings the
 * legal list allows for it. Pure: the legal inputs come from the server, nothing is added.
 */
import type { Action } from '@safecrackers/asym-rules';

export const COMPASS = ['NW', 'N', 'NE', 'W', null, 'E', 'SW', 'S', 'SE'] as const;

export interface CellChoice {
  /** Stable key of the group (input type and kind). */
  key: string;
  /** The group's input without its facing, for its label. */
  sample: Action;
  /** Each allowed facing (null: an input without one) with its legal input. */
  facings: Array<{ dir: string | null; action: Action }>;
}

/** The facing an input chooses (`view` of units, `aim` of cameras), if any. */
export function facingOf(a: Action): string | null {
  const x = a as { view?: unknown; aim?: unknown };
  const dir = x.view ?? x.aim;
  return typeof dir === 'string' ? dir : null;
}

/** The legal inputs on one cell, grouped by what they place or do, facings together. */
export function cellChoices(actions: readonly Action[]): CellChoice[] {
  const groups = new Map<string, CellChoice>();
  for (const a of actions) {
    const x = a as { kind?: unknown; card?: unknown; unit?: unknown };
    const key = [a.type, x.kind, x.card, x.unit].filter((v) => v !== undefined).join('|');
    let group = groups.get(key);
    if (!group) {
      const { view: _view, aim: _aim, ...rest } = a as Action & { view?: unknown; aim?: unknown };
      group = { key, sample: rest as Action, facings: [] };
      groups.set(key, group);
    }
    group.facings.push({ dir: facingOf(a), action: a });
  }
  return [...groups.values()];
}
