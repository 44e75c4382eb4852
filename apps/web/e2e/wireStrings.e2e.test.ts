/**
 * Strings of every length from the real server's encoder to the browser's decoder (issue 29,
 * upstream colyseus/schema#216). @colyseus/schema 3.0.76 wrote the length of a string of
 * exactly 255 UTF-8 bytes as 0: every client then read the string's bytes as the fields after
 * it, and its game was wrong from that patch on. The pinned patch
 * (patches/@colyseus__schema@3.0.76.patch, patches/colyseus.js@0.16.22.patch) mends it;
 * packages/protocol/src/state/stringLength.test.ts checks it with node's decoder, this file
 * with the one the web client ships.
 *
 * Node side: the server's own room-state serializer (apps/server's StateSerializer over
 * @colyseus/core's, hence @colyseus/schema's node build) frames every patch; every string
 * field of the heist's game, the heist's lobby and the spies' lobby (found from their shapes,
 * so a new field is covered without touching this file) takes strings of 0 to 300 bytes,
 * ASCII and multi-byte (UTF-8 lengths landing on 254, 255 and 256), and lone UTF-16
 * surrogates, while every other string field changes too. Browser side: a page bundled by
 * vite for the browser as the client is (colyseus.js and @colyseus/schema resolve to their
 * browser builds) decodes those frames in headless Chromium with colyseus.js's
 * SchemaSerializer, as its Room does, and the heist's game again with the client's GameFeed;
 * after every patch, and for a client joining after a 255-byte string, a lone surrogate or an
 * ASCII string of 31, 32, 254 or 256 bytes, the decoded state must be the server's, the string
 * under test and every field after it alike, and so must what the client makes of it. The
 * room's GameSync then sends the heist's event discard at every length to the page's GameFeed.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { encodeInto, GameSync, schemaClass } from '@safecrackers/protocol/schema';
import {
  decodeGame,
  decodeLobby,
  decodeSpyLobby,
  type GameWire,
  gameShape,
  lobbyShape,
  type Shape,
  spyLobbyShape,
} from '@safecrackers/protocol/state';
import {
  asUtf8,
  bytes,
  firstSlots,
  heistLobby,
  JOIN_AT,
  LENGTH_TEXTS,
  LONE_SURROGATES,
  MULTI_BYTE,
  ofBytes,
  plain,
  playedHeist,
  type StringSlot,
  spyLobby,
  stringFields,
  stringSlots,
  wellFormed,
} from '@safecrackers/protocol/testing';
import { CHROMIUM, describeNeeding } from '@safecrackers/test-kit';
import type { Browser, Page } from 'playwright-core';
import type { Plugin } from 'vite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { StateSerializer } from '../../server/src/platform/stateSerializer.js';
import type {
  Detail,
  FeedCase,
  FeedSeen,
  Step,
  StepResult,
  Stream,
  WireName,
} from './fixtures/wireStringsShared.js';
import { THROWS } from './fixtures/wireStringsShared.js';
import { launch } from './support/browser.js';

const WEB = path.resolve(import.meta.dirname, '..');
const FIXTURES = path.join(import.meta.dirname, 'fixtures');

/** Outside CI a machine may opt out of the browser tests; never silently, and never in CI. */

const base64 = (b: Uint8Array) => Buffer.from(b.buffer, b.byteOffset, b.byteLength).toString('base64');
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const json = (value: unknown) => JSON.stringify(value) ?? 'undefined';

/**
 * Lone UTF-16 halves have no UTF-8: they must travel as U+FFFD without upsetting the rest.
 * The browser gets six of the shared eight (not '\udc00' nor 'a\ud800b').
 */
const BROWSER_SURROGATES = LONE_SURROGATES.filter((s) => s !== '\udc00' && s !== 'a\ud800b');

/** Every length from 0 to 300 bytes in ASCII; multi-byte strings at and around each edge; lone surrogates. */
const TEXTS: string[] = [...LENGTH_TEXTS, ...BROWSER_SURROGATES];

/**
 * Whether a client also joins after `text` went out (a joiner builds its types from the
 * handshake: a few milliseconds each in the browser, too many to join at every step).
 */
