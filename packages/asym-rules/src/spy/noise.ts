/**
 * Walk and Run markers (A-R4.5, A-R5.4, A-D80, A-D81): a Walk places 1 marker and a Run 2 on
 * different cells occupied this action (one on each if fewer were occupied), chosen by the
 * spy, non-muffled cells first; a caught spy's markers take the default placement.
 */
import { fail } from '../errors.js';
import type { MapDef } from '../maps/types.js';
import type { ActionState } from '../types.js';

/** How many markers the action places when it ends. */
export function markersOwed(a: ActionState): number {
  const base = a.mode === 'run' ? 2 : a.mode === 'walk' && !a.softSoles ? 1 : 0;
  return Math.min(base, a.occupied.length);
}

const muffled = (map: MapDef, c: number) => map.terrain[c] === '=';

/** The first eligible cells in the order they were occupied, non-muffled first. */
export function defaultMarkers(map: MapDef, a: ActionState): number[] {
  const n = markersOwed(a);
  const order = [...a.occupied.filter((c) => !muffled(map, c)), ...a.occupied.filter((c) => muffled(map, c))];
  return order.slice(0, n);
}

/** Checks a spy's named marker cells; returns them in placement order. */
export function checkMarkers(map: MapDef, a: ActionState, cells: number[]): number[] {
  const n = markersOwed(a);
  if (cells.length !== n) fail('noise/invalid', `This action places ${n} noise marker(s).`);
  if (new Set(cells).size !== cells.length) fail('noise/invalid', 'The markers go on different cells.');
  for (const c of cells)
    if (!a.occupied.includes(c)) fail('noise/invalid', 'Markers go on cells occupied this action.');
  const open = a.occupied.filter((c) => !muffled(map, c)).length;
  const chosenOpen = cells.filter((c) => !muffled(map, c)).length;
  if (chosenOpen < Math.min(n, open))
    fail('noise/invalid', 'Markers must avoid muffled cells while non-muffled cells remain (A-R5.4).');
  return cells;
}

/** Every valid ordered choice of marker cells (for legalActions). */
export function markerChoices(map: MapDef, a: ActionState): number[][] {
  const n = markersOwed(a);
  if (n === 0) return [[]];
  const out: number[][] = [];
  const tryChoice = (cells: number[]) => {
    try {
      checkMarkers(map, a, cells);
      out.push(cells);
    } catch {
      // not a valid choice
    }
  };
  for (const x of a.occupied) {
    if (n === 1) tryChoice([x]);
    else for (const y of a.occupied) if (y !== x) tryChoice([x, y]);
  }
  return out;
}
