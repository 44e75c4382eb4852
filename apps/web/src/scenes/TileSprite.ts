/**
 * One room tile: a dark raised square while face down; once revealed, a lighter card with
 * its line icon, name in small caps and combination number, plus every marker it carries.
 */
import type { TileKind } from '@safecrackers/rules';
import { Container, Graphics, Rectangle, Text } from 'pixi.js';
import { currentLocale, t } from '../i18n/index.js';
import { tileName, tileShortName } from '../i18n/names.js';
import type { TileModel } from './boardModel.js';
import { dashedLine, dieFace, eye } from './draw.js';
import { tileIcon } from './icons.js';
import { FONT_FAMILY, palette } from './palette.js';
import { type FittedName, fitTileName, tileNameStyle } from './tileName.js';

const INSET = 3;
/** Height of the icon's centre, as a share of the tile: above the guard and the crew. */
const ICON_Y = 0.36;

export class TileSprite extends Container {
  private nameLabel: FittedName | null = null;
  private readonly face = new Container();
  private readonly back = new Graphics();
  private readonly markers = new Graphics();
  private readonly highlight = new Graphics();
  private readonly labels = new Container();
  private signature = '';
  private model: TileModel | null = null;
  private size = 0;
  /** 0..1: the alarm ring's pulse phase, driven by the board's ticker. */
  pulse = 0;
  private readonly alarmRing = new Graphics();

  constructor() {
    super();
    this.face.addChild(this.back, this.labels, this.markers);
    this.addChild(this.face, this.alarmRing, this.highlight);
    this.eventMode = 'static';
    this.cursor = 'pointer';
  }

  /** The name drawn on this face-up tile: its words, drawn width, the width it may take, its scale. */
  get drawnName(): FittedName | null {
    return this.model?.revealed ? this.nameLabel : null;
  }

  get tile(): TileModel | null {
    return this.model;
  }

  update(model: TileModel, size: number): void {
    this.model = model;
    // The language is in the signature: a switch relabels even tiles whose model kept its words.
    const signature = JSON.stringify([model, size, currentLocale()]);
    if (signature === this.signature) return;
    this.signature = signature;
    this.size = size;
    this.hitArea = new Rectangle(0, 0, size, size);
    this.face.pivot.set(size / 2, size / 2);
    this.face.position.set(size / 2, size / 2);
    this.drawFace(model);
    this.drawHighlight(model);
    this.alarmRing.visible = model.alarm;
    this.drawAlarmRing();
  }

  /** Shows a revealed face of `kind` before the model knows it (reveal animation). */
  showRevealed(kind: TileKind, num: number): void {
    if (!this.model) return;
    this.drawFace(
      { ...this.model, revealed: true, kind, num: kind === 'safe' ? null : num, name: '', short: '' },
      kind,
    );
    this.signature = '';
  }

  /** Squeezes the face horizontally: 1 = flat on the table, 0 = edge-on. */
  setFlip(scaleX: number): void {
    this.face.scale.x = scaleX;
  }

  setAlarmVisible(visible: boolean): void {
    this.alarmRing.visible = visible;
  }

  tickPulse(phase: number): void {
    if (!this.alarmRing.visible) return;
    // Full at phase 0 (at rest), faintest half a pulse later.
    this.alarmRing.alpha = 0.775 + 0.225 * Math.cos(phase * Math.PI * 2);
  }

  private drawAlarmRing() {
    const s = this.size;
    this.alarmRing.clear();
    // Round, around the icon: a ring and two sound waves either side, like a bell ringing.
    const cx = s / 2;
    const cy = s * ICON_Y;
    const r = s * 0.2;
    const w = Math.max(2, s / 26);
    this.alarmRing.circle(cx, cy, r).stroke({ width: w, color: palette.alarm });
    for (const side of [-1, 1]) {
      for (const k of [1.25, 1.5]) {
        const start = side < 0 ? Math.PI * 0.78 : -Math.PI * 0.22;
        this.alarmRing.moveTo(cx + Math.cos(start) * r * k, cy + Math.sin(start) * r * k);
        this.alarmRing.arc(cx, cy, r * k, start, start + Math.PI * 0.44);
      }
    }
    this.alarmRing.stroke({ width: Math.max(1.5, w * 0.7), color: palette.alarm, cap: 'round' });
  }

