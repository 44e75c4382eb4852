/** Small helpers over board positions, shared by the store and the scene model. */
import type { Pos } from '@safecrackers/rules';

export const posKey = (p: Pos): string => `${p.floor}:${p.col}:${p.row}`;
export const samePos = (a: Pos | null | undefined, b: Pos | null | undefined): boolean =>
  !!a && !!b && a.floor === b.floor && a.col === b.col && a.row === b.row;

/** 'B3 on floor 2' style name used in the log and dialogs: floor 2 B3 reads as "2·B3". */
export function placeName(p: Pos): string {
  return `${String.fromCharCode(65 + p.col)}${p.row + 1}`;
}

export function floorPlaceName(p: Pos): string {
  return `${p.floor + 1}·${placeName(p)}`;
}
