/**
 * The spies game's pace with bots (issue 32): a room full of bots at the server's own pace
 * settings (BOT_PAUSE_MS, SPY_WINDOW_MS as configured, defaults otherwise), started by a host who
 * watches; prints how long after the start the first turn began, and how long each of the first
 * turns took. Run: pnpm bench:pace [spies]
 */
import { readConfig } from '../src/config.js';
import { startTestServer } from '../test/support/server.js';
import { ready, spiesRoom, startGame } from '../test/support/spies.js';
import { waitUntil } from '../test/support/wait.js';

const spies = Number(process.argv[2] ?? 2);
const { botPauseMs, spyWindowMs } = readConfig(process.env);
const t = await startTestServer({ botPauseMs, spyWindowMs });
try {
  const host = await spiesRoom(t, spies, { hostBot: 'on' });
  await ready(host);
  const started = Date.now();
  await startGame(host);
  await waitUntil(() => host.last?.view.stage === 'spies', 'the first turn', 120_000);
  const firstTurn = Date.now() - started;
  const turns: number[] = [];
  let from = Date.now();
  for (let turn = 2; turn <= 4; turn++) {
    await waitUntil(
      () => (host.last?.view.turn ?? 0) >= turn || host.last?.view.stage === 'over',
      `turn ${turn}`,
      180_000,
    );
    turns.push(Date.now() - from);
    from = Date.now();
    if (host.last?.view.stage === 'over') break;
  }
  console.log(
    JSON.stringify({
      spies,
      botPauseMs: t.config.botPauseMs,
      spyWindowMs: t.config.spyWindowMs,
      firstTurnStartsAfterMs: firstTurn,
      roundMs: turns,
    }),
  );
  await host.leave();
} finally {
  await t.close();
}
