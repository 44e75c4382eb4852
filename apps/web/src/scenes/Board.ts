/**
 * The board scene: every floor at once, drawn from a BoardModel. render(model) settles on a
 * picture; play(steps) animates from the current picture first. Input is reported through
 * the callbacks only: the scene never knows about the network or the rules.
 */

import type { Pos } from '@safecrackers/rules';
import { Container, Graphics, Text } from 'pixi.js';
import { posKey } from '../store/positions.js';
import type { Step } from './animationPlan.js';
import { Animator } from './animator.js';
import type { BoardModel, GuardModel, PlayerModel } from './boardModel.js';
import { runStep } from './boardSteps.js';
import { dashedLine, dashedRect, dieFace } from './draw.js';
import { FloorSheet } from './FloorSheet.js';
import { GuardSprite } from './GuardSprite.js';
import { type BoardLayout, cellCentre, layoutBoard } from './layout.js';
import { PlayerToken } from './PlayerToken.js';
import { FONT_FAMILY, palette } from './palette.js';
import { PulseClock } from './pulseClock.js';
import { ThreatLayer } from './ThreatLayer.js';
import { TileSprite } from './TileSprite.js';

export interface TilePointer {
  /** Right click, long press: the "peek" gesture. */
  secondary: boolean;
  pointerType: string;
}

export interface BoardCallbacks {
  onTileTap(at: Pos, how: TilePointer): void;
  onTileHover(at: Pos | null, client: { x: number; y: number } | null): void;
  onBusy(busy: boolean): void;
}

const LONG_PRESS_MS = 480;

export class Board extends Container {
  readonly sheetLayer = new Container();
  readonly tileLayer = new Container();
  readonly wallLayer = new Container();
  readonly markerLayer = new Graphics();
  readonly threatLayer = new ThreatLayer();
  readonly pathLayer = new Graphics();
  readonly guardLayer = new Container();
  readonly playerLayer = new Container();
  readonly fxLayer = new Container();
  readonly animator: Animator;
  readonly tiles = new Map<string, TileSprite>();
  readonly guards = new Map<number, GuardSprite>();
  readonly tokens = new Map<number, PlayerToken>();
  private readonly sheets: FloorSheet[] = [];
  private readonly crow = new Graphics();
  private readonly kitty = new Graphics();
  layout: BoardLayout | null = null;
  model: BoardModel | null = null;
  /** The model to settle on once the queued animations end. */
  private latest: BoardModel | null = null;
  private viewport = { width: 800, height: 600 };
  private readonly pulse = new PulseClock();
  reducedMotion = false;
  /** False while the pointer gesture under way pans or pinches the board: then it is no tap. */
  tapGuard: () => boolean = () => true;
  /** Something changed since the last frame. */
  needsRender = true;

  constructor(private readonly callbacks: BoardCallbacks) {
    super();
    this.animator = new Animator((busy) => callbacks.onBusy(busy));
    this.addChild(
      this.sheetLayer,
      this.tileLayer,
      this.wallLayer,
      this.markerLayer,
      this.threatLayer,
      this.pathLayer,
      this.guardLayer,
      this.playerLayer,
      this.fxLayer,
    );
    this.playerLayer.addChild(this.crow, this.kitty);
  }

  /** Returns the board's size at scale 1 (the camera pans it when larger than the viewport). */
  resize(width: number, height: number): { width: number; height: number } {
    this.viewport = { width, height };
    const model = this.model ?? this.latest;
    if (model) this.apply(model, true);
    return { width: this.layout?.width ?? width, height: this.layout?.height ?? height };
  }

  get contentSize(): { width: number; height: number } {
    return {
      width: this.layout?.width ?? this.viewport.width,
      height: this.layout?.height ?? this.viewport.height,
    };
  }

  render(model: BoardModel): void {
    this.latest = model;
    if (this.animator.busy) return;
    this.apply(model, false);
  }

  play(steps: Step[], then: BoardModel): void {
    this.latest = then;
    for (const step of steps) {
      const ms = this.reducedMotion ? 0 : step.ms;
      this.animator.add(ms, () => runStep(this, step));
    }
    this.animator.afterQueue(() => {
      if (this.latest) this.apply(this.latest, false);
      // Reduced motion: no tweens, only a brief highlight where something changed.
      if (this.reducedMotion) for (const at of changedTiles(steps)) this.flashTile(at);
    });
  }

  skip(): void {
    this.animator.skip();
  }

