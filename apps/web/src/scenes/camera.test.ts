import { describe, expect, it } from 'vitest';
import {
  boundsFor,
  clampCamera,
  fitCamera,
  isDrag,
  isFit,
  MAX_SCALE,
  panBy,
  pinchCamera,
  showRect,
  toBoard,
  toScreen,
  zoomAt,
} from './camera.js';

// A phone: the stacked floors fill the width and are twice as tall as the viewport.
const phone = boundsFor({ width: 390, height: 450 }, { width: 390, height: 900 });
// A desktop: the board fits the viewport exactly.
const desk = boundsFor({ width: 940, height: 660 }, { width: 940, height: 660 });

describe('camera bounds', () => {
  it('zooms out until the whole board shows, and in to three times', () => {
    expect(phone.minScale).toBeCloseTo(0.5);
    expect(phone.maxScale).toBe(MAX_SCALE);
    expect(desk.minScale).toBe(1);
  });

  it('fits at scale 1 from the top-left corner', () => {
    expect(fitCamera(phone)).toEqual({ x: 0, y: 0, scale: 1 });
    expect(isFit({ x: 0, y: -10, scale: 1 }, phone)).toBe(false);
    expect(isFit(fitCamera(desk), desk)).toBe(true);
  });

  it('never lets the board leave the screen', () => {
    // Panned far past the bottom of the board: the board's bottom edge stops at the viewport's.
    expect(clampCamera({ x: 500, y: -5000, scale: 1 }, phone)).toEqual({ x: 0, y: -450, scale: 1 });
    // Zoomed in on the desktop: the board still covers the viewport.
    const zoomed = clampCamera({ x: 100, y: -9999, scale: 2 }, desk);
    expect(zoomed).toEqual({ x: 0, y: 660 - 1320, scale: 2 });
    // Smaller than the viewport: centred.
    const out = clampCamera({ x: -80, y: 70, scale: 0.5 }, phone);
    expect(out).toEqual({ x: (390 - 195) / 2, y: 0, scale: 0.5 });
    // Scale limits.
    expect(clampCamera({ x: 0, y: 0, scale: 99 }, phone).scale).toBe(MAX_SCALE);
    expect(clampCamera({ x: 0, y: 0, scale: 0.01 }, phone).scale).toBeCloseTo(0.5);
  });

  it('pans within the bounds', () => {
    expect(panBy({ x: 0, y: 0, scale: 1 }, 0, -100, phone)).toEqual({ x: 0, y: -100, scale: 1 });
    expect(panBy({ x: 0, y: 0, scale: 1 }, 0, 100, phone)).toEqual({ x: 0, y: 0, scale: 1 });
  });
});

describe('zooming about a point', () => {
  it('keeps the board point under the focal point in place', () => {
    const focal = { x: 300, y: 200 };
    const before = { x: 0, y: -100, scale: 1 };
    const after = zoomAt(before, focal, 2, phone);
    expect(after.scale).toBe(2);
    const a = toBoard(before, focal);
    const b = toBoard(after, focal);
    expect(b.x).toBeCloseTo(a.x);
    expect(b.y).toBeCloseTo(a.y);
    expect(toScreen(after, b).x).toBeCloseTo(focal.x);
  });

  it('stops at the limits and clamps near an edge', () => {
    const near = zoomAt({ x: 0, y: 0, scale: 1 }, { x: 0, y: 0 }, 0.25, phone);
    expect(near.scale).toBeCloseTo(0.5);
    expect(near.x).toBeCloseTo((390 - 195) / 2);
    const deep = zoomAt({ x: 0, y: 0, scale: 2.5 }, { x: 100, y: 100 }, 4, desk);
    expect(deep.scale).toBe(MAX_SCALE);
  });
});

describe('pinching', () => {
  it('scales with the spread of the fingers around their midpoint', () => {
    const start = { x: 0, y: -200, scale: 1 };
    const from: [{ x: number; y: number }, { x: number; y: number }] = [
      { x: 150, y: 200 },
      { x: 250, y: 200 },
    ];
    const to: typeof from = [
      { x: 100, y: 200 },
      { x: 300, y: 200 },
    ];
    const cam = pinchCamera(start, from, to, phone);
    expect(cam.scale).toBeCloseTo(2);
    const mid = { x: 200, y: 200 };
    expect(toBoard(cam, mid).x).toBeCloseTo(toBoard(start, mid).x);
    expect(toBoard(cam, mid).y).toBeCloseTo(toBoard(start, mid).y);
  });

  it('pans when both fingers move together', () => {
    const start = { x: 0, y: -200, scale: 1.5 };
    const from: [{ x: number; y: number }, { x: number; y: number }] = [
      { x: 100, y: 200 },
      { x: 200, y: 200 },
    ];
    const to: typeof from = [
      { x: 100, y: 150 },
      { x: 200, y: 150 },
    ];
    expect(pinchCamera(start, from, to, phone)).toEqual({ x: 0, y: -250, scale: 1.5 });
  });
});

describe('tap or drag', () => {
  it('a small wobble is still a tap; past the threshold it is a drag', () => {
    expect(isDrag({ x: 10, y: 10 }, { x: 15, y: 14 })).toBe(false);
    expect(isDrag({ x: 10, y: 10 }, { x: 30, y: 10 })).toBe(true);
  });
});

describe('showing a tile', () => {
  it('pans just enough to bring an off-screen tile in, and leaves a visible one alone', () => {
    const cam = { x: 0, y: 0, scale: 1 };
    expect(showRect(cam, { x: 20, y: 20, width: 80, height: 80 }, phone)).toBe(cam);
    const moved = showRect(cam, { x: 20, y: 700, width: 80, height: 80 }, phone);
    expect(moved.y).toBe(450 - 12 - 780);
    expect(moved.x).toBe(0);
  });
});
