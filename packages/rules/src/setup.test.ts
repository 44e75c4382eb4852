import { describe, expect, it } from 'vitest';
import { apply } from './engine.js';
import { BOARD_SHAPES, tileIndex, tilePos, wallKey } from './geometry.js';
import { createGame, EVENT_IDS, setupProblem, TOOL_IDS } from './setup.js';
import { at, eventsOf, Scene } from './testing/scene.js';
import type { CharacterId, GameSetup, GameState, ScenarioId, Side } from './types.js';

/** A tile kind with no entry, exit or end-of-turn effect. */
const NEUTRAL = 'computer-laser' as const;

function noEvents(s: Scene): void {
  s.edit((st) => {
    st.decks.event = [];
    st.decks.eventDiscard = [];
  });
}

function setup(
  scenario: ScenarioId,
  seats: number,
  seed = 'setup',
  extra: Partial<GameSetup> = {},
): GameSetup {
  const chars: CharacterId[] = ['hawk', 'spotter', 'juicer', 'raven'];
  return {
    scenario,
    seats: Array.from({ length: seats }, (_, i) => ({
      name: `P${i}`,
      character: chars[i] as CharacterId,
      side: 'basic' as Side,
    })),
    seed,
    ...extra,
  };
}

function game(scenario: ScenarioId, seats = 2, seed = 'setup', extra: Partial<GameSetup> = {}): GameState {
  return createGame(setup(scenario, seats, seed, extra));
}

/** kind -> sorted combination numbers over the whole building. */
function mix(state: GameState): Record<string, number[]> {
  const out: Record<string, number[]> = {};
  for (const t of state.tiles) {
    if (t.kind === 'void') continue;
    out[t.kind] = [...(out[t.kind] ?? []), t.num];
  }
  for (const k of Object.keys(out)) out[k]?.sort((a, b) => a - b);
  return out;
}

function tilesOfFloor(state: GameState, floor: number) {
  const area = BOARD_SHAPES[state.scenario].area;
  return state.tiles.slice(floor * area, (floor + 1) * area);
}

const FULL_MIX = {
  atrium: [3, 4],
  camera: [1, 2, 3, 6],
  'computer-fingerprint': [4],
  'computer-laser': [5],
  'computer-motion': [6],
  deadbolt: [1, 2, 3],
  detector: [4, 5, 6],
  fingerprint: [4, 5, 6],
  foyer: [1, 2],
  keypad: [4, 5, 6],
  laboratory: [3, 4],
  laser: [1, 2, 3],
  lavatory: [5],
  motion: [1, 2, 3],
  safe: [0, 0, 0],
  'secret-door': [1, 2],
  'service-duct': [5, 6],
  stairs: [4, 5, 6],
  thermo: [1, 2, 3],
  walkway: [1, 2, 3],
};

const OFFICE_MIX = {
  camera: [2, 3, 6],
  'computer-fingerprint': [4],
  'computer-laser': [5],
  'computer-motion': [6],
  deadbolt: [2, 3],
  fingerprint: [4, 5],
  foyer: [1, 2],
  keypad: [4, 6],
  laboratory: [3],
  laser: [1, 2],
  lavatory: [5],
  motion: [1, 3],
  safe: [0, 0],
  'secret-door': [1, 2],
  'service-duct': [5, 6],
  stairs: [4, 5],
  thermo: [1, 2],
  walkway: [1, 3],
};

/** Walls written as in RULES.md R2.3: 'X|Y' east side of X, 'X/Y' south side of X. */
function wallsFromRules(scenario: ScenarioId, list: string): number[] {
  const shape = BOARD_SHAPES[scenario];
  const cell = (n: string) => (Number(n.slice(1)) - 1) * shape.cols + (n.charCodeAt(0) - 65);
  return list
    .split(',')
    .map((w) => w.trim())
    .map((w) => {
      const [a, b] = w.split(/[|/]/) as [string, string];
      return wallKey(cell(a), cell(b));
    })
    .sort((x, y) => x - y);
}

