/**
 * One view contract (issues 11, 12): a PlayerView encoded by the room (GameSync: the schema
 * encoder over the game shape) and decoded by a client (GameFeed: types from the reflection
 * handshake, as colyseus.js builds them) is the same PlayerView, for every seat and for a
 * spectator, after the full state and after every patch of random legal games. The lobby
 * round-trips through the Colyseus room state the same way.
 */
import { RandomBot } from '@safecrackers/bots';
import { apply, createGame, legalActions, outcome, SCENARIO_IDS, viewFor } from '@safecrackers/rules';
import { describe, expect, it, vi } from 'vitest';
import { GameFeed } from './feed.js';
import { gameWireTracker } from './game.js';
import { GameSync } from './gameSync.js';
import { decodeLobby, type LobbyWire, playerView } from './room.js';
import { SyncedLobby } from './testing/syncedClients.js';
import { heistLobby, member } from './testing/wireStrings.js';

const GAMES = Number(process.env.VIEW_ROUND_TRIP_GAMES ?? 6);

/** The sample heist lobby, with Bo away and the bot's character not chosen yet. */
function lobbyRoom(): LobbyWire {
  const lobby = structuredClone(heistLobby);
  return {
    ...lobby,
    members: [lobby.members[0]!, { ...member('s2', 'Bo'), ready: false, connected: false, away: true }],
    seats: lobby.seats.map((seat) => (seat.index === 1 ? { ...seat, character: null } : seat)),
  };
}

describe('the room state round trip (issue 11)', () => {
  it('decodes a lobby to the same values', () => {
    const client = new SyncedLobby();
    const room = lobbyRoom();
    client.sync(room);
    expect(decodeLobby(client.decoded())).toEqual(room);
    const changed: LobbyWire = { ...room, host: null, members: room.members.slice(0, 1) };
    client.sync(changed);
    expect(decodeLobby(client.decoded())).toEqual(changed);
  });

  it(`${GAMES} random games: every seat and a spectator decode their own PlayerView after every input`, () => {
    let checked = 0;
    let lateJoiners = 0;
    for (let g = 0; g < GAMES; g++) {
      const scenario = SCENARIO_IDS[g % SCENARIO_IDS.length]!;
      const seats = 1 + (g % 4);
      let state = createGame({
        scenario,
        seed: `round-trip-${g}`,
        seats: Array.from({ length: seats }, (_, i) => ({ name: `P${i}` })),
        options: { advancedSides: true, randomCharacters: true },
      });
      // The room's path: the tracker hands back unchanged parts as the same objects.
      const wire = gameWireTracker();
      const sync = new GameSync(wire(state));
      const feed = new GameFeed();
      feed.reset({ version: 0, ...sync.full() });
      const bot = new RandomBot(`round-trip-${g}`);
      for (let version = 0; version < 400; version++) {
        if (version > 0) {
          const patch = sync.update(wire(state));
          expect(feed.apply({ version, ...(patch ? { patch } : {}) })).not.toBeNull();
        }
        const game = feed.current()!;
        expect(playerView(game, null)).toEqual(viewFor(state, null));
        // A late joiner's full state (encoded once per version and shared) is this version's.
        if (version % 25 === 7) {
          const late = new GameFeed();
          late.reset({ version, ...sync.full() });
          expect(playerView(late.current()!, null)).toEqual(viewFor(state, null));
          expect(sync.full().state).toBe(sync.full().state);
          lateJoiners++;
        }
        // A seat's prompt (hidden cards shown, D75) comes in its own message.
        for (let seat = 0; seat < seats; seat++)
          expect(playerView(game, seat, viewFor(state, seat).prompt)).toEqual(viewFor(state, seat));
        checked++;
        if (outcome(state) !== 'playing') break;
        const actor = Array.from({ length: seats }, (_, s) => s).find(
          (s) => legalActions(state, s).length > 0,
        )!;
        const result = apply(state, actor, bot.choose(legalActions(state, actor)));
        if (!result.ok) throw new Error(result.error.message);
        state = result.state;
      }
    }
    expect(checked).toBeGreaterThan(GAMES * 10);
    expect(lateJoiners).toBeGreaterThanOrEqual(GAMES);
  }, 60_000);
});

describe("the game encoder's shared scratch buffer (issue 12)", () => {
  const fortKnox = () =>
    createGame({
      scenario: 'fortknox',
      seed: 'scratch',
      seats: Array.from({ length: 4 }, (_, i) => ({ name: `P${i}` })),
      options: { advancedSides: true, randomCharacters: true },
    });

  it('a whole Fort Knox game encodes within the 8 KiB default buffer', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      let state = fortKnox();
      const wire = gameWireTracker();
      const sync = new GameSync(wire(state));
      const bot = new RandomBot('scratch');
      let largest = 0;
      for (let version = 1; version < 2000 && outcome(state) === 'playing'; version++) {
        const actor = [0, 1, 2, 3].find((s) => legalActions(state, s).length > 0)!;
        const result = apply(state, actor, bot.choose(legalActions(state, actor)));
        if (!result.ok) throw new Error(result.error.message);
        state = result.state;
        sync.update(wire(state));
        largest = Math.max(largest, sync.full().state.byteLength);
      }
      expect(largest).toBeGreaterThan(1000);
      const feed = new GameFeed();
      feed.reset({ version: 0, ...sync.full() });
      expect(playerView(feed.current()!, null)).toEqual(viewFor(state, null));
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });

  it('a state larger than the scratch still travels whole, and the grown buffer is kept', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const state = fortKnox();
      const huge = { ...gameWireTracker()(state), effects: [{ note: 'x'.repeat(100 * 1024) }] } as never;
      const first = new GameSync(huge).full();
      const second = new GameSync(huge).full();
      expect(second.state).toEqual(first.state);
      const feed = new GameFeed();
      feed.reset({ version: 0, ...second });
      expect(feed.current()!.effects).toEqual([{ note: 'x'.repeat(100 * 1024) }]);
      // The encoder warns when it outgrows its buffer: once, since the grown one is reused.
      expect(warn).toHaveBeenCalledTimes(1);
    } finally {
      warn.mockRestore();
    }
  });
});
