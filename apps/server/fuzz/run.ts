/**
 * One fuzz run: the real server in a child process, honest bot games in lanes, and attackers
 * of every kind around them until the time or the message budget is spent. The report says
 * what was sent, what the server answered, and every way the run failed: the process ended,
 * an error line was logged, an honest game's stored log differs from what its bots did or does
 * not replay to where it ended, or memory grew beyond the bound once everything settled.
 */

import { isDeepStrictEqual } from 'node:util';
import { replay, stateHash } from '@safecrackers/rules';
import { heistGame } from '../src/games/heist/heistRoom.js';
import { readRecord } from '../src/platform/gameRecord.js';
import { SqliteStorage } from '../src/storage/sqlite.js';
import { type Arena, ATTACKERS, type Attacker } from './attackers.js';
import { startCrew } from './crew.js';
import { Picker } from './pick.js';
import { Tally } from './tally.js';
import { startTarget } from './target.js';

export interface FuzzOptions {
  seed: string;
  /** Stop after this long (ms)... */
  durationMs: number;
  /** ...or after this many messages, frames and requests, whichever comes first. */
  maxMessages: number;
  /** Attacker sessions running at once. */
  concurrency: number;
  /** Honest heists played at once. */
  lanes: number;
  /** Allowed growth of the server's resident memory, after the run settles. */
  rssBoundBytes: number;
  onProgress?(line: string): void;
}

export interface FuzzReport {
  seed: string;
  durationMs: number;
  tally: Tally;
  honestGames: number;
  finishedGames: number;
  rss: { before: number; peak: number; after: number };
  /** Log lines by message, of the server. */
  serverLines: Map<string, number>;
  /** Everything that makes the run a failure; empty when it passed. */
  failures: string[];
}

const SETTLE_SECONDS = 2;
const SESSION_MS = 20_000;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Code guessing from one address, past the per-address budget (JOINS_PER_MINUTE, 30 by
 * default): the limit must answer, whatever pace the random attackers reach on a slow machine.
 */