  /**
   * Ticker: advance animations and gentle pulses. Animations take the ticker's capped delta (a
   * slow frame must not skip a step); pulses take the real time since the last frame, so that
   * they come to rest on time however slowly frames come.
   */
  tick(deltaMs: number, elapsedMs: number): void {
    if (this.animator.busy) this.needsRender = true;
    this.animator.tick(deltaMs);
    if (this.reducedMotion || !this.pulse.advance(elapsedMs)) return;
    for (const tile of this.tiles.values()) tile.tickPulse(this.pulse.phase);
    for (const token of this.tokens.values()) token.tickPulse(this.pulse.phase);
    // The last step comes to rest: that frame is drawn too.
    if (!this.pulse.running) this.needsRender = true;
  }

  /** Anything pulsing (an alarm ring, the active token) wants a few frames a second. */
  get pulsing(): boolean {
    if (this.reducedMotion || !this.pulse.running) return false;
    return (
      (this.model?.tiles.some((t) => t.alarm) ?? false) ||
      (this.model?.players.some((p) => p.active) ?? false)
    );
  }

  /** Centre of a cell in canvas pixels. */
  centre(p: Pos): { x: number; y: number } {
    return this.layout ? cellCentre(this.layout, p) : { x: 0, y: 0 };
  }

  /**
   * Each thing has its place on a tile, clear of the icon (upper middle), the name (bottom
   * strip), the number (top right) and the markers (top left): the guard stands in the lower
   * left quarter, the crew in the lower right one.
   */
  guardSpot(p: Pos): { x: number; y: number } {
    const c = this.centre(p);
    const s = this.layout?.tile ?? 60;
    return { x: c.x - s * 0.28, y: c.y + s * 0.17 };
  }

  /** Where a character token stands: the lower right quarter, two by two when several share it. */
  tokenSpot(p: Pos, slot = 0, slots = 1): { x: number; y: number } {
    const c = this.centre(p);
    const s = this.layout?.tile ?? 60;
    if (slots <= 1) return { x: c.x + s * 0.25, y: c.y + s * 0.16 };
    const spots = [
      [0.16, 0.06],
      [0.36, 0.06],
      [0.16, 0.24],
      [0.36, 0.24],
    ] as const;
    const [dx, dy] = spots[slot % spots.length]!;
    return { x: c.x + s * dx, y: c.y + s * dy };
  }

  private apply(model: BoardModel, force: boolean) {
    this.needsRender = true;
    this.pulse.wake();
    const floors = model.floors.length;
    const layout = layoutBoard(this.viewport, { cols: model.cols, rows: model.rows, floors });
    const relayout =
      force ||
      !this.layout ||
      layout.tile !== this.layout.tile ||
      layout.width !== this.layout.width ||
      this.sheets.length !== floors;
    this.layout = layout;
    this.model = model;
    if (relayout) this.drawSheets(model);
    this.drawWalls(model);
    this.drawTiles(model);
    this.drawMarkers(model);
    this.threatLayer.draw(model.threat ?? null, (p) => this.centre(p), layout.tile);
    this.drawGuards(model.guards);
    this.drawPlayers(model.players);
    this.drawCritters(model);
  }

  private drawSheets(model: BoardModel) {
    const layout = this.layout!;
    while (this.sheets.length < model.floors.length) {
      const sheet = new FloorSheet();
      this.sheets.push(sheet);
      this.sheetLayer.addChild(sheet);
      this.wallLayer.addChild(sheet.walls);
    }
    model.floors.forEach((floor, i) => {
      this.sheets[i]!.draw(layout.sheets[i]!, layout.tile, model.cols, model.rows, floor, model.voidCell);
    });
  }

  private drawWalls(model: BoardModel) {
    const layout = this.layout!;
    model.floors.forEach((floor, i) => {
      const sheet = this.sheets[i]!;
      sheet.draw(layout.sheets[i]!, layout.tile, model.cols, model.rows, floor, model.voidCell);
      sheet.drawWalls(
        layout.sheets[i]!,
        layout.tile,
        model.cols,
        model.rows,
        model.walls.filter(([a]) => a.floor === i),
        model.voidCell,
      );
    });
  }

