/**
 * Line icons of the room tiles, drawn in code (no image files exist at build time). Each
 * draws into a box of side `s` centred on (0, 0) with one stroke colour.
 */
import type { TileKind } from '@safecrackers/rules';
import { Container, Graphics } from 'pixi.js';

type Icon = (g: Graphics, s: number, stroke: { width: number; color: number }) => void;

const camera: Icon = (g, s, k) => {
  g.roundRect(-s * 0.4, -s * 0.22, s * 0.62, s * 0.4, s * 0.06).stroke(k);
  g.circle(-s * 0.09, -s * 0.02, s * 0.12).stroke(k);
  g.moveTo(s * 0.22, -s * 0.1)
    .lineTo(s * 0.42, -s * 0.22)
    .lineTo(s * 0.42, s * 0.14)
    .lineTo(s * 0.22, s * 0.02)
    .stroke(k);
  g.moveTo(-s * 0.2, s * 0.18)
    .lineTo(-s * 0.26, s * 0.38)
    .moveTo(-s * 0.34, s * 0.38)
    .lineTo(-s * 0.16, s * 0.38)
    .stroke(k);
};

const keypad: Icon = (g, s, k) => {
  g.roundRect(-s * 0.3, -s * 0.4, s * 0.6, s * 0.8, s * 0.06).stroke(k);
  const c = s * 0.1;
  for (let r = 0; r < 3; r++)
    for (let q = 0; q < 3; q++)
      g.rect(-s * 0.2 + q * s * 0.15, -s * 0.28 + r * s * 0.17, c, c).stroke({ ...k, width: k.width * 0.8 });
  g.rect(-s * 0.05, s * 0.24, c, c).stroke({ ...k, width: k.width * 0.8 });
};

const padlock: Icon = (g, s, k) => {
  g.arc(0, -s * 0.08, s * 0.18, Math.PI, 0)
    .lineTo(s * 0.18, 0)
    .moveTo(-s * 0.18, 0)
    .lineTo(-s * 0.18, -s * 0.08)
    .stroke(k);
  g.roundRect(-s * 0.28, 0, s * 0.56, s * 0.38, s * 0.05).stroke(k);
  g.circle(0, s * 0.15, s * 0.05).stroke(k);
  g.moveTo(0, s * 0.2)
    .lineTo(0, s * 0.28)
    .stroke(k);
};

const thermometer: Icon = (g, s, k) => {
  g.roundRect(-s * 0.08, -s * 0.42, s * 0.16, s * 0.58, s * 0.08).stroke(k);
  g.circle(0, s * 0.26, s * 0.15).stroke(k);
  g.moveTo(0, -s * 0.1)
    .lineTo(0, s * 0.2)
    .stroke({ ...k, width: k.width * 1.6 });
  for (let i = 0; i < 3; i++)
    g.moveTo(s * 0.12, -s * 0.3 + i * s * 0.12)
      .lineTo(s * 0.22, -s * 0.3 + i * s * 0.12)
      .stroke(k);
};

const laser: Icon = (g, s, k) => {
  g.moveTo(-s * 0.4, -s * 0.4)
    .lineTo(-s * 0.4, s * 0.4)
    .moveTo(s * 0.4, -s * 0.4)
    .lineTo(s * 0.4, s * 0.4)
    .stroke(k);
  const beam = { ...k, width: k.width * 0.8 };
  g.moveTo(-s * 0.4, -s * 0.25)
    .lineTo(s * 0.4, s * 0.05)
    .stroke(beam);
  g.moveTo(-s * 0.4, s * 0.05)
    .lineTo(s * 0.4, -s * 0.25)
    .stroke(beam);
  g.moveTo(-s * 0.4, s * 0.25)
    .lineTo(s * 0.4, s * 0.25)
    .stroke(beam);
};

const fingerprint: Icon = (g, s, k) => {
  for (let i = 1; i <= 4; i++) {
    const r = s * 0.1 * i;
    g.arc(0, s * 0.04, r, Math.PI * (1.05 + i * 0.02), Math.PI * (1.95 - i * 0.02) + (i % 2) * 0.5).stroke(k);
  }
  g.moveTo(0, s * 0.04)
    .lineTo(0, s * 0.2)
    .stroke(k);
  g.arc(0, s * 0.04, s * 0.2, Math.PI * 0.1, Math.PI * 0.6).stroke(k);
};

