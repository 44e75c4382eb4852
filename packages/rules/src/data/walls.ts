// Printed wall layouts (R2.3, D10), transcribed from docs/data/wall-layouts.json.
// Each wall is 'X|Y': the shared side of two orthogonally adjacent cells. The Fort Knox lists
// include the four permanent walls around the void C3 (R1.7).
// walls.test.ts checks them against docs/data.
import type { ScenarioId } from '../types.js';

export const PRINTED_WALLS: Record<ScenarioId, string[][]> = {
  bank: [
    ['A1|B1', 'C1|C2', 'A2|A3', 'B2|B3', 'C2|D2', 'D3|D4', 'A4|B4', 'B4|C4'],
    ['A1|B1', 'B1|C1', 'C1|D1', 'B2|B3', 'C2|C3', 'A4|B4', 'B4|C4', 'C4|D4'],
    ['C1|C2', 'A2|B2', 'A2|A3', 'C2|D2', 'C2|C3', 'A3|B3', 'B3|C3', 'C4|D4'],
  ],
  office: [
    ['A1|B1', 'B1|C1', 'D1|D2', 'A2|B2', 'C2|D2', 'B3|C3', 'B3|B4', 'D3|D4'],
    ['D1|D2', 'A2|B2', 'A2|A3', 'B2|C2', 'C2|D2', 'A3|B3', 'B3|C3', 'D3|D4'],
  ],
  fortknox: [
    [
      'C1|D1',
      'C1|C2',
      'D1|E1',
      'A2|B2',
      'A2|A3',
      'C2|C3',
      'D2|E2',
      'B3|C3',
      'B3|B4',
      'C3|D3',
      'C3|C4',
      'E3|E4',
      'A4|A5',
      'C4|C5',
      'D4|D5',
      'C5|D5',
    ],
    [
      'A1|A2',
      'B1|C1',
      'C1|D1',
      'C2|C3',
      'D2|E2',
      'E2|E3',
      'A3|B3',
      'B3|C3',
      'B3|B4',
      'C3|D3',
      'C3|C4',
      'E3|E4',
      'C4|D4',
      'D4|D5',
      'A5|B5',
      'B5|C5',
    ],
  ],
};
