/**
 * The security bot. It reads only the security board (A-R15.2, A-R15.3), never the true
 * state: it places units on the lit grounds around the house's ways in, cameras on the
 * approaches, alarm tokens on the openings of the rooms holding documents; then each turn it
 * reacts to sightings, noise, heat and vanished documents by sending the nearest units there,
 * releases the dog, bugs the documents and plays cards as the alarm allows.
 */

import {
  type Action,
  type AsymState,
  band,
  type Dir,
  geometry as G,
  LINKED_LIMIT,
  type MapDef,
  type SecBoard,
  type SecUnit,
  securityBoard,
  type UnitKind,
  validate,
} from '@safecrackers/asym-rules';
import { type RngState, randomInt, seedRng } from '@safecrackers/engine-kit';
import type { AsymBot } from '../play.js';
import { aimsFor, approachValue, viewWorth } from './coverage.js';

const areaKind = (map: MapDef, c: number) => map.areas[map.areaOf[c] as number]?.kind;

interface Threat {
  cell: number;
  weight: number;
}

/** Limits of alarm-linked plays at this alarm (A-R14.3). */
const LINKED = (alarm: number) => LINKED_LIMIT[band(alarm)];

export class SecurityBot implements AsymBot {
  private readonly rng: RngState;
  private documents: number[] = [];
  private docPlan: number[] = [];
  /** This turn's targets per unit (unit id → cell). */
  private targets = new Map<number, number>();
  private targetsTurn = -1;

  constructor(seed: string) {
    this.rng = seedRng(`security-bot:${seed}`);
  }

  /** Reads the security board only: the true state is passed to `validate` and nowhere else. */
  act(state: AsymState, _seat: number): Action {
    const b = securityBoard(state);
    const legal = (a: Action) => validate(state, 0, a) === null;
    if (b.stage === 'securitySetup') return this.setup(b);
    if (b.activation) return this.continueActivation(b);
    if (b.phase === 2) return this.cards(b, legal) ?? { type: 'endPhase' };
    if (b.phase === 5) return this.phase5(b, legal);
    return { type: 'endPhase' };
  }

  // ---- Setup (A-R11.3).

  private noise(n: number): number {
    return randomInt(this.rng, n * 10) / 10;
  }

  private bestView(
    b: SecBoard,
    kind: UnitKind,
    cell: number,
    weight: (c: number) => number,
  ): Dir | undefined {
    const pattern = kind === 'searchlight' ? 'arc' : kind === 'nightVision' ? 'ray' : 'neighbour';
    if (kind === 'soundAmplifier' || kind === 'dogHandler') return undefined;
    const barred = kind === 'civilian' ? (c: number) => b.documents.includes(c) : undefined;
    let best: Dir | undefined;
    let bestScore = Number.NEGATIVE_INFINITY;
    for (const { aim, direct } of aimsFor(b, pattern, cell, barred)) {
      const score = viewWorth(b, direct, weight) + this.noise(2);
      if (score > bestScore) {
        bestScore = score;
        best = aim;
      }
    }
    return best;
  }

