/**
 * The spies game's pace with bots (issue 32): a room full of bots at the server's own pace
 * settings (BOT_PAUSE_MS, SPY_WINDOW_MS as configured, defaults otherwise), started by a host who
 * watches; prints how long after the start the first turn began, and how long each of the first
 * rounds took, and within each how long the bot security's turn (the spies' wait, capped by
 * BOT_TURN_MS) and the spies' turn (their windows, A-R15.8) took. Run: pnpm bench:pace [spies]
 */
import { readConfig } from '../src/config.js';
import { startTestServer } from '../test/support/server.js';
import { ready, spiesRoom, startGame } from '../test/support/spies.js';
import { waitUntil } from '../test/support/wait.js';

const spies = Number(process.argv[2] ?? 2);
const { botPauseMs, botTurnMs, spyWindowMs } = readConfig(process.env);
const t = await startTestServer({ botPauseMs, botTurnMs, spyWindowMs });
try {
  const host = await spiesRoom(t, spies, { hostBot: 'on' });
  await ready(host);
  const started = Date.now();
  await startGame(host);
  await waitUntil(() => host.last?.view.stage === 'spies', 'the first turn', 120_000);
  const firstTurn = Date.now() - started;
  const turns: number[] = [];
  const securityTurns: number[] = [];
  const spiesTurns: number[] = [];
  let from = Date.now();
  const over = () => host.last?.view.stage === 'over';
  for (let turn = 2; turn <= 4; turn++) {
    await waitUntil(
      () => host.last?.view.stage === 'security' || over(),
      `security's turn ${turn - 1}`,
      180_000,
    );
    const securityFrom = Date.now();
    spiesTurns.push(securityFrom - from);
    await waitUntil(() => (host.last?.view.turn ?? 0) >= turn || over(), `turn ${turn}`, 180_000);
    securityTurns.push(Date.now() - securityFrom);
    turns.push(Date.now() - from);
    from = Date.now();
    if (over()) break;
  }
  console.log(
    JSON.stringify({
      spies,
      botPauseMs: t.config.botPauseMs,
      botTurnMs: t.config.botTurnMs,
      spyWindowMs: t.config.spyWindowMs,
      firstTurnStartsAfterMs: firstTurn,
      roundMs: turns,
      spiesTurnMs: spiesTurns,
      securityTurnMs: securityTurns,
    }),
  );
  await host.leave();
} finally {
  await t.close();
}