const FK_VOID = 'B3|C3, C3|D3, C2/C3, C3/C4';
const PRINTED: Record<ScenarioId, string[]> = {
  bank: [
    'A1|B1, C2|D2, A4|B4, B4|C4, C1/C2, A2/A3, B2/B3, D3/D4',
    'A1|B1, B1|C1, C1|D1, A4|B4, B4|C4, C4|D4, B2/B3, C2/C3',
    'A2|B2, C2|D2, A3|B3, B3|C3, C4|D4, C1/C2, A2/A3, C2/C3',
  ],
  office: [
    'A1|B1, B1|C1, A2|B2, C2|D2, B3|C3, D1/D2, B3/B4, D3/D4',
    'A2|B2, B2|C2, C2|D2, A3|B3, B3|C3, D1/D2, A2/A3, D3/D4',
  ],
  fortknox: [
    `C1|D1, D1|E1, A2|B2, D2|E2, C5|D5, C1/C2, A2/A3, B3/B4, E3/E4, A4/A5, C4/C5, D4/D5, ${FK_VOID}`,
    `B1|C1, C1|D1, D2|E2, A3|B3, C4|D4, A5|B5, B5|C5, A1/A2, E2/E3, B3/B4, E3/E4, D4/D5, ${FK_VOID}`,
  ],
};

/** Every room of every floor reachable from every other through open sides (own BFS). */
function connected(scenario: ScenarioId, walls: number[]): boolean {
  const shape = BOARD_SHAPES[scenario];
  const wallSet = new Set(walls);
  const rooms = Array.from({ length: shape.area }, (_, i) => i).filter((i) => i !== shape.voidCell);
  const seen = new Set([rooms[0] as number]);
  const queue = [rooms[0] as number];
  while (queue.length > 0) {
    const v = queue.shift() as number;
    const c = v % shape.cols;
    const r = Math.floor(v / shape.cols);
    const ns = [
      [c, r - 1],
      [c + 1, r],
      [c, r + 1],
      [c - 1, r],
    ].filter(
      ([x, y]) =>
        (x as number) >= 0 && (x as number) < shape.cols && (y as number) >= 0 && (y as number) < shape.rows,
    );
    for (const [x, y] of ns) {
      const w = (y as number) * shape.cols + (x as number);
      if (w === shape.voidCell || wallSet.has(wallKey(v, w)) || seen.has(w)) continue;
      seen.add(w);
      queue.push(w);
    }
  }
  return seen.size === rooms.length;
}

