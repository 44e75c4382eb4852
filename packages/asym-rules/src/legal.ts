/**
 * legalActions(state, seat): every input the seat may give now (A-R16.4). Security's list is
 * computed from the security board alone (A-R15.3).
 */
import type { Action } from './actions.js';
import { SPY_CARD_INFO } from './cards.js';
import { cellName } from './geometry/cells.js';
import { mapById } from './maps/index.js';
import type { MapDef } from './maps/types.js';
import { securityBoard } from './secboard.js';
import { securityLegal } from './security/legal.js';
import { spyLegal } from './spy/legal.js';
import { type AsymState, ROLES, SPY_CARDS } from './types.js';

function loadoutInputs(state: AsymState, seat: number): Action[] {
  const spy = state.spies[seat - 1];
  if (!spy || spy.confirmed) return [];
  const map = mapById(state.mapId) as MapDef;
  const size = map.setup.bySpyCount[String(state.spies.length)]?.spyHandSize ?? 0;
  const out: Action[] = [];
  for (const role of ROLES)
    if (role !== spy.role && !state.spies.some((p) => p !== spy && p.role === role))
      out.push({ type: 'chooseRole', role });
  if (spy.weapon !== 'silenced') out.push({ type: 'chooseWeapon', weapon: 'silenced' });
  if (spy.hand.length < size)
    for (const card of SPY_CARDS)
      if (spy.hand.filter((c) => c === card).length < SPY_CARD_INFO[card].max)
        out.push({ type: 'addCard', card });
  for (const card of new Set(spy.hand)) out.push({ type: 'removeCard', card });
  if (spy.role && spy.hand.length === size) out.push({ type: 'confirmLoadout' });
  return out;
}

export function legalActions(state: AsymState, seat: number): Action[] {
  if (state.stage === 'over' || !Number.isInteger(seat) || seat < 0 || seat >= state.setup.seats.length)
    return [];
  const p = state.pending;
  if (p) {
    const map = mapById(state.mapId) as MapDef;
    if (p.kind === 'emergeCell')
      return seat === p.seat
        ? p.cells.map((c) => ({ type: 'answer', prompt: 'emergeCell', cell: cellName(map, c) }))
        : [];
    if (seat < 1) return [];
    return p.options.map((o) => ({
      type: 'answer',
      prompt: 'dogTarget',
      target:
        o.kind === 'spy' ? { kind: 'spy', seat: o.seat } : { kind: 'entry', cell: cellName(map, o.cell) },
    }));
  }
  if (seat === 0) return securityLegal(securityBoard(state));
  if (state.stage === 'spySetup') return loadoutInputs(state, seat);
  return spyLegal(state, seat);
}
