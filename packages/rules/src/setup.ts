/**
 * createGame(setup): the building, decks and guards in the mandatory order of R1.19, then the
 * floor 1 guard, and seat 0's entrance choice as the first prompt (R3.10).
 */
import { BOARD_SHAPES, interiorSides, isConnected, tilePos, voidWalls } from './geometry.js';
import { randomInt, seedRng, shuffleInPlace } from './rng.js';
import { PATROL_REMOVED_BY_SEATS, randomWallCount, SCENARIOS, type TileSpec } from './scenarios.js';
import { newTurn } from './state.js';
import {
  CHARACTER_IDS,
  type CharacterId,
  EVENT_IDS,
  type EventId,
  type GameSetup,
  type GameState,
  type GuardState,
  LOOT_IDS,
  type LootCard,
  type PlayerState,
  type Side,
  type TileState,
  TOOL_IDS,
  type ToolId,
} from './types.js';

export { EVENT_IDS, TOOL_IDS };

/** The loot deck: 12 cards, the second Gold Bar kept aside (R2.15). */
export const LOOT_DECK: readonly LootCard[] = LOOT_IDS;

/** Solo removals (R2.16, D36). */
const SOLO_EVENTS: ReadonlySet<EventId> = new Set([
  'buddy-system',
  'dead-drop',
  'jump-the-gun',
  'freight-elevator',
]);

export const MAX_NAME_LENGTH = 24;

/** Why a setup cannot start a game, or null when it can. */
export function setupProblem(setup: GameSetup): string | null {
  if (!setup || typeof setup !== 'object') return 'The setup is missing.';
  if (!(setup.scenario in SCENARIOS)) return `Unknown scenario "${String(setup.scenario)}".`;
  if (!Array.isArray(setup.seats) || setup.seats.length < 1 || setup.seats.length > 4)
    return 'A heist needs 1 to 4 seats.';
  if (typeof setup.seed !== 'string' || setup.seed.length === 0) return 'A seed is required.';
  const chosen = new Set<CharacterId>();
  for (const seat of setup.seats) {
    if (typeof seat?.name !== 'string') return 'Every seat needs a name.';
    if (seat.character !== undefined) {
      if (!(CHARACTER_IDS as readonly string[]).includes(seat.character))
        return `Unknown character "${String(seat.character)}".`;
      if (chosen.has(seat.character)) return `Two seats chose the ${seat.character}.`;
      if (seat.character === 'rook' && setup.seats.length === 1)
        return 'The Rook is not played solo (R2.16).';
      chosen.add(seat.character);
    }
    if (seat.side !== undefined && seat.side !== 'basic' && seat.side !== 'advanced')
      return 'A side is basic or advanced.';
  }
  const stealth = setup.options?.stealth;
  if (stealth !== undefined && (!Number.isInteger(stealth) || stealth < 1 || stealth > 9)) {
    return 'Stealth per character is 1 to 9.';
  }
  return null;
}

