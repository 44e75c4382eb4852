/**
 * Honest players amid the attack: lanes of two-seat heists played by bots through real
 * colyseus.js clients, one after another until the run ends. Each finished game is checked
 * afterwards: the room's stored log holds exactly the inputs the bots made, in order, and
 * replays to the state the server reported at the end.
 */
import { RandomBot } from '@safecrackers/bots';
import type { Action, ScenarioId } from '@safecrackers/rules';
import { Client } from 'colyseus.js';
import { playBots, startHeist } from '../test/support/heist.js';
import type { TestServer } from '../test/support/server.js';
import { waitDefaults } from '../test/support/wait.js';
import type { Picker } from './pick.js';

export interface PlayedHeist {
  code: string;
  outcome: string;
  log: Array<{ seat: number; action: Action }>;
}

export interface Crew {
  /** Codes of heists in play now: what the attackers aim at. */
  readonly live: Set<string>;
  readonly played: PlayedHeist[];
  readonly failures: string[];
  /** Resolves when every lane has finished its last game. */
  done: Promise<void>;
}

const SCENARIOS: ScenarioId[] = ['office', 'bank', 'fortknox'];

/** A client that speaks from its own address (the target trusts 127.0.0.1 as a proxy). */
export function clientAt(wsUrl: string, address: string): Client {
  const client = new Client(wsUrl);
  client.http.headers['X-Forwarded-For'] = address;
  return client;
}

export function startCrew(wsUrl: string, lanes: number, until: () => boolean, pick: Picker): Crew {
  const crew: Crew = { live: new Set(), played: [], failures: [], done: Promise.resolve() };
  // An honest player waits as long as a person would under attack, not a unit test's 5 s.
  waitDefaults.timeoutMs = 30_000;
  let addresses = 0;
  // Each player of each game from an address of its own: honest players are not the limits' target.
  const server = { client: () => clientAt(wsUrl, `10.77.${addresses >> 8}.${addresses++ & 255}`) };
  const lane = async (index: number) => {
    const lanePick = pick.fork(`lane${index}`);
    for (let game = 0; !until(); game++) {
      try {
        const players = await startHeist(server as unknown as TestServer, {
          seatsPerPlayer: [1, 1],
          scenario: lanePick.one(SCENARIOS),
          stealth: 3 + lanePick.int(4),
        });
        const code = players[0]!.code;
        crew.live.add(code);
        // A quick human pace (the limit is 20 messages a second): attackers meddle between inputs.
        const result = await playBots(
          players,
          new RandomBot(`${index}:${game}`),
          400,
          () => new Promise((resolve) => setTimeout(resolve, 60 + lanePick.int(60))),
        );
        crew.live.delete(code);
        crew.played.push({ code, outcome: result.outcome, log: result.log });
        await Promise.all(players.map((p) => p.leave()));
      } catch (error) {
        crew.failures.push(`lane ${index}, game ${game}: ${(error as Error).message}`);
      }
    }
  };
  crew.done = Promise.all(Array.from({ length: lanes }, (_, i) => lane(i))).then(() => undefined);
  return crew;
}
