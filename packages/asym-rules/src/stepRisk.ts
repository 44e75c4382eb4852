/**
 * What a spy risks by stepping onto a cell, from what its seat knows (its view's true board,
 * A-R15.1): a cell in the watch of a live unit or a working camera (A-R9), or a lit one (A-R10).
 * The spy's screen asks before a risky step; the rules themselves are in vision.ts.
 */
import type { CellName } from './geometry/cells.js';
import type { TrueBoardView } from './view.js';

export type StepRisk = 'watched' | 'lit' | null;

export function stepRisk(board: TrueBoardView, cell: CellName): StepRisk {
  const watches = [
    ...board.units.filter((u) => u.alive).map((u) => u.watch),
    ...board.cameras.map((c) => c.watch),
    ...board.perimeterCameras.map((c) => c.watch),
  ];
  if (watches.some((w) => w.cells.includes(cell))) return 'watched';
  return board.lit.includes(cell) ? 'lit' : null;
}
