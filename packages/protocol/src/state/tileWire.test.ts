import type { RevealedTileView, TileView } from '@safecrackers/rules';
import { describe, expect, it } from 'vitest';
import { tilesIn, tilesOut } from './tileWire.js';

const revealed: RevealedTileView = {
  at: { floor: 2, col: 4, row: 3 },
  revealed: true,
  kind: 'safe',
  num: 6,
  downstairs: true,
  alarm: true,
  hack: 6,
  dice: 6,
  open: true,
  cracked: [{ floor: 2, col: 0, row: 3 }],
  stealth: 3,
  crowbar: true,
  labTaken: true,
  attempts: 41,
  tools: ['crowbar'],
  loot: ['tiara'],
};

describe('tiles on the wire', () => {
  it('round-trips hidden and revealed tiles, every field at its edge values', () => {
    const tiles: TileView[] = [
      { at: { floor: 0, col: 0, row: 0 }, revealed: false, downstairs: false },
      { at: { floor: 3, col: 31, row: 31 }, revealed: false, downstairs: true },
      revealed,
      {
        ...revealed,
        kind: 'walkway',
        num: 0,
        alarm: false,
        open: false,
        crowbar: false,
        labTaken: false,
        attempts: 0,
        cracked: [],
        tools: [],
        loot: [],
      },
      { ...revealed, hack: 255, dice: 255, stealth: 255, attempts: 1_000_000 },
    ];
    expect(tilesIn(tilesOut(tiles))).toEqual(tiles);
  });

  it('sends no side list when no tile holds cards or marks', () => {
    const plain = { ...revealed, cracked: [], tools: [], loot: [] };
    expect(tilesOut([plain]).extras).toBe('');
    expect(tilesOut([plain]).cells).toHaveLength(2);
  });
});
