/**
 * The mansion drawn as a night-time blueprint (UI.md), with Pixi: the static map (terrain,
 * walls, wire, bushes, windows, doors, lamps, the generator, perimeter mounts) once, then each
 * model (spyModel.ts) on top: view cones and watches, light, tokens, figures. Unit moves glide
 * from cell to cell; the dog runs its path step by step (no motion when the user asks for
 * reduced motion). It draws only when something changed or moves: an idle board costs no CPU
 * (software WebGL on a phone, or three browsers on a test machine). Input leaves as
 * `onCell(cell)`; this scene never talks to the network.
 */
import { cellXY, type MapDef, mapById, nameOf } from '@safecrackers/asym-rules';
import { Application, Container, Graphics, Text } from 'pixi.js';
import { t } from '../i18n/index.js';
import { FONT_FAMILY, palette } from '../scenes/palette.js';
import { drawsInSoftware, useSoftwareAwareLimits } from '../scenes/softwareGl.js';
import { MANSION, SPY_COLOURS } from './mansionColours.js';
import type { Figure, MansionModel } from './spyModel.js';

const FIGURE_COLOURS: Record<Figure['colour'], number> = {
  unit: MANSION.unit,
  civilian: MANSION.civilian,
  dog: MANSION.dog,
  spy: MANSION.spy,
};
const MOVE_MS = 200;

type Point = [number, number];

export interface SceneMarks {
  targets: Set<string>;
  selected: string | null;
}

export class MansionScene {
  readonly map: MapDef = mapById('mansion')!;
  private app: Application | null = null;
  private readonly root = new Container();
  private readonly base = new Graphics();
  private readonly layer = new Graphics();
  private readonly marks = new Graphics();
  private readonly figures = new Container();
  private readonly labels = new Container();
  /** Each figure's sprite, moving from `from` through the points of `way` (its last is `to`). */
  private readonly sprites = new Map<
    string,
    { c: Container; from: Point; to: Point; way: Point[]; t0: number }
  >();
  private cell = 32;
  private model: MansionModel | null = null;
  private mark: SceneMarks = { targets: new Set(), selected: null };
  reducedMotion = false;
  /** Frames drawn since the last movement ended. */
  private idleFrames = 0;

  /** A touch held this long on a cell shows what is there instead of acting. */
  private static readonly LONG_PRESS_MS = 500;
  private pressTimer: ReturnType<typeof setTimeout> | undefined;
  private pressShown = false;

  constructor(
    private readonly onCell: (cell: string) => void,
    /** The cell under the mouse, or long-pressed (null: none now): the screen says what is there. */
    private readonly onHover: (cell: string | null) => void = () => {},
    /** A cell long-pressed on a touch screen: the screen keeps what is there in view. */
    private readonly onPress: (cell: string) => void = (cell) => onHover(cell),
  ) {}

  private cellAt(global: { x: number; y: number }): string | null {
    const p = this.root.toLocal(global);
    const col = Math.floor(p.x / this.cell);
    const row = Math.floor(p.y / this.cell);
    return col >= 0 && row >= 0 && col < this.map.cols && row < this.map.rows ? nameOf(col, row) : null;
  }

  async mount(host: HTMLElement): Promise<void> {
    useSoftwareAwareLimits();
    const app = new Application();
    await app.init({
      // Drawn on demand (wake), not sixty times a second.
      autoStart: false,
      background: palette.background,
      // Multisampling doubles the cost of every frame for a CPU drawing without a GPU.
      antialias: !drawsInSoftware(),
      resolution: Math.min(window.devicePixelRatio || 1, 2),
      autoDensity: true,
      width: Math.max(1, host.clientWidth),
      height: Math.max(1, host.clientHeight),
    });
    this.app = app;
    app.canvas.dataset.testid = 'spies-canvas';
    app.canvas.setAttribute('aria-label', t('spies.map'));
    host.appendChild(app.canvas);
    this.root.addChild(this.base, this.layer, this.marks, this.figures, this.labels);
    app.stage.addChild(this.root);
    app.stage.eventMode = 'static';
    app.stage.hitArea = app.screen;
    app.stage.on('pointertap', (e) => {
      // A long press showed what is there: it was not a tap.
      if (this.pressShown) return;
      const cell = this.cellAt(e.global);
      if (cell) this.onCell(cell);
    });
    app.stage.on('pointermove', (e) => {
      if (e.pointerType === 'mouse') this.onHover(this.cellAt(e.global));
    });
    app.stage.on('pointerleave', () => this.onHover(null));
    app.stage.on('pointerdown', (e) => {
      this.pressShown = false;
      clearTimeout(this.pressTimer);
      if (e.pointerType === 'mouse') return;
      const cell = this.cellAt(e.global);
      if (!cell) return;
      this.pressTimer = setTimeout(() => {
        this.pressShown = true;
        this.onPress(cell);
      }, MansionScene.LONG_PRESS_MS);
    });
    const release = () => clearTimeout(this.pressTimer);
    app.stage.on('pointerup', release);
    app.stage.on('pointerupoutside', release);
    app.ticker.add(() => this.tick());
    this.wake();
    this.reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    new ResizeObserver(() => this.resize(host)).observe(host);
    this.resize(host);
  }

