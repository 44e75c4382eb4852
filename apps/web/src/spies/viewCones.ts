/**
 * View cones (A-R6.2, A-R8.1): each viewer's watch drawn as a wedge from its cell along its
 * facing, as wide and as long as its direct cells need. Derived only from what the client was
 * sent (the viewer's cell, its aim, its direct cells); no rule is worked out again here. A
 * viewer without a facing (all its neighbours: dog handlers, sound-amplifiers) gets a disc.
 */
import { cellXY } from '@safecrackers/asym-rules';

export interface Cone {
  from: string;
  /** Screen angles in radians (x right, y down), start < end; a disc spans 2π. */
  start: number;
  end: number;
  /** How far the cone reaches, in cells from the viewer's centre. */
  reach: number;
}

const TAU = Math.PI * 2;
const DIR_ANGLE: Record<string, number> = {
  E: 0,
  SE: Math.PI / 4,
  S: Math.PI / 2,
  SW: (3 * Math.PI) / 4,
  W: Math.PI,
  NW: (-3 * Math.PI) / 4,
  N: -Math.PI / 2,
  NE: -Math.PI / 4,
};

/** An angle brought into (-π, π]. */
function wrap(a: number): number {
  let x = a;
  while (x <= -Math.PI) x += TAU;
  while (x > Math.PI) x -= TAU;
  return x;
}

/** The cone of a viewer at `from` facing `aim` that views `direct`; null when it views no other cell. */
export function coneOf(from: string, aim: string | null, direct: readonly string[]): Cone | null {
  const o = cellXY(from);
  const offsets = direct
    .filter((c) => c !== from)
    .map((c) => {
      const p = cellXY(c);
      return { dx: p.col - o.col, dy: p.row - o.row };
    });
  if (offsets.length === 0) return null;
  const reach = Math.max(...offsets.map((p) => Math.hypot(p.dx, p.dy))) + 0.5;
  const centre = aim === null ? undefined : DIR_ANGLE[aim];
  if (centre === undefined) return { from, start: 0, end: TAU, reach };
  let lo = 0;
  let hi = 0;
  for (const p of offsets) {
    const d = wrap(Math.atan2(p.dy, p.dx) - centre);
    // Half a cell either side, so the wedge covers each cell and not only its centre.
    const pad = Math.atan2(0.5, Math.hypot(p.dx, p.dy));
    lo = Math.min(lo, d - pad);
    hi = Math.max(hi, d + pad);
  }
  if (hi - lo >= TAU) return { from, start: 0, end: TAU, reach };
  return { from, start: centre + lo, end: centre + hi, reach };
}

/** The cones of every viewer that has one. */
export function conesOf(
  viewers: ReadonlyArray<{ cell: string; aim: string | null; watch: { direct: readonly string[] } }>,
): Cone[] {
  return viewers.flatMap((v) => {
    const cone = coneOf(v.cell, v.aim, v.watch.direct);
    return cone ? [cone] : [];
  });
}