function byId<T extends { id: string }>(a: T, b: T): number {
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

function byString<T extends string>(a: T, b: T): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Tile deal per scenario (R3.2–R3.4): returns each floor's tiles in reading order. */
function dealTiles(setup: GameSetup, rng: ReturnType<typeof seedRng>): TileSpec[][] {
  const scenario = SCENARIOS[setup.scenario];
  const floors = scenario.shape.floors;
  const safes = scenario.tiles.filter((t) => t.kind === 'safe').sort(byId);
  const stairs = scenario.tiles.filter((t) => t.kind === 'stairs').sort(byId);
  // One Safe and one Stairs reserved per floor; Fort Knox's third of each is dealt with the rest.
  const reserved = new Set([...safes.slice(0, floors), ...stairs.slice(0, floors)].map((t) => t.id));
  const pile = shuffleInPlace(rng, scenario.tiles.filter((t) => !reserved.has(t.id)).sort(byId));
  const perFloor = pile.length / floors;
  return Array.from({ length: floors }, (_, f) => {
    const deal = pile.slice(f * perFloor, (f + 1) * perFloor);
    deal.push(safes[f] as TileSpec, stairs[f] as TileSpec);
    return shuffleInPlace(rng, deal.sort(byId));
  });
}

function dealCharacters(
  setup: GameSetup,
  rng: ReturnType<typeof seedRng>,
): Array<{ character: CharacterId; side: Side }> {
  const solo = setup.seats.length === 1;
  const random = setup.options?.randomCharacters ?? false;
  const taken = new Set(random ? [] : setup.seats.flatMap((s) => (s.character ? [s.character] : [])));
  const needsDeal = setup.seats.some((s) => random || !s.character);
  const pool = needsDeal
    ? shuffleInPlace(rng, CHARACTER_IDS.filter((c) => !taken.has(c) && !(solo && c === 'rook')).slice())
    : [];
  return setup.seats.map((seat) => {
    const character = !random && seat.character ? seat.character : (pool.pop() as CharacterId);
    let side: Side = seat.side ?? 'basic';
    if (seat.side === undefined && (random || !seat.character) && setup.options?.advancedSides) {
      side = randomInt(rng, 2) === 0 ? 'basic' : 'advanced';
    }
    return { character, side };
  });
}

function randomWalls(setup: GameSetup, rng: ReturnType<typeof seedRng>): number[][] {
  const shape = BOARD_SHAPES[setup.scenario];
  const count = randomWallCount(setup.scenario);
  return Array.from({ length: shape.floors }, () => {
    for (;;) {
      const sides = shuffleInPlace(rng, interiorSides(shape));
      const walls = [...sides.slice(0, count), ...voidWalls(shape)].sort((a, b) => a - b);
      if (isConnected(shape, walls)) return walls;
    }
  });
}

/**
 * The empty card and marker lists every new tile starts with. Arrays inside tiles are replaced,
 * never changed in place, so all tiles share this one (frozen: a write would throw).
 */
const NONE = Object.freeze([]) as unknown as never[];

function newTile(spec: TileSpec | null): TileState {
  return {
    kind: spec ? spec.kind : 'void',
    num: spec ? spec.num : 0,
    revealed: false,
    alarm: 0,
    hack: 0,
    dice: 0,
    open: false,
    cracked: NONE,
    stealth: 0,
    crowbar: false,
    labTaken: false,
    downstairs: false,
    attempts: 0,
    tools: NONE,
    loot: NONE,
  };
}

export function createGame(setup: GameSetup): GameState {
  const problem = setupProblem(setup);
  if (problem) throw new Error(problem);
  const scenario = SCENARIOS[setup.scenario];
  const shape = scenario.shape;
  const n = setup.seats.length;
  const rng = seedRng(setup.seed);

  const dealt = dealTiles(setup, rng);
  const tiles: TileState[] = [];
  dealt.forEach((floorTiles) => {
    const queue = floorTiles.slice();
    for (let local = 0; local < shape.area; local++) {
      tiles.push(local === shape.voidCell ? newTile(null) : newTile(queue.shift() as TileSpec));
    }
  });

  const cells = Array.from({ length: shape.area }, (_, i) => i).filter((i) => i !== shape.voidCell);
  const guards: GuardState[] = scenario.guardSpeeds.map((speed) => ({
    placed: false,
    tile: -1,
    dest: -1,
    speed,
    deck: shuffleInPlace(rng, cells.slice()),
    discard: [],
    removed: [],
    donuts: false,
  }));
  const removed = PATROL_REMOVED_BY_SEATS[n] ?? 0;
  for (const g of guards) g.removed = g.deck.splice(g.deck.length - removed);

  const solo = n === 1;
  const events = shuffleInPlace(rng, EVENT_IDS.filter((e) => !(solo && SOLO_EVENTS.has(e))).sort(byString));
  const tools = shuffleInPlace(rng, TOOL_IDS.slice().sort(byString));
  const loot = shuffleInPlace(rng, LOOT_DECK.filter((c) => !(solo && c === 'gold-bar')).sort(byString));

  const characters = dealCharacters(setup, rng);
  const walls = setup.options?.randomWalls
    ? randomWalls(setup, rng)
    : // Shared by every game on the printed layout: wall arrays are replaced, never changed, so
      // the floor graphs and guard routes cached by array (geometry.ts) serve every room.
      scenario.printedWalls.slice();

  const stealth = setup.options?.stealth ?? 3;
  const players: PlayerState[] = setup.seats.map((seat, i) => {
    const c = characters[i] as { character: CharacterId; side: Side };
    const hand: ToolId[] = [];
    if (c.character === 'rigger' && c.side === 'basic') {
      const at = tools.indexOf('dynamite');
      if (at >= 0) tools.splice(at, 1);
      hand.push('dynamite');
    }
    return {
      name: seat.name.trim().slice(0, MAX_NAME_LENGTH) || `Seat ${i + 1}`,
      character: c.character,
      side: c.side,
      tile: -1,
      entered: false,
      escaped: false,
      stealth,
      tools: hand,
      loot: [],
      enteredThisTurn: [],
      laptop: 0,
      carriedAlarms: 0,
    };
  });

  const state: GameState = {
    v: 1,
    setup: structuredClone(setup),
    scenario: setup.scenario,
    phase: 'setup',
    rng,
    tiles,
    walls,
    guards,
    players,
    turn: newTurn(0, 0, 0, true),
    decks: {
      event: events,
      eventDiscard: [],
      tool: tools,
      toolDiscard: [],
      loot,
      goldBarAside: !solo,
      inFront: [],
    },
    effects: {
      emp: [],
      videoLoop: [],
      timeLock: [],
      gymnastics: [],
      invisibleSuit: false,
      espresso: false,
      daydreaming: false,
      shiftChange: false,
      headsUp: [],
      jumpTheGun: [],
    },
    entrance: -1,
    alarmCounter: 0,
    crow: -1,
    kitty: -1,
    links: [],
    pending: null,
    undo: null,
    lossReason: null,
    stats: { actions: 0, turns: 0, alarms: 0, stealthLost: 0, tilesRevealed: 0, safesOpened: 0 },
  };

  // R3.10 step 1: the floor 1 guard stands on the first patrol card's tile.
  const g0 = guards[0] as GuardState;
  const first = g0.deck.pop() as number;
  g0.discard.push(first);
  g0.placed = true;
  g0.tile = first;
  g0.dest = first;
  state.pending = {
    prompt: { kind: 'entrance', seat: 0, options: cells.map((c) => tilePos(shape, c)) },
    resume: null,
  };
  return state;
}
