/** Heists with bot crewmates: a host fills seats with bots and plays its own seat through the network. */
import type { Bot } from '@safecrackers/bots';
import { type BotLevel, ClientMessage } from '@safecrackers/protocol';
import { messageFor } from './heist.js';
import { TestPlayer } from './player.js';
import type { TestServer } from './server.js';
import { seatView } from './view.js';
import { waitUntil } from './wait.js';

/** The host creates a heist of `1 + bots` seats, puts a bot of `level` in every seat but its own. */
export async function hostWithBots(
  t: Pick<TestServer, 'client'>,
  bots: number,
  level: BotLevel = 'expert',
  scenario: 'office' | 'bank' | 'fortknox' = 'office',
): Promise<TestPlayer> {
  const host = await TestPlayer.create(t.client(), { name: 'Solo' });
  const total = bots + 1;
  await host.sendAndWait(ClientMessage.seatCount, { count: total }, (s) => s.seats.length === total, 'seats');
  await host.sendAndWait(
    ClientMessage.configure,
    { scenario, stealth: 3 },
    (s) => s.config.scenario === scenario,
    'options',
  );
  await host.sendAndWait(
    ClientMessage.pickCharacter,
    { seat: 0, character: 'hawk' },
    (s) => s.seats[0]?.character === 'hawk',
    'hawk',
  );
  for (let seat = 1; seat < total; seat++)
    await host.sendAndWait(
      ClientMessage.addBot,
      { seat, level },
      (s) => s.seats[seat]?.bot === level,
      `bot ${seat}`,
    );
  return host;
}

/**
 * `player` plays its seats with `bot` (choosing among the legal actions it is sent) while the
 * room's bots play theirs, until the heist ends. Returns how many inputs the player made.
 */
export async function playAlongsideBots(player: TestPlayer, bot: Bot, timeoutMs = 120_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  let made = 0;
  for (;;) {
    if (Date.now() > deadline)
      throw new Error(`heist not over after ${timeoutMs} ms (version ${player.version})`);
    const game = player.state.game;
    if (game && game.phase !== 'playing' && game.phase !== 'setup') return made;
    const seat = player.seats.find((s) => player.legalNow(s).length > 0);
    const version = player.version;
    if (seat === undefined) {
      // A bot's turn (or our private data not caught up yet): wait for the next input.
      await waitUntil(
        () => player.version > version || player.seats.some((s) => player.legalNow(s).length > 0),
        'the bots to play',
        30_000,
      );
      continue;
    }
    const action = bot.choose(player.legalNow(seat), seatView(player, seat));
    const { type, payload } = messageFor(action, seat);
    const errors = player.errors.length;
    player.send(type, payload);
    await waitUntil(
      () => {
        const error = player.errors[errors];
        if (error)
          throw new Error(`offered ${JSON.stringify(action)} refused: ${error.code} ${error.message}`);
        return player.version > version;
      },
      'our input to be accepted',
      30_000,
    );
    made++;
  }
}
