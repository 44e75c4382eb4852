/** The words of the tile card under the pointer (or the keyboard focus). */
import type { Pos } from '@safecrackers/rules';
import { formatList, t } from '../i18n/index.js';
import { characterName, tileName, tileText } from '../i18n/names.js';
import { actingSeat, legalNow, myView } from './derive.js';
import { groupLegal } from './legalGroups.js';
import { floorPlaceName, posKey, samePos } from './positions.js';
import { moveRisks } from './risk.js';
import { tileTopic } from './rulesTopic.js';
import { safeInfo, safeLines } from './safeInfo.js';
import type { ClientState } from './state.js';
import { activeTargets } from './tap.js';

export interface TileInfo {
  title: string;
  lines: string[];
  risks: string[];
  armed: boolean;
  /** The rules topic that explains what is on the tile. */
  topic: string | null;
}

export function tileInfo(state: ClientState, at: Pos): TileInfo | null {
  const view = myView(state);
  if (!view) return null;
  const tile = view.tiles.find((x) => samePos(x.at, at));
  if (!tile) return null;
  const title = `${floorPlaceName(at)} · ${tile.revealed ? tileName(tile.kind) : t('tile.hidden')}`;
  const lines: string[] = [];
  if (tile.revealed) {
    const text = tileText(tile.kind);
    if (text) lines.push(text);
    if (tile.dice > 0) lines.push(t('game.safeDice', { n: tile.dice }));
    const safe = tile.kind === 'safe' ? safeInfo(view, at, actingSeat(state)) : null;
    if (safe) lines.push(...safeLines(safe));
    if (tile.hack > 0) lines.push(t('game.hack', { n: tile.hack }));
    if (tile.stealth > 0) lines.push(t('game.tileStealth', { n: tile.stealth }));
  }
  // Names are not drawn on the board: the card says who stands here.
  const here = view.players.filter((p) => !p.escaped && samePos(p.at, at));
  if (here.length > 0)
    lines.push(
      t('game.onTileCrew', {
        names: formatList(here.map((p) => `${p.name} (${characterName(p.character)})`)),
      }),
    );
  const guard = view.guards.find((g) => g.placed && samePos(g.at, at));
  if (guard)
    lines.push(
      `${t('game.guardSpeed', { speed: guard.speed })} · ${t('game.guardMoves', { points: guard.points })}`,
    );
  const seat = actingSeat(state);
  const key = posKey(at);
  let risks: string[] = [];
  const targets = activeTargets(state);
  if (targets?.options.some((o) => samePos(o.at, at))) lines.push(t('game.hoverTarget'));
  else if (seat !== null && !targets) {
    const { board } = groupLegal(legalNow(state), view);
    const free = board.flexibility.has(key);
    if (free) lines.push(t('action.flexibility'));
    else if (board.moves.has(key) && !state.ui.peekMode) lines.push(t('game.hoverMove'));
    if (board.peeks.has(key)) lines.push(t('game.hoverPeek'));
    if ((free || board.moves.has(key)) && !state.ui.peekMode)
      risks = moveRisks(view, seat, at, { free }).map((r) => t(r.key, r.params));
  }
  const topic = tile.revealed ? tileTopic(tile.kind) : guard ? 'guards' : 'actions';
  return { title, lines, risks, armed: samePos(state.ui.armed, at), topic };
}
