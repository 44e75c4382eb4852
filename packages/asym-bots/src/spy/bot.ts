/**
 * The spy bot: one player for every spy seat. Each spy goes for a different document it does
 * not know to be unmarked, scouts with Binoculars, keeps out of watches and light, enters the
 * house with its tools, and once it holds the marked document runs for the nearest edge.
 * Threatening units next to its path get the Knife or a silent shot; the dog gets the lure.
 */

import {
  type Action,
  type AsymState,
  geometry as G,
  type Mode,
  type RoleId,
  type SpyCardId,
  type SpyState,
} from '@safecrackers/asym-rules';
import { type RngState, randomInt, seedRng } from '@safecrackers/engine-kit';
import type { AsymBot } from '../play.js';
import { knownMark, riskMap, type SpyWorld, spyWorld } from './knowledge.js';
import { entrySources, type Route, route } from './route.js';

/** Card preferences, in the order a hand is filled (A-R13.1 maxima respected). */
const HAND_ORDER: SpyCardId[] = [
  'E9',
  'E8',
  'E15',
  'E14',
  'E4',
  'E2',
  'E5',
  'E9',
  'E8',
  'E1',
  'E4',
  'E2',
  'E15',
  'E10',
  'E1',
  'E13',
];
const ROLE_ORDER: RoleId[] = ['technician', 'handler', 'marksman', 'acrobat'];

export interface SpyBotOptions {
  /** Risk a spy accepts on the cell where it ends an action. */
  endRisk?: number;
}

export class SpyBot implements AsymBot {
  private readonly rng: RngState;
  private readonly endRisk: number;
  /** Cells each spy stood on lately (seat → cell → turn), so routes do not swing back and forth. */
  private readonly trail = new Map<number, Map<number, number>>();

  constructor(seed: string, opts: SpyBotOptions = {}) {
    this.rng = seedRng(`spy-bot:${seed}`);
    this.endRisk = opts.endRisk ?? 40;
  }

  act(state: AsymState, seat: number): Action {
    if (state.pending) return this.answer(state, seat);
    const spy = state.spies[seat - 1] as SpyState;
    if (spy.status === 'onBoard') {
      const trail = this.trail.get(seat) ?? new Map<number, number>();
      trail.set(spy.cell, state.turn);
      this.trail.set(seat, trail);
    }
    if (state.stage === 'spySetup') return this.loadout(state, spy);
    const w = spyWorld(state);
    if (state.action?.seat === seat) return this.continueAction(w, spy);
    return this.startAction(w, spy);
  }

  private answer(state: AsymState, seat: number): Action {
    const p = state.pending;
    const w = spyWorld(state);
    if (p?.kind === 'emergeCell') {
      const risk = riskMap(w, false);
      const best = [...p.cells].sort((a, b) => (risk[a] as number) - (risk[b] as number))[0] as number;
      return { type: 'answer', prompt: 'emergeCell', cell: G.cellName(w.map, best) };
    }
    const options = p?.kind === 'dogTarget' ? p.options : [];
    const pick = options[randomInt(this.rng, options.length)];
    void seat;
    return pick?.kind === 'spy'
      ? { type: 'answer', prompt: 'dogTarget', target: { kind: 'spy', seat: pick.seat } }
      : {
          type: 'answer',
          prompt: 'dogTarget',
          target: { kind: 'entry', cell: G.cellName(w.map, pick?.cell ?? 0) },
        };
  }

  private loadout(state: AsymState, spy: SpyState): Action {
    const taken = state.spies.filter((p) => p !== spy && p.role).map((p) => p.role);
    if (!spy.role) {
      const role = ROLE_ORDER.slice(spy.seat - 1)
        .concat(ROLE_ORDER)
        .find((r) => !taken.includes(r)) as RoleId;
      return { type: 'chooseRole', role };
    }
    const size = ({ 1: 12, 2: 11, 3: 10 } as Record<number, number>)[state.spies.length] ?? 10;
    if (spy.hand.length >= size) return { type: 'confirmLoadout' };
    const counts = new Map<SpyCardId, number>();
    for (const c of spy.hand) counts.set(c, (counts.get(c) ?? 0) + 1);
    const want = new Map<SpyCardId, number>();
    for (const card of HAND_ORDER) {
      want.set(card, (want.get(card) ?? 0) + 1);
      if ((counts.get(card) ?? 0) < (want.get(card) ?? 0)) return { type: 'addCard', card };
    }
    return { type: 'addCard', card: 'E1' };
  }

