/**
 * The load of `pnpm bench:soak`, in a process of its own so that it does not weigh on the
 * server's heap: lanes of two-seat bot heists, one after another, at a human-like pace, until
 * the time is up. Prints one JSON line per finished game and a last line when all lanes ended.
 */
import { RandomBot } from '@safecrackers/bots';
import type { ScenarioId } from '@safecrackers/rules';
import { Client } from 'colyseus.js';
import { playBots, startHeist } from '../test/support/heist.js';
import type { TestServer } from '../test/support/server.js';
import { waitDefaults } from '../test/support/wait.js';

const [url = '', minutes = '10', lanes = '30'] = process.argv.slice(2);
const until = Date.now() + Number(minutes) * 60_000;
const scenarios: ScenarioId[] = ['office', 'bank', 'fortknox'];
waitDefaults.timeoutMs = 30_000;
const server = { client: () => new Client(url) } as unknown as TestServer;

const say = (line: object) => process.stdout.write(`${JSON.stringify(line)}\n`);

async function lane(index: number): Promise<void> {
  for (let game = 0; Date.now() < until; game++) {
    try {
      const players = await startHeist(server, {
        seatsPerPlayer: [1, 1],
        scenario: scenarios[(index + game) % scenarios.length]!,
      });
      const result = await playBots(
        players,
        new RandomBot(`${index}:${game}`),
        2_000,
        () => new Promise((resolve) => setTimeout(resolve, 20)),
      );
      await Promise.all(players.map((p) => p.leave()));
      say({ game: true, inputs: result.inputs, outcome: result.outcome });
    } catch (error) {
      say({ failed: (error as Error).message });
    }
  }
}

await Promise.all(Array.from({ length: Number(lanes) }, (_, i) => lane(i)));
say({ done: true });
process.exit(0);