describe('R2.1/R2.2/R3.2–R3.4 building the floors', () => {
  it('R2.1 Bank Job: 48 tiles with the exact mix and combination numbers', () => {
    const s = game('bank');
    expect(s.tiles).toHaveLength(48);
    expect(mix(s)).toEqual(FULL_MIX);
  });

  it('R2.1 the 45 numbered tiles hold 8 each of 1, 2, 3 and 7 each of 4, 5, 6', () => {
    const s = game('bank', 2, 'numbers');
    const counts = [0, 0, 0, 0, 0, 0, 0];
    for (const t of s.tiles) counts[t.num] = (counts[t.num] ?? 0) + 1;
    expect(counts).toEqual([3, 8, 8, 8, 7, 7, 7]);
  });

  it('R2.2 Office Job: the 32-tile subset with its numbers, no Atrium and no Detector', () => {
    const s = game('office');
    expect(s.tiles).toHaveLength(32);
    expect(mix(s)).toEqual(OFFICE_MIX);
    expect(s.tiles.some((t) => t.kind === 'atrium' || t.kind === 'detector')).toBe(false);
  });

  it('R2.1/R3.4 Fort Knox Job: the full 48-tile set on two 5x5 floors around the void', () => {
    const s = game('fortknox');
    expect(s.tiles).toHaveLength(50);
    expect(mix(s)).toEqual(FULL_MIX);
  });

  it('R1.7 Fort Knox: C3 is the void on both floors, with no number', () => {
    const s = game('fortknox');
    const shape = BOARD_SHAPES.fortknox;
    for (const floor of [0, 1]) {
      const v = s.tiles[tileIndex(shape, { floor, col: 2, row: 2 })];
      expect(v?.kind).toBe('void');
      expect(v?.num).toBe(0);
      expect(tilesOfFloor(s, floor).filter((t) => t.kind === 'void')).toHaveLength(1);
    }
  });

  it.each(['bank', 'office'] as const)(
    'R3.2/R3.3 %s: exactly 1 Safe and 1 Stairs on every floor',
    (scenario) => {
      for (let k = 0; k < 30; k++) {
        const s = game(scenario, 2, `floors-${k}`);
        for (let f = 0; f < BOARD_SHAPES[scenario].floors; f++) {
          const floor = tilesOfFloor(s, f);
          expect(floor.filter((t) => t.kind === 'safe')).toHaveLength(1);
          expect(floor.filter((t) => t.kind === 'stairs')).toHaveLength(1);
        }
      }
    },
  );

  it('R3.4/D8 Fort Knox: 3 Safes and 3 Stairs, at least one of each per floor, both layouts occur', () => {
    let together = 0;
    const deals = 400;
    for (let k = 0; k < deals; k++) {
      const s = game('fortknox', 2, `fk-${k}`);
      const safes = [0, 1].map((f) => tilesOfFloor(s, f).filter((t) => t.kind === 'safe').length);
      const stairs = [0, 1].map((f) => tilesOfFloor(s, f).filter((t) => t.kind === 'stairs').length);
      expect(safes[0]! + safes[1]!).toBe(3);
      expect(stairs[0]! + stairs[1]!).toBe(3);
      expect(Math.min(...safes)).toBeGreaterThanOrEqual(1);
      expect(Math.min(...stairs)).toBeGreaterThanOrEqual(1);
      if (safes.indexOf(2) === stairs.indexOf(2)) together++;
    }
    // 21/43 ≈ 0.488 of the deals put the extra Safe and the extra Stairs on the same floor.
    expect(together / deals).toBeGreaterThan(0.39);
    expect(together / deals).toBeLessThan(0.59);
  });

  it('R3.2 every tile starts face down with no tokens', () => {
    const s = game('bank');
    for (const t of s.tiles) {
      expect(t.revealed).toBe(false);
      expect([t.alarm, t.hack, t.dice, t.stealth, t.attempts]).toEqual([0, 0, 0, 0, 0]);
      expect(t.open || t.crowbar || t.labTaken || t.downstairs).toBe(false);
    }
  });

  it('R1.19 the same setup and seed give the same building; another seed a different one', () => {
    const a = game('bank', 3, 'same');
    const b = game('bank', 3, 'same');
    const c = game('bank', 3, 'other');
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(a.tiles.map((t) => t.kind).join()).not.toBe(c.tiles.map((t) => t.kind).join());
  });
});

describe('R2.3/R3.5 walls', () => {
  it.each(['bank', 'office', 'fortknox'] as const)('R2.3 %s: the printed layout by default', (scenario) => {
    const s = game(scenario);
    PRINTED[scenario].forEach((list, f) => {
      expect(s.walls[f]?.slice().sort((x, y) => x - y)).toEqual(wallsFromRules(scenario, list));
    });
  });

  it.each(['bank', 'office', 'fortknox'] as const)(
    'R1.8 %s: every printed floor is connected',
    (scenario) => {
      const s = game(scenario);
      for (const w of s.walls) expect(connected(scenario, w)).toBe(true);
    },
  );

  it.each([
    ['bank', 8],
    ['office', 8],
    ['fortknox', 16],
  ] as const)(
    'R2.3 randomWalls on %s: same wall count, the void walled, every room reachable',
    (scenario, count) => {
      const shape = BOARD_SHAPES[scenario];
      const printed = game(scenario).walls;
      let differs = 0;
      for (let k = 0; k < 40; k++) {
        const s = game(scenario, 2, `walls-${k}`, { options: { randomWalls: true } });
        s.walls.forEach((w, f) => {
          expect(new Set(w).size).toBe(count);
          expect(connected(scenario, w)).toBe(true);
          if (shape.voidCell >= 0) {
            const v = shape.voidCell;
            for (const n of [v - shape.cols, v + 1, v + shape.cols, v - 1])
              expect(w).toContain(wallKey(v, n));
          }
          if (w.slice().sort().join() !== printed[f]?.slice().sort().join()) differs++;
        });
        const again = game(scenario, 2, `walls-${k}`, { options: { randomWalls: true } });
        expect(again.walls).toEqual(s.walls);
      }
      expect(differs).toBeGreaterThan(0);
    },
  );
});

