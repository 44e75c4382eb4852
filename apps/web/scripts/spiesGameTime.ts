/**
 * How long a spies game against bots takes in a browser, from "Create" to the end screen
 * (issue 32), at the server's own pace settings (BOT_PAUSE_MS, BOT_TURN_MS and SPY_WINDOW_MS as
 * the environment sets them, the production defaults otherwise): a player creates a game on a
 * desktop, puts the bot on the spy's seat, starts, and hands its own seat (security) to the bot
 * at once. Prints the figures and keeps a screenshot of the end screen in test-results/.
 * Run: pnpm bench:spies-game [seed]
 */
import path from 'node:path';
import { DESKTOP, launch } from '../e2e/support/browser.js';
import { ensureBuilt } from '../e2e/support/build.js';
import { startServer } from '../e2e/support/server.js';

const seed = process.argv[2] ?? 'spies-game-time';
const passed: Record<string, string> = {};
for (const name of ['BOT_PAUSE_MS', 'BOT_TURN_MS', 'SPY_WINDOW_MS'])
  if (process.env[name]) passed[name] = process.env[name]!;

await ensureBuilt();
const server = await startServer({ TEST_SEED: seed, ...passed });
const browser = await launch();
try {
  const page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  await page.goto(server.url);
  await page.getByTestId('name').fill('Sol');
  const created = Date.now();
  await page.getByTestId('create-spies').click();
  await page.getByTestId('add-bot-1').click();
  await page.getByTestId('spies-ready').click();
  await page.getByTestId('start-reasons').waitFor({ state: 'detached' });
  await page.getByTestId('spies-start').click();
  const started = Date.now();
  await page.getByTestId('guide-skip').click();
  await page.getByTestId('spies-bot-on').click();
  await page.getByTestId('spies-over').waitFor({ timeout: 30 * 60_000 });
  const ended = Date.now();
  const outcome = await page.getByTestId('spies-over').textContent();
  const turn = await page.getByTestId('spies-turn').textContent();
  await page.screenshot({ path: path.resolve(import.meta.dirname, '../test-results/spies-game-end.png') });
  console.log(
    JSON.stringify({
      seed,
      settings: Object.keys(passed).length > 0 ? passed : 'production defaults',
      createToStartMs: started - created,
      createToEndScreenMs: ended - created,
      endedAt: turn,
      outcome,
    }),
  );
} finally {
  await browser.close();
  await server.stop();
}
