/**
 * One view contract (issue 11): a PlayerView encoded into the room schema and decoded the way
 * colyseus.js decodes it is the same PlayerView, for every seat and for a spectator, after the
 * first full state and after every patch of random legal games.
 */
import { RandomBot } from '@safecrackers/bots';
import {
  apply,
  createGame,
  type GameState,
  legalActions,
  outcome,
  SCENARIO_IDS,
  viewFor,
} from '@safecrackers/rules';
import { describe, expect, it } from 'vitest';
import { gameWire } from './game.js';
import { decodeRoom, playerView, type RoomWire } from './room.js';
import { SyncedClient } from './testing/syncedClients.js';

const GAMES = Number(process.env.VIEW_ROUND_TRIP_GAMES ?? 6);

function lobbyRoom(): RoomWire {
  return {
    code: 'ABC234',
    phase: 'lobby',
    host: 's1',
    version: 0,
    members: [
      { sessionId: 's1', name: 'Ada', ready: true, connected: true, away: false, elsewhere: false },
      { sessionId: 's2', name: 'Bo', ready: false, connected: false, away: true, elsewhere: false },
    ],
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
      },
      {
        index: 1,
        holder: null,
        name: '',
        character: null,
        side: 'basic',
        connected: false,
        status: 'free',
        standIn: false,
      },
    ],
    config: { scenario: 'bank', randomWalls: true, stealth: 4, advancedSides: true, assignment: 'chosen' },
    game: null,
  };
}

function roomOf(state: GameState, version: number): RoomWire {
  return { ...lobbyRoom(), phase: state.phase, version, game: gameWire(state) };
}

describe('the room state round trip (issue 11)', () => {
  it('decodes a lobby to the same values', () => {
    const client = new SyncedClient();
    const room = lobbyRoom();
    client.sync(room);
    expect(decodeRoom(client.decoded())).toEqual(room);
    const changed: RoomWire = { ...room, host: null, members: room.members.slice(0, 1) };
    client.sync(changed);
    expect(decodeRoom(client.decoded())).toEqual(changed);
  });

  it(`${GAMES} random games: every seat and a spectator decode their own PlayerView after every input`, () => {
    let checked = 0;
    for (let g = 0; g < GAMES; g++) {
      const scenario = SCENARIO_IDS[g % SCENARIO_IDS.length]!;
      const seats = 1 + (g % 4);
      let state = createGame({
        scenario,
        seed: `round-trip-${g}`,
        seats: Array.from({ length: seats }, (_, i) => ({ name: `P${i}` })),
        options: { advancedSides: true, randomCharacters: true },
      });
      const client = new SyncedClient();
      const bot = new RandomBot(`round-trip-${g}`);
      for (let version = 0; version < 400; version++) {
        client.sync(roomOf(state, version));
        const game = decodeRoom(client.decoded()).game!;
        expect(playerView(game, null)).toEqual(viewFor(state, null));
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
  });
});