  private setup(b: SecBoard): Action {
    const map = b.map;
    const value = approachValue(map);
    const name = (c: number) => G.cellName(map, c);
    const weight = (c: number) => (value[c] as number) + (areaKind(map, c) === 'outdoor' ? 1 : 0);
    const placedUnits = b.units.filter((u) => u.kind !== 'civilian').length;
    const totalUnits = Object.values(map.setup.units).reduce((x, y) => x + y, 0);
    if (placedUnits < totalUnits) {
      const kind = (['ordinary', 'armoured', 'dogHandler'] as const).find(
        (k) => (b.placed.units[k] ?? 0) < (map.setup.units[k] ?? 0),
      ) as 'ordinary' | 'armoured' | 'dogHandler';
      let best = -1;
      let bestScore = Number.NEGATIVE_INFINITY;
      for (const c of map.unitStartCells) {
        if (b.units.some((u) => u.cell === c)) continue;
        let score = this.noise(6);
        for (let x = 0; x < map.size; x++) if (G.distance(map, c, x) <= 2) score += value[x] as number;
        for (const u of b.units) if (G.distance(map, u.cell, c) < 3) score -= 40;
        if (score > bestScore) {
          bestScore = score;
          best = c;
        }
      }
      const view = this.bestView(b, kind, best, weight);
      return view
        ? { type: 'placeUnit', kind, cell: name(best), view }
        : { type: 'placeUnit', kind, cell: name(best) };
    }
    if (b.placed.cameras < (map.setup.cameras.ordinary ?? 0)) {
      let best = -1;
      let bestScore = Number.NEGATIVE_INFINITY;
      for (let c = 0; c < map.size; c++) {
        if (b.terrain.blocking[c] || areaKind(map, c) !== 'outdoor' || b.cameras.some((x) => x.cell === c))
          continue;
        let score = (value[c] as number) * 2 + this.noise(6);
        for (const u of b.units) if (G.distance(map, u.cell, c) < 2) score -= 10;
        if (score > bestScore) {
          bestScore = score;
          best = c;
        }
      }
      const aim = aimsFor(b, 'neighbour', best).sort(
        (x, y) => viewWorth(b, y.direct, weight) - viewWorth(b, x.direct, weight),
      )[0]?.aim as Dir;
      return { type: 'placeCamera', kind: 'ordinary', cell: name(best), aim };
    }
    const perimeter = map.setup.bySpyCount[String(b.spies.length)]?.perimeterCameras ?? 0;
    if (b.placed.perimeterCameras < perimeter) {
      const free = map.perimeterMounts.filter((_, i) => !b.perimeterCameras.some((p) => p.mount === i));
      const scored = free
        .map((m) => ({ m, score: m.cells.reduce((n, c) => n + (value[c] as number), 0) + this.noise(8) }))
        .sort((x, y) => y.score - x.score);
      return { type: 'placePerimeterCamera', mount: scored[0]?.m.id ?? 'PM1' };
    }
    if (this.docPlan.length === 0) this.docPlan = this.planDocuments(map);
    if (b.placed.alarmTokens < map.setup.alarmTokens) {
      const rooms = new Set(this.docPlan.map((c) => map.areaOf[c]));
      const ranked = map.openings
        .map((o, i) => {
          const inRoom = o.cells.some((c) => rooms.has(map.areaOf[c]));
          const house = o.cells.some((c) => areaKind(map, c) === 'house');
          return {
            o,
            i,
            score: (inRoom ? 10 : 0) + (house ? 4 : 0) + (o.kind === 'edoor' ? 3 : 0) + this.noise(5),
          };
        })
        .filter(({ i }) => !b.alarmTokens.some((t) => t.opening === i))
        .sort((x, y) => y.score - x.score);
      return { type: 'placeAlarmToken', opening: ranked[0]?.o.id ?? 'D1' };
    }
    if (b.placed.documents < map.setup.objectiveTokens) {
      const cell = this.docPlan[b.placed.documents] as number;
      return { type: 'placeDocument', cell: name(cell) };
    }
    // Civilians: a cell of their room, away from the documents, watching the room.
    const k = b.placed.civilians + 1;
    const room = map.rules.civilianStartRooms[`civilian${k}`];
    const cells = map.objectiveCandidates.filter(
      (c) =>
        map.areas[map.areaOf[c] as number]?.room === room &&
        !b.documents.includes(c) &&
        !b.units.some((u) => u.cell === c),
    );
    const cell = cells[randomInt(this.rng, cells.length)] as number;
    this.documents = b.documents.slice();
    const view = this.bestView(b, 'civilian', cell, () => 1);
    return view
      ? { type: 'placeCivilian', cell: name(cell), view }
      : { type: 'placeCivilian', cell: name(cell) };
  }

