/** Turn queries over a view: what ending the turn now would set off. */
import { eventThreshold } from '../turn.js';
import type { PlayerView } from '../view.js';

/**
 * Whether ending the current seat's actions now draws an event card (R4.5): its counted
 * actions are 2 or fewer (3 or fewer with the Stamp), and an event card is left to draw.
 */
export function endTurnDrawsEvent(view: PlayerView): boolean {
  if (view.phase !== 'playing' || view.outcome !== 'playing' || view.turn.actionsOver) return false;
  const p = view.players[view.turn.seat];
  if (!p || p.escaped) return false;
  if (view.decks.event === 0 && view.decks.eventDiscard.length === 0) return false;
  return view.turn.counted <= eventThreshold(p);
}