  private drawFace(m: TileModel, nameKind: TileKind | null = null) {
    const s = this.size;
    const g = this.back;
    g.clear();
    for (const child of this.labels.removeChildren()) child.destroy({ children: true });
    this.markers.clear();
    const inner = s - INSET * 2;
    if (!m.revealed || !m.kind) {
      // Raised, patterned and blank: nothing hints at the kind.
      g.roundRect(INSET + 1, INSET + 2, inner, inner, 6).fill({ color: 0x050b18, alpha: 0.6 });
      g.roundRect(INSET, INSET, inner, inner, 6)
        .fill({ color: palette.hiddenTile })
        .stroke({ width: 1, color: palette.hiddenTileEdge });
      for (let d = 10; d < inner * 2; d += 10) {
        const a = Math.min(d, inner);
        const b = Math.max(0, d - inner);
        g.moveTo(INSET + b, INSET + a).lineTo(INSET + a, INSET + b);
      }
      g.stroke({ width: 1, color: palette.hiddenPattern, alpha: 0.7 });
      this.drawCommonMarkers(m);
      return;
    }
    const kind = m.kind ?? nameKind!;
    const edge =
      m.edge === 'stop'
        ? palette.stopEdge
        : m.edge === 'alarm'
          ? palette.alarmEdge
          : palette.revealedTileEdge;
    g.roundRect(INSET, INSET, inner, inner, 6).fill({ color: m.exitOpen ? 0x1f5a48 : palette.revealedTile });
    g.roundRect(INSET, INSET, inner, inner, 6).stroke({
      width: m.edge ? Math.max(2, s / 28) : 1,
      color: edge,
    });
    if (m.edge === 'alarm') {
      // Alarm tiles: cut corners as well as the colour, so the edge reads without colour.
      const c = s * 0.12;
      for (const [x, y, dx, dy] of [
        [INSET, INSET, 1, 1],
        [s - INSET, INSET, -1, 1],
        [INSET, s - INSET, 1, -1],
        [s - INSET, s - INSET, -1, -1],
      ] as const)
        g.moveTo(x, y + dy * c)
          .lineTo(x, y)
          .lineTo(x + dx * c, y)
          .closePath()
          .fill({ color: edge });
    }
    const icon = tileIcon(kind, s * 0.3, m.crowbar ? palette.textDim : palette.icon);
    icon.position.set(s / 2, s * ICON_Y);
    this.labels.addChild(icon);
    const name = new Text({ text: '', style: tileNameStyle(s) });
    const fitted = fitTileName(m.name || tileName(kind), m.short || tileShortName(kind), s, (text) => {
      name.text = text;
      return name.width;
    });
    name.text = fitted.text;
    name.scale.set(fitted.scale);
    name.anchor.set(0.5, 1);
    name.position.set(s / 2, s - INSET - 3);
    this.nameLabel = fitted;
    this.labels.addChild(name);
    if (m.num !== null) {
      const num = new Text({
        text: String(m.num),
        style: {
          fontFamily: FONT_FAMILY,
          fontSize: Math.max(9, Math.round(s * 0.17)),
          fill: m.cracked ? palette.textDim : palette.text,
          fontWeight: '700',
        },
      });
      num.anchor.set(1, 0);
      num.position.set(s - INSET - 4, INSET + 2);
      this.labels.addChild(num);
      if (m.cracked) {
        // Cracked: the number is struck through.
        const x1 = num.x - num.width - 2;
        this.markers
          .moveTo(x1, num.y + num.height * 0.55)
          .lineTo(num.x + 2, num.y + num.height * 0.45)
          .stroke({ width: 2, color: palette.escape });
      }
    }
    this.drawRevealedMarkers(m);
    this.drawCommonMarkers(m);
  }

  /** Markers that may sit on face-down tiles too: downstairs, entrance, holes. */
  private drawCommonMarkers(m: TileModel) {
    const s = this.size;
    const g = this.markers;
    if (m.downstairs) {
      // A small downward arrow in the top-left corner.
      const x = INSET + 6;
      const y = INSET + 5;
      g.moveTo(x, y)
        .lineTo(x + s * 0.12, y)
        .lineTo(x + s * 0.06, y + s * 0.09)
        .closePath()
        .fill({ color: palette.textDim });
      g.moveTo(x + s * 0.06, y - s * 0.04)
        .lineTo(x + s * 0.06, y)
        .stroke({ width: 1.5, color: palette.textDim });
    }
    if (m.hole) {
      g.circle(s * 0.5, s * 0.66, s * 0.06)
        .fill({ color: 0x000000, alpha: 0.8 })
        .stroke({ width: 1.5, color: palette.stopEdge });
    }
    if (m.entrance) {
      // The way in: a small green "IN" tag in the top-left corner (the lower left is the
      // guard's; the entrance is on the ground floor, where no downstairs arrow takes the corner),
      // narrowed to half the tile where a language's word is long.
      const tag = new Text({
        text: t('game.entranceTag'),
        style: {
          fontFamily: FONT_FAMILY,
          fontSize: Math.max(8, Math.round(s * 0.1)),
          fill: palette.escape,
          fontWeight: '800',
        },
      });
      const most = s * 0.5;
      if (tag.width > most) tag.scale.set(most / tag.width);
      tag.position.set(INSET + 6, INSET + 4);
      g.roundRect(tag.x - 3, tag.y - 1, tag.width + 6, tag.height + 2, 3).stroke({
        width: 1,
        color: palette.escape,
      });
      this.labels.addChild(tag);
    }
  }

