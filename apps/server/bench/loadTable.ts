/** The table `pnpm bench:load` prints: one row per echo/heist pair of runs, then their medians. */
import type { RunStats } from './loadRun.js';

export interface PairRow {
  rooms: number;
  rate: number;
  label: string;
  echo: RunStats;
  heist: RunStats;
  /** Resident memory added by setting the rooms up, per room, in bytes. */
  echoRssPerRoom: number;
  heistRssPerRoom: number;
}

export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

const median = (values: number[]) => quantile(values, 0.5);
const perAction = (stats: RunStats, value: number) =>
  stats.accepted > 0 ? value / stats.accepted : Number.NaN;

/** The figures of one pair of runs, by column. */
function figures(row: PairRow): number[] {
  const { echo, heist } = row;
  const e = [0.5, 0.95, 0.99].map((q) => quantile(echo.latenciesMs, q));
  const h = [0.5, 0.95, 0.99].map((q) => quantile(heist.latenciesMs, q));
  const echoCpu = perAction(echo, echo.serverCpuMs);
  const heistCpu = perAction(heist, heist.serverCpuMs);
  return [
    ...e,
    ...h,
    h[2]! / e[2]!,
    echoCpu,
    heistCpu,
    heistCpu / echoCpu,
    perAction(heist, heist.frames),
    perAction(heist, heist.bytes),
    row.echoRssPerRoom / 2 ** 20,
    row.heistRssPerRoom / 2 ** 20,
    heist.refused,
    heist.lost,
    heist.late,
    heist.ended,
    (heist.accepted * 1000) / heist.windowMs,
    Math.max(echo.generatorCpuShare, heist.generatorCpuShare) * 100,
  ];
}

const HEADER = [
  'rooms',
  'rate/s',
  'run',
  'echo p50',
  'echo p95',
  'echo p99',
  'heist p50',
  'heist p95',
  'heist p99',
  'p99 ×',
  'echo CPU ms/msg',
  'heist CPU ms/msg',
  'CPU ×',
  'frames/action',
  'bytes/action',
  'echo RSS MB/room',
  'heist RSS MB/room',
  'refused',
  'lost',
  'late',
  'ended',
  'heist actions/s',
  'generator CPU %',
];
const DECIMALS = [2, 2, 2, 2, 2, 2, 1, 3, 3, 1, 1, 0, 3, 3, 0, 0, 0, 0, 0, 0];

const cells = (values: number[]) => values.map((v, i) => (Number.isFinite(v) ? v.toFixed(DECIMALS[i]) : '-'));
const line = (parts: string[]) => `| ${parts.join(' | ')} |`;

/** The markdown table of some pairs of runs (all of one room count) and their medians. */
export function table(rows: PairRow[], withHeader: boolean): string {
  const out: string[] = [];
  if (withHeader) {
    out.push(line(HEADER));
    out.push(line(HEADER.map(() => '---')));
  }
  const all = rows.map(figures);
  for (const [i, row] of rows.entries())
    out.push(line([String(row.rooms), String(row.rate), row.label, ...cells(all[i]!)]));
  if (rows.length > 1) {
    const medians = all[0]!.map((_, column) => median(all.map((f) => f[column]!)));
    out.push(line([`**${rows[0]!.rooms}**`, String(rows[0]!.rate), '**median**', ...cells(medians)]));
  }
  return out.join('\n');
}
