/**
 * Strings of every length through the real schema encoder and decoder (issue 29, upstream
 * colyseus/schema#216): @colyseus/schema 3.0.76 wrote the length of a string of exactly 255
 * UTF-8 bytes as `255 % 255`, 0, so a client read the string's bytes as the fields after it and
 * every client's game was wrong from that patch on (the heist's event discard reached 255 bytes
 * in a game). A lone UTF-16 surrogate overran its length the same way. Both are mended by the
 * pinned patch in patches/@colyseus__schema@3.0.76.patch.
 *
 * Every string field of the heist's game, the heist's lobby and the spies' lobby (found from
 * their shapes, so a new field is covered without touching this file) takes strings of 0 to
 * 300 bytes, ASCII and multi-byte, while every other string field changes too: the server's
 * instance and a client's decoder (types from the handshake, as colyseus.js builds them) must
 * hold the same values after each patch, and a client joining then must decode the same state.
 */
import { Encoder, Reflection, type Schema } from '@colyseus/schema';
import { RandomBot } from '@safecrackers/bots';
import { apply, createGame, legalActions } from '@safecrackers/rules';
import { describe, expect, it, vi } from 'vitest';
import { encodeInto } from './encode.js';
import { GameFeed } from './feed.js';
import { gameWire } from './game.js';
import { GameSync } from './gameSync.js';
import { type GameWire, gameShape, type LobbyWire, lobbyShape } from './room.js';
import { schemaClass } from './schemaClasses.js';
import type { Shape } from './shape.js';
import { type SpyLobbyWire, spyLobbyShape } from './spyLobby.js';
import { fieldPattern, type StringSlot, stringFields, stringSlots } from './testing/wireStrings.js';

const bytes = (s: string) => Buffer.byteLength(s, 'utf8');

/** Exactly `n` UTF-8 bytes: as many `unit`s as fit, then ASCII; or ASCII first (`padFirst`). */
function ofBytes(n: number, unit: string, padFirst = false): string {
  const count = Math.floor(n / bytes(unit));
  const pad = 'abcdefgh'.repeat(8).slice(0, n - count * bytes(unit));
  const text = padFirst ? pad + unit.repeat(count) : unit.repeat(count) + pad;
  if (bytes(text) !== n) throw new Error(`${JSON.stringify(unit)} x ${count} is not ${n} bytes`);
  return text;
}

/** 'é' is 2 bytes in UTF-8, '中' 3, an emoji 4 (two UTF-16 units). */
const MULTI_BYTE = ['é', '中', '😀'];
/** The msgpack string headers change at 32 (fixstr / str 8) and 256 (str 8 / str 16) bytes. */
const EDGES = [0, 1, 30, 31, 32, 33, 127, 128, 200, 253, 254, 255, 256, 257, 299, 300];
/** Lengths at which a client also joins, decoding the full state (slower than a patch). */
const JOIN_AT = [31, 32, 254, 255, 256];

/** Every length from 0 to 300 bytes in ASCII; multi-byte strings at and around each edge. */
const TEXTS: string[] = [
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
const LONE_SURROGATES = [
  '\ud800',
  '\udc00',
  'a\ud800b',
  'a\udc00b',
  `${'x'.repeat(252)}\ud83d`,
  '\ud83d'.repeat(85),
  `\ude00${'中'.repeat(84)}`,
  `${'😀'.slice(0, 1)}x${'😀'.slice(1)}`,
];

const wellFormed = (s: string) => s.replace(/[\ud800-\udfff]/gu, '\ufffd');

/** A deep copy with every string as UTF-8 carries it. */
function asUtf8(value: unknown): unknown {
  if (typeof value === 'string') return wellFormed(value);
  if (Array.isArray(value)) return value.map(asUtf8);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, asUtf8(v)]));
  return value;
}

const plain = (state: unknown): unknown => (state as { toJSON(): unknown }).toJSON();

/**
 * A server-side instance of `shape` and a client decoding it as colyseus.js does: the types
 * from the handshake's reflection, the full state, then each patch.
 */
class Synced {
  readonly root: Schema;
  private readonly encoder: Encoder;
  private readonly client;

  constructor(
    readonly shape: Shape,
    value: unknown,
  ) {
    this.root = new (schemaClass(shape))();
    encodeInto(shape, this.root, value);
    this.encoder = new Encoder(this.root);
    this.client = Reflection.decode(Reflection.encode(this.encoder));
    this.client.decode(Buffer.from(this.encoder.encodeAll({ offset: 0 })), { offset: 0 });
    this.encoder.discardChanges();
  }

  /** Sends what changed; returns what the client holds now. */
  patch(): unknown {
    this.client.decode(Buffer.from(this.encoder.encode({ offset: 0 })), { offset: 0 });
    this.encoder.discardChanges();
    return plain(this.client.state);
  }

  /** What a client joining now decodes from the full state. */
  joiner(): unknown {
    const late = Reflection.decode(Reflection.encode(this.encoder));
    late.decode(Buffer.from(this.encoder.encodeAll({ offset: 0 })), { offset: 0 });
    return plain(late.state);
  }

  /** What the server holds, as a client should decode it. */
  expected(): unknown {
    return asUtf8(plain(this.root));
  }
}

/**
 * Drives each string field of `synced` (its first slot: a list's first item) through `texts`;
 * every other slot changes at each step too, so every patch has fields before and after the
 * one under test. Returns the fields driven, as patterns.
 */
