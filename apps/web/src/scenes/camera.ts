/**
 * The board's camera: pure maths for panning and zooming. A camera maps board pixels to
 * canvas pixels as `screen = board * scale + (x, y)`. Every result is clamped so the board
 * can never be lost off-screen: a board wider (taller) than the viewport always covers it,
 * a smaller one sits in the middle.
 */
export interface Camera {
  x: number;
  y: number;
  scale: number;
}

export interface Point {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

export interface Bounds {
  viewport: Size;
  /** The board at scale 1 (the layout already fills the viewport's width there). */
  content: Size;
  minScale: number;
  maxScale: number;
}

/** How far in a player may zoom: tiles three times their fitted size. */
export const MAX_SCALE = 3;
/** A pointer that travels further than this (CSS pixels) drags instead of tapping. */
export const DRAG_THRESHOLD = 10;

/** Zoom limits: out until the whole board shows (never below fit when it already does), in to 3×. */
export function boundsFor(viewport: Size, content: Size): Bounds {
  const whole = Math.min(
    1,
    viewport.width / Math.max(1, content.width),
    viewport.height / Math.max(1, content.height),
  );
  return { viewport, content, minScale: Math.max(0.1, whole), maxScale: MAX_SCALE };
}

/** The "fit" view: the layout as drawn, from its top-left corner. */
export function fitCamera(bounds: Bounds): Camera {
  return clampCamera({ x: 0, y: 0, scale: 1 }, bounds);
}

export function isFit(camera: Camera, bounds: Bounds): boolean {
  const fit = fitCamera(bounds);
  return (
    Math.abs(camera.scale - fit.scale) < 1e-3 &&
    Math.abs(camera.x - fit.x) < 0.5 &&
    Math.abs(camera.y - fit.y) < 0.5
  );
}

export function clampScale(scale: number, bounds: Bounds): number {
  return Math.min(bounds.maxScale, Math.max(bounds.minScale, scale));
}

function clampAxis(offset: number, viewport: number, content: number): number {
  if (content <= viewport) return (viewport - content) / 2;
  return Math.min(0, Math.max(viewport - content, offset));
}

export function clampCamera(camera: Camera, bounds: Bounds): Camera {
  const scale = clampScale(camera.scale, bounds);
  return {
    scale,
    x: clampAxis(camera.x, bounds.viewport.width, bounds.content.width * scale),
    y: clampAxis(camera.y, bounds.viewport.height, bounds.content.height * scale),
  };
}

export function panBy(camera: Camera, dx: number, dy: number, bounds: Bounds): Camera {
  return clampCamera({ ...camera, x: camera.x + dx, y: camera.y + dy }, bounds);
}

/** Board point under a canvas point. */
export function toBoard(camera: Camera, p: Point): Point {
  return { x: (p.x - camera.x) / camera.scale, y: (p.y - camera.y) / camera.scale };
}

/** Canvas point of a board point. */
export function toScreen(camera: Camera, p: Point): Point {
  return { x: p.x * camera.scale + camera.x, y: p.y * camera.scale + camera.y };
}

/** Zooms by `factor`, keeping the board point under `focal` (canvas pixels) where it is. */
export function zoomAt(camera: Camera, focal: Point, factor: number, bounds: Bounds): Camera {
  const scale = clampScale(camera.scale * factor, bounds);
  const anchor = toBoard(camera, focal);
  return clampCamera({ scale, x: focal.x - anchor.x * scale, y: focal.y - anchor.y * scale }, bounds);
}

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
const middle = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/**
 * Two fingers: the scale follows their spread, and the board point that was between them at
 * the start stays between them (so a pinch also pans when both fingers move together).
 */
export function pinchCamera(start: Camera, from: [Point, Point], to: [Point, Point], bounds: Bounds): Camera {
  const spread = distance(from[0], from[1]);
  const factor = spread < 1 ? 1 : distance(to[0], to[1]) / spread;
  const scale = clampScale(start.scale * factor, bounds);
  const anchor = toBoard(start, middle(from[0], from[1]));
  const now = middle(to[0], to[1]);
  return clampCamera({ scale, x: now.x - anchor.x * scale, y: now.y - anchor.y * scale }, bounds);
}

/** A pointer that moved this far is dragging, not tapping. */
export function isDrag(from: Point, to: Point, threshold = DRAG_THRESHOLD): boolean {
  return distance(from, to) > threshold;
}

/**
 * Pans the least needed so a board rectangle (a tile) is on screen with a margin; a
 * rectangle already visible leaves the camera as it is.
 */
export function showRect(
  camera: Camera,
  rect: { x: number; y: number; width: number; height: number },
  bounds: Bounds,
  margin = 12,
): Camera {
  const { viewport } = bounds;
  const s = camera.scale;
  const left = rect.x * s + camera.x;
  const top = rect.y * s + camera.y;
  const right = left + rect.width * s;
  const bottom = top + rect.height * s;
  let dx = 0;
  let dy = 0;
  if (left < margin) dx = margin - left;
  else if (right > viewport.width - margin) dx = viewport.width - margin - right;
  if (top < margin) dy = margin - top;
  else if (bottom > viewport.height - margin) dy = viewport.height - margin - bottom;
  return dx === 0 && dy === 0 ? camera : panBy(camera, dx, dy, bounds);
}
