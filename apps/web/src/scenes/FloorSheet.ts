/** The blueprint sheet of one floor: paper, grid, title, guard speed die, walls, void. */
import type { Cell, Pos } from '@safecrackers/rules';
import { Container, Graphics, Text } from 'pixi.js';
import { t } from '../i18n/index.js';
import type { FloorModel } from './boardModel.js';
import { dieFace } from './draw.js';
import type { SheetRect } from './layout.js';
import { FONT_FAMILY, palette } from './palette.js';

export class FloorSheet extends Container {
  private readonly paper = new Graphics();
  private readonly title = new Text({
    text: '',
    style: { fontFamily: FONT_FAMILY, fontWeight: '700', fill: palette.text, letterSpacing: 1 },
  });
  private readonly info = new Text({ text: '', style: { fontFamily: FONT_FAMILY, fill: palette.textDim } });
  readonly walls = new Graphics();

  constructor() {
    super();
    this.addChild(this.paper, this.title, this.info);
  }

  draw(
    rect: SheetRect,
    tile: number,
    cols: number,
    rows: number,
    floor: FloorModel,
    voidCell: Cell | null,
  ): void {
    const g = this.paper;
    g.clear();
    g.roundRect(rect.x, rect.y, rect.width, rect.height, 8)
      .fill({ color: palette.sheet })
      .stroke({ width: 1, color: palette.sheetEdge, alpha: 0.6 });
    // Fine blueprint grid across the whole sheet, then the room grid.
    for (let x = rect.x + 8; x < rect.x + rect.width; x += 8)
      g.moveTo(x, rect.y + 1).lineTo(x, rect.y + rect.height - 1);
    for (let y = rect.y + 8; y < rect.y + rect.height; y += 8)
      g.moveTo(rect.x + 1, y).lineTo(rect.x + rect.width - 1, y);
    g.stroke({ width: 1, color: palette.grid, alpha: 0.18 });
    for (let c = 0; c <= cols; c++)
      g.moveTo(rect.gridX + c * tile, rect.gridY).lineTo(rect.gridX + c * tile, rect.gridY + rows * tile);
    for (let r = 0; r <= rows; r++)
      g.moveTo(rect.gridX, rect.gridY + r * tile).lineTo(rect.gridX + cols * tile, rect.gridY + r * tile);
    g.stroke({ width: 1, color: palette.grid, alpha: 0.7 });
    if (voidCell) {
      const x = rect.gridX + voidCell.col * tile;
      const y = rect.gridY + voidCell.row * tile;
      g.rect(x, y, tile, tile).fill({ color: palette.void });
      for (let d = 6; d < tile * 2; d += 7) {
        g.moveTo(x + Math.max(0, d - tile), y + Math.min(d, tile)).lineTo(
          x + Math.min(d, tile),
          y + Math.max(0, d - tile),
        );
      }
      g.stroke({ width: 1, color: palette.grid, alpha: 0.8 });
    }
    this.title.text = t('game.floor', { n: floor.index + 1 }).toUpperCase();
    this.title.style.fontSize = 14;
    this.title.position.set(rect.x + 12, rect.y + 9);
    const speed = floor.guardSpeed;
    // The guard's speed (and moves this turn) between the title and the die: in a language
    // whose words are long, the moves give way first, then the line shrinks to fit.
    const room = rect.width - 34 - (12 + this.title.width + 14);
    const speedOnly = speed === null ? '' : t('game.guardSpeed', { speed });
    this.info.style.fontSize = 12;
    this.info.scale.set(1);
    this.info.text =
      speed === null || floor.guardPoints === null
        ? speedOnly
        : `${speedOnly} · ${t('game.guardMoves', { points: floor.guardPoints })}`;
    if (this.info.width > room) this.info.text = speedOnly;
    if (this.info.width > room) this.info.scale.set(Math.max(0, room) / this.info.width);
    this.info.anchor.set(1, 0);
    this.info.position.set(rect.x + rect.width - 34, rect.y + 10);
    if (speed !== null) dieFace(g, rect.x + rect.width - 20, rect.y + 17, 18, speed, palette.guard, 0xffffff);
  }

  /** Walls: thick bright strokes on the shared side of two cells, plus the outer boundary. */
  drawWalls(
    rect: SheetRect,
    tile: number,
    cols: number,
    rows: number,
    walls: Array<[Pos, Pos]>,
    voidCell: Cell | null,
  ): void {
    const g = this.walls;
    g.clear();
    const width = Math.max(3, tile / 14);
    g.rect(rect.gridX, rect.gridY, cols * tile, rows * tile).stroke({ width, color: palette.wall });
    for (const [a, b] of walls) {
      if (a.col === b.col) {
        const y = rect.gridY + Math.max(a.row, b.row) * tile;
        g.moveTo(rect.gridX + a.col * tile - width / 2, y).lineTo(
          rect.gridX + (a.col + 1) * tile + width / 2,
          y,
        );
      } else {
        const x = rect.gridX + Math.max(a.col, b.col) * tile;
        g.moveTo(x, rect.gridY + a.row * tile - width / 2).lineTo(
          x,
          rect.gridY + (a.row + 1) * tile + width / 2,
        );
      }
    }
    if (voidCell) g.rect(rect.gridX + voidCell.col * tile, rect.gridY + voidCell.row * tile, tile, tile);
    g.stroke({ width, color: palette.wall, cap: 'round' });
  }
}
