import { describe, expect, it } from 'vitest';
import { MAX_SCALE } from './camera.js';
import { Gestures, ZOOM_STEP } from './gestures.js';

const phone = () => new Gestures({ width: 390, height: 450 }, { width: 390, height: 900 });

describe('gestures', () => {
  it('a tap with a little wobble stays a tap and leaves the camera alone', () => {
    const g = phone();
    g.down(1, { x: 100, y: 100 });
    expect(g.move(1, { x: 104, y: 103 })).toBe(false);
    g.up(1);
    expect(g.tapAllowed).toBe(true);
    expect(g.camera).toEqual({ x: 0, y: 0, scale: 1 });
  });

  it('one finger past the threshold drags the board, and the lift is not a tap', () => {
    const g = phone();
    g.down(1, { x: 100, y: 300 });
    expect(g.move(1, { x: 100, y: 250 })).toBe(true);
    expect(g.camera.y).toBe(-50);
    expect(g.tapAllowed).toBe(false);
    g.up(1);
    expect(g.tapAllowed).toBe(false);
    // The next touch starts a new gesture that may tap again.
    g.down(2, { x: 50, y: 50 });
    expect(g.tapAllowed).toBe(true);
  });

  it('two fingers pinch-zoom, never tap, and one finger left over keeps panning', () => {
    const g = phone();
    g.down(1, { x: 150, y: 200 });
    g.down(2, { x: 250, y: 200 });
    expect(g.tapAllowed).toBe(false);
    g.move(1, { x: 100, y: 200 });
    g.move(2, { x: 300, y: 200 });
    expect(g.camera.scale).toBeCloseTo(2);
    g.up(2);
    const before = g.camera;
    g.move(1, { x: 100, y: 150 });
    expect(g.camera.y).toBeCloseTo(before.y - 50);
    expect(g.camera.scale).toBeCloseTo(2);
    g.up(1);
    expect(g.active).toBe(false);
  });

  it('the wheel zooms about the cursor; a sideways swipe pans', () => {
    const g = new Gestures({ width: 900, height: 600 }, { width: 900, height: 600 });
    expect(g.wheel({ x: 450, y: 300 }, 0, -100, false)).toBe(true);
    expect(g.camera.scale).toBeGreaterThan(1);
    const zoomed = g.camera;
    g.wheel({ x: 450, y: 300 }, 80, 5, false);
    expect(g.camera.x).toBeCloseTo(Math.max(900 - 900 * zoomed.scale, zoomed.x - 80));
    // A trackpad pinch (ctrlKey) zooms out back to the fit, never below it here.
    for (let i = 0; i < 20; i++) g.wheel({ x: 450, y: 300 }, 0, 50, true);
    expect(g.camera.scale).toBe(1);
  });

  it('zoom buttons step about the centre, stop at the limits, and fit resets', () => {
    const g = phone();
    g.zoom('in');
    expect(g.camera.scale).toBeCloseTo(ZOOM_STEP);
    for (let i = 0; i < 10; i++) g.zoom('in');
    expect(g.camera.scale).toBe(MAX_SCALE);
    expect(g.canZoomIn).toBe(false);
    for (let i = 0; i < 10; i++) g.zoom('out');
    expect(g.camera.scale).toBeCloseTo(0.5);
    expect(g.canZoomOut).toBe(false);
    g.zoom('fit');
    expect(g.camera).toEqual({ x: 0, y: 0, scale: 1 });
  });

  it('keeps the camera through a resize unless the tiles changed size', () => {
    const g = phone();
    g.zoom('in');
    const cam = g.camera;
    expect(g.resize({ width: 390, height: 500 }, { width: 390, height: 900 }, false).scale).toBe(cam.scale);
    expect(g.resize({ width: 800, height: 500 }, { width: 800, height: 500 }, true)).toEqual({
      x: 0,
      y: 0,
      scale: 1,
    });
  });

  it('shows a tile below the fold by panning down to it', () => {
    const g = phone();
    expect(g.show({ x: 20, y: 20, width: 80, height: 80 })).toBe(false);
    expect(g.show({ x: 20, y: 800, width: 80, height: 80 })).toBe(true);
    expect(g.camera.y).toBe(450 - 12 - 880);
  });
});