  /** Where a cell is on screen (client pixels): for tests and the keyboard. */
  cellRect(cell: string): { x: number; y: number; width: number; height: number } | null {
    if (!this.app) return null;
    const { col, row } = cellXY(cell);
    const r = this.app.canvas.getBoundingClientRect();
    return {
      x: r.left + this.root.x + col * this.cell,
      y: r.top + this.root.y + row * this.cell,
      width: this.cell,
      height: this.cell,
    };
  }

  private resize(host: HTMLElement): void {
    const app = this.app;
    if (!app) return;
    const w = Math.max(1, host.clientWidth);
    const h = Math.max(1, host.clientHeight);
    app.renderer.resize(w, h);
    this.cell = Math.max(12, Math.floor(Math.min(w / this.map.cols, h / this.map.rows)));
    this.root.position.set(
      Math.floor((w - this.cell * this.map.cols) / 2),
      Math.floor((h - this.cell * this.map.rows) / 2),
    );
    this.drawBase();
    for (const s of this.sprites.values()) s.c.destroy({ children: true });
    this.sprites.clear();
    this.redraw();
  }

  render(model: MansionModel, marks: SceneMarks): void {
    // Drawn again after a switch of language too: the map's name follows.
    this.app?.canvas.setAttribute('aria-label', t('spies.map'));
    this.model = model;
    this.mark = marks;
    this.redraw();
  }

  destroy(): void {
    this.app?.destroy(true, { children: true });
    this.app = null;
  }

  private px(col: number, row: number): [number, number] {
    return [col * this.cell, row * this.cell];
  }

  private center(cell: string): [number, number] {
    const { col, row } = cellXY(cell);
    return [(col + 0.5) * this.cell, (row + 0.5) * this.cell];
  }

  private drawBase(): void {
    const g = this.base.clear();
    const s = this.cell;
    const raw = this.map.raw;
    g.rect(0, 0, s * raw.cols, s * raw.rows).fill(palette.sheet);
    for (let row = 0; row < raw.rows; row++)
      for (let col = 0; col < raw.cols; col++) {
        const [x, y] = this.px(col, row);
        const area = raw.areaLegend[raw.areas[row]![col]!];
        if (area?.kind === 'house') g.rect(x, y, s, s).fill({ color: MANSION.house });
        if (area?.kind === 'shed') g.rect(x, y, s, s).fill({ color: MANSION.shed });
        const t = raw.terrain[row]![col];
        if (t === '#')
          g.rect(x + 2, y + 2, s - 4, s - 4)
            .fill({ color: MANSION.block })
            .stroke({ width: 1, color: palette.grid });
        if (t === '~') g.rect(x, y, s, s).fill({ color: MANSION.water, alpha: 0.7 });
        if (t === ':')
          for (let i = 0; i < 4; i++)
            g.circle(x + s * (0.2 + 0.2 * i), y + s * (0.3 + 0.4 * (i % 2)), 1.5).fill(MANSION.loud);
        if (t === '=')
          g.rect(x + 3, y + 3, s - 6, s - 6).stroke({ width: 1, color: MANSION.muffled, alpha: 0.6 });
        if (t === 'G')
          g.rect(x + 3, y + 3, s - 6, s - 6)
            .fill({ color: MANSION.generatorFill })
            .stroke({ width: 2, color: MANSION.generator });
      }
    for (let i = 0; i <= raw.cols; i++) g.moveTo(i * s, 0).lineTo(i * s, raw.rows * s);
    for (let j = 0; j <= raw.rows; j++) g.moveTo(0, j * s).lineTo(raw.cols * s, j * s);
    g.stroke({ width: 1, color: palette.grid, alpha: 0.5 });
    for (const e of raw.edges) this.edge(g, e.kind, e.from, e.to);
    for (const m of raw.perimeterMounts) {
      const [x, y] = this.px(m.cell[0], m.cell[1]);
      g.rect(x + s * 0.3, y + s * 0.3, s * 0.4, s * 0.4).stroke({ width: 2, color: palette.textDim });
    }
    for (const l of raw.lamps) {
      const [x, y] = this.px(l.cell[0], l.cell[1]);
      g.circle(x + s / 2, y + s / 2, s * 0.14).stroke({ width: 1, color: MANSION.lampMount });
    }
  }

