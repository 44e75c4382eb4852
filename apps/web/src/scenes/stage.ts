/**
 * The Pixi application around the board, loaded lazily (Pixi is most of the client's
 * weight and the home and lobby screens do not need it). main.ts talks to this handle only.
 */
import type { DomainEvent, Pos } from '@safecrackers/rules';
import { Application, updateRenderGroupTransforms } from 'pixi.js';
import { planSteps } from './animationPlan.js';
import { Board, type BoardCallbacks } from './Board.js';
import type { BoardModel } from './boardModel.js';
import { Gestures } from './gestures.js';
import { palette } from './palette.js';
import { attachPanZoom } from './panZoomInput.js';
import { drawsInSoftware, useSoftwareAwareLimits } from './softwareGl.js';
import { VersionGate } from './versionGate.js';

const PULSE_FRAME_MS = 90;

export interface BoardHandle {
  /** A model of some version: new versions wait briefly for their events. */
  render(model: BoardModel): void;
  events(version: number, events: DomainEvent[]): void;
  skip(): void;
  readonly busy: boolean;
  /** After a reconnect: show the next model as it is. */
  reset(): void;
  /** Where a tile is on screen (client pixels): for tests and for placing the tile card. */
  tileRect(p: Pos): { x: number; y: number; width: number; height: number } | null;
  /** The zoom buttons and keys. */
  zoom(how: 'in' | 'out' | 'fit'): void;
  /** Pans the least needed to bring a tile on screen (keyboard focus, tests). */
  showTile(p: Pos): void;
  /** The name drawn on a face-up tile (for the browser tests: does it fit, in every language). */
  tileLabel(p: Pos): { text: string; width: number; room: number; scale: number } | null;
  destroy(): void;
}

/** What the zoom controls may offer now. */
export interface ZoomState {
  canZoomIn: boolean;
  canZoomOut: boolean;
  fit: boolean;
}

export interface StageCallbacks extends BoardCallbacks {
  onZoom?(state: ZoomState): void;
}

