/**
 * A safe in words: the numbers its row and column still need, those cracked, the face-down
 * tiles in its lines, and the odds of the roll the seat would make now. The rules compute it
 * all (crackOdds); this only words it.
 */
import { crackOdds, type PlayerView, type Pos } from '@safecrackers/rules';
import { t } from '../i18n/index.js';

export interface SafeInfo {
  needed: string;
  cracked: string | null;
  hidden: string | null;
  odds: string;
}

const list = (numbers: number[]) => numbers.join(', ');
const percent = (chance: number) => Math.round(chance * 100);

export function safeInfo(view: PlayerView, at: Pos, seat: number | null): SafeInfo | null {
  const odds = crackOdds(view, at, seat ?? view.turn.seat);
  if (!odds) return null;
  const tile = view.tiles.find((x) => x.at.floor === at.floor && x.at.col === at.col && x.at.row === at.row);
  // Dice added to the safe: a bonus die alone (Steady Hands) cannot crack (R5.8).
  const added = tile?.revealed ? tile.dice : 0;
  return {
    needed:
      odds.needed.length > 0
        ? t('safe.needed', { numbers: list(odds.needed) })
        : odds.cracked.length > 0
          ? t('safe.neededNone')
          : t('safe.neededUnknown'),
    cracked: odds.cracked.length > 0 ? t('safe.cracked', { numbers: list(odds.cracked) }) : null,
    hidden: odds.hidden > 0 ? t('safe.hidden', { n: odds.hidden }) : null,
    odds:
      added === 0
        ? t('safe.noDice')
        : odds.hidden > 0
          ? t('safe.oddsHidden', { dice: odds.dice, chance: percent(odds.chance) })
          : t('safe.odds', {
              dice: odds.dice,
              chance: percent(odds.chance),
              open: percent(odds.open),
            }),
  };
}

export function safeLines(info: SafeInfo): string[] {
  return [info.needed, info.cracked, info.hidden, info.odds].filter((x): x is string => x !== null);
}