const joinsAt = (text: string) =>
  bytes(text) === 255 ||
  text !== wellFormed(text) ||
  (/^[a-z]*$/.test(text) && JOIN_AT.includes(bytes(text)));

/** A heist a few inputs in (the first legal action that is not an undo, each time). */
function heistWire(): GameWire {
  return playedHeist('wire-strings', 12, (legal, i) => {
    const choices = legal.filter((a) => a.type !== 'undo');
    return choices.length > 0 ? choices[(i * 5) % choices.length] : undefined;
  });
}

interface Wire {
  name: WireName;
  title: string;
  shape: Shape;
  value: () => unknown;
  /** What the client makes of the decoded state (the page's view of it). */
  view: (raw: unknown) => unknown;
}

const WIRES: Wire[] = [
  { name: 'game', title: "the heist's game", shape: gameShape, value: heistWire, view: decodeGame },
  {
    name: 'heistLobby',
    title: "the heist's lobby",
    shape: lobbyShape,
    value: () => heistLobby,
    view: decodeLobby,
  },
  {
    name: 'spyLobby',
    title: "the spies' lobby",
    shape: spyLobbyShape,
    value: () => spyLobby,
    view: decodeSpyLobby,
  },
];

/** What the server holds at one step, as a client should decode it. */
interface Expected {
  slot: string;
  text: string;
  /** JSON of the state, strings as UTF-8 carries them. */
  raw: string;
  /** As the page digests what a client holds (StepResult). */
  seen: string;
}

function viewOf(wire: Wire, raw: unknown): unknown {
  try {
    return wire.view(raw);
  } catch {
    return THROWS;
  }
}

/**
 * The frames the server's serializer sends one client of `wire` while each string field (its
 * first slot: a list's first item) goes through `TEXTS` and every other slot changes at each
 * step, so that every patch has string fields before and after the one under test.
 */
function sweep(wire: Wire): { stream: Stream; expected: Expected[]; covered: Set<string> } {
  const root = new (schemaClass(wire.shape))();
  encodeInto(wire.shape, root, wire.value());
  const serializer = new StateSerializer();
  serializer.reset(root);
  const sent: Uint8Array[] = [];
  // A joined client (ClientState.JOINED) that keeps the frames it is sent.
  const client = {
    state: 1,
    raw: (frame: Uint8Array) => sent.push(Uint8Array.from(frame)),
  } as unknown as Parameters<typeof serializer.applyPatches>[0][number];
  const handshake = base64(serializer.handshake());
  const full = base64(serializer.getFullState());
  // What the first full state carries is no patch for anyone (as in a room nobody has joined).
  serializer.applyPatches([]);

  const slots: StringSlot[] = stringSlots(wire.shape, root);
  const firsts = firstSlots(slots);
  const steps: Step[] = [];
  const expected: Expected[] = [];
  for (const slot of firsts.values()) {
    for (const text of TEXTS) {
      // JSON text, so that what the client makes of the state (GameFeed's game) decodes too.
      for (const other of slots) if (other !== slot) other.set(`"#${steps.length}"`);
      slot.set(text);
      sent.length = 0;
      serializer.applyPatches([client]);
      if (sent.length !== 1) throw new Error(`${sent.length} frames for one patch`);
      const step: Step = { patch: base64(sent[0]!) };
      if (joinsAt(text)) step.join = base64(serializer.getFullState());
      steps.push(step);
      const state = asUtf8(plain(root));
      const raw = json(state);
      expected.push({
        slot: slot.path,
        text,
        raw,
        seen: sha256(`${raw}\n${json(viewOf(wire, state))}`),
      });
    }
  }
  return { stream: { wire: wire.name, handshake, full, steps }, expected, covered: new Set(firsts.keys()) };
}