  private edge(g: Graphics, kind: string, from: Point, to: Point): void {
    const s = this.cell;
    const [x1, y1, x2, y2] = [from[0] * s, from[1] * s, to[0] * s, to[1] * s];
    if (kind === 'wall' || kind === 'mirror')
      g.moveTo(x1, y1).lineTo(x2, y2).stroke({ width: 4, color: palette.wall });
    else if (kind === 'wire') {
      g.moveTo(x1, y1).lineTo(x2, y2).stroke({ width: 1.5, color: MANSION.wire });
      const n = Math.max(1, Math.round(Math.hypot(x2 - x1, y2 - y1) / (s / 2)));
      for (let i = 0; i < n; i++) {
        const cx = x1 + ((x2 - x1) * (i + 0.5)) / n;
        const cy = y1 + ((y2 - y1) * (i + 0.5)) / n;
        g.moveTo(cx - 3, cy - 3)
          .lineTo(cx + 3, cy + 3)
          .moveTo(cx + 3, cy - 3)
          .lineTo(cx - 3, cy + 3);
      }
      g.stroke({ width: 1, color: MANSION.wire });
    } else if (kind === 'bush')
      g.moveTo(x1, y1).lineTo(x2, y2).stroke({ width: 5, color: MANSION.bush, alpha: 0.9 });
  }