describe('R2.4/R2.5/R3.6 patrol decks', () => {
  it.each([
    [4, 0],
    [3, 3],
    [2, 6],
    [1, 9],
  ])('R2.5 %i seats: %i cards set aside per deck, one card per room cell in all', (seats, removed) => {
    for (const scenario of ['bank', 'office', 'fortknox'] as const) {
      const shape = BOARD_SHAPES[scenario];
      const cells = shape.area - (shape.voidCell >= 0 ? 1 : 0);
      const s = game(scenario, seats, `patrol-${seats}`);
      s.guards.forEach((g, f) => {
        expect(g.removed).toHaveLength(removed);
        const all = [...g.deck, ...g.discard, ...g.removed].sort((a, b) => a - b);
        expect(all).toEqual(
          Array.from({ length: shape.area }, (_, i) => i).filter((i) => i !== shape.voidCell),
        );
        // Floor 1 has drawn its guard's tile already (R3.10 step 1).
        expect(g.deck).toHaveLength(cells - removed - (f === 0 ? 1 : 0));
      });
    }
  });

  it('R2.4 Fort Knox patrol decks have 24 cards and none for the void C3', () => {
    const s = game('fortknox', 4);
    for (const g of s.guards) {
      const all = [...g.deck, ...g.discard, ...g.removed];
      expect(all).toHaveLength(24);
      expect(all).not.toContain(12);
    }
  });

  it('R1.19 removal takes the top cards of each shuffled deck', () => {
    const four = game('bank', 4, 'removal');
    // Same seed, 2 seats: the same shuffle (characters are explicit), then the 6 top cards aside.
    const two = createGame({ ...setup('bank', 2, 'removal') });
    four.guards.forEach((g, f) => {
      const full = f === 0 ? [...g.deck, ...g.discard.slice().reverse()] : g.deck;
      const g2 = two.guards[f]!;
      expect(g2.removed).toEqual(full.slice(full.length - 6));
    });
  });
});

describe('R2.7/R3.7 guard speeds', () => {
  it.each([
    ['bank', [2, 3, 4]],
    ['office', [2, 3]],
    ['fortknox', [3, 4]],
  ] as const)('R2.7 %s starts at %j', (scenario, speeds) => {
    expect(game(scenario).guards.map((g) => g.speed)).toEqual(speeds);
  });
});

