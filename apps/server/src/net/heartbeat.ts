/**
 * Finds dead connections (a phone asleep, wifi gone: no close ever comes) as Colyseus' WebSocket
 * transport does: each connection is pinged once per interval, and one that left `maxMissed`
 * pings in a row unanswered is terminated. Colyseus pings every connection in one timer
 * callback: with 4,000 players that held the event loop for about 50 ms every 3 s, the longest
 * wait an action had behind anything. Here each round of `slices` ticks (one interval) takes the
 * connections as they are at its start and pings one slice of them per tick of interval /
 * slices: the same pings, in stalls a tenth as long. A connection opened during a round waits
 * for the next one, as it would for Colyseus' next ping.
 */

/** The part of a ws WebSocket (server side, with Colyseus' pong counter) a heartbeat uses. */
export interface HeartbeatSocket {
  /** Pings sent since the last pong (Colyseus' transport sets it back to 0 on each pong). */
  pingCount: number;
  ping(callback: (error?: Error) => void): void;
  terminate(): void;
}

const ignore = () => {};

export class Heartbeat {
  private round: HeartbeatSocket[] = [];
  private tick = 0;

  constructor(
    private readonly sockets: () => Iterable<HeartbeatSocket>,
    private readonly maxMissed: number,
    readonly slices = 10,
  ) {}

  /** Beats every interval / slices ms until the returned timer is cleared. */
  start(intervalMs: number): NodeJS.Timeout {
    const timer = setInterval(() => this.beat(), Math.max(1, Math.round(intervalMs / this.slices)));
    timer.unref();
    return timer;
  }

  /** One tick: the connections of this tick's slice are pinged, or dropped if they stopped answering. */
  beat(): void {
    if (this.tick === 0) this.round = [...this.sockets()];
    const size = Math.ceil(this.round.length / this.slices);
    const slice = this.round.slice(this.tick * size, (this.tick + 1) * size);
    this.tick = (this.tick + 1) % this.slices;
    for (const socket of slice) {
      if (socket.pingCount >= this.maxMissed) {
        socket.terminate();
        continue;
      }
      // A socket closed since the round began: ws hands the ping's error to the callback.
      socket.pingCount++;
      socket.ping(ignore);
    }
  }
}
