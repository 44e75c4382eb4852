/**
 * Pan and zoom gestures as a pure state machine over plain pointer facts (no DOM, no Pixi):
 * one pointer drags the board once it has moved past the drag threshold, two pointers pinch,
 * the wheel zooms about the cursor. It also answers whether the gesture that just ended may
 * still count as a tap on a tile: a drag or a pinch never does.
 */
import {
  type Bounds,
  boundsFor,
  type Camera,
  clampCamera,
  fitCamera,
  isDrag,
  isFit,
  type Point,
  panBy,
  pinchCamera,
  type Size,
  showRect,
  zoomAt,
} from './camera.js';

/** One click of the zoom buttons or keys. */
export const ZOOM_STEP = 1.4;

interface Pan {
  id: number;
  origin: Point;
  start: Camera;
}

interface Pinch {
  ids: [number, number];
  from: [Point, Point];
  start: Camera;
}

export class Gestures {
  private bounds: Bounds;
  camera: Camera;
  private readonly pointers = new Map<number, Point>();
  private pan: Pan | null = null;
  private pinch: Pinch | null = null;
  /** The current (or last) gesture moved the board or used two fingers. */
  private dragged = false;

  constructor(viewport: Size = { width: 1, height: 1 }, content: Size = viewport) {
    this.bounds = boundsFor(viewport, content);
    this.camera = fitCamera(this.bounds);
  }

  /** A tap on a tile counts only if the gesture it ends never became a drag or a pinch. */
  get tapAllowed(): boolean {
    return !this.dragged;
  }

  get active(): boolean {
    return this.pointers.size > 0;
  }

  /**
   * New viewport or board size. `refit` (the tiles changed size) goes back to the fitted
   * view; otherwise the camera only moves as much as the new bounds require.
   */
  resize(viewport: Size, content: Size, refit: boolean): Camera {
    this.bounds = boundsFor(viewport, content);
    this.camera = refit ? fitCamera(this.bounds) : clampCamera(this.camera, this.bounds);
    this.pan = null;
    this.pinch = null;
    return this.camera;
  }

  down(id: number, at: Point): void {
    // A pointer we never saw lift (released outside the window) starts afresh.
    if (this.pointers.has(id)) this.up(id);
    if (this.pointers.size === 0) this.dragged = false;
    this.pointers.set(id, at);
    if (this.pointers.size === 1) {
      this.pan = { id, origin: at, start: this.camera };
    } else if (this.pointers.size === 2) {
      // A second finger: whatever happens next is a pinch, never a tap.
      this.dragged = true;
      this.pan = null;
      const [a, b] = [...this.pointers.entries()] as [[number, Point], [number, Point]];
      this.pinch = { ids: [a[0], b[0]], from: [a[1], b[1]], start: this.camera };
    }
  }

  /** Returns true when the camera moved. */
  move(id: number, at: Point): boolean {
    if (!this.pointers.has(id)) return false;
    this.pointers.set(id, at);
    if (this.pinch) {
      const [a, b] = this.pinch.ids;
      const pa = this.pointers.get(a);
      const pb = this.pointers.get(b);
      if (!pa || !pb) return false;
      return this.set(pinchCamera(this.pinch.start, this.pinch.from, [pa, pb], this.bounds));
    }
    const pan = this.pan;
    if (!pan || pan.id !== id) return false;
    if (!this.dragged && !isDrag(pan.origin, at)) return false;
    this.dragged = true;
    return this.set(panBy(pan.start, at.x - pan.origin.x, at.y - pan.origin.y, this.bounds));
  }

  up(id: number): void {
    if (!this.pointers.delete(id)) return;
    this.pinch = null;
    // One finger left of a pinch carries on panning from where it is now.
    const [rest] = [...this.pointers.entries()];
    this.pan = rest ? { id: rest[0], origin: rest[1], start: this.camera } : null;
  }

  /**
   * A wheel turn or a trackpad gesture at `at`: vertical scrolling and pinching (ctrlKey)
   * zoom about the cursor, a mostly sideways swipe pans.
   */
  wheel(at: Point, deltaX: number, deltaY: number, pinching: boolean): boolean {
    if (!pinching && Math.abs(deltaX) > Math.abs(deltaY)) {
      return this.set(panBy(this.camera, -deltaX, -deltaY, this.bounds));
    }
    const speed = pinching ? 0.01 : 0.002;
    const factor = Math.exp(-Math.max(-120, Math.min(120, deltaY)) * speed);
    return this.set(zoomAt(this.camera, at, factor, this.bounds));
  }

  /** The zoom buttons and keys: about the middle of the viewport. */
  zoom(how: 'in' | 'out' | 'fit'): boolean {
    if (how === 'fit') return this.set(fitCamera(this.bounds));
    const centre = { x: this.bounds.viewport.width / 2, y: this.bounds.viewport.height / 2 };
    return this.set(zoomAt(this.camera, centre, how === 'in' ? ZOOM_STEP : 1 / ZOOM_STEP, this.bounds));
  }

  /** Brings a board rectangle (a tile) on screen, panning as little as possible. */
  show(rect: { x: number; y: number; width: number; height: number }): boolean {
    return this.set(showRect(this.camera, rect, this.bounds));
  }

  get canZoomIn(): boolean {
    return this.camera.scale < this.bounds.maxScale - 1e-3;
  }

  /** The camera shows the fitted view. */
  get atFit(): boolean {
    return isFit(this.camera, this.bounds);
  }

  get canZoomOut(): boolean {
    return this.camera.scale > this.bounds.minScale + 1e-3;
  }

  private set(camera: Camera): boolean {
    const moved =
      camera.x !== this.camera.x || camera.y !== this.camera.y || camera.scale !== this.camera.scale;
    this.camera = camera;
    return moved;
  }
}