/** The value at `slot` (`.players[0].name`) of a decoded state. */
function at(state: unknown, slot: string): unknown {
  let here: unknown = state;
  for (const [, key, index] of slot.matchAll(/\.([^.[]+)|\[(\d+)\]/g)) {
    if (here === null || typeof here !== 'object') return undefined;
    here = (here as Record<string, unknown>)[key ?? index!];
  }
  return here;
}

const describeText = (text: string) =>
  `${bytes(text)} bytes, ${text.length} UTF-16 units${text === wellFormed(text) ? '' : ', a lone surrogate'}: ${JSON.stringify(text.length > 24 ? `${text.slice(0, 12)}…${text.slice(-12)}` : text)}`;

let browser: Browser | null = null;
let page: Page | null = null;
let server: http.Server | null = null;
let outDir: string | null = null;
/** The files the page's bundle was made of. */
const bundled: string[] = [];
const pageErrors: string[] = [];

/** Builds the page for the browser as the web client is built (its vite config). */
async function buildPage(dir: string): Promise<void> {
  const { build } = await import('vite');
  const record: Plugin = {
    name: 'record-bundled-modules',
    generateBundle(_, bundle) {
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk') bundled.push(...Object.keys(chunk.modules));
    },
  };
  await build({
    root: FIXTURES,
    mode: 'production',
    logLevel: 'warn',
    configFile: path.join(WEB, 'vite.config.ts'),
    cacheDir: path.join(dir, 'cache'),
    plugins: [record],
    build: {
      outDir: path.join(dir, 'dist'),
      emptyOutDir: true,
      rollupOptions: { input: path.join(FIXTURES, 'wireStrings.html') },
    },
  });
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
};

/** The built page on 127.0.0.1, on a free port. */
async function serve(root: string): Promise<string> {
  const s = http.createServer((req, res) => {
    const file = path.join(root, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    if (!file.startsWith(root + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  server = s;
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(s.address() as AddressInfo).port}`;
}

function thePage(): Page {
  if (!page) throw new Error('the page did not load');
  return page;
}

/** Checks the browser's results for one stream against the server's states, step by step. */
async function check(wire: Wire, stream: Stream, expected: Expected[], results: StepResult[]): Promise<void> {
  for (let i = 0; i < expected.length; i++) {
    const want = expected[i]!;
    const got = results[i];
    const where = `${wire.title}: ${want.slot} at ${describeText(want.text)} (step ${i + 1} of ${expected.length})`;
    if (got === undefined) throw new Error(`${where}: the browser decoded no further`);
    if ('error' in got) throw new Error(`${where}: the browser's decoder failed: ${got.error}`);
    const joined = stream.steps[i]!.join !== undefined;
    if (got.seen === want.seen && (!joined || got.joined === want.seen)) continue;
    // Show what the browser decoded at that step: the string under test and the whole state.
    const detail = JSON.parse(
      await thePage().evaluate((text) => window.wireStrings!.detail(text), JSON.stringify([stream, i])),
    ) as Detail;
    expect(detail.error, `${where}: the browser's decoder failed`).toBeUndefined();
    const state = JSON.parse(want.raw) as unknown;
    const decoded = got.seen === want.seen ? detail.joined : detail.raw;
    const who = got.seen === want.seen ? 'a client joining then' : 'a client';
    expect(
      { who, slot: want.slot, value: at(decoded, want.slot), state: decoded },
      `${where}: what ${who} decoded in the browser`,
    ).toEqual({ who, slot: want.slot, value: at(state, want.slot), state });
    // The states are the same: what the client made of them is not (decodeLobby, GameFeed).
    throw new Error(`${where}: the state decoded whole, but ${who}'s view of it differs from the server's`);
  }
  expect(results.length).toBe(expected.length);
}

describeNeeding(
  [CHROMIUM],
  "strings of every length from the server's encoder to the browser's decoder (issue 29, colyseus/schema#216)",
  () => {
    beforeAll(async () => {
      outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sc-wire-strings-'));
      await buildPage(outDir);
      const url = await serve(path.join(outDir, 'dist'));
      browser = await launch();
      page = await browser.newPage();
      page.on('pageerror', (error) => pageErrors.push(error.message));
      await page.goto(`${url}/wireStrings.html`);
      await page.waitForFunction(() => window.wireStrings !== undefined, null, { timeout: 10_000 });
    }, 180_000);

    afterAll(async () => {
      await browser?.close();
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      if (outDir) fs.rmSync(outDir, { recursive: true, force: true });
    });

    it('the page runs what the client bundles: colyseus.js and @colyseus/schema as built for browsers', () => {
      const normal = bundled.map((id) => id.split(path.sep).join('/'));
      expect(normal.filter((id) => /@colyseus\/schema\/build\/umd\/index\.js$/.test(id))).toHaveLength(1);
      expect(normal.some((id) => /@colyseus\/schema\/build\/(esm|cjs)\//.test(id))).toBe(false);
      expect(
        normal.some((id) => /colyseus\.js\/build\/cjs\/serializer\/SchemaSerializer\.js$/.test(id)),
      ).toBe(true);
      expect(normal.some((id) => id.endsWith('packages/protocol/src/state/feed.ts'))).toBe(true);
      expect(pageErrors).toEqual([]);
    });

    it('the texts hit 254, 255 and 256 bytes in every multi-byte width', () => {
      for (const unit of MULTI_BYTE)
        for (const n of [254, 255, 256]) {
          expect(TEXTS).toContain(ofBytes(n, unit));
          expect(TEXTS).toContain(ofBytes(n, unit, true));
        }
      expect(TEXTS.filter((t) => bytes(t) === 255).length).toBeGreaterThan(10);
    });

    it.each(WIRES)(
      '$title: every string field from 0 to 300 bytes decodes whole in the browser, and so does the rest',
      async (wire) => {
        const { stream, expected, covered } = sweep(wire);
        // Every string field of the shape was driven (a field the base value has no room for,
        // an empty list or an unset child, would otherwise go untested).
        expect(covered).toEqual(new Set(stringFields(wire.shape)));
        const [results] = JSON.parse(
          await thePage().evaluate((text) => window.wireStrings!.decode(text), JSON.stringify([stream])),
        ) as StepResult[][];
        await check(wire, stream, expected, results!);
        expect(pageErrors).toEqual([]);
      },
      120_000,
    );

    it("the heist's event discard at every length, from the room's GameSync to the client's GameFeed", async () => {
      const base = heistWire();
      const sync = new GameSync(base);
      const first = sync.full();
      // The discard travels as JSON: ["…"] is the text plus 4 bytes.
      const texts = [
        ...Array.from({ length: 297 }, (_, n) => ofBytes(n, 'x')),
        ...MULTI_BYTE.flatMap((unit) =>
          [250, 251, 252].flatMap((n) => [ofBytes(n, unit), ofBytes(n, unit, true)]),
        ),
      ];
      const wires: GameWire[] = [base];
      const feedCase: FeedCase = {
        handshake: base64(first.handshake),
        state: base64(first.state),
        patches: [],
        joins: [],
      };
      texts.forEach((text, i) => {
        const wire: GameWire = {
          ...base,
          decks: { ...base.decks, eventDiscard: [text] as never },
          stats: { ...base.stats, actions: i + 1 },
        };
        const patch = sync.update(wire);
        if (!patch) throw new Error(`no patch for ${describeText(text)}`);
        feedCase.patches.push(base64(patch));
        wires.push(wire);
        // A client joins right after the discard reaches 250, 251 and 252 bytes.
        const joinsHere = [250, 251, 252].includes(bytes(text));
        feedCase.joins.push(...(joinsHere ? [{ version: i + 1, state: base64(sync.full().state) }] : []));
      });
      expect(wires.some((w) => bytes(JSON.stringify(w.decks.eventDiscard)) === 255)).toBe(true);
      const seen = JSON.parse(
        await thePage().evaluate((text) => window.wireStrings!.feed(text), JSON.stringify(feedCase)),
      ) as FeedSeen;
      seen.games.forEach((game, version) => {
        const text = version === 0 ? '' : texts[version - 1]!;
        expect(game, `the game at version ${version}, the discard ${describeText(text)}`).toEqual(
          wires[version],
        );
      });
      seen.joined.forEach((game, k) => {
        const { version } = feedCase.joins[k]!;
        expect(game, `a client joining at version ${version}`).toEqual(wires[version]);
      });
      expect(seen.games).toHaveLength(wires.length);
      expect(seen.joined.length).toBe(MULTI_BYTE.length * 3 * 2 + 3);
      expect(pageErrors).toEqual([]);
    }, 60_000);
  },
);
