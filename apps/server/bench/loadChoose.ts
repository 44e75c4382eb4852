/**
 * The action a bench seat sends, chosen cheaply among the legal actions the server sent it,
 * so that games last and play as people play: mostly a move or a peek, else another action,
 * End actions last. Free abilities without a limit (Raven's Distract, Juicer's Crybaby, ...)
 * are legal for as long as the turn lasts: a seat that took one whenever nothing else was left
 * would never end its turn, and the bench would measure a crow placed again and again instead
 * of turns, guard moves and reveals. So they are taken now and then, never instead of the end.
 */
import type { Random } from '@safecrackers/bots';
import type { Action } from '@safecrackers/rules';

const LAST_RESORT = new Set(['endActions', 'undo', 'trade']);
/** Free and unlimited per turn (RULES.md section 8's table). */
const FREE_UNLIMITED = new Set(['flexibility', 'crybaby', 'distract', 'disrupt', 'tinker']);
/** How often a free unlimited ability is taken when it is all a seat has left but its end. */
const FREE_CHANCE = 0.2;

export function chooseLoadAction(legal: readonly Action[], random: Random): Action {
  const pick = (list: readonly Action[]) => list[Math.floor(random() * list.length)]!;
  const roam = legal.filter((a) => a.type === 'move' || a.type === 'peek');
  if (roam.length > 0 && random() < 0.9) return pick(roam);
  const other = legal.filter((a) => !LAST_RESORT.has(a.type) && !FREE_UNLIMITED.has(a.type));
  if (other.length > 0) return pick(other);
  const free = legal.filter((a) => FREE_UNLIMITED.has(a.type));
  const end = legal.find((a) => a.type === 'endActions');
  if (free.length > 0 && (!end || random() < FREE_CHANCE)) return pick(free);
  return end ?? pick(legal);
}