  private drawTiles(model: BoardModel) {
    const layout = this.layout!;
    for (const tile of model.tiles) {
      let sprite = this.tiles.get(tile.key);
      if (!sprite) {
        sprite = this.createTile(tile.at);
        this.tiles.set(tile.key, sprite);
        this.tileLayer.addChild(sprite);
      }
      const sheet = layout.sheets[tile.at.floor]!;
      sprite.position.set(sheet.gridX + tile.at.col * layout.tile, sheet.gridY + tile.at.row * layout.tile);
      sprite.setFlip(1);
      sprite.update(tile, layout.tile);
    }
  }

  private createTile(at: Pos): TileSprite {
    const sprite = new TileSprite();
    let pressTimer: ReturnType<typeof setTimeout> | undefined;
    let longPressed = false;
    // A finger does not hover: touching down to pan must not swap the tile card (a tap does).
    sprite.on('pointerover', (e) => {
      if (e.pointerType !== 'touch') this.callbacks.onTileHover(at, { x: e.clientX, y: e.clientY });
    });
    sprite.on('pointermove', (e) => {
      if (e.pointerType === 'mouse') this.callbacks.onTileHover(at, { x: e.clientX, y: e.clientY });
    });
    sprite.on('pointerout', () => {
      clearTimeout(pressTimer);
      this.callbacks.onTileHover(null, null);
    });
    sprite.on('pointerdown', (e) => {
      longPressed = false;
      if (e.pointerType === 'mouse') return;
      clearTimeout(pressTimer);
      pressTimer = setTimeout(() => {
        if (!this.tapGuard()) return;
        longPressed = true;
        this.callbacks.onTileTap(at, { secondary: true, pointerType: e.pointerType });
      }, LONG_PRESS_MS);
    });
    sprite.on('pointerup', () => clearTimeout(pressTimer));
    sprite.on('pointerupoutside', () => clearTimeout(pressTimer));
    sprite.on('pointertap', (e) => {
      clearTimeout(pressTimer);
      if (longPressed || e.button === 2 || !this.tapGuard()) return;
      this.callbacks.onTileTap(at, { secondary: false, pointerType: e.pointerType });
    });
    sprite.on('rightclick', (e) =>
      this.callbacks.onTileTap(at, { secondary: true, pointerType: e.pointerType }),
    );
    return sprite;
  }

  private drawMarkers(model: BoardModel) {
    const g = this.markerLayer;
    const s = this.layout!.tile;
    g.clear();
    // Each guard's destination: a dashed square (not the alarm's ring, nor the alarm tile's
    // solid edge) in its own colour, with the guard's die at the foot of the tile's middle.
    for (const guard of model.guards) {
      if (!guard.dest) continue;
      const c = this.centre(guard.dest);
      dashedRect(g, c.x - s / 2 + 6, c.y - s / 2 + 6, s - 12, s - 12, 7, 5).stroke({
        width: 2.5,
        color: palette.destination,
      });
      const die = Math.max(12, s * 0.15);
      dieFace(g, c.x, c.y + s * 0.2, die, guard.speed, palette.destination, 0x081226);
    }
    this.drawPaths(model.guards);
  }

  private drawPaths(guards: GuardModel[]) {
    const g = this.pathLayer;
    g.clear();
    for (const guard of guards) {
      if (!guard.showPath || guard.path.length === 0) continue;
      let from = this.centre(guard.at);
      for (const cell of guard.path) {
        const to = this.centre(cell);
        dashedLine(g, from.x, from.y, to.x, to.y, 3, 5);
        from = to;
      }
      g.stroke({ width: 3, color: palette.guard, cap: 'round' });
      for (const cell of guard.path) {
        const c = this.centre(cell);
        g.circle(c.x, c.y, 3).fill({ color: palette.guard });
      }
    }
  }

  private drawGuards(guards: GuardModel[]) {
    const s = this.layout!.tile;
    const seen = new Set<number>();
    for (const guard of guards) {
      seen.add(guard.floor);
      let sprite = this.guards.get(guard.floor);
      if (!sprite) {
        sprite = new GuardSprite();
        this.guards.set(guard.floor, sprite);
        this.guardLayer.addChild(sprite);
      }
      sprite.visible = true;
      sprite.alpha = 1;
      sprite.draw(s);
      sprite.face(guard.facing);
      const spot = this.guardSpot(guard.at);
      sprite.position.set(spot.x, spot.y);
    }
    for (const [floor, sprite] of this.guards) if (!seen.has(floor)) sprite.visible = false;
  }