describe('R2.13–R2.16/R3.8 card decks', () => {
  it('R2.13 the event deck holds the 26 events, one of each', () => {
    const s = game('bank', 2);
    expect(s.decks.event).toHaveLength(26);
    expect(s.decks.event.slice().sort()).toEqual(EVENT_IDS.slice().sort());
    expect(s.decks.eventDiscard).toEqual([]);
  });

  it('R2.14 the tool deck holds the 13 tools, one of each', () => {
    const s = game('bank', 2);
    expect(s.decks.tool.slice().sort()).toEqual(TOOL_IDS.slice().sort());
    expect(TOOL_IDS).toHaveLength(13);
    expect(TOOL_IDS).toContain('stethoscope');
  });

  it('R2.15 the loot deck holds 12 cards; the second Gold Bar is kept aside', () => {
    const s = game('bank', 2);
    expect(s.decks.loot.slice().sort()).toEqual(
      [
        'bust',
        'chihuahua',
        'cursed-goblet',
        'gemstone',
        'gold-bar',
        'isotope',
        'keycard',
        'mirror',
        'painting',
        'persian-kitty',
        'stamp',
        'tiara',
      ].sort(),
    );
    expect(s.decks.goldBarAside).toBe(true);
  });

  it('R2.16/D36 solo: no Gold Bars and no Buddy System, Dead Drop, Jump the Gun or Freight Elevator', () => {
    const s = game('bank', 1);
    expect(s.decks.event).toHaveLength(22);
    for (const e of ['buddy-system', 'dead-drop', 'jump-the-gun', 'freight-elevator'] as const)
      expect(s.decks.event).not.toContain(e);
    expect(s.decks.loot).toHaveLength(11);
    expect(s.decks.loot).not.toContain('gold-bar');
    expect(s.decks.goldBarAside).toBe(false);
    expect(s.decks.tool).toHaveLength(13);
  });

  it('R2.16 solo: random dealing never deals the Rook', () => {
    for (let k = 0; k < 60; k++) {
      const s = createGame({
        scenario: 'office',
        seats: [{ name: 'solo' }],
        seed: `solo-${k}`,
        options: { randomCharacters: true },
      });
      expect(s.players[0]?.character).not.toBe('rook');
    }
  });

  it('R3.8 basic Rigger: Dynamite leaves the shuffled tool deck, the rest keep their order', () => {
    const withBasic = createGame({
      scenario: 'bank',
      seats: [
        { name: 'a', character: 'hawk', side: 'basic' },
        { name: 'b', character: 'rigger', side: 'basic' },
      ],
      seed: 'rigger',
    });
    const withAdvanced = createGame({
      scenario: 'bank',
      seats: [
        { name: 'a', character: 'hawk', side: 'basic' },
        { name: 'b', character: 'rigger', side: 'advanced' },
      ],
      seed: 'rigger',
    });
    expect(withBasic.players[1]?.tools).toEqual(['dynamite']);
    expect(withAdvanced.players[1]?.tools).toEqual([]);
    expect(withBasic.decks.tool).toHaveLength(12);
    expect(withBasic.decks.tool).toEqual(withAdvanced.decks.tool.filter((t) => t !== 'dynamite'));
  });

  it('R1.19/R3.8 dealing characters at random comes last: same tiles, patrol and card decks', () => {
    const explicit = game('bank', 3, 'order');
    const random = createGame({
      scenario: 'bank',
      seats: [{ name: 'a' }, { name: 'b' }, { name: 'c' }],
      seed: 'order',
      options: { randomCharacters: true, advancedSides: true },
    });
    expect(random.tiles).toEqual(explicit.tiles);
    expect(random.guards).toEqual(explicit.guards);
    expect(random.decks.event).toEqual(explicit.decks.event);
    expect(random.decks.loot).toEqual(explicit.decks.loot);
    const dynamite = random.players.some((p) => p.character === 'rigger' && p.side === 'basic');
    expect(random.decks.tool).toEqual(explicit.decks.tool.filter((t) => !dynamite || t !== 'dynamite'));
  });

  it('R3.1 random characters are distinct; unnamed seats are dealt, named seats keep theirs', () => {
    for (let k = 0; k < 20; k++) {
      const s = createGame({
        scenario: 'bank',
        seats: [
          { name: 'a', character: 'peterman', side: 'advanced' },
          { name: 'b' },
          { name: 'c' },
          { name: 'd' },
        ],
        seed: `deal-${k}`,
      });
      const chars = s.players.map((p) => p.character);
      expect(new Set(chars).size).toBe(4);
      expect(chars[0]).toBe('peterman');
      expect(s.players[0]?.side).toBe('advanced');
      expect(s.players.slice(1).every((p) => p.side === 'basic')).toBe(true);
    }
  });
});

describe('R3.9 stealth', () => {
  it('R3.9 every character starts with 3 stealth tokens', () => {
    expect(game('bank', 4).players.map((p) => p.stealth)).toEqual([3, 3, 3, 3]);
  });

  it('R3.9 the stealth option changes the starting supply', () => {
    const s = game('bank', 2, 'stealth', { options: { stealth: 5 } });
    expect(s.players.map((p) => p.stealth)).toEqual([5, 5]);
  });
});

