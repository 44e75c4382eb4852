/**
 * The Pixi application around the board, loaded lazily (Pixi is most of the client's
 * weight and the home and lobby screens do not need it). main.ts talks to this handle only.
 */
import type { DomainEvent, Pos } from '@safecrackers/rules';
import { Application } from 'pixi.js';
import { planSteps } from './animationPlan.js';
import { Board, type BoardCallbacks } from './Board.js';
import type { BoardModel } from './boardModel.js';
import { palette } from './palette.js';
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
  destroy(): void;
}

export async function createBoardStage(host: HTMLElement, callbacks: BoardCallbacks): Promise<BoardHandle> {
  const app = new Application();
  await app.init({
    background: palette.background,
    antialias: true,
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
  // Let the page scroll the (taller) board with a finger instead of Pixi eating the gesture.
  app.renderer.events.autoPreventDefault = false;
  canvas.style.touchAction = 'pan-x pan-y';
  canvas.addEventListener('contextmenu', (e) => e.preventDefault());

  const board = new Board(callbacks);
  // The Pixi devtools convention: lets a developer (and a test) inspect the scene graph.
  (globalThis as { __PIXI_APP__?: Application }).__PIXI_APP__ = app;
  app.stage.addChild(board);
  const motion = window.matchMedia('(prefers-reduced-motion: reduce)');
  board.reducedMotion = motion.matches;
  motion.addEventListener?.('change', () => {
    board.reducedMotion = motion.matches;
  });

  const fit = () => {
    const size = board.resize(host.clientWidth, host.clientHeight);
    app.renderer.resize(size.width, size.height);
    board.needsRender = true;
  };
  const observer = new ResizeObserver(() => fit());
  observer.observe(host);
  fit();
  // Render on demand: every frame while something moves, a few frames a second for the gentle
  // pulses, and nothing at all when idle (phones keep their battery, software GL keeps up).
  app.ticker.remove(app.render, app);
  let sinceRender = 0;
  app.ticker.add((ticker) => {
    board.tick(ticker.deltaMS);
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
      const c = board.centre(p);
      return {
        x: box.left + c.x - layout.tile / 2,
        y: box.top + c.y - layout.tile / 2,
        width: layout.tile,
        height: layout.tile,
      };
    },
    destroy: () => {
      observer.disconnect();
      app.destroy(true, { children: true });
    },
  };
}
