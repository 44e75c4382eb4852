/**
 * The threat overlay's facts (key T): the rules' `threats` for the player about to act (the
 * seat whose turn it is), computed over our own view only. Remembered per view: the board and
 * the summary both ask.
 */
import { type Threats, threats } from '@safecrackers/rules';
import { myView } from './derive.js';
import type { ClientState } from './state.js';

let last: { view: object; result: Threats | null } | null = null;

export function threatsNow(s: ClientState): Threats | null {
  const view = myView(s);
  if (!view || view.outcome !== 'playing' || view.phase !== 'playing') return null;
  if (last?.view === view) return last.result;
  const result = threats(view, view.turn.seat);
  last = { view, result };
  return result;
}