describe('R3.10–R3.12 floor 1 guard, entrance and first placement', () => {
  it('R3.10 step 1: the floor 1 guard stands on the first patrol card; other floors have none (R3.11)', () => {
    const s = game('bank', 2);
    const g = s.guards[0]!;
    expect(g.placed).toBe(true);
    expect(g.discard).toEqual([g.tile]);
    expect(s.guards[1]?.placed).toBe(false);
    expect(s.guards[2]?.placed).toBe(false);
    expect(s.guards[1]?.discard).toEqual([]);
  });

  it('R3.10 step 2: seat 0 is asked for the entrance among the tiles of floor 1', () => {
    const s = game('fortknox', 2);
    expect(s.phase).toBe('setup');
    const prompt = s.pending?.prompt;
    expect(prompt?.kind).toBe('entrance');
    expect(prompt?.seat).toBe(0);
    const options = prompt?.kind === 'entrance' ? prompt.options : [];
    expect(options).toHaveLength(24);
    expect(options.every((p) => p.floor === 0)).toBe(true);
    expect(options).not.toContainEqual({ floor: 0, col: 2, row: 2 });
  });

  it('R3.10 only seat 0 may choose, and only a floor 1 room', () => {
    const s = game('fortknox', 2);
    const r1 = apply(s, 1, { type: 'answer', kind: 'entrance', at: at('1:A1') });
    expect(r1.ok ? null : r1.error.code).toBe('prompt/not_yours');
    const r2 = apply(s, 0, { type: 'answer', kind: 'entrance', at: at('2:A1') });
    expect(r2.ok ? null : r2.error.code).toBe('prompt/invalid_answer');
    const r3 = apply(s, 0, { type: 'answer', kind: 'entrance', at: at('1:C3') });
    expect(r3.ok ? null : r3.error.code).toBe('prompt/invalid_answer');
    const r4 = apply(s, 0, { type: 'move', to: at('1:A1') });
    expect(r4.ok ? null : r4.error.code).toBe('action/prompt_pending');
  });

  it('R3.10/D48 the entrance is revealed and seat 0 is placed on it; the others are not placed yet', () => {
    const s = game('bank', 3);
    const r = apply(s, 0, { type: 'answer', kind: 'entrance', at: at('1:C2') });
    if (!r.ok) throw new Error(r.error.code);
    const st = r.state;
    const i = tileIndex(BOARD_SHAPES.bank, at('1:C2'));
    expect(st.phase).toBe('playing');
    expect(st.entrance).toBe(i);
    expect(st.tiles[i]?.revealed).toBe(true);
    expect(st.tiles.filter((t) => t.revealed)).toHaveLength(1);
    expect(st.players.map((p) => p.tile)).toEqual([i, -1, -1]);
    expect(st.players.map((p) => p.entered)).toEqual([true, false, false]);
    expect(st.turn.seat).toBe(0);
    expect(st.turn.allowance).toBe(4);
    expect(eventsOf(r.events, 'entranceChosen')).toEqual([{ type: 'entranceChosen', at: at('1:C2') }]);
    expect(eventsOf(r.events, 'placed')[0]).toMatchObject({ seat: 0, cause: 'entrance', from: null });
  });

  it('R3.10/R1.10 a Stairs entrance puts a Downstairs marker on the tile above', () => {
    const s = game('bank', 2, 'stairs-entrance');
    const shape = BOARD_SHAPES.bank;
    const stairs = s.tiles.findIndex((t, i) => i < 16 && t.kind === 'stairs');
    const r = apply(s, 0, { type: 'answer', kind: 'entrance', at: tilePos(shape, stairs) });
    if (!r.ok) throw new Error(r.error.code);
    expect(r.state.tiles[stairs + 16]?.downstairs).toBe(true);
    expect(r.state.tiles[stairs + 16]?.revealed).toBe(false);
    expect(r.state.tiles.filter((t) => t.downstairs)).toHaveLength(1);
  });

  it('R3.10/R1.10 a Lavatory entrance receives 3 tile stealth tokens', () => {
    let s: GameState | null = null;
    let lav = -1;
    for (let k = 0; k < 200 && lav < 0; k++) {
      s = game('bank', 2, `lav-${k}`);
      lav = s.tiles.findIndex((t, i) => i < 16 && t.kind === 'lavatory');
    }
    if (!s || lav < 0) throw new Error('no seed with a floor 1 Lavatory');
    const r = apply(s, 0, { type: 'answer', kind: 'entrance', at: tilePos(BOARD_SHAPES.bank, lav) });
    if (!r.ok) throw new Error(r.error.code);
    expect(r.state.tiles[lav]?.stealth).toBe(3);
  });

  it("R3.10 step 3/D31: the first destination is drawn next, skipping the guard's own tile", () => {
    const s = game('bank', 2);
    const g = s.guards[0]!;
    const own = g.tile;
    const other = g.deck.find((c) => c !== own) as number;
    // Put the guard's own tile on top, then another card: the own tile is drawn and passed over.
    const removedOwn = g.removed.filter((c) => c !== own);
    g.deck = [...g.deck.filter((c) => c !== own && c !== other), other, own];
    g.discard = [];
    g.removed = removedOwn;
    const r = apply(s, 0, { type: 'answer', kind: 'entrance', at: at('1:A1') });
    if (!r.ok) throw new Error(r.error.code);
    const g2 = r.state.guards[0]!;
    expect(g2.tile).toBe(own);
    expect(g2.dest).toBe(other);
    expect(g2.discard).toEqual([own, other]);
  });

  it('R3.10 step 3: with an ordinary deck the destination is the next card and never the guard tile', () => {
    for (let k = 0; k < 40; k++) {
      const s = game('office', 2, `dest-${k}`);
      const g = s.guards[0]!;
      const top = g.deck[g.deck.length - 1];
      const r = apply(s, 0, { type: 'answer', kind: 'entrance', at: at('1:B2') });
      if (!r.ok) throw new Error(r.error.code);
      const g2 = r.state.guards[0]!;
      expect(g2.dest).not.toBe(g2.tile);
      expect(g2.dest).toBe(top);
      expect(eventsOf(r.events, 'guardDestination')).toHaveLength(1);
    }
  });

  it("R3.12/D48 the first placement on the guard's tile costs no stealth and triggers nothing", () => {
    const s = game('bank', 2);
    const g = s.guards[0]!;
    const r = apply(s, 0, { type: 'answer', kind: 'entrance', at: tilePos(BOARD_SHAPES.bank, g.tile) });
    if (!r.ok) throw new Error(r.error.code);
    expect(r.state.players[0]?.tile).toBe(g.tile);
    expect(r.state.players[0]?.stealth).toBe(3);
    expect(eventsOf(r.events, 'stealthLost')).toEqual([]);
    expect(eventsOf(r.events, 'alarmTriggered')).toEqual([]);
  });

  it("R3.12 the second seat is placed at the start of its first turn, also on the guard's tile", () => {
    const s = new Scene({ entrance: '1:B2', noWalls: true });
    s.hideAll(NEUTRAL).setTile('1:B2', NEUTRAL).setTile('1:C2', NEUTRAL);
    s.guard(0, '1:B4', '1:B2').speed(0, 2).patrol(0, ['D4']);
    noEvents(s);
    expect(s.state.players[1]?.tile).toBe(-1);
    s.move(0, '1:C2');
    const ev = s.end(0);
    // The guard walked B4 -> B3 -> B2 in seat 0's guard phase; seat 1 then starts on the entrance.
    expect(s.guardAt(0)).toBe('1:B2');
    expect(s.state.turn.seat).toBe(1);
    expect(s.where(1)).toBe('1:B2');
    expect(s.stealth(1)).toBe(3);
    expect(eventsOf(ev, 'stealthLost')).toEqual([]);
    const types = ev.map((e) => e.type);
    expect(types.indexOf('placed')).toBeGreaterThan(types.indexOf('turnStarted'));
    expect(eventsOf(ev, 'placed')[0]).toMatchObject({ seat: 1, cause: 'entrance', to: at('1:B2') });
  });

  it('R3.12 the entrance placement is not an entry: leaving a Motion entrance triggers nothing', () => {
    const s = new Scene({ entrance: '1:B2', noWalls: true });
    s.hideAll(NEUTRAL).setTile('1:B2', 'motion').setTile('1:C2', NEUTRAL).guard(0, '1:D4', '1:D3');
    s.move(0, '1:C2');
    expect(s.tile('1:B2').alarm).toBe(0);
    expect(eventsOf(s.events, 'alarmTriggered')).toEqual([]);
  });
});

