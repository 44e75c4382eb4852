/**
 * Strings of every length through the real schema encoder and decoder (issue 29, upstream
 * colyseus/schema#216): @colyseus/schema 3.0.76 wrote the length of a string of exactly 255
 * UTF-8 bytes as `255 % 255`, 0, so a client read the string's bytes as the fields after it and
 * every client's game was wrong from that patch on (the heist's event discard reached 255 bytes
 * in a game). A lone UTF-16 surrogate overran its length the same way. Both are mended by the
 * pinned patch in patches/@colyseus__schema@3.0.76.patch.
 *
 * Every string field of the heist's game, the heist's lobby, the spies' lobby and the spies'
 * two views (found from their shapes, so a new field is covered without touching this file) takes strings of 0 to
 * 300 bytes, ASCII and multi-byte, while every other string field changes too: the server's
 * instance and a client's decoder (types from the handshake, as colyseus.js builds them) must
 * hold the same values after each patch, and a client joining then must decode the same state.
 */
import { Encoder, Reflection, type Schema } from '@colyseus/schema';
import {
  apply as applyAsym,
  legalActions as asymLegal,
  viewFor as asymView,
  waitingFor as asymWaitingFor,
  createGame as createAsym,
  type SecurityView,
  type SpyView,
} from '@safecrackers/asym-rules';
import { RandomBot } from '@safecrackers/bots';
import { describe, expect, it, vi } from 'vitest';
import { overlayOf } from '../asym.js';
import { encodeInto } from './encode.js';
import { GameFeed } from './feed.js';
import { GameSync } from './gameSync.js';
import { type GameWire, gameShape, lobbyShape } from './room.js';
import { schemaClass } from './schemaClasses.js';
import type { Shape } from './shape.js';
import { type SecurityWire, type SpyWire, securityWireShape, spyWireShape } from './spiesView.js';
import { spyLobbyShape } from './spyLobby.js';
import {
  asUtf8,
  bytes,
  firstSlots,
  heistLobby,
  JOIN_AT,
  LONE_SURROGATES,
  MULTI_BYTE,
  ofBytes,
  plain,
  playedHeist,
  type StringSlot,
  spyLobby,
  stringFields,
  stringSlots,
  LENGTH_TEXTS as TEXTS,
  wellFormed,
} from './testing/wireStrings.js';

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
  const firsts = firstSlots(slots);
  let step = 0;
  for (const slot of firsts.values()) {
    for (const text of texts) {
      step++;
      for (const other of slots) if (other !== slot) other.set(`#${step}`);
      slot.set(text);
      const expected = synced.expected();
      expectDecoded(slot, text, 'decoded', synced.patch(), expected);
      if (JOIN_AT.includes(bytes(text)) || text !== wellFormed(text))
        expectDecoded(slot, text, 'joined', synced.joiner(), expected);
    }
  }
  return new Set(firsts.keys());
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What a client `how` (decoded from a patch, or joined) holds after `text` went into `slot`
 * must be `expected`: one clear failure instead of a diff of the whole state for every step.
 */
function expectDecoded(
  slot: StringSlot,
  text: string,
  how: 'decoded' | 'joined',
  got: unknown,
  expected: unknown,
): void {
  if (!sameJson(got, expected))
    expect({ slot: slot.path, bytes: bytes(text), [how]: got }).toEqual({
      slot: slot.path,
      bytes: bytes(text),
      [how]: expected,
    });
}

/** A heist some inputs in, with a player per seat and events drawn. */
function heistWire(): GameWire {
  const bot = new RandomBot('string-lengths');
  return playedHeist('string-lengths', 30, (legal) => bot.choose(legal));
}

/** A spies game a few inputs in (each seat's first legal input; units placed): its security view and spy 1's overlay. */
function spiesWires(): { security: SecurityWire; spy: SpyWire } {
  const created = createAsym({
    mode: 'asym',
    mission: 'mansion',
    seed: 'string-lengths',
    seats: [
      { name: 'Security', side: 'security' },
      { name: 'Ada', side: 'spy' },
    ],
  });
  if (!created.ok) throw new Error(created.error.message);
  let state = created.state;
  for (let i = 0; i < 15; i++) {
    const seat = asymWaitingFor(state)[0];
    if (seat === undefined) break;
    const result = applyAsym(state, seat, asymLegal(state, seat)[0]!);
    if (!result.ok) throw new Error(result.error.message);
    state = result.state;
  }
  const view = asymView(state, 0) as SecurityView;
  return { security: { view }, spy: { view, overlay: overlayOf(asymView(state, 1) as SpyView) } };
}

const WIRES: Array<{ name: string; shape: Shape; value: () => unknown }> = [
  { name: "the heist's game", shape: gameShape, value: heistWire },
  { name: "the heist's lobby", shape: lobbyShape, value: () => heistLobby },
  { name: "the spies' lobby", shape: spyLobbyShape, value: () => spyLobby },
  { name: "the spies' security view", shape: securityWireShape, value: () => spiesWires().security },
  { name: "a spy's view", shape: spyWireShape, value: () => spiesWires().spy },
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
    // Every field through a few dozen lengths, each a full encode and decode: slow on a busy machine.
    120_000,
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
