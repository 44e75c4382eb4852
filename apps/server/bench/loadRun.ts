/**
 * One measured run of `pnpm bench:load`: each room's acting seat sends one action every
 * 1/rate seconds, rooms staggered evenly over the interval, one action in flight per room.
 * Latency runs from the send to the first frame at the acting client carrying the result.
 * Server CPU (from /proc) and frames are counted over the measured window only.
 */
import type { Random } from '@safecrackers/bots';
import type { Action } from '@safecrackers/rules';
import { cpuMs } from './benchProcess.js';
import type { BenchClient, BenchRoom } from './loadRooms.js';
import type { Reading } from './loadWire.js';

export interface RunStats {
  latenciesMs: number[];
  accepted: number;
  refused: number;
  /** Sends skipped because the room's last action had no answer yet a whole interval later. */
  late: number;
  /** Actions never answered (within the grace period after the window). */
  lost: number;
  /** Games that ended (their rooms are replaced). */
  ended: number;
  serverCpuMs: number;
  /** CPU of this load generator over the window, as a share of one core. */
  generatorCpuShare: number;
  frames: number;
  bytes: number;
  windowMs: number;
}

export interface Pacing {
  rate: number;
  warmUpMs: number;
  windowMs: number;
  /** What the acting client sends; `null` when no client of the room may act. */
  next(room: BenchRoom): { by: BenchClient; type: string; payload: unknown } | null;
  /** A room whose game ended (already retired): its slot of the array may get a new room. */
  onEnded(room: BenchRoom): void;
}

/** Receives every frame of the bench's clients (counts, timing); set per run. */
export class Meter {
  private stats: RunStats | null = null;
  measuring = false;

  begin(): RunStats {
    this.stats = {
      latenciesMs: [],
      accepted: 0,
      refused: 0,
      late: 0,
      lost: 0,
      ended: 0,
      serverCpuMs: 0,
      generatorCpuShare: 0,
      frames: 0,
      bytes: 0,
      windowMs: 0,
    };
    return this.stats;
  }

  frame(client: BenchClient, frame: Uint8Array, reading: Reading): void {
    const stats = this.stats;
    if (stats && this.measuring) {
      stats.frames++;
      stats.bytes += frame.byteLength;
    }
    const room = client.room;
    const pending = room.pending;
    if (!pending || pending.by !== client || !(reading.result || reading.error)) return;
    room.pending = null;
    if (!stats || !pending.measured) return;
    if (reading.error) stats.refused++;
    else {
      stats.accepted++;
      stats.latenciesMs.push(performance.now() - pending.at);
    }
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Paces `rooms` for one run (a slot of the array may get a new room meanwhile). */
export async function run(
  rooms: BenchRoom[],
  serverPid: number,
  meter: Meter,
  pacing: Pacing,
): Promise<RunStats> {
  const stats = meter.begin();
  const intervalMs = 1000 / pacing.rate;
  const start = performance.now() + 20;
  const stopAt = start + pacing.warmUpMs + pacing.windowMs;
  let sends = 0;
  let cpuAtStart = 0;
  let generatorAtStart = process.cpuUsage();

  const fire = (room: BenchRoom) => {
    if (room.retired) return;
    if (room.pending) {
      if (meter.measuring) stats.late++;
      return;
    }
    const next = pacing.next(room);
    if (!next) {
      if (++room.idleTicks >= 3) {
        room.retired = true;
        if (meter.measuring) stats.ended++;
        pacing.onEnded(room);
      }
      return;
    }
    room.idleTicks = 0;
    room.pending = { by: next.by, at: performance.now(), measured: meter.measuring };
    next.by.send(next.type, next.payload);
  };

  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      if (!meter.measuring && now >= start + pacing.warmUpMs && now < stopAt) {
        meter.measuring = true;
        cpuAtStart = cpuMs(serverPid);
        generatorAtStart = process.cpuUsage();
        stats.windowMs = now;
      }
      // Room k of n is due at start + (k / n) * interval, every interval.
      while (now < stopAt && rooms.length > 0 && start + (sends * intervalMs) / rooms.length <= now) {
        const room = rooms[sends % rooms.length]!;
        sends++;
        fire(room);
      }
      if (now >= stopAt) {
        meter.measuring = false;
        stats.serverCpuMs = cpuMs(serverPid) - cpuAtStart;
        stats.windowMs = now - stats.windowMs;
        const used = process.cpuUsage(generatorAtStart);
        stats.generatorCpuShare = (used.user + used.system) / 1000 / stats.windowMs;
        resolve();
        return;
      }
      setTimeout(tick, 1);
    };
    tick();
  });
  // Answers still on their way are counted; what has none after the grace period is lost.
  const graceEnd = performance.now() + 5_000;
  while (rooms.some((r) => r.pending?.measured) && performance.now() < graceEnd) await sleep(20);
  for (const room of rooms) {
    if (room.pending?.measured) stats.lost++;
    room.pending = null;
  }
  return stats;
}

/** The next action of a heist room: its seat with legal actions at the latest version. */
export function heistNext(
  room: BenchRoom,
  choose: (legal: readonly Action[]) => Action,
  messageFor: (action: Action, seat: number) => { type: string; payload: unknown },
): { by: BenchClient; type: string; payload: unknown } | null {
  let by: BenchClient | null = null;
  for (const client of room.clients)
    if (client.legal.length > 0 && (!by || client.version > by.version)) by = client;
  if (!by) return null;
  const { type, payload } = messageFor(choose(by.legal), by.seat);
  return { by, type, payload };
}

/** The echo room's message: the size and shape of a move. */
export function echoNext(room: BenchRoom): { by: BenchClient; type: string; payload: unknown } {
  const by = room.clients[0]!;
  return {
    by,
    type: 'action',
    payload: { seat: 0, action: { type: 'move', to: { floor: 0, row: 1, col: 2 } } },
  };
}

export type { Random };