  private drawRevealedMarkers(m: TileModel) {
    const s = this.size;
    const g = this.markers;
    // The markers' corner, top left (after the downstairs arrow): hack chips, safe dice, the
    // stealth pool (Lavatory, Smoke Bomb). No tile holds two kinds of them.
    const left = INSET + 5 + (m.downstairs ? s * 0.14 : 0);
    for (let i = 0; i < m.hack; i++) {
      g.roundRect(left + (i % 3) * s * 0.1, INSET + 5 + Math.floor(i / 3) * s * 0.08, s * 0.08, s * 0.06, 2)
        .fill({ color: palette.hack })
        .stroke({ width: 1, color: 0x081226 });
    }
    const die = Math.max(8, s * 0.11);
    for (let i = 0; i < m.dice; i++) {
      dieFace(
        g,
        left + die / 2 + (i % 3) * (die + 2),
        INSET + 5 + die / 2 + Math.floor(i / 3) * (die + 2),
        die,
        6,
        palette.dice,
        0x081226,
      );
    }
    for (let i = 0; i < m.stealth; i++)
      eye(g, left + s * 0.06 + i * s * 0.14, INSET + 5 + s * 0.05, s * 0.06, palette.peek);
    if (m.crowbar) {
      g.moveTo(INSET + 6, s * 0.62)
        .lineTo(INSET + s * 0.28, s * 0.3)
        .stroke({ width: Math.max(2, s / 24), color: palette.stopEdge });
    }
    if (m.open && m.kind === 'keypad') {
      g.circle(s * 0.66, INSET + 5 + s * 0.05, s * 0.05).fill({ color: palette.escape });
    }
    if (m.open && m.kind === 'safe') {
      g.roundRect(INSET + 2, INSET + 2, s - INSET * 2 - 4, s - INSET * 2 - 4, 5).stroke({
        width: 2,
        color: palette.escape,
      });
    }
    if (m.labTaken) {
      g.moveTo(s * 0.66, s * 0.28)
        .lineTo(s * 0.84, s * 0.46)
        .stroke({ width: 2, color: palette.textDim });
    }
    if (m.cardsOnTile > 0) {
      for (let i = 0; i < Math.min(3, m.cardsOnTile); i++) {
        g.roundRect(left + i * 3, INSET + 5 + s * 0.12 - i * 3, s * 0.1, s * 0.13, 2)
          .fill({ color: palette.stopEdge })
          .stroke({ width: 1, color: 0x081226 });
      }
    }
    if (m.exit) {
      // The way to the roof: an arrow up, green once every safe is open.
      const colour = m.exitOpen ? palette.escape : palette.textDim;
      const x = s * 0.5;
      g.moveTo(x, INSET + 4)
        .lineTo(x - s * 0.08, INSET + 4 + s * 0.09)
        .lineTo(x + s * 0.08, INSET + 4 + s * 0.09)
        .closePath()
        .fill({ color: colour });
    }
  }

  private drawHighlight(m: TileModel) {
    const s = this.size;
    const h = this.highlight;
    h.clear();
    const colours = {
      move: palette.move,
      peek: palette.peek,
      target: palette.target,
      flex: palette.escape,
    } as const;
    if (m.highlight) {
      const colour = colours[m.highlight];
      if (m.highlight === 'peek') {
        // Solid, with an eye in its corner: never mistaken for a guard's dashed destination.
        h.roundRect(INSET + 1, INSET + 1, s - INSET * 2 - 2, s - INSET * 2 - 2, 6).stroke({
          width: 2,
          color: colour,
        });
        const r = Math.max(5, s * 0.07);
        eye(h, s - INSET - r * 1.8, INSET + r * 1.6, r, colour);
      } else {
        h.roundRect(INSET + 1, INSET + 1, s - INSET * 2 - 2, s - INSET * 2 - 2, 6).stroke({
          width: 2.5,
          color: colour,
        });
      }
      h.roundRect(INSET, INSET, s - INSET * 2, s - INSET * 2, 6).fill({
        color: colour,
        alpha: m.hovered ? 0.18 : 0.06,
      });
    } else if (m.hovered) {
      h.roundRect(INSET, INSET, s - INSET * 2, s - INSET * 2, 6).fill({ color: 0xffffff, alpha: 0.06 });
    }
    if (m.armed)
      h.roundRect(INSET - 1, INSET - 1, s - INSET * 2 + 2, s - INSET * 2 + 2, 7).stroke({
        width: 3,
        color: palette.armed,
      });
    if (m.focused) {
      // The keyboard's tile: a solid white frame with a dark edge, seen on any tile colour.
      h.roundRect(1.5, 1.5, s - 3, s - 3, 7).stroke({ width: 5, color: palette.void, alpha: 0.8 });
      h.roundRect(1.5, 1.5, s - 3, s - 3, 7).stroke({ width: 3, color: palette.focus });
    }
    void dashedLine;
  }
}
