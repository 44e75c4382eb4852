/**
 * Development page (`/gallery.html` under `pnpm dev`): every tile kind and marker on one
 * board, to look at the drawing without playing a game. Not part of the build.
 */
import { type Pos, TILE_KINDS, type TileKind } from '@safecrackers/rules';
import { tileName, tileShortName } from '../i18n/names.js';
import type { BoardModel, TileModel } from './boardModel.js';
import { createBoardStage } from './stage.js';

const KINDS: readonly TileKind[] = TILE_KINDS;

const cols = 5;
const rows = 5;
const tiles: TileModel[] = [];
for (let floor = 0; floor < 2; floor++) {
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      if (col === 2 && row === 2) continue;
      const i = floor * 24 + tiles.filter((t) => t.at.floor === floor).length;
      const kind = floor === 0 ? (KINDS[i] ?? null) : null;
      const at: Pos = { floor, col, row };
      tiles.push({
        key: `${floor}:${col}:${row}`,
        at,
        revealed: kind !== null,
        kind,
        name: kind ? tileName(kind) : '',
        short: kind ? tileShortName(kind) : '',
        num: kind && kind !== 'safe' ? 1 + (i % 6) : null,
        edge:
          kind === 'deadbolt' || kind === 'keypad'
            ? 'stop'
            : kind && ['laser', 'fingerprint', 'motion', 'detector', 'thermo', 'camera'].includes(kind)
              ? 'alarm'
              : null,
        downstairs: floor === 1 && col === 0,
        alarm: kind === 'laser',
        hack: kind === 'computer-laser' ? 3 : 0,
        dice: kind === 'safe' ? 4 : 0,
        open: kind === 'keypad',
        cracked: kind === 'thermo' || kind === 'walkway',
        stealth: kind === 'lavatory' ? 3 : 0,
        crowbar: kind === 'deadbolt',
        labTaken: kind === 'laboratory',
        cardsOnTile: kind === 'safe' ? 2 : 0,
        entrance: kind === 'foyer',
        exit: floor === 1 && col === 4 && row === 4,
        exitOpen: floor === 1 && col === 4 && row === 4,
        hole: kind === 'atrium',
        highlight:
          floor === 1 && row === 0
            ? col % 2 === 0
              ? 'move'
              : 'peek'
            : floor === 1 && row === 1 && col < 2
              ? 'target'
              : null,
        armed: floor === 1 && row === 1 && col === 3,
        focused: floor === 1 && row === 1 && col === 4,
        hovered: false,
      });
    }
  }
}

const model: BoardModel = {
  version: 1,
  cols,
  rows,
  voidCell: { col: 2, row: 2 },
  floors: [
    { index: 0, top: false, guardSpeed: 3, guardPoints: 4, alarms: 1 },
    { index: 1, top: true, guardSpeed: 4, guardPoints: null, alarms: 0 },
  ],
  tiles,
  walls: [
    [
      { floor: 0, col: 0, row: 0 },
      { floor: 0, col: 1, row: 0 },
    ],
    [
      { floor: 0, col: 3, row: 3 },
      { floor: 0, col: 3, row: 4 },
    ],
  ],
  guards: [
    {
      floor: 0,
      at: { floor: 0, col: 1, row: 3 },
      dest: { floor: 0, col: 4, row: 4 },
      speed: 3,
      points: 4,
      donuts: false,
      facing: 'east',
      path: [
        { floor: 0, col: 2, row: 3 },
        { floor: 0, col: 3, row: 3 },
        { floor: 0, col: 4, row: 3 },
        { floor: 0, col: 4, row: 4 },
      ],
      showPath: true,
    },
  ],
  players: [
    {
      seat: 0,
      name: 'Ada',
      initial: 'Rv',
      character: 'Raven',
      colour: 0xe69f00,
      at: { floor: 0, col: 0, row: 0 },
      active: true,
      mine: true,
      stealth: 3,
      slot: 0,
      slots: 2,
    },
    {
      seat: 1,
      name: 'Bea',
      initial: 'P',
      character: 'Peterman',
      colour: 0x56b4e9,
      at: { floor: 0, col: 0, row: 0 },
      active: false,
      mine: false,
      stealth: 1,
      slot: 1,
      slots: 2,
    },
    {
      seat: 2,
      name: 'Cyrus',
      initial: 'Hk',
      character: 'Hacker',
      colour: 0x009e73,
      at: { floor: 0, col: 3, row: 1 },
      active: false,
      mine: false,
      stealth: 2,
      slot: 0,
      slots: 1,
    },
  ],
  crow: { floor: 0, col: 4, row: 0 },
  kitty: { floor: 0, col: 3, row: 4 },
};

const board = await createBoardStage(document.getElementById('host')!, {
  onTileTap: () => {},
  onTileHover: () => {},
  onBusy: () => {},
});
board.render(model);