  private redraw(): void {
    const m = this.model;
    const g = this.layer.clear();
    const mk = this.marks.clear();
    for (const l of this.labels.removeChildren()) l.destroy();
    if (!m) return;
    const s = this.cell;
    const cellRect = (cell: string) => {
      const { col, row } = cellXY(cell);
      return [col * s, row * s] as const;
    };
    for (const c of m.lit) {
      const [x, y] = cellRect(c);
      g.rect(x, y, s, s).fill({ color: MANSION.lit, alpha: 0.12 });
    }
    for (const c of m.watched) {
      const [x, y] = cellRect(c);
      g.rect(x, y, s, s).fill({ color: palette.cone, alpha: m.direct.has(c) ? 0.24 : 0.12 });
    }
    // View cones: a wedge from each viewer along its facing, in the blueprint's line style.
    for (const cone of m.cones) {
      const [cx, cy] = this.center(cone.from);
      const r = cone.reach * s;
      if (cone.end - cone.start >= Math.PI * 2 - 1e-6) g.circle(cx, cy, r);
      else g.moveTo(cx, cy).arc(cx, cy, r, cone.start, cone.end).closePath();
      g.fill({ color: palette.cone, alpha: 0.08 }).stroke({ width: 1.5, color: palette.cone, alpha: 0.7 });
    }
    // Openings with their states, alarm tokens on them.
    const tokenOn = new Map(m.alarmTokens.map((a) => [a.opening, a.spent]));
    for (const o of this.map.raw.openings) {
      const st = m.openings.get(o.id);
      const [x1, y1, x2, y2] = [o.from[0] * s, o.from[1] * s, o.to[0] * s, o.to[1] * s];
      const colour =
        o.kind === 'window'
          ? MANSION.window
          : o.kind === 'edoor'
            ? MANSION.edoor
            : o.kind === 'gate'
              ? MANSION.gate
              : MANSION.door;
      if (st?.breach) g.moveTo(x1, y1).lineTo(x2, y2).stroke({ width: 3, color: MANSION.breach, alpha: 0.5 });
      else if (st?.state === 'open') {
        // An open door: its leaf swung aside.
        g.moveTo(x1, y1)
          .lineTo(x1 + (y2 - y1) * 0.7, y1 + (x2 - x1) * 0.7)
          .stroke({ width: 3, color: colour });
      } else
        g.moveTo(x1, y1)
          .lineTo(x2, y2)
          .stroke({ width: o.kind === 'window' ? 3 : 5, color: colour });
      const spent = tokenOn.get(o.id);
      if (spent !== undefined)
        g.circle((x1 + x2) / 2, (y1 + y2) / 2, s * 0.12).fill(spent ? MANSION.spent : MANSION.alarmToken);
    }
    for (const [a, b] of m.cutWires) {
      const [ax, ay] = this.center(a);
      const [bx, by] = this.center(b);
      g.circle((ax + bx) / 2, (ay + by) / 2, s * 0.15).stroke({ width: 2, color: MANSION.cutWire });
    }
    for (const l of m.lamps) {
      const [x, y] = this.center(l.cell);
      g.circle(x, y, s * 0.14).fill({
        color: l.destroyed ? MANSION.lampDestroyed : l.lit ? MANSION.lampLit : MANSION.lampOff,
      });
    }
    for (const c of m.cameras) {
      const [x, y] = this.center(c.cell);
      const r = s * 0.22;
      if (c.perimeter)
        g.rect(x - r, y - r, r * 2, r * 2).fill({
          color: c.destroyed ? MANSION.cameraDestroyed : MANSION.camera,
        });
      else
        g.poly([x, y - r, x + r, y + r, x - r, y + r]).fill({
          color: c.destroyed ? MANSION.cameraDestroyed : MANSION.camera,
        });
    }
    for (const b of m.bugs) {
      const [x, y] = this.center(b.cell);
      g.circle(x + s * 0.3, y - s * 0.3, s * 0.08).fill(b.spent ? MANSION.spent : MANSION.bug);
    }
    for (const d of m.documents) {
      const [x, y] = this.center(d.cell);
      g.rect(x - s * 0.18, y - s * 0.24, s * 0.36, s * 0.48).fill(
        d.marked === true
          ? MANSION.documentMarked
          : d.marked === false
            ? MANSION.documentUnmarked
            : MANSION.documentUnknown,
      );
    }
    for (const c of m.bodies) {
      const [x, y] = this.center(c);
      g.moveTo(x - s * 0.3, y - s * 0.3)
        .lineTo(x + s * 0.3, y + s * 0.3)
        .moveTo(x + s * 0.3, y - s * 0.3)
        .lineTo(x - s * 0.3, y + s * 0.3)
        .stroke({ width: 3, color: MANSION.body });
    }
    if (m.lure) {
      const [x, y] = this.center(m.lure);
      g.poly([x, y - s * 0.25, x + s * 0.25, y, x, y + s * 0.25, x - s * 0.25, y]).stroke({
        width: 2,
        color: MANSION.lure,
      });
    }
    for (const c of m.noise) {
      const [x, y] = this.center(c);
      g.circle(x, y, s * 0.2)
        .stroke({ width: 2, color: MANSION.noise })
        .circle(x, y, s * 0.38)
        .stroke({ width: 1, color: MANSION.noise });
    }
    if (m.dogPath.length > 1)
      for (const c of m.dogPath) {
        const [x, y] = this.center(c);
        g.circle(x, y, 2).fill(MANSION.dog);
      }
    for (const sgt of m.sightings) {
      const [x, y] = this.center(sgt.cell);
      g.circle(x, y, s * 0.42).stroke({ width: 2, color: SPY_COLOURS[(sgt.seat - 1) % 4]!, alpha: 0.8 });
      this.label(`?${sgt.seat}`, x, y - s * 0.55, 0xe6f0ff);
    }
    for (const t of this.mark.targets) {
      const [x, y] = cellRect(t);
      mk.rect(x + 2, y + 2, s - 4, s - 4).stroke({ width: 2, color: palette.move });
    }
    if (this.mark.selected) {
      const [x, y] = cellRect(this.mark.selected);
      mk.rect(x + 1, y + 1, s - 2, s - 2).stroke({ width: 3, color: palette.focus });
    }
    this.drawFigures(m.figures);
    this.wake();
  }

  /** Draws frames until every figure has arrived (the ticker stops again in `tick`). */
  private wake(): void {
    this.idleFrames = 0;
    this.app?.ticker.start();
  }