async function probeJoinLimit(arena: Arena): Promise<void> {
  for (let i = 0; i < 40; i++) {
    arena.tally.count('http');
    const response = await fetch(`${arena.httpUrl}/matchmake/joinById/ZZZZZ${i % 10}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '198.51.100.7' },
      body: JSON.stringify({ name: 'Guesser' }),
    }).catch(() => null);
    arena.tally.answer(`http ${response?.status ?? 'no answer'}`);
    await response?.body?.cancel();
  }
}

export async function runFuzz(options: FuzzOptions): Promise<FuzzReport> {
  const pick = new Picker(options.seed);
  const target = await startTarget(
    {
      // Attackers and honest players speak from addresses of their own through "a proxy".
      TRUST_PROXY: '127.0.0.1',
      // Settle fast after the run, so that what is left in memory is what leaked.
      EMPTY_ROOM_SECONDS: String(SETTLE_SECONDS),
      IDLE_ROOM_SECONDS: String(SETTLE_SECONDS),
      RECONNECT_SECONDS: String(SETTLE_SECONDS),
    },
    (line) => line.msg === 'heist over',
  );
  const failures: string[] = [];
  const tally = new Tally();
  const started = Date.now();
  await pause(500);
  const rss = { before: target.rssBytes(), peak: 0, after: 0 };
  const sampler = setInterval(() => {
    rss.peak = Math.max(rss.peak, target.rssBytes());
  }, 250);

  const stopped = () =>
    Date.now() - started >= options.durationMs || tally.total >= options.maxMessages || target.exit !== null;
  const crew = startCrew(target.wsUrl, options.lanes, stopped, pick.fork('crew'));
  const addresses = Array.from({ length: 256 }, (_, i) => `203.0.${i >> 4}.${i & 15}`);
  const arena: Arena = {
    httpUrl: target.httpUrl,
    wsUrl: target.wsUrl,
    port: target.port,
    liveCodes: () => [...crew.live],
    address: (p) => p.one(addresses),
    budget: () => (stopped() ? 0 : options.maxMessages - tally.total),
    tally,
  };
  const weighted = ATTACKERS.flatMap(([attacker, weight]) => Array<Attacker>(weight).fill(attacker));
  let sessions = 0;
  const worker = async (index: number) => {
    const workerPick = pick.fork(`worker${index}`);
    while (!stopped()) {
      const attacker = workerPick.one(weighted);
      const session = attacker(arena, workerPick.fork(`session${sessions++}`)).catch((error: Error) =>
        tally.note(`${attacker.name} threw: ${error.message.slice(0, 60)}`),
      );
      // A session still waiting after this long is waiting on the server: that is worth knowing.
      const timedOut = await Promise.race([session.then(() => false), pause(SESSION_MS).then(() => true)]);
      if (timedOut) tally.note(`${attacker.name} still waiting after ${SESSION_MS / 1000} s`);
    }
  };
  const progress = setInterval(() => {
    options.onProgress?.(
      `${Math.round((Date.now() - started) / 1000)} s: ${tally.total} sent, ${crew.played.length} honest games, rss ${mb(target.rssBytes())}`,
    );
  }, 10_000);
  await Promise.all([
    probeJoinLimit(arena),
    ...Array.from({ length: options.concurrency }, (_, i) => worker(i)),
  ]);
  clearInterval(progress);
  await Promise.race([crew.done, pause(30_000)]);
  const durationMs = Date.now() - started;

  // Let reconnection windows close and empty rooms leave memory, then measure.
  await pause((SETTLE_SECONDS * 3 + 2) * 1000);
  clearInterval(sampler);
  rss.after = target.rssBytes();

  if (target.exit) failures.push(`the server process ended: ${JSON.stringify(target.exit)}`);
  else {
    const health = await fetch(`${target.httpUrl}/healthz`).catch(() => null);
    if (health?.status !== 200) failures.push(`/healthz answered ${health?.status ?? 'nothing'}`);
  }
  for (const line of target.errors) failures.push(`error line: ${JSON.stringify(line).slice(0, 400)}`);
  failures.push(...crew.failures);
  if (crew.played.length === 0) failures.push('no honest game was played');
  failures.push(...(await verifyHonestGames(target.dataDir, crew.played, target.kept)));
  for (const [note, n] of tally.notes) if (note.includes('still waiting')) failures.push(`${n} × ${note}`);
  if (rss.after - rss.before > options.rssBoundBytes)
    failures.push(`resident memory grew by ${mb(rss.after - rss.before)}, over ${mb(options.rssBoundBytes)}`);

  await target.stop();
  if (target.exit && target.exit.code !== 0 && failures.length === 0)
    failures.push(`the server did not stop cleanly: ${JSON.stringify(target.exit)}`);
  return {
    seed: options.seed,
    durationMs,
    tally,
    honestGames: crew.played.length,
    finishedGames: crew.played.filter((g) => g.outcome !== 'playing').length,
    rss,
    serverLines: target.counts,
    failures,
  };
}

/** Each honest heist's stored log is exactly its bots' inputs and replays to where it ended. */
async function verifyHonestGames(
  dataDir: string,
  played: ReturnType<typeof startCrew>['played'],
  ends: ReadonlyArray<Record<string, unknown>>,
): Promise<string[]> {
  const problems: string[] = [];
  const storage = new SqliteStorage(dataDir);
  try {
    for (const game of played) {
      const stored = await storage.load(game.code);
      if (!stored?.setup) {
        problems.push(`${game.code}: not in storage`);
        continue;
      }
      if (!isDeepStrictEqual(stored.log, game.log)) {
        problems.push(
          `${game.code}: stored log (${stored.log.length}) is not what its bots did (${game.log.length})`,
        );
        continue;
      }
      if (game.outcome === 'playing') continue;
      const end = ends.find((line) => line.room === game.code);
      const record = readRecord(heistGame, stored);
      const hash = stateHash(replay(record.setup, record.log));
      if (!end || end.stateHash !== hash)
        problems.push(`${game.code}: replay hash ${hash} ≠ ${end?.stateHash}`);
    }
  } finally {
    await storage.close();
  }
  return problems;
}

export function mb(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
