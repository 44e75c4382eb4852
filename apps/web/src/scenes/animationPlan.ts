/**
 * Which domain events animate, and how long each takes (UI.md "Motion"). Pure: the board
 * turns these steps into tweens; events without a step simply appear in the final state.
 */
import type { DomainEvent, Pos, TileKind } from '@safecrackers/rules';

export type Step =
  | { kind: 'guardWalk'; floor: number; cells: Pos[]; ms: number }
  | { kind: 'guardPlace'; floor: number; at: Pos; ms: number }
  | { kind: 'guardDest'; floor: number; dest: Pos; ms: number }
  | { kind: 'playerMove'; seat: number; from: Pos | null; to: Pos; fall: boolean; ms: number }
  | { kind: 'reveal'; at: Pos; tile: TileKind; num: number; ms: number }
  | { kind: 'alarm'; at: Pos; on: boolean; ms: number }
  | { kind: 'dice'; at: Pos | null; values: number[]; ms: number }
  | { kind: 'stealthLoss'; seat: number; ms: number }
  | { kind: 'flash'; at: Pos; ms: number };

export const GUARD_STEP_MS = 180;
export const DICE_MS = 520;

export function planSteps(events: readonly DomainEvent[]): Step[] {
  const steps: Step[] = [];
  for (const e of events) {
    switch (e.type) {
      case 'guardMoved':
        if (e.path.length > 0)
          steps.push({
            kind: 'guardWalk',
            floor: e.floor,
            cells: [e.from, ...e.path],
            ms: GUARD_STEP_MS * e.path.length,
          });
        break;
      case 'guardPlaced':
        steps.push({ kind: 'guardPlace', floor: e.floor, at: e.at, ms: 260 });
        break;
      case 'guardDestination':
        steps.push({ kind: 'guardDest', floor: e.floor, dest: e.dest, ms: 160 });
        break;
      case 'moved':
        steps.push({ kind: 'playerMove', seat: e.seat, from: e.from, to: e.to, fall: false, ms: 220 });
        break;
      case 'placed':
        steps.push({
          kind: 'playerMove',
          seat: e.seat,
          from: e.from,
          to: e.to,
          fall: e.cause === 'fall' || e.cause === 'lost-grip',
          ms: e.cause === 'fall' || e.cause === 'lost-grip' ? 480 : 260,
        });
        break;
      case 'tileRevealed':
        steps.push({ kind: 'reveal', at: e.at, tile: e.kind, num: e.num, ms: 280 });
        break;
      case 'alarmTriggered':
        steps.push({ kind: 'alarm', at: e.at, on: true, ms: 320 });
        break;
      case 'alarmCleared':
        steps.push({ kind: 'alarm', at: e.at, on: false, ms: 200 });
        break;
      case 'diceRolled':
        steps.push({ kind: 'dice', at: e.at, values: e.values, ms: DICE_MS });
        break;
      case 'stealthLost':
        if (e.from === 'supply') steps.push({ kind: 'stealthLoss', seat: e.seat, ms: 560 });
        break;
      case 'safeOpened':
      case 'keypadOpened':
        steps.push({ kind: 'flash', at: e.at, ms: 300 });
        break;
      case 'tileCracked':
        steps.push({ kind: 'flash', at: e.at, ms: 160 });
        break;
      default:
        break;
    }
  }
  return steps;
}

/** Total time of a plan: what a turn costs in waiting. */
export const planDuration = (steps: readonly Step[]): number => steps.reduce((sum, s) => sum + s.ms, 0);