const stairs: Icon = (g, s, k) => {
  const step = s * 0.2;
  g.moveTo(-s * 0.4, s * 0.4);
  for (let i = 0; i < 4; i++)
    g.lineTo(-s * 0.4 + i * step, s * 0.4 - (i + 1) * step).lineTo(
      -s * 0.4 + (i + 1) * step,
      s * 0.4 - (i + 1) * step,
    );
  g.lineTo(s * 0.4, s * 0.4)
    .closePath()
    .stroke(k);
};

const toilet: Icon = (g, s, k) => {
  g.roundRect(-s * 0.3, -s * 0.42, s * 0.22, s * 0.4, s * 0.04).stroke(k);
  g.moveTo(-s * 0.08, -s * 0.06)
    .lineTo(s * 0.36, -s * 0.06)
    .quadraticCurveTo(s * 0.34, s * 0.24, 0, s * 0.24)
    .lineTo(-s * 0.08, s * 0.24)
    .closePath()
    .stroke(k);
  g.moveTo(-s * 0.04, s * 0.24)
    .lineTo(-s * 0.1, s * 0.42)
    .lineTo(s * 0.2, s * 0.42)
    .lineTo(s * 0.14, s * 0.24)
    .stroke(k);
};

const flask: Icon = (g, s, k) => {
  g.moveTo(-s * 0.1, -s * 0.42)
    .lineTo(-s * 0.1, -s * 0.1)
    .lineTo(-s * 0.34, s * 0.38)
    .lineTo(s * 0.34, s * 0.38)
    .lineTo(s * 0.1, -s * 0.1)
    .lineTo(s * 0.1, -s * 0.42)
    .stroke(k);
  g.moveTo(-s * 0.16, -s * 0.42)
    .lineTo(s * 0.16, -s * 0.42)
    .stroke(k);
  g.moveTo(-s * 0.24, s * 0.18)
    .lineTo(s * 0.24, s * 0.18)
    .stroke({ ...k, width: k.width * 0.8 });
  g.circle(s * 0.04, s * 0.28, s * 0.04).fill({ color: k.color });
};

const monitor: Icon = (g, s, k) => {
  g.roundRect(-s * 0.42, -s * 0.36, s * 0.84, s * 0.56, s * 0.05).stroke(k);
  g.moveTo(0, s * 0.2)
    .lineTo(0, s * 0.34)
    .moveTo(-s * 0.2, s * 0.38)
    .lineTo(s * 0.2, s * 0.38)
    .stroke(k);
};

/** Computers: a monitor with the glyph of the alarm kind they hack on its screen. */
const COMPUTER_GLYPHS: Partial<Record<TileKind, Icon>> = {
  'computer-fingerprint': fingerprint,
  'computer-laser': laser,
  'computer-motion': waves,
};

const dial: Icon = (g, s, k) => {
  g.roundRect(-s * 0.42, -s * 0.42, s * 0.84, s * 0.84, s * 0.06).stroke(k);
  g.circle(0, 0, s * 0.24).stroke(k);
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2;
    g.moveTo(Math.cos(a) * s * 0.28, Math.sin(a) * s * 0.28)
      .lineTo(Math.cos(a) * s * 0.34, Math.sin(a) * s * 0.34)
      .stroke(k);
  }
  g.moveTo(0, 0)
    .lineTo(s * 0.14, -s * 0.14)
    .stroke(k);
  g.circle(0, 0, s * 0.04).fill({ color: k.color });
};

function waves(g: Graphics, s: number, k: { width: number; color: number }): void {
  g.circle(-s * 0.3, s * 0.3, s * 0.06).fill({ color: k.color });
  for (let i = 1; i <= 3; i++) g.arc(-s * 0.3, s * 0.3, s * 0.2 * i, -Math.PI / 2, 0).stroke(k);
}

const gate: Icon = (g, s, k) => {
  g.moveTo(-s * 0.3, s * 0.42)
    .lineTo(-s * 0.3, -s * 0.3)
    .lineTo(s * 0.3, -s * 0.3)
    .lineTo(s * 0.3, s * 0.42)
    .stroke(k);
  g.moveTo(-s * 0.38, -s * 0.38)
    .lineTo(s * 0.38, -s * 0.38)
    .stroke(k);
  for (let i = 0; i < 3; i++) g.circle(0, -s * 0.1 + i * s * 0.14, s * 0.03).fill({ color: k.color });
};

