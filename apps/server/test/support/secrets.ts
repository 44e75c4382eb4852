/**
 * The secrets audit. While games run, the test snapshots the server's engine state after each
 * accepted input; everything each client received up to that moment must be free of what
 * that state still hides: face-down tiles' kinds and numbers, the order of every deck, the
 * generator state, the seed, other players' seat tokens, and (for spectators) the looks at
 * hidden cards that only the seats may see (R1.20, D75).
 */
import type { GameState, Pos } from '@safecrackers/rules';
import { BOARD_SHAPES, TILE_KINDS } from '@safecrackers/rules';
import type { TestPlayer } from './player.js';

export interface Snapshot {
  state: GameState;
  /** How much each client had received when the snapshot was taken. */
  marks: Map<TestPlayer, { messages: number; states: number }>;
}

const TILE_KIND_NAMES = new Set<string>(TILE_KINDS);

/** Keys of the engine state that must never be sent at all. */
const FORBIDDEN_KEYS = new Set([
  'rng',
  'seed',
  'resume',
  'base',
  'answers',
  'answeredBy',
  'pending',
  'undo',
  'setup',
]);
/** Keys that must never carry an array (the hidden piles). */
const FORBIDDEN_ARRAY_KEYS = new Set(['deck', 'removed']);

export class SecretsAuditor {
  readonly snapshots: Snapshot[] = [];
  checkedItems = 0;

  constructor(
    private readonly clients: TestPlayer[],
    private readonly isSpectator: (p: TestPlayer) => boolean,
  ) {}

  snapshot(state: GameState): void {
    const marks = new Map<TestPlayer, { messages: number; states: number }>();
    for (const c of this.clients) marks.set(c, { messages: c.received.length, states: c.states.length });
    this.snapshots.push({ state, marks });
  }

  /** Runs every check; returns the violations found (empty = nothing leaked). */
  audit(seed: string): string[] {
    const problems: string[] = [];
    const tokens = new Map<string, TestPlayer>();
    for (const c of this.clients) for (const token of c.tokens.values()) tokens.set(token, c);

    for (const client of this.clients) {
      const spectator = this.isSpectator(client);
      const name = spectator ? 'spectator' : `player ${client.seats.join('+')}`;
      let fromMessage = 0;
      let fromState = 0;
      for (const snap of this.snapshots) {
        const mark = snap.marks.get(client);
        if (!mark) continue;
        const hidden = hiddenFacts(snap.state);
        const items: Array<{ where: string; value: unknown; allowSeatLooks: boolean }> = [];
        for (let i = fromMessage; i < mark.messages; i++) {
          const m = client.received[i]!;
          items.push({
            where: `${name} message #${i} (${m.type})`,
            value: m.payload,
            allowSeatLooks: !spectator,
          });
        }
        for (let i = fromState; i < mark.states; i++) {
          items.push({ where: `${name} state #${i}`, value: client.states[i], allowSeatLooks: false });
        }
        fromMessage = mark.messages;
        fromState = mark.states;
        for (const item of items) {
          this.checkedItems++;
          problems.push(...checkItem(item.where, item.value, hidden, seed, item.allowSeatLooks));
          const json = JSON.stringify(item.value);
          for (const [token, owner] of tokens) {
            if (owner !== client && json.includes(token))
              problems.push(`${item.where}: another client's seat token`);
          }
          if (spectator && /"type":"(legal|cardsSeen|cardsOrdered)"|"audience":"players"/.test(json)) {
            problems.push(`${item.where}: a players-only fact reached a spectator`);
          }
        }
      }
      if (spectator) {
        const privateTypes = client.received.filter((m) => ['legal', 'prompt'].includes(m.type));
        if (privateTypes.length > 0)
          problems.push(`${name}: received ${privateTypes.length} seat-private messages`);
      }
    }
    return problems;
  }
}

interface HiddenFacts {
  /** "floor,col,row" of each face-down tile. */
  faceDown: Set<string>;
  /** Top cards of each hidden pile (string ids or "floor,col,row" for patrol cards). */
  piles: Array<{ name: string; top: string[] }>;
  rngWords: Set<number>;
}

function posKey(p: { floor: number; col: number; row: number }): string {
  return `${p.floor},${p.col},${p.row}`;
}