  private drawPlayers(players: PlayerModel[]) {
    const s = this.layout!.tile;
    const seen = new Set<number>();
    for (const p of players) {
      seen.add(p.seat);
      let token = this.tokens.get(p.seat);
      if (!token) {
        token = new PlayerToken();
        this.tokens.set(p.seat, token);
        this.playerLayer.addChild(token);
      }
      token.visible = true;
      token.alpha = 1;
      token.update(p, s);
      const spot = this.tokenSpot(p.at, p.slot, p.slots);
      token.position.set(spot.x, spot.y);
    }
    for (const [seat, token] of this.tokens) if (!seen.has(seat)) token.visible = false;
  }

  private drawCritters(model: BoardModel) {
    const s = this.layout!.tile;
    this.crow.clear();
    if (model.crow) {
      const c = this.centre(model.crow);
      const x = c.x - s * 0.3;
      const y = c.y - s * 0.3;
      // The crow: a dark bird with spread wings on a pale disc.
      const r = s * 0.1;
      this.crow
        .circle(x, y, r)
        .fill({ color: 0xdfe8ff, alpha: 0.95 })
        .stroke({ width: 1, color: palette.crow });
      this.crow
        .moveTo(x - r * 0.85, y - r * 0.25)
        .quadraticCurveTo(x - r * 0.4, y - r * 0.45, x, y + r * 0.15)
        .quadraticCurveTo(x + r * 0.4, y - r * 0.45, x + r * 0.85, y - r * 0.25)
        .quadraticCurveTo(x + r * 0.35, y + r * 0.05, x, y + r * 0.5)
        .quadraticCurveTo(x - r * 0.35, y + r * 0.05, x - r * 0.85, y - r * 0.25)
        .fill({ color: palette.crow });
      this.crow.circle(x, y - r * 0.05, r * 0.2).fill({ color: palette.crow });
    }
    this.kitty.clear();
    if (model.kitty) {
      const c = this.centre(model.kitty);
      const x = c.x + s * 0.28;
      const y = c.y + s * 0.28;
      this.kitty.circle(x, y, s * 0.08).fill({ color: 0xf5f5f5 });
      this.kitty
        .moveTo(x - s * 0.08, y - s * 0.02)
        .lineTo(x - s * 0.06, y - s * 0.12)
        .lineTo(x - s * 0.02, y - s * 0.07)
        .fill({ color: 0xf5f5f5 });
      this.kitty
        .moveTo(x + s * 0.08, y - s * 0.02)
        .lineTo(x + s * 0.06, y - s * 0.12)
        .lineTo(x + s * 0.02, y - s * 0.07)
        .fill({ color: 0xf5f5f5 });
    }
  }

  /** A short-lived text that floats up ("-1"), independent of the queue. */
  floatText(text: string, x: number, y: number, colour: number): void {
    const label = new Text({
      text,
      style: {
        fontFamily: FONT_FAMILY,
        fontSize: 18,
        fontWeight: '800',
        fill: colour,
        stroke: { color: 0x081226, width: 3 },
      },
    });
    label.anchor.set(0.5);
    label.position.set(x, y);
    this.fxLayer.addChild(label);
    let life = 0;
    const step = () => {
      life += 16;
      this.needsRender = true;
      label.y -= 0.6;
      label.alpha = 1 - life / 900;
      if (life >= 900) {
        label.destroy();
        return;
      }
      requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  }

  /** A short glow over one tile that fades by itself, outside the animation queue. */
  flashTile(at: Pos): void {
    if (!this.layout) return;
    const s = this.layout.tile;
    const c = this.centre(at);
    const glow = new Graphics();
    glow
      .roundRect(c.x - s / 2 + 2, c.y - s / 2 + 2, s - 4, s - 4, 6)
      .stroke({ width: 3, color: palette.target });
    this.fxLayer.addChild(glow);
    let life = 0;
    const step = () => {
      life += 16;
      glow.alpha = 1 - life / 700;
      this.needsRender = true;
      if (life >= 700) {
        glow.destroy();
        return;
      }
      requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  }

  tileAt(p: Pos): TileSprite | undefined {
    return this.tiles.get(posKey(p));
  }
}

/** Where each step leaves a visible change: its end tile. */
function changedTiles(steps: Step[]): Pos[] {
  return steps.flatMap((step) => {
    switch (step.kind) {
      case 'guardWalk':
        return step.cells.slice(-1);
      case 'playerMove':
        return [step.to];
      case 'reveal':
      case 'alarm':
      case 'flash':
        return [step.at];
      case 'guardPlace':
        return [step.at];
      default:
        return [];
    }
  });
}
