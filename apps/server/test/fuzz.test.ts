/**
 * The fuzz harness in every test run (issue 9): about a minute of hostile messages, frames,
 * upgrades and HTTP requests of every kind, from a fixed seed, at the real server in a child
 * process while honest bot heists play on. It fails on any process exit, any error line, any
 * honest game whose stored log is not exactly its bots' inputs or does not replay to where it
 * ended, an attacker left waiting on the server, or memory grown past the bound.
 * `pnpm bench:fuzz` runs the same for a million messages.
 */
import { describe, expect, it } from 'vitest';
import { mb, runFuzz } from '../fuzz/run.js';

const RSS_BOUND_BYTES = 160 * 1024 * 1024;

describe('fuzz (issue 9)', () => {
  it('nothing a client sends ends the server, touches an honest heist or leaks memory', async () => {
    const report = await runFuzz({
      seed: 'ci-fuzz-1',
      durationMs: Number(process.env.FUZZ_SECONDS ?? 60) * 1000,
      maxMessages: Number.POSITIVE_INFINITY,
      concurrency: 12,
      lanes: 2,
      rssBoundBytes: RSS_BOUND_BYTES,
    });
    const summary = `${report.tally.total} sent; ${report.honestGames} honest games; rss ${mb(report.rss.before)} → peak ${mb(report.rss.peak)} → ${mb(report.rss.after)}`;
    expect(report.failures, summary).toEqual([]);
    // The run did what it says: thousands of hostile inputs, and the honest games played on.
    expect(report.tally.total, summary).toBeGreaterThan(5_000);
    expect(report.finishedGames, summary).toBeGreaterThanOrEqual(2);
    for (const code of ['input/unknown_message', 'input/bad_shape', 'input/rate_limited', 'input/too_large'])
      expect(report.tally.answers.get(`error ${code}`), code).toBeGreaterThan(0);
    expect(report.tally.answers.get('close 4290'), 'clients cut off for abuse').toBeGreaterThan(0);
    const limited = [...report.tally.answers].filter(
      ([what]) => what === 'http 429' || /too many/i.test(what),
    );
    expect(limited.length, 'matchmaking refused by the per-address limits').toBeGreaterThan(0);
  }, 240_000);
});
