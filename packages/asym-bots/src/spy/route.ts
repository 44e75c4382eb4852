/**
 * Routes for a spy: least (movement + risk) paths, where a closed opening or a wire edge may be
 * crossed with a tool in hand (Lockpick, Glass cutter, Code breaker or the Technician, Rope).
 */
import { geometry as G, type SpyCardId } from '@safecrackers/asym-rules';
import type { SpyWorld } from './knowledge.js';

export type Tool =
  | { kind: 'card'; card: 'E8' | 'E9' | 'E10'; opening: string }
  | { kind: 'rope' }
  | { kind: 'technician'; opening: string };

export interface Route {
  /** Cells from the start (or the entry cell for a waiting spy) to the goal. */
  cells: number[];
  /** tools[i]: what opens the way from cells[i] to cells[i+1], if anything. */
  tools: Array<Tool | null>;
  cost: number;
}

/** Movement points weigh this much against risk. */
const MOVE = 6;

interface Edge {
  points: number;
  extra: number;
  tool: Tool | null;
}

export function toolStep(
  w: SpyWorld,
  seat: number,
  a: number,
  b: number,
  hand: SpyCardId[],
  rope = false,
  d = -1,
): Edge | null {
  const spy = w.state.spies[seat - 1];
  const acrobat = spy?.role === 'acrobat';
  const cost =
    d >= 0
      ? (G.stepTable(w.t, { kind: 'spy', acrobat })[a * 8 + d] as number)
      : G.stepCost(w.t, a, b, { kind: 'spy', acrobat });
  if (cost >= 0) return { points: cost, extra: 0, tool: null };
  const e = G.edgeBetween(w.map, a, b);
  if (e < 0 || !G.enterable(w.t, b, { kind: 'spy', acrobat })) return null;
  const status = w.t.edge[e];
  const base = 1 + (w.map.terrain[b] === '~' ? 1 : 0);
  const opening = w.map.openings.find((o) => o.edge === e);
  const token = opening
    ? w.state.alarmTokens.find((x) => x.opening === opening.index && !x.spent && !x.disarmed)
    : undefined;
  const alarmCost = token ? 30 : 0;
  if (status === G.WIRE && (rope || hand.includes('E15')))
    return { points: base + 1, extra: 10, tool: { kind: 'rope' } };
  if (!opening) return null;
  if (status === G.CLOSED && opening.kind === 'edoor') {
    if (spy?.role === 'technician')
      return { points: base, extra: alarmCost, tool: { kind: 'technician', opening: opening.id } };
    if (hand.includes('E10'))
      return { points: base, extra: alarmCost + 5, tool: { kind: 'card', card: 'E10', opening: opening.id } };
  }
  if (status === G.CLOSED && (opening.kind === 'door' || opening.kind === 'gate') && hand.includes('E9'))
    return { points: base, extra: alarmCost + 5, tool: { kind: 'card', card: 'E9', opening: opening.id } };
  if (status === G.WINDOW && hand.includes('E8'))
    return { points: base, extra: alarmCost + 15, tool: { kind: 'card', card: 'E8', opening: opening.id } };
  return null;
}

/**
 * Least-cost route from the sources (cell → initial cost) to any goal cell, never through
 * units or the dog; risk is paid on entering a cell.
 */
export function route(
  w: SpyWorld,
  seat: number,
  sources: Map<number, number>,
  goals: Set<number>,
  risk: Float64Array,
  hand: SpyCardId[],
  rope = false,
): Route | null {
  const size = w.map.size;
  const dist = new Float64Array(size).fill(Number.POSITIVE_INFINITY);
  const prev = new Int32Array(size).fill(-1);
  const via: Array<Tool | null> = new Array(size).fill(null);
  const done = new Uint8Array(size);
  const heap = new MinHeap();
  for (const [c, cost] of sources) {
    if (cost < (dist[c] as number)) {
      dist[c] = cost;
      heap.push(cost, c);
    }
  }
  for (;;) {
    const best = heap.pop();
    if (best < 0) return null;
    if (done[best]) continue;
    done[best] = 1;
    const bestCost = dist[best] as number;
    if (goals.has(best)) {
      const cells = [best];
      const tools: Array<Tool | null> = [];
      let c = best;
      while (prev[c] !== -1) {
        tools.unshift(via[c] ?? null);
        c = prev[c] as number;
        cells.unshift(c);
      }
      return { cells, tools, cost: bestCost };
    }
    const col = best % w.map.cols;
    const row = (best - col) / w.map.cols;
    for (let d = 0; d < 8; d++) {
      const nc = col + (G.DX[d] as number);
      const nr = row + (G.DY[d] as number);
      if (nc < 0 || nr < 0 || nc >= w.map.cols || nr >= w.map.rows) continue;
      const n = nr * w.map.cols + nc;
      if (done[n] || w.blocked.has(n)) continue;
      const step = toolStep(w, seat, best, n, hand, rope, d);
      if (!step) continue;
      const nd = bestCost + step.points * MOVE + step.extra + (risk[n] as number);
      if (nd < (dist[n] as number)) {
        dist[n] = nd;
        prev[n] = best;
        via[n] = step.tool;
        heap.push(nd, n);
      }
    }
  }
}

/** A binary min-heap of (key, cell). */
class MinHeap {
  private keys: number[] = [];
  private cells: number[] = [];

  push(key: number, cell: number): void {
    const k = this.keys;
    const v = this.cells;
    let i = k.length;
    k.push(key);
    v.push(cell);
    while (i > 0) {
      const p = (i - 1) >> 1;
      if ((k[p] as number) <= key) break;
      k[i] = k[p] as number;
      v[i] = v[p] as number;
      i = p;
    }
    k[i] = key;
    v[i] = cell;
  }

  /** The cell of the least key, or -1 when empty. */
  pop(): number {
    const k = this.keys;
    const v = this.cells;
    if (k.length === 0) return -1;
    const top = v[0] as number;
    const lastKey = k.pop() as number;
    const lastCell = v.pop() as number;
    if (k.length > 0) {
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        if (l >= k.length) break;
        const r = l + 1;
        const c = r < k.length && (k[r] as number) < (k[l] as number) ? r : l;
        if ((k[c] as number) >= lastKey) break;
        k[i] = k[c] as number;
        v[i] = v[c] as number;
        i = c;
      }
      k[i] = lastKey;
      v[i] = lastCell;
    }
    return top;
  }
}

/** Entry cells for a waiting spy, each with its entry cost and risk. */
export function entrySources(w: SpyWorld, risk: Float64Array): Map<number, number> {
  const out = new Map<number, number>();
  for (const c of w.map.spyEdgeCells) {
    if (w.blocked.has(c)) continue;
    out.set(c, (1 + (w.map.terrain[c] === '~' ? 1 : 0)) * MOVE + (risk[c] as number));
  }
  return out;
}
