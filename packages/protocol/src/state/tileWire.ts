/**
 * The tiles as they travel: two numbers per tile in one list, and one JSON string for the few
 * tiles that hold cards or cracked marks. A schema instance per tile would cost every room
 * about 50 KiB of server memory; a changed tile still costs a patch only its changed numbers.
 */
import {
  type HiddenTileView,
  type LootCard,
  type Pos,
  type RevealedTileView,
  TILE_KINDS,
  type TileView,
  type ToolId,
} from '@safecrackers/rules';

export interface TilesWire {
  cells: number[];
  /** JSON of [index, cracked, tools, loot] for the tiles where any of them is not empty. */
  extras: string;
}

type Extra = [number, Pos[], ToolId[], LootCard[]];

export const packPos = (p: Pos): number => (p.floor << 10) | (p.row << 5) | p.col;
export const unpackPos = (n: number): Pos => ({ floor: n >> 10, col: n & 31, row: (n >> 5) & 31 });

const KIND_INDEX = new Map<string, number>(TILE_KINDS.map((kind, i) => [kind, i]));
const BYTE = 256;

export function tilesOut(tiles: readonly TileView[]): TilesWire {
  const cells: number[] = [];
  const extras: Extra[] = [];
  tiles.forEach((t, i) => {
    if (!t.revealed) {
      cells.push(packPos(t.at) | (t.downstairs ? 1 << 13 : 0), 0);
      return;
    }
    // Counts on a tile are a few tokens or dice each: a byte holds them.
    cells.push(
      packPos(t.at) |
        (1 << 12) |
        (t.downstairs ? 1 << 13 : 0) |
        ((KIND_INDEX.get(t.kind) ?? 0) << 14) |
        (t.num << 19),
      (t.alarm ? 1 : 0) +
        2 *
          (t.hack +
            BYTE *
              (t.dice +
                BYTE *
                  ((t.open ? 1 : 0) +
                    2 *
                      (t.stealth +
                        BYTE * ((t.crowbar ? 1 : 0) + 2 * ((t.labTaken ? 1 : 0) + 2 * t.attempts)))))),
    );
    if (t.cracked.length > 0 || t.tools.length > 0 || t.loot.length > 0)
      extras.push([i, t.cracked, t.tools, t.loot]);
  });
  return { cells, extras: extras.length > 0 ? JSON.stringify(extras) : '' };
}

export function tilesIn(wire: TilesWire): TileView[] {
  const extras = new Map<number, Extra>();
  if (wire.extras) for (const extra of JSON.parse(wire.extras) as Extra[]) extras.set(extra[0], extra);
  const tiles: TileView[] = [];
  for (let i = 0; 2 * i + 1 < wire.cells.length; i++) {
    const a = wire.cells[2 * i]!;
    const at = unpackPos(a & 4095);
    const downstairs = (a & (1 << 13)) !== 0;
    if ((a & (1 << 12)) === 0) {
      tiles.push({ at, revealed: false, downstairs } satisfies HiddenTileView);
      continue;
    }
    let b = wire.cells[2 * i + 1]!;
    const take = (base: number) => {
      const v = b % base;
      b = (b - v) / base;
      return v;
    };
    const alarm = take(2) === 1;
    const hack = take(BYTE);
    const dice = take(BYTE);
    const open = take(2) === 1;
    const stealth = take(BYTE);
    const crowbar = take(2) === 1;
    const labTaken = take(2) === 1;
    const attempts = b;
    const [, cracked, tools, loot] = extras.get(i) ?? [i, [], [], []];
    tiles.push({
      at,
      revealed: true,
      kind: TILE_KINDS[(a >> 14) & 31]!,
      num: (a >> 19) & 255,
      downstairs,
      alarm,
      hack,
      dice,
      open,
      cracked,
      stealth,
      crowbar,
      labTaken,
      attempts,
      tools,
      loot,
    } satisfies RevealedTileView);
  }
  return tiles;
}
