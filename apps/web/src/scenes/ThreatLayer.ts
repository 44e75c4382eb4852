/**
 * The threat overlay on the board (key T): red where the guard walks at the end of this turn,
 * orange where he may be by the end of the next, a red ring on revealed tiles whose entry sets
 * off an alarm, and the stealth each neighbouring tile costs. Drawn from the rules' `threats`
 * query over the player's view; this only paints it.
 */
import type { Pos, Threats } from '@safecrackers/rules';
import { Container, Graphics, Text } from 'pixi.js';
import { FONT_FAMILY } from './palette.js';

export type ThreatModel = Pick<Threats, 'guardNow' | 'guardNext' | 'alarms' | 'later' | 'stealth'>;

const NOW = 0xff3b3b;
const NEXT = 0xf0b429;
const ALARM = 0xff6b6b;
const COST = 0xe6f0ff;

export class ThreatLayer extends Container {
  private readonly fills = new Graphics();
  private readonly labels = new Container();

  constructor() {
    super();
    this.addChild(this.fills, this.labels);
    this.eventMode = 'none';
  }

  draw(threat: ThreatModel | null, centre: (p: Pos) => { x: number; y: number }, tile: number): void {
    this.fills.clear();
    for (const label of this.labels.removeChildren()) label.destroy();
    this.visible = threat !== null;
    if (!threat) return;
    const half = tile * 0.46;
    const square = (p: Pos, colour: number, alpha: number) => {
      const c = centre(p);
      this.fills.rect(c.x - half, c.y - half, half * 2, half * 2).fill({ color: colour, alpha });
    };
    for (const p of threat.guardNext) square(p, NEXT, 0.3);
    for (const p of threat.guardNow) square(p, NOW, 0.34);
    for (const p of [...threat.alarms, ...threat.later]) {
      const c = centre(p);
      this.fills
        .rect(c.x - half + 3, c.y - half + 3, half * 2 - 6, half * 2 - 6)
        .stroke({ color: ALARM, width: 3, alpha: threat.alarms.includes(p) ? 0.95 : 0.5 });
    }
    // Guard steps are numbered in walking order.
    for (const [i, p] of threat.guardNow.entries())
      this.addLabel(String(i + 1), centre(p), -tile * 0.3, -tile * 0.3, NOW, tile);
    for (const { at, cost } of threat.stealth) {
      if (cost > 0) this.addLabel(`−${cost}`, centre(at), tile * 0.28, tile * 0.3, COST, tile, NOW);
    }
  }

  private addLabel(
    text: string,
    c: { x: number; y: number },
    dx: number,
    dy: number,
    colour: number,
    tile: number,
    back?: number,
  ): void {
    const label = new Text({
      text,
      style: {
        fontFamily: FONT_FAMILY,
        fontSize: Math.max(11, Math.round(tile * 0.2)),
        fontWeight: '800',
        fill: colour,
        stroke: { color: back ?? 0x081226, width: 3 },
      },
    });
    label.anchor.set(0.5);
    label.position.set(c.x + dx, c.y + dy);
    this.labels.addChild(label);
  }
}
