/**
 * The noise a spy's step makes the moment it lands (A-R4.7): a loud cell entered at a speed
 * above 1 takes a marker, unless the action wears Soft soles (E13). The mode's own Walk and Run
 * markers come when the action ends (spy/noise.ts). Shared by the engine and the spy's screen.
 */
import type { MapDef } from './maps/types.js';
import { speed } from './spy/common.js';
import type { ActionState } from './types.js';

export type StepNoiseAction = Pick<ActionState, 'points' | 'penalty' | 'softSoles'>;

/** Markers the step onto `cell` places at once: 0 or 1. */
export function stepNoise(map: MapDef, action: StepNoiseAction, cell: number): number {
  return map.terrain[cell] === ':' && speed(action) > 1 && !action.softSoles ? 1 : 0;
}
