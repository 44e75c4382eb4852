/**
 * Worker thread of `pnpm bench:restart`: polls a URL every `everyMs` on its own event loop (so the
 * rejoining clients' work cannot delay it) and reports, when told to stop, the time of the
 * first answer of each status and the longest gap between two answers. With `untilStatus`
 * it stops polling at the first answer of that status (the server's work on the polls is then
 * not counted against it). Plain JavaScript: a worker thread does not get the tsx loader on
 * Node 20.
 */
import { parentPort, workerData } from 'node:worker_threads';

/** @type {{ url: string, everyMs: number, untilStatus?: number }} */
const { url, everyMs, untilStatus } = workerData;
/** @type {Record<string, number>} */
const firstByStatus = {};
/** @type {number | null} */
let lastAnswer = null;
let longestGapMs = 0;
let stopped = false;
/** @type {() => void} */
let onStop = () => {};
const stop = new Promise((resolve) => {
  onStop = () => resolve(undefined);
});

parentPort?.on('message', () => {
  stopped = true;
  onStop();
});

while (!stopped && !(untilStatus !== undefined && firstByStatus[untilStatus] !== undefined)) {
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
await stop;
parentPort?.postMessage({ firstByStatus, longestGapMs });
