/**
 * Worker thread of `pnpm bench:restart`: polls a URL every 10 ms on its own event loop (so the
 * rejoining clients' work cannot delay it) and reports, when told to stop, the time of the
 * first answer of each status and the longest gap between two answers. Plain JavaScript: a
 * worker thread does not get the tsx loader on Node 20.
 */
import { parentPort, workerData } from 'node:worker_threads';

/** @type {{ url: string, everyMs: number }} */
const { url, everyMs } = workerData;
/** @type {Record<string, number>} */
const firstByStatus = {};
/** @type {number | null} */
let lastAnswer = null;
let longestGapMs = 0;
let stopped = false;

parentPort?.on('message', () => {
  stopped = true;
});

while (!stopped) {
  const sentAt = performance.now();
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
    await response.arrayBuffer();
    const at = performance.now();
    firstByStatus[response.status] ??= performance.timeOrigin + at;
    if (lastAnswer !== null) longestGapMs = Math.max(longestGapMs, at - lastAnswer);
    lastAnswer = at;
  } catch {
    // not listening yet
  }
  const wait = sentAt + everyMs - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}
parentPort?.postMessage({ firstByStatus, longestGapMs });
