/**
 * What a seat's planner remembers within its own turn, from the views it was shown: the actions
 * that count for the event check (R4.5: returning to a tile already stood on this turn does not
 * count), tiles entered this turn (Motion, R6.12), free inputs tried, and the last goal.
 */
import type { Action } from '@safecrackers/rules';
import type { TurnFacts } from './context.js';
import type { Knowledge } from './knowledge.js';

export class SeatMemory {
  previousGoal: string | null = null;
  readonly tried = new Set<string>();
  private turnNumber = -1;
  private counted = 0;
  private lastUsed = 0;
  private lastTile = -1;
  private readonly stood = new Set<number>();
  private readonly entered = new Set<number>();
  private idleTurns = 0;
  private progressMark = '';

  /** Updates the record from a view of our own turn; call once per decision. */
  observe(k: Knowledge): TurnFacts {
    const turn = k.view.turn;
    const tile = k.myTile;
    if (turn.number !== this.turnNumber) {
      this.turnNumber = turn.number;
      const mark = progressMark(k);
      this.idleTurns = mark === this.progressMark ? this.idleTurns + 1 : 0;
      this.progressMark = mark;
      this.counted = turn.used;
      this.stood.clear();
      this.entered.clear();
      this.tried.clear();
      this.stood.add(tile);
    } else {
      const moved = tile !== this.lastTile;
      const returned = moved && this.stood.has(tile);
      if (!returned) this.counted += turn.used - this.lastUsed;
      if (moved) this.entered.add(tile);
      this.stood.add(tile);
    }
    this.lastUsed = turn.used;
    this.lastTile = tile;
    return {
      counted: this.counted,
      enteredHere: this.entered.has(tile),
      stood: this.stood,
      idleTurns: this.idleTurns,
    };
  }

  /** A free input is tried at most once a turn. */
  noteFree(action: Action): void {
    this.tried.add(JSON.stringify(action));
  }
}

/** Everything that counts as progress: tiles seen, dice added, tiles cracked, safes opened, loot. */
function progressMark(k: Knowledge): string {
  let revealed = 0;
  let work = 0;
  for (const t of k.view.tiles) {
    if (!t.revealed) continue;
    revealed++;
    work += t.dice + t.cracked.length + (t.kind === 'safe' && t.open ? 10 : 0);
  }
  const floors = k.inBuilding().map((p) => p.at?.floor ?? -1);
  return `${revealed}/${work}/${k.me.loot.length}/${floors.join(',')}`;
}