export async function createBoardStage(host: HTMLElement, callbacks: StageCallbacks): Promise<BoardHandle> {
  useSoftwareAwareLimits();
  const app = new Application();
  await app.init({
    background: palette.background,
    // Multisampling doubles the cost of every frame for a CPU drawing without a GPU.
    antialias: !drawsInSoftware(),
    resolution: Math.min(window.devicePixelRatio || 1, 2),
    autoDensity: true,
    preference: 'webgl',
    width: Math.max(1, host.clientWidth),
    height: Math.max(1, host.clientHeight),
  });
  const canvas = app.canvas;
  canvas.setAttribute('aria-hidden', 'true');
  canvas.dataset.testid = 'board-canvas';
  host.appendChild(canvas);
  // Fingers pan and pinch the board through our own camera, not the page's scrolling and zoom.
  app.renderer.events.autoPreventDefault = false;
  canvas.style.touchAction = 'none';
  canvas.addEventListener('contextmenu', (e) => e.preventDefault());

  const board = new Board(callbacks);
  const gestures = new Gestures();
  board.tapGuard = () => gestures.tapAllowed;
  let zoomKey = '';
  const applyCamera = () => {
    const cam = gestures.camera;
    board.position.set(cam.x, cam.y);
    board.scale.set(cam.scale);
    // Pixi refreshes world transforms when it renders, a frame later: hit tests in between
    // (a click right after a pan or zoom) must already see the new camera.
    if (app.stage.renderGroup) updateRenderGroupTransforms(app.stage.renderGroup, true);
    board.needsRender = true;
    const state: ZoomState = {
      canZoomIn: gestures.canZoomIn,
      canZoomOut: gestures.canZoomOut,
      fit: gestures.atFit,
    };
    const key = JSON.stringify(state);
    if (key !== zoomKey) {
      zoomKey = key;
      callbacks.onZoom?.(state);
    }
  };
  const detachPanZoom = attachPanZoom(canvas, gestures, applyCamera);
  // The Pixi devtools convention: lets a developer (and a test) inspect the scene graph.
  (globalThis as { __PIXI_APP__?: Application }).__PIXI_APP__ = app;
  app.stage.addChild(board);
  // Pixi follows pointer moves over the whole document: only points on the canvas may hover
  // or hit a tile, not the panel over a part of the (zoomed) board that lies beyond it.
  app.stage.hitArea = app.screen;
  const motion = window.matchMedia('(prefers-reduced-motion: reduce)');
  board.reducedMotion = motion.matches;
  motion.addEventListener?.('change', () => {
    board.reducedMotion = motion.matches;
  });

  // The canvas always fills the host; the camera shows the part of the board in view. When the
  // tiles change size (a new layout) the view goes back to the fit, else it only stays in bounds.
  let tileSize = 0;
  // The floor the camera has been brought to since the last refit (the player's own floor, so a
  // reload on floor 2 shows floor 2): null until there is one to show.
  let homed: number | null = null;
  const home = () => {
    const model = board.model;
    const layout = board.layout;
    if (!model || !layout) return;
    const me = model.players.find((p) => p.mine && p.active) ?? model.players.find((p) => p.mine);
    const floor = (me ?? model.players.find((p) => p.active))?.at.floor ?? null;
    if (floor === null || floor === homed) return;
    homed = floor;
    const sheet = layout.sheets[floor];
    if (sheet && gestures.show(sheet)) applyCamera();
  };
  const fit = () => {
    const viewport = { width: Math.max(1, host.clientWidth), height: Math.max(1, host.clientHeight) };
    const size = board.resize(viewport.width, viewport.height);
    app.renderer.resize(viewport.width, viewport.height);
    const tile = board.layout?.tile ?? 0;
    const refit = tile !== tileSize;
    gestures.resize(viewport, size, refit);
    tileSize = tile;
    applyCamera();
    if (refit) {
      homed = null;
      home();
    }
  };
  const observer = new ResizeObserver(() => fit());
  observer.observe(host);
  fit();
  // Render on demand: every frame while something moves, a few frames a second for the gentle
  // pulses, and nothing at all when idle (phones keep their battery, software GL keeps up).
  app.ticker.remove(app.render, app);
  let sinceRender = 0;
  app.ticker.add((ticker) => {
    board.tick(ticker.deltaMS, ticker.elapsedMS);
    sinceRender += ticker.deltaMS;
    if (board.needsRender || (board.pulsing && sinceRender >= PULSE_FRAME_MS)) {
      board.needsRender = false;
      sinceRender = 0;
      app.render();
    }
  });

  const gate = new VersionGate<BoardModel>({
    show: (model) => {
      board.render(model);
      ensureSize();
      if (homed === null) home();
    },
    play: (events, then) => {
      board.play(planSteps(events), then);
      ensureSize();
    },
  });
  let lastSize = '';
  const ensureSize = () => {
    const size = board.contentSize;
    const key = `${size.width}x${size.height}`;
    if (key !== lastSize) {
      lastSize = key;
      fit();
    }
  };

  return {
    render: (model) => gate.model(model.version, model),
    events: (version, events) => gate.events(version, events),
    skip: () => board.skip(),
    get busy() {
      return board.animator.busy;
    },
    reset: () => gate.reset(),
    tileRect: (p) => {
      const layout = board.layout;
      if (!layout?.sheets[p.floor]) return null;
      const box = canvas.getBoundingClientRect();
      const cam = gestures.camera;
      const c = board.centre(p);
      const size = layout.tile * cam.scale;
      return {
        x: box.left + c.x * cam.scale + cam.x - size / 2,
        y: box.top + c.y * cam.scale + cam.y - size / 2,
        width: size,
        height: size,
      };
    },
    zoom: (how) => {
      if (gestures.zoom(how)) applyCamera();
    },
    tileLabel: (p) => board.tileAt(p)?.drawnName ?? null,
    showTile: (p) => {
      const layout = board.layout;
      if (!layout?.sheets[p.floor]) return;
      const c = board.centre(p);
      const half = layout.tile / 2;
      if (gestures.show({ x: c.x - half, y: c.y - half, width: layout.tile, height: layout.tile }))
        applyCamera();
    },
    destroy: () => {
      detachPanZoom();
      observer.disconnect();
      app.destroy(true, { children: true });
    },
  };
}
