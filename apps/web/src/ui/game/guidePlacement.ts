/**
 * Where the first-heist guide's card goes: beside what it points at, never over it when the
 * screen has room. Pure geometry, in client pixels.
 */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const MARGIN = 8;
const GAP = 12;
/** Narrower than this, the card spans the screen and goes above or below its target. */
export const PHONE_WIDTH = 760;

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const clamp = (v: number, low: number, high: number) => Math.max(low, Math.min(v, Math.max(low, high)));

/**
 * The card's top-left corner. `card` is its size; `view` the window; `top` where the page's
 * free area starts (below the top bar). Without a target the card sits high in the middle.
 */
export function placeGuide(
  target: Box | null,
  card: { width: number; height: number },
  view: { width: number; height: number },
  top = 0,
): { x: number; y: number } {
  const minY = top + MARGIN;
  const maxY = view.height - card.height - MARGIN;
  const middleX = clamp((view.width - card.width) / 2, MARGIN, view.width - card.width - MARGIN);
  if (!target) return { x: middleX, y: clamp(top + view.height * 0.2, minY, maxY) };
  const above = { x: middleX, y: clamp(target.y - GAP - card.height, minY, maxY) };
  const below = { x: middleX, y: clamp(target.y + target.height + GAP, minY, maxY) };
  if (view.width <= PHONE_WIDTH) {
    // The side with more room; the other one only if this one would cover the target.
    const roomAbove = target.y - top;
    const roomBelow = view.height - (target.y + target.height);
    const [first, second] = roomAbove >= roomBelow ? [above, below] : [below, above];
    return overlaps({ ...first, ...card }, target) && !overlaps({ ...second, ...card }, target)
      ? second
      : first;
  }
  // Level with the top of what it points at (a tall panel section would push a centred card
  // down over the board's zoom buttons).
  const besideY = clamp(target.y, minY, maxY);
  const candidates = [
    { x: target.x - GAP - card.width, y: besideY },
    { x: target.x + target.width + GAP, y: besideY },
    { ...below, x: clamp(target.x, MARGIN, view.width - card.width - MARGIN) },
    { ...above, x: clamp(target.x, MARGIN, view.width - card.width - MARGIN) },
  ];
  const fits = (p: { x: number; y: number }) =>
    p.x >= MARGIN &&
    p.x + card.width <= view.width - MARGIN &&
    p.y >= minY &&
    p.y + card.height <= view.height - MARGIN + 0.5 &&
    !overlaps({ ...p, ...card }, target);
  return candidates.find(fits) ?? above;
}