const eyeIcon: Icon = (g, s, k) => {
  g.moveTo(-s * 0.42, 0)
    .quadraticCurveTo(0, -s * 0.38, s * 0.42, 0)
    .quadraticCurveTo(0, s * 0.38, -s * 0.42, 0)
    .stroke(k);
  g.circle(0, 0, s * 0.13).stroke(k);
  g.circle(0, 0, s * 0.05).fill({ color: k.color });
};

const skylight: Icon = (g, s, k) => {
  g.rect(-s * 0.4, -s * 0.4, s * 0.8, s * 0.8).stroke(k);
  g.rect(-s * 0.2, -s * 0.2, s * 0.4, s * 0.4).stroke(k);
  g.moveTo(-s * 0.4, -s * 0.4)
    .lineTo(-s * 0.2, -s * 0.2)
    .moveTo(s * 0.4, -s * 0.4)
    .lineTo(s * 0.2, -s * 0.2)
    .stroke(k);
  g.moveTo(-s * 0.4, s * 0.4)
    .lineTo(-s * 0.2, s * 0.2)
    .moveTo(s * 0.4, s * 0.4)
    .lineTo(s * 0.2, s * 0.2)
    .stroke(k);
};

const secretDoor: Icon = (g, s, k) => {
  g.moveTo(-s * 0.26, s * 0.42)
    .lineTo(-s * 0.26, -s * 0.42)
    .lineTo(s * 0.26, -s * 0.42)
    .lineTo(s * 0.26, s * 0.42)
    .stroke(k);
  g.circle(s * 0.14, s * 0.04, s * 0.035).fill({ color: k.color });
  g.moveTo(-s * 0.42, s * 0.42)
    .lineTo(s * 0.42, s * 0.42)
    .stroke(k);
  g.arc(-s * 0.02, -s * 0.16, s * 0.09, Math.PI * 1.1, Math.PI * 2.3).stroke({ ...k, width: k.width * 0.8 });
  g.moveTo(-s * 0.02, -s * 0.05)
    .lineTo(-s * 0.02, 0)
    .stroke({ ...k, width: k.width * 0.8 });
};

const grille: Icon = (g, s, k) => {
  g.roundRect(-s * 0.42, -s * 0.32, s * 0.84, s * 0.64, s * 0.05).stroke(k);
  for (let i = 0; i < 4; i++)
    g.moveTo(-s * 0.3, -s * 0.18 + i * s * 0.12)
      .lineTo(s * 0.3, -s * 0.18 + i * s * 0.12)
      .stroke(k);
};

const planks: Icon = (g, s, k) => {
  g.moveTo(-s * 0.42, -s * 0.16)
    .lineTo(s * 0.42, -s * 0.16)
    .moveTo(-s * 0.42, s * 0.16)
    .lineTo(s * 0.42, s * 0.16)
    .stroke(k);
  for (let i = 0; i < 5; i++)
    g.moveTo(-s * 0.34 + i * s * 0.17, -s * 0.16)
      .lineTo(-s * 0.34 + i * s * 0.17, s * 0.16)
      .stroke({ ...k, width: k.width * 0.7 });
  g.moveTo(-s * 0.1, s * 0.28)
    .lineTo(0, s * 0.42)
    .lineTo(s * 0.1, s * 0.28)
    .stroke({ ...k, width: k.width * 0.8 });
};

const ICONS: Record<TileKind, Icon> = {
  atrium: skylight,
  camera,
  'computer-fingerprint': monitor,
  'computer-laser': monitor,
  'computer-motion': monitor,
  deadbolt: padlock,
  detector: gate,
  fingerprint,
  foyer: eyeIcon,
  keypad,
  laboratory: flask,
  laser,
  lavatory: toilet,
  motion: waves,
  safe: dial,
  'secret-door': secretDoor,
  'service-duct': grille,
  stairs,
  thermo: thermometer,
  walkway: planks,
};

/** A new display object with the icon of `kind`, centred on its origin. */
export function tileIcon(kind: TileKind, size: number, colour: number): Container {
  const icon = new Container();
  const stroke = { width: Math.max(1.2, size / 26), color: colour };
  const g = new Graphics();
  ICONS[kind](g, size, stroke);
  icon.addChild(g);
  const glyph = COMPUTER_GLYPHS[kind];
  if (glyph) {
    const screen = new Graphics();
    glyph(screen, size * 0.46, { ...stroke, width: stroke.width * 0.8 });
    screen.position.set(0, -size * 0.08);
    icon.addChild(screen);
  }
  return icon;
}
