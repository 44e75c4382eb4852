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
  for (let i = 0; i < events.length; i++) {
    const e = events[i] as DomainEvent;
    if (e.type !== 'guardMoved') {
      const step = stepOf(e);
      if (step) steps.push(step);
      continue;
    }
    // What happened on the way follows the walk, each event marked with its step: the guard
    // walks to that tile, the event plays, and the walk goes on.
    const cells = [e.from, ...e.path];
    let reached = 0;
    const walkTo = (last: number) => {
      if (last <= reached) return;
      steps.push({
        kind: 'guardWalk',
        floor: e.floor,
        cells: cells.slice(reached, last + 1),
        ms: GUARD_STEP_MS * (last - reached),
      });
      reached = last;
    };
    while (i + 1 < events.length && events[i + 1]?.step !== undefined) {
      const onTheWay = events[++i] as DomainEvent;
      walkTo(Math.min(cells.length - 1, (onTheWay.step as number) + 1));
      const step = stepOf(onTheWay);
      if (step) steps.push(step);
    }
    walkTo(cells.length - 1);
  }
  return steps;
}

/** The animation of one event other than a walk, or null when it only shows in the final state. */
function stepOf(e: DomainEvent): Step | null {
  switch (e.type) {
    case 'guardPlaced':
      return { kind: 'guardPlace', floor: e.floor, at: e.at, ms: 260 };
    case 'guardDestination':
      return { kind: 'guardDest', floor: e.floor, dest: e.dest, ms: 160 };
    case 'moved':
      return { kind: 'playerMove', seat: e.seat, from: e.from, to: e.to, fall: false, ms: 220 };
    case 'placed': {
      const fall = e.cause === 'fall' || e.cause === 'lost-grip';
      return { kind: 'playerMove', seat: e.seat, from: e.from, to: e.to, fall, ms: fall ? 480 : 260 };
    }
    case 'tileRevealed':
      return { kind: 'reveal', at: e.at, tile: e.kind, num: e.num, ms: 280 };
    case 'alarmTriggered':
      return { kind: 'alarm', at: e.at, on: true, ms: 320 };
    case 'alarmCleared':
      return { kind: 'alarm', at: e.at, on: false, ms: 200 };
    case 'diceRolled':
      return { kind: 'dice', at: e.at, values: e.values, ms: DICE_MS };
    case 'stealthLost':
      return e.from === 'supply' ? { kind: 'stealthLoss', seat: e.seat, ms: 560 } : null;
    case 'safeOpened':
    case 'keypadOpened':
      return { kind: 'flash', at: e.at, ms: 300 };
    case 'tileCracked':
      return { kind: 'flash', at: e.at, ms: 160 };
    default:
      return null;
  }
}

/** Total time of a plan: what a turn costs in waiting. */
export const planDuration = (steps: readonly Step[]): number => steps.reduce((sum, s) => sum + s.ms, 0);
