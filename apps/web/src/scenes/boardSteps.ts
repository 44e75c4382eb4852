/** How each animation step moves the board's sprites (see animationPlan.ts for the steps). */
import { Graphics } from 'pixi.js';
import type { Step } from './animationPlan.js';
import { easeInOut, type StepRunner } from './animator.js';
import type { Board } from './Board.js';
import { dieFace } from './draw.js';
import { GuardSprite } from './GuardSprite.js';
import { palette } from './palette.js';

const NOOP: StepRunner = { update: () => {}, finish: () => {} };

export function runStep(board: Board, step: Step): StepRunner {
  switch (step.kind) {
    case 'guardWalk':
      return guardWalk(board, step);
    case 'guardPlace': {
      const sprite = guardSprite(board, step.floor);
      const spot = board.guardSpot(step.at);
      sprite.position.set(spot.x, spot.y);
      sprite.visible = true;
      return { update: (t) => (sprite.alpha = t), finish: () => (sprite.alpha = 1) };
    }
    case 'playerMove':
      return playerMove(board, step);
    case 'reveal':
      return reveal(board, step);
    case 'alarm': {
      const tile = board.tileAt(step.at);
      if (!tile) return NOOP;
      tile.setAlarmVisible(step.on);
      return { update: (t) => tile.tickPulse(t), finish: () => tile.tickPulse(0.25) };
    }
    case 'dice':
      return dice(board, step);
    case 'stealthLoss': {
      const token = board.tokens.get(step.seat);
      if (!token) return NOOP;
      board.floatText('-1', token.x, token.y - 20, palette.alarm);
      return {
        update: (t) => (token.alpha = 0.35 + 0.65 * Math.abs(Math.cos(t * Math.PI * 3))),
        finish: () => (token.alpha = 1),
      };
    }
    case 'flash':
      return flash(board, step.at);
    case 'guardDest':
      return NOOP;
  }
}

function guardSprite(board: Board, floor: number): GuardSprite {
  let sprite = board.guards.get(floor);
  if (!sprite) {
    sprite = new GuardSprite();
    sprite.draw(board.layout?.tile ?? 60);
    board.guards.set(floor, sprite);
    board.guardLayer.addChild(sprite);
  }
  return sprite;
}

function guardWalk(board: Board, step: Extract<Step, { kind: 'guardWalk' }>): StepRunner {
  const sprite = guardSprite(board, step.floor);
  const points = step.cells.map((c) => board.guardSpot(c));
  const segments = points.length - 1;
  sprite.visible = true;
  return {
    update(t) {
      const along = Math.min(segments - 1e-6, t * segments);
      const i = Math.floor(along);
      const local = easeInOut(along - i);
      const a = points[i]!;
      const b = points[i + 1]!;
      sprite.position.set(a.x + (b.x - a.x) * local, a.y + (b.y - a.y) * local);
      sprite.faceToward(b.x - a.x, b.y - a.y);
    },
    finish() {
      const last = points[points.length - 1]!;
      sprite.position.set(last.x, last.y);
    },
  };
}

function playerMove(board: Board, step: Extract<Step, { kind: 'playerMove' }>): StepRunner {
  const token = board.tokens.get(step.seat);
  if (!token) return NOOP;
  const to = board.tokenSpot(step.to);
  const from = step.from ? board.tokenSpot(step.from) : { x: to.x, y: to.y - 30 };
  token.visible = true;
  const trail = new Graphics();
  if (step.fall) board.fxLayer.addChild(trail);
  return {
    update(t) {
      const k = easeInOut(t);
      token.position.set(from.x + (to.x - from.x) * k, from.y + (to.y - from.y) * k);
      if (step.fall) {
        // A falling token shrinks a little and leaves a short trail.
        token.scale.set(1 - 0.25 * Math.sin(t * Math.PI));
        trail.clear();
        trail
          .moveTo(from.x, from.y)
          .lineTo(token.x, token.y)
          .stroke({ width: 4, color: palette.textDim, alpha: 0.35 * (1 - t) });
      }
    },
    finish() {
      token.position.set(to.x, to.y);
      token.scale.set(1);
      trail.destroy();
    },
  };
}

function reveal(board: Board, step: Extract<Step, { kind: 'reveal' }>): StepRunner {
  const tile = board.tileAt(step.at);
  if (!tile) return NOOP;
  let flipped = false;
  const flip = () => {
    if (!flipped) tile.showRevealed(step.tile, step.num);
    flipped = true;
  };
  return {
    update(t) {
      if (t >= 0.5) flip();
      tile.setFlip(Math.abs(1 - 2 * t));
    },
    finish() {
      flip();
      tile.setFlip(1);
    },
  };
}

function dice(board: Board, step: Extract<Step, { kind: 'dice' }>): StepRunner {
  const s = board.layout?.tile ?? 60;
  const size = Math.max(22, s * 0.3);
  const centre = step.at ? board.centre(step.at) : { x: board.contentSize.width / 2, y: 120 };
  const g = new Graphics();
  board.fxLayer.addChild(g);
  const width = step.values.length * (size + 6);
  const draw = (faces: number[], wobble: number) => {
    g.clear();
    g.roundRect(centre.x - width / 2 - 6, centre.y - size / 2 - 6, width + 12, size + 12, 8).fill({
      color: 0x081226,
      alpha: 0.8,
    });
    faces.forEach((f, i) => {
      const x = centre.x - width / 2 + size / 2 + 3 + i * (size + 6);
      dieFace(g, x, centre.y + Math.sin(wobble + i) * 3, size, f, palette.dice, 0x081226);
    });
  };
  return {
    update(t) {
      // Tumbling faces until they land on the rolled values.
      const faces = t < 0.8 ? step.values.map((_, i) => 1 + ((Math.floor(t * 20) + i * 3) % 6)) : step.values;
      draw(faces, t < 0.8 ? t * 30 : 0);
    },
    finish() {
      draw(step.values, 0);
      // The result stays readable for a moment, outside the queue.
      setTimeout(() => {
        g.destroy();
        board.needsRender = true;
      }, 1100);
    },
  };
}

function flash(board: Board, at: Parameters<Board['centre']>[0]): StepRunner {
  const s = board.layout?.tile ?? 60;
  const c = board.centre(at);
  const g = new Graphics();
  board.fxLayer.addChild(g);
  return {
    update(t) {
      g.clear();
      g.roundRect(c.x - s / 2 + 2, c.y - s / 2 + 2, s - 4, s - 4, 6).fill({
        color: palette.escape,
        alpha: 0.4 * (1 - t),
      });
    },
    finish: () => {
      g.destroy();
      board.needsRender = true;
    },
  };
}