  /** The goal cells of a spy: the exit with the marked document, else a document not known to be plain. */
  private goals(w: SpyWorld, spy: SpyState): Set<number> {
    const s = w.state;
    if (spy.carriesDocument) return new Set(w.map.spyEdgeCells);
    const known = s.documents.findIndex((d, i) => d.onTrue && knownMark(s, i) === true);
    if (known >= 0) return new Set([s.documents[known]?.cell as number]);
    const open = s.documents
      .map((d, i) => ({ d, i }))
      .filter(({ d, i }) => d.onTrue && knownMark(s, i) === null);
    // Spread out: each spy takes the documents in turn by seat.
    const mine = open.filter((_, k) => k % s.spies.length === (spy.seat - 1) % s.spies.length);
    return new Set((mine.length > 0 ? mine : open).map(({ d }) => d.cell));
  }

  private plan(w: SpyWorld, spy: SpyState, prone = false): Route | null {
    let risk = riskMap(w, prone);
    const trail = this.trail.get(spy.seat);
    if (trail && trail.size > 0) {
      risk = risk.slice();
      for (const [cell, turn] of trail)
        if (w.state.turn - turn <= 3) risk[cell] = (risk[cell] as number) + 12;
    }
    const mine = w.state.action?.seat === spy.seat ? w.state.action : null;
    const hand = spy.hand.filter((c) => !mine?.played.includes(c));
    const sources = spy.status === 'waiting' ? entrySources(w, risk) : new Map([[spy.cell, 0]]);
    const goals = this.goals(w, spy);
    if (goals.size === 0) return null;
    return route(w, spy.seat, sources, goals, risk, hand, mine?.rope === 'ready');
  }

  private startAction(w: SpyWorld, spy: SpyState): Action {
    const s = w.state;
    const wait: Action = spy.camouflaged ? { type: 'stayHidden' } : { type: 'pass' };
    if (spy.camouflaged) {
      const near = s.units.some((u) => u.alive && G.distance(w.map, u.cell, spy.cell) <= 2);
      if (near && s.turn < 18) return { type: 'stayHidden' };
      const blockedToken = s.units.some((u) => u.alive && u.cell === spy.cell) || s.dog?.cell === spy.cell;
      if (blockedToken) return { type: 'stayHidden' };
    }
    const r = this.plan(w, spy);
    if (!r) return wait;
    const steps = r.cells.length - (spy.status === 'waiting' ? 0 : 1);
    const unitNear = s.units.some(
      (u) =>
        u.alive &&
        u.kind !== 'civilian' &&
        G.distance(w.map, u.cell, spy.status === 'onBoard' ? spy.cell : (r.cells[0] as number)) <= 4,
    );
    let mode: Mode = 'sneak';
    const house = spy.status === 'onBoard' && w.map.areas[w.map.areaOf[spy.cell] as number]?.kind === 'house';
    const civilianNear = s.units.some(
      (u) => u.alive && u.kind === 'civilian' && G.distance(w.map, u.cell, spy.cell) <= 3,
    );
    if (spy.carriesDocument && steps >= 3 && s.alarm <= 7) mode = 'run';
    else if (steps >= 3 && s.alarm <= 6 - s.spies.length && (house ? !civilianNear : !unitNear))
      mode = 'walk';
    // A route straight into a unit's watch: shoot the watcher if it can be done quietly, else crawl
    // (a prone spy is seen only in direct cells), else wait a round.
    const next = r.cells[spy.status === 'waiting' ? 0 : 1] ?? spy.cell;
    if (
      spy.status === 'onBoard' &&
      (riskMap(w, false)[next] ?? 0) >= 900 &&
      !(spy.carriesDocument && s.turn >= 17)
    ) {
      if (this.blockerShot(w, spy, next, () => true)) return { type: 'beginAction', mode: 'sneak' };
      const crawl = this.plan(w, spy, true);
      const crawlNext = crawl?.cells[1];
      if (crawlNext !== undefined && (riskMap(w, true)[crawlNext] ?? 0) < 900)
        return spy.posture === 'prone'
          ? { type: 'beginAction', mode: 'prone' }
          : { type: 'beginAction', mode: 'prone', lieDown: true };
      return wait;
    }
    return { type: 'beginAction', mode };
  }

