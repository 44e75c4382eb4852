/**
 * What the measured server's /metrics say about one heist run, to tell where its latency goes:
 * the storage append (group commit and the flush to the disk), the whole input → broadcast,
 * garbage collection and the longest event-loop delay. Read before and after the run.
 */
import { buckets, sample, scrape } from '../test/support/metrics.js';
import { BENCH_METRICS_TOKEN } from './benchProcess.js';

type Histogram = { buckets: Array<[le: number, count: number]>; sum: number; count: number };

export interface ServerSample {
  append: Histogram;
  broadcast: Histogram;
  gcSeconds: Record<string, number>;
  /** Longest event-loop delay since the last scrape (prom-client resets it on each). */
  lagMaxMs: number;
}

const GC_KINDS = ['minor', 'major', 'incremental', 'weakcb'];

function histogram(text: string, name: string, labels: Record<string, string> = {}): Histogram {
  return {
    buckets: buckets(text, name, labels),
    sum: sample(text, `${name}_sum`, labels) ?? 0,
    count: sample(text, `${name}_count`, labels) ?? 0,
  };
}

export async function serverSample(httpUrl: string): Promise<ServerSample> {
  const text = await scrape(httpUrl, BENCH_METRICS_TOKEN);
  const gcSeconds: Record<string, number> = {};
  for (const kind of GC_KINDS)
    gcSeconds[kind] = sample(text, 'nodejs_gc_duration_seconds_sum', { kind }) ?? 0;
  return {
    append: histogram(text, 'safecrackers_storage_write_seconds', { op: 'append' }),
    broadcast: histogram(text, 'safecrackers_input_broadcast_seconds'),
    gcSeconds,
    lagMaxMs: (sample(text, 'nodejs_eventloop_lag_max_seconds') ?? Number.NaN) * 1000,
  };
}

/** The upper bound (ms) of the bucket holding quantile q of what was observed between two reads. */
function quantileBound(before: Histogram, after: Histogram, q: number): string {
  const total = after.count - before.count;
  if (total <= 0) return '-';
  for (let i = 0; i < after.buckets.length; i++) {
    const [le, count] = after.buckets[i]!;
    if (count - (before.buckets[i]?.[1] ?? 0) >= q * total)
      return le === Number.POSITIVE_INFINITY ? '>max' : `≤${le * 1000}`;
  }
  return '-';
}

/** One line for the run between two samples. */
export function describeRun(before: ServerSample, after: ServerSample, seconds: number): string {
  const mean = (h: 'append' | 'broadcast') => {
    const n = after[h].count - before[h].count;
    return n > 0 ? (((after[h].sum - before[h].sum) / n) * 1000).toFixed(1) : '-';
  };
  const gc = GC_KINDS.map(
    (kind) => `${kind} ${(((after.gcSeconds[kind]! - before.gcSeconds[kind]!) * 1000) / seconds).toFixed(0)}`,
  ).join(', ');
  return (
    `  server: append mean ${mean('append')} ms, p50 ${quantileBound(before.append, after.append, 0.5)}, ` +
    `p99 ${quantileBound(before.append, after.append, 0.99)} ms; input → broadcast mean ${mean('broadcast')} ms, ` +
    `p99 ${quantileBound(before.broadcast, after.broadcast, 0.99)} ms; GC ms/s: ${gc}; ` +
    `longest loop delay ${after.lagMaxMs.toFixed(0)} ms`
  );
}
