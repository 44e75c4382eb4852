import { describe, expect, it } from 'vitest';
import { type Box, placeGuide } from './guidePlacement.js';

const CARD = { width: 300, height: 160 };
const covers = (p: { x: number; y: number }, t: Box) =>
  p.x < t.x + t.width && t.x < p.x + CARD.width && p.y < t.y + t.height && t.y < p.y + CARD.height;
const inside = (p: { x: number; y: number }, view: { width: number; height: number }) =>
  p.x >= 0 && p.y >= 0 && p.x + CARD.width <= view.width && p.y + CARD.height <= view.height;

describe('the guide card beside what it points at', () => {
  const desk = { width: 1440, height: 900 };
  const phone = { width: 390, height: 844 };

  it('goes left of a button in the right-hand panel, on screen', () => {
    const endTurn = { x: 1120, y: 300, width: 300, height: 44 };
    const p = placeGuide(endTurn, CARD, desk, 48);
    expect(covers(p, endTurn)).toBe(false);
    expect(inside(p, desk)).toBe(true);
    expect(p.x + CARD.width).toBeLessThanOrEqual(endTurn.x);
  });

  it("stays level with the top of a tall panel section, clear of the board's bottom corner", () => {
    const actions = { x: 940, y: 140, width: 340, height: 520 };
    const p = placeGuide(actions, CARD, { width: 1280, height: 720 }, 48);
    expect(p.y).toBe(140);
    expect(p.y + CARD.height).toBeLessThan(720 - 60);
  });

  it('does not cover the guard tile it talks about, wherever the tile is', () => {
    for (const tile of [
      { x: 10, y: 60, width: 128, height: 128 },
      { x: 600, y: 400, width: 128, height: 128 },
      { x: 960, y: 760, width: 128, height: 128 },
    ]) {
      const p = placeGuide(tile, CARD, desk, 48);
      expect(covers(p, tile), JSON.stringify(tile)).toBe(false);
      expect(inside(p, desk)).toBe(true);
    }
  });

  it('on a phone, sits above a button in the bottom sheet and below a tile near the top', () => {
    const endTurn = { x: 12, y: 700, width: 180, height: 44 };
    const p = placeGuide(endTurn, { width: 374, height: 160 }, phone, 44);
    expect(p.y + 160).toBeLessThanOrEqual(endTurn.y);
    const tile = { x: 100, y: 80, width: 90, height: 90 };
    const q = placeGuide(tile, { width: 374, height: 160 }, phone, 44);
    expect(q.y).toBeGreaterThanOrEqual(tile.y + tile.height);
  });

  it('without a target, sits high in the middle, under the top bar', () => {
    const p = placeGuide(null, CARD, desk, 48);
    expect(p.x).toBe((desk.width - CARD.width) / 2);
    expect(p.y).toBeGreaterThan(48);
  });
});