function hiddenFacts(state: GameState): HiddenFacts {
  const shape = BOARD_SHAPES[state.scenario];
  const at = (index: number): Pos => {
    const floor = Math.floor(index / shape.area);
    const local = index % shape.area;
    return { floor, col: local % shape.cols, row: Math.floor(local / shape.cols) };
  };
  const faceDown = new Set<string>();
  state.tiles.forEach((t, i) => {
    if (t.kind !== 'void' && !t.revealed) faceDown.add(posKey(at(i)));
  });
  // Piles keep their top as the LAST element; a leak would show the next cards in draw order.
  const top = (pile: readonly string[]) => [...pile].reverse().slice(0, 3);
  const piles = [
    { name: 'event deck', top: top(state.decks.event) },
    { name: 'tool deck', top: top(state.decks.tool) },
    { name: 'loot deck', top: top(state.decks.loot) },
    ...state.guards.map((g, floor) => ({
      name: `patrol deck ${floor}`,
      top: top(g.deck.map((c) => posKey(at(floor * shape.area + c)))),
    })),
  ].filter((p) => p.top.length >= 2);
  return { faceDown, piles, rngWords: new Set(state.rng) };
}

function checkItem(
  where: string,
  value: unknown,
  hidden: HiddenFacts,
  seed: string,
  allowSeatLooks: boolean,
): string[] {
  const problems: string[] = [];
  const json = JSON.stringify(value) ?? '';
  if (json.includes(seed)) problems.push(`${where}: contains the seed`);
  walk(value, [], (node, path) => {
    const key = path.at(-1);
    if (typeof key === 'string' && FORBIDDEN_KEYS.has(key))
      problems.push(`${where}: key "${path.join('.')}"`);
    if (typeof key === 'string' && FORBIDDEN_ARRAY_KEYS.has(key) && Array.isArray(node)) {
      problems.push(`${where}: hidden pile "${path.join('.')}"`);
    }
    if (typeof node === 'number' && node > 65535 && hidden.rngWords.has(node)) {
      problems.push(`${where}: generator word at ${path.join('.')}`);
    }
    if (node && typeof node === 'object' && !Array.isArray(node)) {
      const o = node as Record<string, unknown>;
      const pos = positionOf(o);
      if (pos && hidden.faceDown.has(posKey(pos))) {
        if (typeof o.kind === 'string' && TILE_KIND_NAMES.has(o.kind)) {
          problems.push(`${where}: kind of face-down tile ${posKey(pos)} at ${path.join('.')}`);
        }
        if (typeof o.num === 'number' && o.num !== 0)
          problems.push(`${where}: number of face-down tile ${posKey(pos)}`);
      }
      // The seats' looks at hidden cards are theirs (R8.9, D75, R9.2.3 Crystal Ball): what was
      // seen, the order the Crystal Ball put back, and the spotter/order prompts.
      const seatLook =
        o.type === 'cardsSeen' || o.type === 'cardsOrdered' || o.kind === 'spotter' || o.kind === 'order';
      if (seatLook && allowSeatLooks) return false;
    }
    // A guard's path is public movement, and a wall (two neighbouring tiles of the printed
    // layout) is public too: their tiles may by chance be the next patrol cards.
    const wall = path.at(-2) === 'walls';
    if (Array.isArray(node) && node.length >= 2 && key !== 'path' && !wall) {
      const ids = node.map((x) =>
        typeof x === 'string' ? x : x && typeof x === 'object' ? positionKey(x) : null,
      );
      for (const pile of hidden.piles) {
        if (ids.length >= 2 && pile.top.slice(0, ids.length).join('|') === ids.join('|')) {
          problems.push(`${where}: the top of the ${pile.name} in order at ${path.join('.')}`);
        }
      }
    }
    return true;
  });
  return problems;
}

function positionOf(o: Record<string, unknown>): { floor: number; col: number; row: number } | null {
  const direct = positionKey(o) ? (o as { floor: number; col: number; row: number }) : null;
  if (direct) return direct;
  const at = o.at as Record<string, unknown> | undefined;
  return at && positionKey(at) ? (at as { floor: number; col: number; row: number }) : null;
}

function positionKey(o: object): string | null {
  const p = o as Record<string, unknown>;
  return typeof p.floor === 'number' && typeof p.col === 'number' && typeof p.row === 'number'
    ? posKey(p as { floor: number; col: number; row: number })
    : null;
}

/** Depth-first walk; the visitor returns false to skip a subtree. */
function walk(
  node: unknown,
  path: Array<string | number>,
  visit: (node: unknown, path: Array<string | number>) => boolean,
) {
  if (!visit(node, path)) return;
  if (Array.isArray(node)) {
    for (const [i, child] of node.entries()) walk(child, [...path, i], visit);
  } else if (node && typeof node === 'object') {
    for (const [key, child] of Object.entries(node)) walk(child, [...path, key], visit);
  }
}

/** What `value` (something sent to, or given to, one seat) reveals that `state` still hides. */
export function secretsIn(where: string, value: unknown, state: GameState, seed: string): string[] {
  return checkItem(where, value, hiddenFacts(state), seed, true);
}