function sweep(synced: Synced, texts: readonly string[]): Set<string> {
  const slots: StringSlot[] = stringSlots(synced.shape, synced.root);
  const firsts = new Map<string, StringSlot>();
  for (const slot of slots)
    if (!firsts.has(fieldPattern(slot.path))) firsts.set(fieldPattern(slot.path), slot);
  let step = 0;
  for (const slot of firsts.values()) {
    for (const text of texts) {
      step++;
      for (const other of slots) if (other !== slot) other.set(`#${step}`);
      slot.set(text);
      const expected = synced.expected();
      const decoded = synced.patch();
      if (!sameJson(decoded, expected))
        // One clear failure instead of a diff of the whole state for every step.
        expect({ slot: slot.path, bytes: bytes(text), decoded }).toEqual({
          slot: slot.path,
          bytes: bytes(text),
          decoded: expected,
        });
      if (JOIN_AT.includes(bytes(text)) || text !== wellFormed(text)) {
        const joined = synced.joiner();
        if (!sameJson(joined, expected))
          expect({ slot: slot.path, bytes: bytes(text), joined }).toEqual({
            slot: slot.path,
            bytes: bytes(text),
            joined: expected,
          });
      }
    }
  }
  return new Set(firsts.keys());
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A heist some inputs in, with a player per seat and events drawn. */
function heistWire(): GameWire {
  let state = createGame({
    scenario: 'bank',
    seed: 'string-lengths',
    seats: [{ name: 'Ada' }, { name: 'Bo' }, { name: 'Cy' }],
    options: { advancedSides: true, randomCharacters: true },
  });
  const bot = new RandomBot('string-lengths');
  for (let i = 0; i < 30; i++) {
    const seat = [0, 1, 2].find((s) => legalActions(state, s).length > 0);
    if (seat === undefined) break;
    const result = apply(state, seat, bot.choose(legalActions(state, seat)));
    if (!result.ok) throw new Error(result.error.message);
    state = result.state;
  }
  return gameWire(state);
}

const member = (sessionId: string, name: string) => ({
  sessionId,
  name,
  ready: true,
  connected: true,
  away: false,
  elsewhere: false,
});

const heistLobby: LobbyWire = {
  code: 'ABC234',
  phase: 'lobby',
  host: 's1',
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

const spyLobby: SpyLobbyWire = {
  code: 'XYZ789',
  phase: 'lobby',
  host: 's1',
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
    },
  ],
};

const WIRES: Array<{ name: string; shape: Shape; value: () => unknown }> = [
  { name: "the heist's game", shape: gameShape, value: heistWire },
  { name: "the heist's lobby", shape: lobbyShape, value: () => heistLobby },
  { name: "the spies' lobby", shape: spyLobbyShape, value: () => spyLobby },
];

describe('strings of every length through the schema (issue 29, colyseus/schema#216)', () => {
  it('the texts hit 254, 255 and 256 bytes in every multi-byte width', () => {
    for (const unit of MULTI_BYTE) for (const n of [254, 255, 256]) expect(TEXTS).toContain(ofBytes(n, unit));
    expect(TEXTS.filter((t) => bytes(t) === 255).length).toBeGreaterThan(10);
  });

  it.each(WIRES)(
    '$name: every string field from 0 to 300 bytes decodes whole, and so does the rest',
    ({ shape, value }) => {
      const covered = sweep(new Synced(shape, value()), TEXTS);
      // Every string field of the shape was driven: a field the base value has no room for
      // (an empty list, an unset child) would otherwise go untested.
      expect(new Set(stringFields(shape))).toEqual(covered);
    },
  );

  it.each(WIRES)(
    '$name: a lone UTF-16 surrogate goes as U+FFFD and the rest decodes whole',
    ({ shape, value }) => {
      sweep(new Synced(shape, value()), LONE_SURROGATES);
    },
  );

  it('strings at the str 16 / str 32 edges (65,535 and 65,536 bytes) decode whole too', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const synced = new Synced(lobbyShape, heistLobby);
      const slots = stringSlots(lobbyShape, synced.root);
      const texts = [65_535, 65_536].flatMap((n) => [
        ofBytes(n, 'x'),
        ofBytes(n, '中'),
        ofBytes(n, '😀', true),
      ]);
      for (const text of texts) {
        slots[0]!.set(text);
        slots.at(-1)!.set(`after ${bytes(text)}`);
        expect(sameJson(synced.patch(), synced.expected())).toBe(true);
        expect(sameJson(synced.joiner(), synced.expected())).toBe(true);
      }
    } finally {
      warn.mockRestore();
    }
  });

  it("the heist's event discard at every length up to 300 bytes, through the room's GameSync and GameFeed", () => {
    const base = heistWire();
    const sync = new GameSync(base);
    const feed = new GameFeed();
    feed.reset({ version: 0, ...sync.full() });
    let version = 0;
    // The discard travels as JSON: ["ab…"] is the text plus 4 bytes.
    for (let n = 0; n <= 296; n++) {
      const wire: GameWire = {
        ...base,
        decks: { ...base.decks, eventDiscard: [ofBytes(n, 'x')] as never },
        stats: { ...base.stats, actions: n },
      };
      const patch = sync.update(wire);
      expect(patch).not.toBeNull();
      version++;
      const game = feed.apply({ version, patch: patch! });
      expect(game).toEqual(wire);
      if (n >= 250 && n <= 253) {
        const late = new GameFeed();
        expect(late.reset({ version, ...sync.full() })).toEqual(wire);
      }
    }
  });
});
