/**
 * What the string-length tests (issue 29: packages/protocol/src/state/stringLength.test.ts with
 * node's decoder, apps/web/e2e/wireStrings.e2e.test.ts with the browser's) send through the
 * schema: the texts (0 to 300 bytes, multi-byte edges, lone surrogates), how a client should
 * see them (`wellFormed`, `asUtf8`), and the sample wires (a played heist, the two lobbies).
 */
import { type Action, apply, createGame, legalActions } from '@safecrackers/rules';
import { gameWire } from '../game.js';
import type { GameWire, LobbyWire } from '../room.js';
import type { SpyLobbyWire } from '../spyLobby.js';

/** How many bytes UTF-8 takes for `s`. */
export const bytes = (s: string): number => Buffer.byteLength(s, 'utf8');

/** Exactly `n` UTF-8 bytes: as many `unit`s as fit, then ASCII; or ASCII first (`padFirst`). */
export function ofBytes(n: number, unit: string, padFirst = false): string {
  const count = Math.floor(n / bytes(unit));
  const pad = 'abcdefgh'.repeat(8).slice(0, n - count * bytes(unit));
  const text = padFirst ? pad + unit.repeat(count) : unit.repeat(count) + pad;
  if (bytes(text) !== n) throw new Error(`${JSON.stringify(unit)} x ${count} is not ${n} bytes`);
  return text;
}

/** 'é' is 2 bytes in UTF-8, '中' 3, an emoji 4 (two UTF-16 units). */
export const MULTI_BYTE = ['é', '中', '😀'];
/** The msgpack string headers change at 32 (fixstr / str 8) and 256 (str 8 / str 16) bytes. */
export const EDGES = [0, 1, 30, 31, 32, 33, 127, 128, 200, 253, 254, 255, 256, 257, 299, 300];
/** Lengths at which a client also joins, decoding the full state (slower than a patch). */
export const JOIN_AT = [31, 32, 254, 255, 256];

/** Every length from 0 to 300 bytes in ASCII; multi-byte strings at and around each edge. */
export const LENGTH_TEXTS: readonly string[] = [
  ...Array.from({ length: 301 }, (_, n) => ofBytes(n, 'x')),
  ...MULTI_BYTE.flatMap((unit) => EDGES.flatMap((n) => [ofBytes(n, unit), ofBytes(n, unit, true)])),
  // Exactly 255 bytes with no ASCII at all, and mixed.
  '中'.repeat(85),
  `${'é'.repeat(126)}中`,
  `${'😀'.repeat(63)}中`,
  `中${'😀'.repeat(63)}`,
  `${'é中😀x'.repeat(25)}😀😀😀😀😀`,
];

/** Lone UTF-16 halves: no UTF-8 for them; they must travel as U+FFFD without upsetting the rest. */
export const LONE_SURROGATES: readonly string[] = [
  '\ud800',
  '\udc00',
  'a\ud800b',
  'a\udc00b',
  `${'x'.repeat(252)}\ud83d`,
  '\ud83d'.repeat(85),
  `\ude00${'中'.repeat(84)}`,
  `${'😀'.slice(0, 1)}x${'😀'.slice(1)}`,
];

/** `s` as UTF-8 carries it: each lone surrogate becomes U+FFFD. */
export const wellFormed = (s: string): string => s.replace(/[\ud800-\udfff]/gu, '\ufffd');

/** A deep copy with every string as UTF-8 carries it. */
export function asUtf8(value: unknown): unknown {
  if (typeof value === 'string') return wellFormed(value);
  if (Array.isArray(value)) return value.map(asUtf8);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, asUtf8(v)]));
  return value;
}

/** A schema instance (or a decoder's state) as plain values. */
export const plain = (state: unknown): unknown => (state as { toJSON(): unknown }).toJSON();

/**
 * The bank heist with a player per seat (seeded by `seed`), `inputs` inputs in: each time the
 * first seat with a legal action plays what `choose` picks from them (the input's index `i`);
 * it stops early when no seat can act or `choose` picks nothing.
 */
export function playedHeist(
  seed: string,
  inputs: number,
  choose: (legal: Action[], i: number) => Action | undefined,
): GameWire {
  let state = createGame({
    scenario: 'bank',
    seed,
    seats: [{ name: 'Ada' }, { name: 'Bo' }, { name: 'Cy' }],
    options: { advancedSides: true, randomCharacters: true },
  });
  for (let i = 0; i < inputs; i++) {
    const seat = [0, 1, 2].find((s) => legalActions(state, s).length > 0);
    if (seat === undefined) break;
    const action = choose(legalActions(state, seat), i);
    if (action === undefined) break;
    const result = apply(state, seat, action);
    if (!result.ok) throw new Error(result.error.message);
    state = result.state;
  }
  return gameWire(state);
}

/** A lobby member, ready and connected. */
export const member = (sessionId: string, name: string) => ({
  sessionId,
  name,
  ready: true,
  connected: true,
  away: false,
  elsewhere: false,
});

/** The heist's lobby: Ada at seat 0, a bot at seat 1, Bo watching. */
export const heistLobby: LobbyWire = {
  code: 'ABC234',
  phase: 'lobby',
  host: 's1',
  problems: [{ code: 'member/not_ready', name: 'Ada' }],
  members: [member('s1', 'Ada'), member('s2', 'Bo')],
  seats: [
    {
      index: 0,
      holder: 's1',
      name: 'Ada',
      character: 'hawk',
      side: 'advanced',
      connected: true,
      status: 'playing',
      standIn: false,
      bot: null,
    },
    {
      index: 1,
      holder: 'bot:1',
      name: 'Bot 2',
      character: 'raven',
      side: 'basic',
      connected: true,
      status: 'playing',
      standIn: false,
      bot: 'steady',
    },
  ],
  config: { scenario: 'bank', randomWalls: true, stealth: 4, advancedSides: true, assignment: 'chosen' },
};

/** The spies' lobby: Ada on security, Bo the spy. */
export const spyLobby: SpyLobbyWire = {
  code: 'XYZ789',
  phase: 'lobby',
  host: 's1',
  problems: [{ code: 'seat/unmanned', seat: 1 }],
  members: [member('s1', 'Ada'), member('s2', 'Bo')],
  seats: [
    {
      index: 0,
      side: 'security',
      holder: 's1',
      name: 'Ada',
      connected: true,
      status: 'playing',
      standIn: false,
      bot: 'off',
      level: 'expert',
      takers: [],
    },
    {
      index: 1,
      side: 'spy',
      holder: 's2',
      name: 'Bo',
      connected: true,
      status: 'playing',
      standIn: false,
      bot: 'on',
      level: 'expert',
      // Seen as vacant for the wire's sake: who may take it.
      takers: ['s2'],
    },
  ],
};
