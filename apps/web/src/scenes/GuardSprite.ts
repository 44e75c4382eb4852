/** A guard: a red figure with a soft flashlight cone pointing the way it walks. */
import { Container, Graphics } from 'pixi.js';
import type { Facing } from './boardModel.js';
import { palette } from './palette.js';

const ANGLE: Record<Facing, number> = { east: 0, south: Math.PI / 2, west: Math.PI, north: -Math.PI / 2 };

export class GuardSprite extends Container {
  private readonly cone = new Graphics();
  private readonly body = new Graphics();
  private drawnSize = 0;

  constructor() {
    super();
    this.addChild(this.cone, this.body);
  }

  draw(size: number): void {
    if (size === this.drawnSize) return;
    this.drawnSize = size;
    const r = size * 0.11;
    this.cone.clear();
    // The cone points along +x; rotation turns it to the walking direction.
    this.cone
      .moveTo(r * 0.6, 0)
      .lineTo(size * 0.42, -size * 0.18)
      .lineTo(size * 0.42, size * 0.18)
      .closePath()
      .fill({ color: palette.cone, alpha: 0.26 });
    this.cone
      .moveTo(r * 0.6, 0)
      .lineTo(size * 0.32, -size * 0.09)
      .lineTo(size * 0.32, size * 0.09)
      .closePath()
      .fill({ color: palette.cone, alpha: 0.22 });
    this.body.clear();
    this.body
      .circle(0, -r * 0.9, r * 0.55)
      .fill({ color: palette.guard })
      .stroke({ width: 1.5, color: 0x2a0000 });
    this.body
      .roundRect(-r * 0.8, -r * 0.35, r * 1.6, r * 1.5, r * 0.5)
      .fill({ color: palette.guard })
      .stroke({ width: 1.5, color: 0x2a0000 });
    // Cap brim, so the figure reads as a guard at a glance.
    this.body.rect(-r * 0.7, -r * 1.35, r * 1.4, r * 0.22).fill({ color: 0x2a0000 });
  }

  face(facing: Facing): void {
    this.cone.rotation = ANGLE[facing];
  }

  /** Turns the cone toward a point (during walks). */
  faceToward(dx: number, dy: number): void {
    if (dx !== 0 || dy !== 0) this.cone.rotation = Math.atan2(dy, dx);
  }
}