  private continueAction(w: SpyWorld, spy: SpyState): Action {
    const s = w.state;
    const a = s.action;
    if (!a) return { type: 'pass' };
    const left = Math.max(0, a.points - (a.penalty ? 1 : 0) - a.spent);
    const held = (card: SpyCardId) => spy.hand.includes(card) && !a.played.includes(card);
    if (spy.status === 'onBoard') {
      if (
        spy.carriesDocument &&
        w.map.spyEdgeCells.includes(spy.cell) &&
        spy.posture === 'standing' &&
        left >= 1 &&
        !a.thrown &&
        !a.jammed
      )
        return { type: 'leave' };
      const opportunity = this.opportunity(w, spy, held);
      if (opportunity) return opportunity;
    }
    const r = this.plan(w, spy, spy.posture === 'prone' && a.mode === 'prone');
    if (!r || a.thrown || a.jammed) return this.end(w, spy, held);
    const first = spy.status === 'waiting' ? -1 : 0;
    const next = r.cells[first + 1];
    if (next === undefined) return this.end(w, spy, held);
    const tool = first >= 0 ? r.tools[0] : null;
    if (tool) {
      if (tool.kind === 'card') {
        if (!held(tool.card)) return this.end(w, spy, held);
        return { type: 'playCard', card: tool.card, opening: tool.opening };
      }
      if (tool.kind === 'technician') return { type: 'openDoor', opening: tool.opening };
      if (tool.kind === 'rope') {
        if (a.rope === 'ready') {
          // the rope is out: step across
        } else if (a.rope === 'used' || !held('E15')) return this.end(w, spy, held);
        else return { type: 'playCard', card: 'E15' };
      }
    }
    const cost =
      spy.status === 'waiting'
        ? 1 + (w.map.terrain[next] === '~' ? 1 : 0)
        : G.stepCost(w.t, spy.cell, next, {
            kind: 'spy',
            acrobat: spy.role === 'acrobat',
            rope: a.rope === 'ready',
          });
    if (cost < 0 || cost > left) return this.end(w, spy, held);
    const risk = riskMap(w, spy.posture === 'prone');
    const here = spy.status === 'waiting' ? 0 : (risk[spy.cell] as number);
    const there = risk[next] as number;
    const goal = r.cells[r.cells.length - 1] === next;
    // Never walk into a watch; do not stop on a worse cell than this one when the points run out.
    if (there >= 900 && !(goal && spy.carriesDocument)) return this.end(w, spy, held);
    const last = left - cost < 1;
    if (last && !goal && there > here + 10 && there > this.endRisk && spy.status === 'onBoard')
      return this.end(w, spy, held);
    if (s.spies.some((p) => p !== spy && p.status === 'onBoard' && !p.camouflaged && p.cell === next) && last)
      return this.end(w, spy, held);
    return { type: 'step', to: G.cellName(w.map, next) };
  }

  /** Binoculars, the lure, and removing a unit that threatens the spy. */
  private opportunity(w: SpyWorld, spy: SpyState, held: (c: SpyCardId) => boolean): Action | null {
    const s = w.state;
    const a = s.action;
    if (!a) return null;
    if (held('E14') && !spy.carriesDocument) {
      const target = s.documents.find(
        (d, i) =>
          d.onTrue &&
          knownMark(s, i) === null &&
          G.distance(w.map, spy.cell, d.cell) <= 6 &&
          G.lineOfSight(w.t, spy.cell, d.cell, 'sight'),
      );
      if (target) return { type: 'playCard', card: 'E14', cell: G.cellName(w.map, target.cell) };
    }
    if (held('E4') && s.dog && G.distance(w.map, s.dog.cell, spy.cell) <= 5 && s.lure < 0) {
      const cells: number[] = [];
      for (let c = 0; c < w.map.size; c++)
        if (
          G.distance(w.map, spy.cell, c) === 4 &&
          G.enterable(w.t, c, G.DOG) &&
          G.distance(w.map, s.dog.cell, c) >= 2
        )
          cells.push(c);
      const c = cells[randomInt(this.rng, Math.max(1, cells.length))];
      if (c !== undefined) return { type: 'playCard', card: 'E4', cell: G.cellName(w.map, c) };
    }
    // A unit whose watch bars the way: silence it from afar.
    const ahead = this.plan(w, spy)?.cells[1];
    if (ahead !== undefined && (riskMap(w, false)[ahead] ?? 0) >= 900) {
      const shot = this.blockerShot(w, spy, ahead, held);
      if (shot) return shot;
    }
    // A unit right beside the spy will find it next turn: silence it if it can be done quietly.
    const direct = new Set<number>();
    for (const x of w.watches) for (const c of x.direct) direct.add(c);
    const outdoors = w.map.areas[w.map.areaOf[spy.cell] as number]?.kind !== 'house';
    for (const u of s.units) {
      if (!u.alive || u.kind === 'civilian' || !outdoors) continue;
      const d = G.distance(w.map, u.cell, spy.cell);
      if (d > 1) continue;
      const corpse = this.corpseCell(w, u.cell, direct);
      if (corpse < 0) continue;
      const name = G.cellName(w.map, corpse);
      if (d === 1 && held('E2') && G.meleeAdjacent(w.t, spy.cell, u.cell))
        return { type: 'playCard', card: 'E2', target: { kind: 'unit', id: u.id }, corpse: name };
      const shootable =
        u.kind !== 'armoured' &&
        G.lineOfSight(w.t, spy.cell, u.cell, 'shot') &&
        G.windowsCrossed(w.t, spy.cell, u.cell).length === 0;
      if (shootable && !spy.weaponSpent && !a.shot)
        return { type: 'shoot', target: { kind: 'unit', id: u.id }, corpse: name };
      if (shootable && held('E1'))
        return { type: 'playCard', card: 'E1', target: { kind: 'unit', id: u.id }, corpse: name };
    }
    return null;
  }