describe('R3.12 the entrance after the first placement', () => {
  it('R3.12 ending the first turn on a Thermo entrance does trigger it', () => {
    const s = new Scene({ entrance: '1:B2', noWalls: true });
    s.hideAll(NEUTRAL).setTile('1:B2', 'thermo', { num: 2 }).guard(0, '1:D4', '1:D3');
    noEvents(s);
    const ev = s.end(0);
    expect(eventsOf(ev, 'alarmTriggered')).toEqual([
      { type: 'alarmTriggered', at: at('1:B2'), cause: 'thermo' },
    ]);
  });

  it('R3.12 a later character entering the entrance by a Move is an ordinary entry (Foyer sight)', () => {
    const s = new Scene({ entrance: '1:B2', noWalls: true });
    s.hideAll(NEUTRAL).setTile('1:B2', 'foyer', { num: 1 }).setTile('1:B1', NEUTRAL).guard(0, '1:C2', '1:D4');
    noEvents(s);
    s.move(0, '1:B1');
    expect(s.stealth(0)).toBe(3);
    s.move(0, '1:B2');
    expect(s.stealth(0)).toBe(2);
  });
});

describe('R3.1 setupProblem', () => {
  const ok: GameSetup = { scenario: 'bank', seats: [{ name: 'a' }, { name: 'b' }], seed: 'x' };

  it('R3.1 accepts a valid setup and createGame starts it', () => {
    expect(setupProblem(ok)).toBeNull();
    expect(createGame(ok).phase).toBe('setup');
  });

  it('R3.1 rejects duplicate characters', () => {
    const dup: GameSetup = {
      ...ok,
      seats: [
        { name: 'a', character: 'hawk' },
        { name: 'b', character: 'hawk', side: 'advanced' },
      ],
    };
    expect(setupProblem(dup)).toMatch(/hawk/);
    expect(() => createGame(dup)).toThrow();
  });

  it('R1.1 rejects 0 or 5 seats', () => {
    expect(setupProblem({ ...ok, seats: [] })).not.toBeNull();
    expect(
      setupProblem({ ...ok, seats: Array.from({ length: 5 }, (_, i) => ({ name: `p${i}` })) }),
    ).not.toBeNull();
    expect(setupProblem({ ...ok, seats: 'two' as unknown as GameSetup['seats'] })).not.toBeNull();
  });

  it('R2.16 rejects the Rook in a solo game but accepts it with two seats', () => {
    expect(setupProblem({ ...ok, seats: [{ name: 'a', character: 'rook' }] })).toMatch(/Rook/);
    expect(setupProblem({ ...ok, seats: [{ name: 'a', character: 'rook' }, { name: 'b' }] })).toBeNull();
  });

  it('R3.1 rejects unknown scenarios, characters and sides, a missing seed and bad stealth', () => {
    expect(setupProblem({ ...ok, scenario: 'casino' as ScenarioId })).not.toBeNull();
    expect(setupProblem({ ...ok, seats: [{ name: 'a', character: 'ninja' as CharacterId }] })).not.toBeNull();
    expect(setupProblem({ ...ok, seats: [{ name: 'a', side: 'expert' as Side }] })).not.toBeNull();
    expect(setupProblem({ ...ok, seed: '' })).not.toBeNull();
    expect(setupProblem({ ...ok, options: { stealth: 0 } })).not.toBeNull();
    expect(setupProblem({ ...ok, options: { stealth: 2.5 } })).not.toBeNull();
    expect(setupProblem(null as unknown as GameSetup)).not.toBeNull();
    expect(setupProblem({ ...ok, seats: [{ name: 7 as unknown as string }] })).not.toBeNull();
  });
});
