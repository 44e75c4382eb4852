/** A character token: a coloured disc with its mark, the player's name, and stealth eyes. */
import { Container, Graphics, Text } from 'pixi.js';
import type { PlayerModel } from './boardModel.js';
import { FONT_FAMILY, palette } from './palette.js';

export class PlayerToken extends Container {
  private readonly disc = new Graphics();
  private readonly mark = new Text({
    text: '',
    style: { fontFamily: FONT_FAMILY, fontWeight: '800', fill: 0x081226 },
  });
  private readonly nameText = new Text({
    text: '',
    style: { fontFamily: FONT_FAMILY, fontWeight: '600', fill: palette.text },
  });
  private readonly labelBack = new Graphics();
  private readonly eyes = new Graphics();
  private signature = '';
  active = false;

  constructor() {
    super();
    this.mark.anchor.set(0.5);
    this.nameText.anchor.set(0.5, 0);
    this.addChild(this.disc, this.mark, this.labelBack, this.nameText, this.eyes);
  }

  update(p: PlayerModel, size: number): void {
    this.active = p.active;
    const signature = JSON.stringify([p.initial, p.colour, p.stealth, p.mine, p.active, p.slots > 1, size]);
    if (signature === this.signature) return;
    this.signature = signature;
    const r = size * (p.slots > 1 ? 0.08 : 0.1);
    this.disc.clear();
    if (p.active) this.disc.circle(0, 0, r + 4).stroke({ width: 2, color: p.colour, alpha: 0.7 });
    this.disc
      .circle(0, 0, r)
      .fill({ color: p.colour })
      .stroke({ width: p.mine ? 2.5 : 1.5, color: p.mine ? 0xffffff : 0x081226 });
    this.mark.text = p.initial;
    this.mark.style.fontSize = Math.round(r * (p.initial.length > 1 ? 0.85 : 1.1));
    // Names live in the top bar and the tile card, not on the board over other tiles; a token
    // with no stealth left wears a red warning ring.
    this.nameText.text = '';
    this.labelBack.clear();
    this.eyes.clear();
    if (p.stealth === 0) this.eyes.circle(0, 0, r + 3).stroke({ width: 2, color: palette.alarm });
  }

  /** Gentle pulse of the active token; phase 0..1. */
  tickPulse(phase: number): void {
    const k = this.active ? 1 + 0.06 * Math.sin(phase * Math.PI * 2) : 1;
    this.disc.scale.set(k);
  }
}
