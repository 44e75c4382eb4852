/**
 * Variants of a state that differ only in facts hidden from security (A-R15.2): where spies
 * are, their posture, camouflage and carried items, silent kills, hidden bodies, unknown
 * breaches and opened openings, unreported destroyed devices, jams, the lure, the marked
 * document and the generator. Used to prove that security's view, legal inputs and errors
 * depend on none of them (A-R15.3, A-R15.10).
 */
import { type RngState, randomInt } from '@safecrackers/engine-kit';
import { cloneState } from '../ctx.js';
import { mapById } from '../maps/index.js';
import type { MapDef } from '../maps/types.js';
import type { AsymState } from '../types.js';

function freeCells(s: AsymState, map: MapDef): number[] {
  const taken = new Set<number>();
  for (const u of s.units) if (u.alive || u.onSecBoard) taken.add(u.cell);
  if (s.dog) taken.add(s.dog.cell);
  if (s.secDog) taken.add(s.secDog.cell);
  for (const p of s.spies) if (p.cell >= 0) taken.add(p.cell);
  for (const d of s.documents) taken.add(d.cell);
  const out: number[] = [];
  for (let c = 0; c < map.size; c++) {
    const t = map.terrain[c];
    if (t === '#' || t === 'G' || t === 'T' || taken.has(c)) continue;
    // Keep clear of every cell any security piece watches or could be named on.
    out.push(c);
  }
  return out;
}

/** One variant with several hidden facts changed at random; the security board stays the same. */
export function hiddenVariant(state: AsymState, rng: RngState): AsymState {
  const s = cloneState(state);
  const map = mapById(s.mapId) as MapDef;
  const pick = <T>(xs: T[]): T | undefined => (xs.length ? xs[randomInt(rng, xs.length)] : undefined);
  const free = freeCells(s, map);
  // Spies not in an action: move, change posture, camouflage, carried items.
  for (const p of s.spies) {
    if (s.action?.seat === p.seat || s.pending) continue;
    if (p.status === 'onBoard') {
      const to = pick(free);
      if (to !== undefined) p.cell = to;
      p.posture = randomInt(rng, 2) === 0 ? 'standing' : 'prone';
      p.camouflaged = randomInt(rng, 3) === 0;
    }
    if (p.status === 'waiting' && randomInt(rng, 2) === 0 && free.length) {
      p.status = 'onBoard';
      p.cell = pick(free) as number;
    }
  }
  // A hidden body somewhere.
  const cell = pick(free);
  if (cell !== undefined) s.bodies.push({ id: 9000 + randomInt(rng, 999), cell, of: 'dog' });
  // A silent kill: the unit stays on the security board.
  const unit = pick(s.units.filter((u) => u.alive && u.kind !== 'civilian' && s.activation?.unit !== u.id));
  if (unit && randomInt(rng, 2) === 0) unit.alive = false;
  // Unknown breaches and opened openings.
  s.openings.forEach((o, i) => {
    const kind = map.openings[i]?.kind;
    if (o.knownBreach || o.knownOpen || randomInt(rng, 4) !== 0) return;
    if (kind === 'window') o.breach = true;
    else o.open = true;
  });
  // Unreported destroyed devices, jams, disarmed tokens.
  for (const l of s.lamps) if (!l.knownDestroyed && randomInt(rng, 5) === 0) l.destroyed = true;
  for (const c of s.cameras)
    if (!c.knownDestroyed && randomInt(rng, 4) === 0) {
      c.watching = false;
      if (randomInt(rng, 2) === 0) c.destroyed = true;
      else c.jammedUntil = s.turn;
    }
  for (const t of s.alarmTokens) if (!t.spent && randomInt(rng, 3) === 0) t.disarmed = true;
  for (const b of s.bugs) if (!b.spent && randomInt(rng, 3) === 0) b.disarmed = true;
  s.lure = pick(free) ?? -1;
  if (s.marked >= 0) s.marked = randomInt(rng, s.documents.length);
  s.rng = [randomInt(rng, 1000), randomInt(rng, 1000), randomInt(rng, 1000), randomInt(rng, 1000)];
  return s;
}