  /** A quiet shot at the unit watching `cell`: not armoured, in range, a clear line with no window to break. */
  private blockerShot(
    w: SpyWorld,
    spy: SpyState,
    cell: number,
    held: (c: SpyCardId) => boolean,
  ): Action | null {
    const s = w.state;
    const a = s.action?.seat === spy.seat ? s.action : null;
    const range = 5 + (spy.role === 'marksman' ? 2 : 0);
    const direct = new Set<number>();
    for (const x of w.watches) for (const c of x.direct) direct.add(c);
    for (const x of w.watches) {
      if (x.kind !== 'unit' || !x.all.has(cell)) continue;
      const u = s.units.find((v) => v.id === x.viewer);
      if (!u || u.kind === 'armoured' || !u.alive) continue;
      if (G.distance(w.map, spy.cell, u.cell) > range || !G.lineOfSight(w.t, spy.cell, u.cell, 'shot'))
        continue;
      if (G.windowsCrossed(w.t, spy.cell, u.cell).length > 0) continue;
      const corpse = this.corpseCell(w, u.cell, direct);
      if (corpse < 0) continue;
      const target = { kind: 'unit' as const, id: u.id };
      const name = G.cellName(w.map, corpse);
      if (!spy.weaponSpent && !a?.shot) return { type: 'shoot', target, corpse: name };
      if (held('E1')) return { type: 'playCard', card: 'E1', target, corpse: name };
    }
    return null;
  }

  /** A corpse cell out of every direct cell: water first (it sinks), else dark and unwatched. */
  private corpseCell(w: SpyWorld, victim: number, direct: Set<number>): number {
    const options = [victim];
    for (let d = 0; d < 8; d++) {
      const n = G.neighbour(w.map, victim, d);
      if (n >= 0 && !w.t.blocking[n] && G.meleeAdjacent(w.t, victim, n)) options.push(n);
    }
    const water = options.find((c) => w.map.terrain[c] === '~');
    if (water !== undefined) return water;
    return options.find((c) => !direct.has(c) && !w.light.lit[c]) ?? -1;
  }

  private end(w: SpyWorld, spy: SpyState, held: (c: SpyCardId) => boolean): Action {
    const s = w.state;
    if (
      spy.status === 'onBoard' &&
      s.spies.some((p) => p !== spy && p.status === 'onBoard' && !p.camouflaged && p.cell === spy.cell)
    ) {
      // Never stop on another spy: take any free neighbouring step instead.
      const a = s.action;
      const left = a ? Math.max(0, a.points - (a.penalty ? 1 : 0) - a.spent) : 0;
      for (let d = 0; d < 8; d++) {
        const n = G.neighbour(w.map, spy.cell, d);
        if (n < 0 || w.blocked.has(n) || s.spies.some((p) => p.status === 'onBoard' && p.cell === n))
          continue;
        const cost = G.stepCost(w.t, spy.cell, n, { kind: 'spy', acrobat: spy.role === 'acrobat' });
        if (cost >= 0 && cost <= left) return { type: 'step', to: G.cellName(w.map, n) };
      }
    }
    const risk = riskMap(w, spy.posture === 'prone');
    if (
      spy.status === 'onBoard' &&
      held('E5') &&
      !spy.carriesDocument &&
      (risk[spy.cell] as number) >= 60 &&
      s.turn < 17
    )
      return { type: 'playCard', card: 'E5' };
    return { type: 'endAction' };
  }
}
