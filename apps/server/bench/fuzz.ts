/**
 * `pnpm bench:fuzz [messages] [seed]`: the fuzz harness of `pnpm test`, scaled up (a million
 * messages by default). Prints what was sent, what each limit refused, the honest games,
 * memory before, at peak and after, and every failure; exits 1 when the run failed.
 */
import { mb, runFuzz } from '../fuzz/run.js';

const messages = Number(process.argv[2] ?? 1_000_000);
const seed = process.argv[3] ?? 'bench-fuzz';
const report = await runFuzz({
  seed,
  durationMs: 60 * 60 * 1000,
  maxMessages: messages,
  concurrency: 16,
  lanes: 2,
  rssBoundBytes: 256 * 1024 * 1024,
  onProgress: (line) => console.log(line),
});

const sorted = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]);
console.log(`\nfuzz run, seed ${report.seed}: ${(report.durationMs / 1000).toFixed(0)} s`);
console.log(
  `sent: ${report.tally.total} (${(report.tally.total / (report.durationMs / 1000)).toFixed(0)}/s)`,
);
for (const [kind, n] of sorted(report.tally.sent)) console.log(`  ${kind.padEnd(12)} ${n}`);
console.log('answers:');
for (const [what, n] of sorted(report.tally.answers)) console.log(`  ${what.padEnd(56)} ${n}`);
console.log('notes (attackers):');
for (const [what, n] of sorted(report.tally.notes)) console.log(`  ${what.padEnd(56)} ${n}`);
console.log(
  `honest games: ${report.honestGames} (${report.finishedGames} finished), state changes by others: ${report.failures.filter((f) => f.includes('stored log')).length}`,
);
console.log(
  `rss: before ${mb(report.rss.before)}, peak ${mb(report.rss.peak)}, after ${mb(report.rss.after)}`,
);
console.log(`crashes: ${report.failures.filter((f) => f.startsWith('the server process ended')).length}`);
console.log('server log lines:');
for (const [msg, n] of sorted(report.serverLines).slice(0, 20)) console.log(`  ${msg.padEnd(56)} ${n}`);
if (report.failures.length > 0) {
  console.log(`\nFAILED (${report.failures.length}):`);
  for (const failure of report.failures.slice(0, 50)) console.log(`  ${failure}`);
  process.exit(1);
}
console.log('\npassed');