  /** Four document cells: spread over rooms, or gathered in one, by chance. */
  private planDocuments(map: MapDef): number[] {
    const byRoom = new Map<number, number[]>();
    for (const c of map.objectiveCandidates) {
      const room = map.areas[map.areaOf[c] as number]?.room ?? 0;
      byRoom.set(room, [...(byRoom.get(room) ?? []), c]);
    }
    const rooms = [...byRoom.keys()].sort();
    const out: number[] = [];
    const gather = randomInt(this.rng, 4) === 0;
    const gatherRoom = rooms[randomInt(this.rng, rooms.length)] as number;
    for (let i = 0; i < 4; i++) {
      const room = gather ? gatherRoom : (rooms[i % rooms.length] as number);
      const cells = (byRoom.get(room) ?? []).filter((c) => !out.includes(c));
      out.push(cells[randomInt(this.rng, cells.length)] as number);
    }
    return out;
  }

  // ---- The turn.

  /** Where spies probably are, from the security board and memory. */
  private threats(b: SecBoard): Threat[] {
    const map = b.map;
    const out: Threat[] = [];
    for (const spy of b.spies) {
      const s = spy.sighting;
      if (!s || spy.caught || s.how === 'caught') continue;
      if (s.turn >= b.turn - 1) out.push({ cell: s.cell, weight: s.turn === b.turn ? 10 : 6 });
    }
    b.noise.forEach((c, i) => {
      out.push({ cell: c, weight: 3 + i / 10 });
    });
    const heat = b.heat.filter((h) => h.turn === b.turn).at(-1);
    if (heat)
      for (const z of heat.zones) {
        const cells: number[] = [];
        for (let c = 0; c < map.size; c++) if (map.heatZone[c] === z && !b.terrain.blocking[c]) cells.push(c);
        const mid = cells[Math.floor(cells.length / 2)];
        if (mid !== undefined) out.push({ cell: mid, weight: 2 });
      }
    // A document gone: the spies were in that room and will come out through its openings.
    for (const d of this.documents)
      if (!b.documents.includes(d))
        for (const o of map.openings)
          if (o.cells.some((c) => map.areaOf[c] === map.areaOf[d])) {
            const outside = o.cells.find((c) => areaKind(map, c) === 'outdoor');
            if (outside !== undefined) out.push({ cell: outside, weight: 4 });
          }
    return out.sort((x, y) => y.weight - x.weight);
  }

  private cards(b: SecBoard, legal: (a: Action) => boolean): Action | null {
    const map = b.map;
    const played = (card: string) => b.secTurn.plays.some((p) => p.card === card);
    const linkedOk = b.secTurn.alarmLinked < LINKED(b.alarm);
    const tries: Action[] = [];
    if ((b.hand.S9 ?? 0) > 0)
      for (const d of b.documents)
        if (!b.bugs.some((x) => x.cell === d))
          tries.push({ type: 'playCard', card: 'S9', cell: G.cellName(map, d) });
    if ((b.hand.S5 ?? 0) > 0) {
      const u = b.units.find(
        (x) => x.kind === 'ordinary' && !b.secTurn.plays.some((p) => p.target === `unit:${x.id}`),
      );
      if (u) tries.push({ type: 'playCard', card: 'S5', unit: u.id, kind: 'soundAmplifier' });
    }
    if ((b.hand.S6 ?? 0) > 0 && b.turn <= 3) {
      const value = approachValue(map);
      const free = [];
      for (let c = 0; c < map.size; c++)
        if (
          !b.terrain.blocking[c] &&
          areaKind(map, c) === 'outdoor' &&
          !b.cameras.some((x) => x.cell === c) &&
          !b.units.some((u) => u.cell === c)
        )
          free.push(c);
      const cell = free.sort((x, y) => (value[y] as number) - (value[x] as number) + (this.noise(4) - 2))[0];
      if (cell !== undefined) {
        const aim = aimsFor(b, 'neighbour', cell)[0]?.aim;
        if (aim)
          tries.push({ type: 'playCard', card: 'S6', kind: 'ordinary', cell: G.cellName(map, cell), aim });
      }
    }
    if (linkedOk) {
      const threats = this.threats(b);
      if (!played('S4') && (b.hand.S4 ?? 0) > 0 && b.alarm >= 4) tries.push({ type: 'playCard', card: 'S4' });
      if ((b.hand.S1 ?? 0) > 0 && b.alarm >= 4 && threats.length === 0 && !played('S1'))
        tries.push({ type: 'playCard', card: 'S1' });
      if ((b.hand.S2 ?? 0) > 0 && b.alarm >= 6) {
        const cell = map.reinforcementCells.find(
          (c) => !b.units.some((u) => u.cell === c) && b.dog?.cell !== c,
        );
        if (cell !== undefined)
          tries.push({
            type: 'playCard',
            card: 'S2',
            cell: G.cellName(map, cell),
            view: this.bestView(b, 'ordinary', cell, (x) => (approachValue(map)[x] as number) + 1) as Dir,
          });
      }
    }
    for (const t of tries) if (legal(t)) return t;
    return null;
  }

