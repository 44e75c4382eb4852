/**
 * Which tiles the viewer's character could move or peek to from a tile (R5.2), as far as it can
 * know: face-down tiles are linked by adjacency only.
 */
import type { Knowledge } from './knowledge.js';

export type Via = 'move' | 'drop';

export interface Link {
  to: number;
  via: Via;
}

/** Every tile the viewer could Move (or drop) into from `from` (R5.2 links 1–6, R5.5). */
export function moveLinks(k: Knowledge, from: number): Link[] {
  const out: Link[] = [];
  const add = (to: number, via: Via) => {
    if (to >= 0 && to !== from && !out.some((l) => l.to === to)) out.push({ to, via });
  };
  for (const n of k.open[from] ?? []) add(n, 'move');
  const here = k.revealed(from);
  const painting = k.holds('painting');
  if (!painting) {
    for (const n of k.walled[from] ?? []) if (k.kind(n) === 'secret-door') add(n, 'move');
  }
  if (!here) return out;
  const timeLock = k.timeLock();
  if (!timeLock && here.kind === 'stairs' && k.floorOf(from) < k.topFloor) add(k.vertical(from, 1), 'move');
  if (!timeLock && here.downstairs) {
    const below = k.vertical(from, -1);
    if (below >= 0 && k.kind(below) === 'stairs') add(below, 'move');
  }
  if (!timeLock) {
    for (const link of k.view.links) {
      if (link.to === 'roof') continue;
      const a = k.index(link.from);
      const b = k.index(link.to);
      if (a === from) add(b, 'move');
      else if (b === from) add(a, 'move');
    }
  }
  if (here.kind === 'service-duct' && !painting) {
    for (const i of ductsOtherThan(k, from)) add(i, 'move');
  }
  if (here.kind === 'walkway' && k.floorOf(from) > 0) add(k.vertical(from, -1), 'drop');
  return out;
}

function ductsOtherThan(k: Knowledge, from: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < k.size; i++) if (i !== from && k.kind(i) === 'service-duct') out.push(i);
  return out;
}

/** Tiles from which `target` can be peeked (R5.2 peek links), whatever their state. */
export function peekSources(k: Knowledge, target: number): number[] {
  const out = new Set<number>(k.open[target] ?? []);
  const below = k.vertical(target, -1);
  if (below >= 0) {
    const kind = k.kind(below);
    if (kind === 'stairs' || kind === 'atrium') out.add(below);
  }
  const above = k.vertical(target, 1);
  if (above >= 0) {
    const kind = k.kind(above);
    if (kind === 'atrium' || kind === 'walkway') out.add(above);
  }
  for (const link of k.view.links) {
    if (link.to !== 'roof' && k.index(link.to) === target) out.add(k.index(link.from));
  }
  return [...out];
}

/** Face-down tiles peek-linked from `from` (R5.2 peek links 1–5). */
export function peekTargets(k: Knowledge, from: number): number[] {
  const out = new Set<number>(k.open[from] ?? []);
  const kind = k.kind(from);
  if (kind === 'stairs' || kind === 'atrium') out.add(k.vertical(from, 1));
  if (kind === 'atrium' || kind === 'walkway') out.add(k.vertical(from, -1));
  for (const link of k.view.links) {
    if (link.to !== 'roof' && k.index(link.from) === from) out.add(k.index(link.to));
  }
  return [...out].filter((i) => i >= 0 && i !== from && k.isHidden(i));
}