  private drawFigures(figures: Figure[]): void {
    const seen = new Set<string>();
    const now = performance.now();
    for (const f of figures) {
      seen.add(f.id);
      const to = this.center(f.cell);
      let sprite = this.sprites.get(f.id);
      // The letters too: a switch of language draws the figure again.
      const key = `${f.kind}|${f.state}|${f.colour}|${this.figureText(f)}`;
      if (sprite && (sprite.c as Container & { key?: string }).key !== key) {
        sprite.c.destroy({ children: true });
        this.sprites.delete(f.id);
        sprite = undefined;
      }
      if (!sprite) {
        const c = this.token(f);
        (c as Container & { key?: string }).key = key;
        c.position.set(to[0], to[1]);
        this.figures.addChild(c);
        sprite = { c, from: to, to, way: [to], t0: now };
        this.sprites.set(f.id, sprite);
      } else if (sprite.to[0] !== to[0] || sprite.to[1] !== to[1]) {
        sprite.from = [sprite.c.x, sprite.c.y];
        sprite.to = to;
        sprite.way = this.wayTo(f, to);
        sprite.t0 = now;
      }
    }
    for (const [id, sprite] of this.sprites)
      if (!seen.has(id)) {
        sprite.c.destroy({ children: true });
        this.sprites.delete(id);
      }
  }

  /** The points a figure moves through to reach `to`: the dog's run step by step, else one glide. */
  private wayTo(f: Figure, to: Point): Point[] {
    const path = f.path ?? [];
    if (path.length < 2 || path.at(-1) !== f.cell) return [to];
    return path.slice(1).map((c) => this.center(c));
  }

  private token(f: Figure): Container {
    const c = new Container();
    const s = this.cell;
    const colour = f.colour === 'spy' ? SPY_COLOURS[((f.seat ?? 1) - 1) % 4]! : FIGURE_COLOURS[f.colour];
    const r = s * (f.state === 'prone' ? 0.28 : 0.36);
    const g = new Graphics();
    if (f.state === 'camouflaged') g.circle(0, 0, r).stroke({ width: 2, color: colour });
    else
      g.circle(0, 0, r)
        .fill(colour)
        .stroke({ width: 2, color: f.kind === 'armoured' ? 0xffffff : 0x081226 });
    c.addChild(g);
    const text = new Text({
      text: this.figureText(f),
      style: { fontFamily: FONT_FAMILY, fontSize: Math.max(8, s * 0.34), fill: 0x081226, fontWeight: '700' },
    });
    text.anchor.set(0.5);
    c.addChild(text);
    return c;
  }

  /** The letters on a figure in the language picked: "S1" for spy 1, "D" for the dog, a unit's id. */
  private figureText(f: Figure): string {
    if (f.colour === 'spy') return t('spies.figure.spy', { n: f.label });
    return f.colour === 'dog' ? t('spies.figure.dog') : f.label;
  }

  private label(text: string, x: number, y: number, fill: number): void {
    const t = new Text({
      text,
      style: { fontFamily: FONT_FAMILY, fontSize: Math.max(8, this.cell * 0.3), fill },
    });
    t.anchor.set(0.5);
    t.position.set(x, y);
    this.labels.addChild(t);
  }

  private tick(): void {
    const now = performance.now();
    let moving = false;
    for (const s of this.sprites.values()) {
      const steps = s.way.length;
      // Each step of the way takes MOVE_MS; reduced motion goes straight to the end.
      const done = this.reducedMotion ? steps : Math.min(steps, (now - s.t0) / MOVE_MS);
      if (done < steps) moving = true;
      const i = Math.min(steps - 1, Math.floor(done));
      const from = i === 0 ? s.from : s.way[i - 1]!;
      const to = s.way[i]!;
      const k = done - i >= 1 || done >= steps ? 1 : done - i;
      const e = k < 0.5 ? 2 * k * k : 1 - (-2 * k + 2) ** 2 / 2;
      s.c.position.set(from[0] + (to[0] - from[0]) * e, from[1] + (to[1] - from[1]) * e);
    }
    // This frame is still drawn (the render runs after the tick); one more, then rest.
    if (moving) this.idleFrames = 0;
    else if (++this.idleFrames > 1) this.app?.ticker.stop();
  }
}