  private phase5(b: SecBoard, legal: (a: Action) => boolean): Action {
    const map = b.map;
    if (this.targetsTurn !== b.turn) {
      this.targets.clear();
      this.targetsTurn = b.turn;
    }
    if (b.pendingReinforcements > 0) {
      const cell = map.reinforcementCells.find(
        (c) => !b.units.some((u) => u.cell === c) && b.dog?.cell !== c,
      );
      const kind = b.reserve.ordinary > 0 ? 'ordinary' : 'nightVision';
      if (cell !== undefined && b.reserve[kind] > 0) {
        const view = this.bestView(b, kind, cell, (x) => (approachValue(map)[x] as number) + 1);
        const a: Action = view
          ? { type: 'placeReinforcement', kind, cell: G.cellName(map, cell), view }
          : { type: 'placeReinforcement', kind, cell: G.cellName(map, cell) };
        if (legal(a)) return a;
      }
    }
    const card = this.cards(b, legal);
    if (card) return card;
    if (b.secTurn.used >= b.secTurn.n) return { type: 'endPhase' };
    const free = b.units.filter((u) => !b.secTurn.activated.includes(u.id));
    const threats = this.threats(b);
    // The dog: released from turn 2, toward trouble if there is any (A-R9.2).
    if (!b.dog && b.turn >= 2) {
      const handlers = free
        .filter((u) => u.kind === 'dogHandler')
        .sort((x, y) => this.nearestThreat(b, threats, x.cell) - this.nearestThreat(b, threats, y.cell));
      for (const h of handlers) {
        const view = this.bestView(b, 'ordinary', h.cell, (x) => (approachValue(map)[x] as number) + 1);
        for (let d = 0; d < 8; d++) {
          const n = G.neighbour(map, h.cell, d);
          if (n < 0) continue;
          const a: Action = {
            type: 'releaseDog',
            unit: h.id,
            cell: G.cellName(map, n),
            ...(view ? { view } : {}),
          };
          if (legal(a)) return a;
        }
      }
    }
    // Send the nearest free unit to each threat, two at most per threat.
    const sent = new Map<number, number>();
    for (const [, cell] of this.targets) sent.set(cell, (sent.get(cell) ?? 0) + 1);
    for (const threat of threats) {
      if ((sent.get(threat.cell) ?? 0) >= 2) continue;
      const goal = this.reachableGoal(b, threat.cell);
      if (goal < 0) continue;
      const costs = G.costsTo(b.terrain, goal, G.UNIT, (c) => c === goal || !this.occupied(b, c));
      let best: SecUnit | undefined;
      let bestCost = Number.POSITIVE_INFINITY;
      for (const u of free) {
        if (u.kind === 'civilian' || this.targets.has(u.id)) continue;
        const k = costs[u.cell] as number;
        if (k >= 0 && k < bestCost && k <= 12) {
          bestCost = k;
          best = u;
        }
      }
      if (!best) continue;
      this.targets.set(best.id, threat.cell);
      return { type: 'activate', unit: best.id };
    }
    // No trouble left to chase: idle units take the unguarded posts by the house's ways in.
    const posts = this.posts(b);
    for (const u of free) {
      if (u.kind === 'civilian' || u.kind === 'dogHandler' || this.targets.has(u.id)) continue;
      const guarded = posts.filter((p) => !b.units.some((x) => x !== u && G.distance(map, x.cell, p) <= 2));
      const post = guarded.sort((x, y) => G.distance(map, u.cell, x) - G.distance(map, u.cell, y))[0];
      if (post === undefined || G.distance(map, u.cell, post) <= 1 || G.distance(map, u.cell, post) > 6)
        continue;
      this.targets.set(u.id, post);
      return { type: 'activate', unit: u.id };
    }
    return { type: 'endPhase' };
  }

