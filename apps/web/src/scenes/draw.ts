/** Drawing helpers Pixi lacks: dashed lines and rectangles, dotted paths, small glyphs. */
import type { Graphics } from 'pixi.js';

export function dashedLine(
  g: Graphics,
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  dash = 5,
  gap = 4,
): Graphics {
  const length = Math.hypot(x2 - x1, y2 - y1);
  if (length === 0) return g;
  const ux = (x2 - x1) / length;
  const uy = (y2 - y1) / length;
  for (let d = 0; d < length; d += dash + gap) {
    const end = Math.min(length, d + dash);
    g.moveTo(x1 + ux * d, y1 + uy * d).lineTo(x1 + ux * end, y1 + uy * end);
  }
  return g;
}

export function dashedRect(
  g: Graphics,
  x: number,
  y: number,
  w: number,
  h: number,
  dash = 6,
  gap = 4,
): Graphics {
  dashedLine(g, x, y, x + w, y, dash, gap);
  dashedLine(g, x + w, y, x + w, y + h, dash, gap);
  dashedLine(g, x + w, y + h, x, y + h, dash, gap);
  dashedLine(g, x, y + h, x, y, dash, gap);
  return g;
}

/** A closed eye: the stealth pip drawn beside tokens and on hiding places. */
export function eye(g: Graphics, cx: number, cy: number, r: number, colour: number): void {
  g.moveTo(cx - r, cy)
    .quadraticCurveTo(cx, cy - r * 0.9, cx + r, cy)
    .quadraticCurveTo(cx, cy + r * 0.9, cx - r, cy)
    .fill({ color: colour, alpha: 0.9 });
  g.circle(cx, cy, r * 0.35).fill({ color: 0x081226 });
}

/** A die face with pips, centred at (cx, cy). */
export function dieFace(
  g: Graphics,
  cx: number,
  cy: number,
  size: number,
  value: number,
  body: number,
  pip: number,
): void {
  const h = size / 2;
  g.roundRect(cx - h, cy - h, size, size, size * 0.18)
    .fill({ color: body })
    .stroke({ width: 1, color: 0x081226, alpha: 0.6 });
  const o = size * 0.26;
  const spots: Record<number, Array<[number, number]>> = {
    1: [[0, 0]],
    2: [
      [-o, -o],
      [o, o],
    ],
    3: [
      [-o, -o],
      [0, 0],
      [o, o],
    ],
    4: [
      [-o, -o],
      [o, -o],
      [-o, o],
      [o, o],
    ],
    5: [
      [-o, -o],
      [o, -o],
      [0, 0],
      [-o, o],
      [o, o],
    ],
    6: [
      [-o, -o],
      [o, -o],
      [-o, 0],
      [o, 0],
      [-o, o],
      [o, o],
    ],
  };
  for (const [dx, dy] of spots[Math.min(6, Math.max(1, value))] ?? [])
    g.circle(cx + dx, cy + dy, size * 0.08).fill({ color: pip });
}
