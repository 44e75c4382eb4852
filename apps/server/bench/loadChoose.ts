/**
 * The action a bench seat sends, chosen cheaply among the legal actions the server sent it,
 * so that games last: mostly a move or a peek, else another action, End actions last.
 */
import type { Random } from '@safecrackers/bots';
import type { Action } from '@safecrackers/rules';

const LAST_RESORT = new Set(['endActions', 'undo', 'trade']);

export function chooseLoadAction(legal: readonly Action[], random: Random): Action {
  const pick = (list: readonly Action[]) => list[Math.floor(random() * list.length)]!;
  const roam = legal.filter((a) => a.type === 'move' || a.type === 'peek');
  if (roam.length > 0 && random() < 0.9) return pick(roam);
  const other = legal.filter((a) => !LAST_RESORT.has(a.type));
  if (other.length > 0) return pick(other);
  return legal.find((a) => a.type === 'endActions') ?? pick(legal);
}