  private nearestThreat(b: SecBoard, threats: Threat[], cell: number): number {
    return Math.min(99, ...threats.map((t) => G.distance(b.map, t.cell, cell)));
  }

  /** Outdoor cells beside the house's openings into rooms that still hold documents, and the fence's ways in. */
  private posts(b: SecBoard): number[] {
    const map = b.map;
    const rooms = new Set(b.documents.map((d) => map.areaOf[d]));
    const out: number[] = [];
    for (const o of map.openings) {
      const outside = o.cells.find((c) => areaKind(map, c) === 'outdoor');
      const inside = o.cells.find((c) => areaKind(map, c) !== 'outdoor');
      if (outside === undefined) continue;
      if (inside !== undefined && !rooms.has(map.areaOf[inside]) && areaKind(map, inside) === 'house')
        continue;
      if (G.enterable(b.terrain, outside, G.UNIT)) out.push(outside);
    }
    return out;
  }

  private occupied(b: SecBoard, c: number): boolean {
    return b.units.some((u) => u.cell === c) || b.dog?.cell === c;
  }

  /** The threat cell itself if a unit may stand there, else the nearest outdoor cell seeing toward it. */
  private reachableGoal(b: SecBoard, cell: number): number {
    const map = b.map;
    if (G.enterable(b.terrain, cell, G.UNIT)) return cell;
    let best = -1;
    let bestD = Number.POSITIVE_INFINITY;
    for (let c = 0; c < map.size; c++) {
      if (!G.enterable(b.terrain, c, G.UNIT)) continue;
      const d = G.distance(map, c, cell);
      if (d < bestD) {
        bestD = d;
        best = c;
      }
    }
    return best;
  }

  private continueActivation(b: SecBoard): Action {
    const map = b.map;
    const a = b.activation;
    const u = b.units.find((x) => x.id === a?.unit);
    if (!a || !u) return { type: 'endActivation' };
    const target = this.targets.get(u.id) ?? u.cell;
    const weight = (c: number) =>
      12 - Math.min(12, G.distance(map, c, target)) + (approachValue(map)[c] as number) / 4;
    if (!a.moveEnded && u.cell !== target) {
      const goal = this.reachableGoal(b, target);
      const mover = u.kind === 'civilian' ? G.CIVILIAN : G.UNIT;
      const costs = G.costsTo(b.terrain, goal, mover, (c) => c === goal || !this.occupied(b, c));
      const here = costs[u.cell] as number;
      const left = a.points - a.spent;
      if (here > 0) {
        for (let d = 0; d < 8; d++) {
          const n = G.neighbour(map, u.cell, d);
          if (n < 0 || this.occupied(b, n)) continue;
          const step = G.stepCost(b.terrain, u.cell, n, mover);
          const rest = costs[n] as number;
          if (step < 0 || step > left || rest < 0 || step + rest !== here) continue;
          if (u.kind === 'civilian' && b.documents.includes(n)) continue;
          return { type: 'unitStep', to: G.cellName(map, n) };
        }
      }
    }
    const view = this.bestView(b, u.kind, u.cell, weight);
    return view ? { type: 'endActivation', view } : { type: 'endActivation' };
  }
}
