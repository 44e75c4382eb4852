/** What is left to do on a safe, as the viewer sees it: numbers to roll, dice to add, the Keycard. */
import { steadyHandsDice } from '@safecrackers/rules';
import type { Knowledge } from './knowledge.js';
import { crackPlan } from './safeMath.js';

/** Safes whose crack is allowed for us: the Keycard holder must stand on it (R9.3.7). */
export function keycardBlocks(k: Knowledge, safe: number): boolean {
  const holder = k.inBuilding().find((p) => k.holds('keycard', p));
  if (!holder) return k.view.players.some((p) => p.escaped && k.holds('keycard', p));
  return holder.seat !== k.me.seat && k.tileOf(holder) !== safe;
}

function bonusDice(k: Knowledge): number {
  return steadyHandsDice(k.me);
}

/** Numbers still to roll on a safe: distinct numbers of line tiles without its cracked marker. */
export function neededNumbers(k: Knowledge, safe: number): number[] {
  const t = k.revealed(safe);
  if (!t) return [];
  const cracked = new Set(t.cracked.map((p) => k.index(p)));
  const nums = new Set<number>();
  for (const l of k.lineTiles(safe)) {
    const lt = k.revealed(l);
    if (lt && !cracked.has(l)) nums.add(lt.num);
  }
  return [...nums];
}

/**
 * Cracking work left on a safe: dice to add (2 actions each), then rolls. While line tiles are
 * face-down only the dice can be added: rolling then would waste their numbers (R5.8 step 5).
 */
export function safeWork(k: Knowledge, safe: number): number[] {
  const t = k.revealed(safe);
  if (!t) return [];
  const hidden = k.lineTiles(safe).filter((l) => k.isHidden(l)).length;
  const needed = Math.min(6, neededNumbers(k, safe).length + hidden);
  const plan = crackPlan(needed, t.dice, bonusDice(k));
  const dice = new Array<number>(plan.target - t.dice).fill(2);
  if (hidden > 0) return dice;
  const rolls = Math.max(1, Math.ceil(plan.work - 2 * (plan.target - t.dice)));
  return [...dice, ...new Array<number>(rolls).fill(1)];
}
