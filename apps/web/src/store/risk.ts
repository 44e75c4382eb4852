/**
 * What a move would cost or set off that the player can already know from the board: the
 * tooltip and the "tap again to confirm" step show these before a risky move. The engine
 * decides for real; this only reads the public view (R5.4, R6, R7.11).
 */

import type { PlayerView, Pos, RevealedTileView } from '@safecrackers/rules';
import type { MessageKey } from '../i18n/index.js';
import { samePos } from './positions.js';

export interface Risk {
  key: MessageKey;
  params?: Record<string, number>;
}

const ALARM_KINDS = new Set(['fingerprint', 'laser', 'motion', 'detector', 'thermo', 'camera']);

function tileAt(view: PlayerView, at: Pos) {
  return view.tiles.find((t) => samePos(t.at, at));
}

function wallBetween(view: PlayerView, a: Pos, b: Pos): boolean {
  return view.walls.some(([x, y]) => (samePos(x, a) && samePos(y, b)) || (samePos(x, b) && samePos(y, a)));
}

function openAdjacent(view: PlayerView, a: Pos, b: Pos): boolean {
  if (a.floor !== b.floor) return false;
  const d = Math.abs(a.col - b.col) + Math.abs(a.row - b.row);
  return d === 1 && !wallBetween(view, a, b);
}

export function moveRisks(view: PlayerView, seat: number, to: Pos, options: { free?: boolean } = {}): Risk[] {
  const me = view.players.find((p) => p.seat === seat);
  const tile = tileAt(view, to);
  if (!me || !tile) return [];
  const risks: Risk[] = [];
  const guardHere = view.guards.some((g) => g.placed && samePos(g.at, to));
  const others = view.players.some((p) => p.seat !== seat && !p.escaped && samePos(p.at, to));
  const noAlarms = view.effects.emp.length > 0;
  const jammer = me.character === 'hacker' && me.side === 'basic';
  const suit = view.effects.invisibleSuit;

  if (guardHere && !options.free && !suit) risks.push({ key: 'risk.guard' });
  if (me.loot.includes('gemstone') && others && !options.free) risks.push({ key: 'risk.gemstone' });
  // A face-down tile hides its kind: nothing more is known before the move.
  if (!tile.revealed) return risks;
  const t = tile as RevealedTileView;
  if (t.kind === 'deadbolt' && !t.crowbar && !guardHere && !others) risks.push({ key: 'risk.deadbolt' });
  if (t.kind === 'keypad' && !t.open && !t.crowbar) {
    const dice = t.attempts + 1 + (me.character === 'peterman' && me.side === 'basic' ? 1 : 0);
    risks.push({ key: 'risk.keypad', params: { n: dice } });
  }
  if (!ALARM_KINDS.has(t.kind) || t.crowbar || guardHere || noAlarms || t.alarm) {
    if (!guardHere && !suit) risks.push(...sightRisks(view, t, to));
    return risks;
  }
  if (t.kind === 'laser' && !jammer && !me.loot.includes('mirror')) risks.push({ key: 'risk.laser' });
  if (t.kind === 'fingerprint' && !jammer) risks.push({ key: 'risk.fingerprint' });
  if (t.kind === 'motion' && !jammer) risks.push({ key: 'risk.motion' });
  if (t.kind === 'detector' && me.tools.length + me.loot.length > 0) risks.push({ key: 'risk.detector' });
  if (t.kind === 'thermo') risks.push({ key: 'risk.thermo' });
  if (t.kind === 'camera' && !suit && view.effects.videoLoop.length === 0) {
    const watched = view.guards.some((g) => {
      if (!g.placed || !g.at || samePos(g.at, to)) return false;
      const under = tileAt(view, g.at);
      return under?.revealed === true && under.kind === 'camera' && !under.crowbar;
    });
    if (watched) risks.push({ key: 'risk.camera' });
  }
  return risks;
}

/** Foyer and Atrium: guards see in from next door or from the floors above and below. */
function sightRisks(view: PlayerView, tile: RevealedTileView, to: Pos): Risk[] {
  if (tile.kind === 'foyer') {
    const guard = view.guards[to.floor];
    if (guard?.placed && guard.at && openAdjacent(view, guard.at, to)) return [{ key: 'risk.foyer' }];
  }
  if (tile.kind === 'atrium') {
    const seen = view.guards.some(
      (g) =>
        g.placed &&
        g.at &&
        Math.abs(g.at.floor - to.floor) === 1 &&
        g.at.col === to.col &&
        g.at.row === to.row,
    );
    if (seen) return [{ key: 'risk.atrium' }];
  }
  return [];
}
