/**
 * Finds dead connections (a phone asleep, wifi gone: no close ever comes) as Colyseus' WebSocket
 * transport does: each connection is pinged once per interval, and one that left `maxMissed`
 * pings in a row unanswered is terminated. Colyseus pings every connection in one timer
 * callback: with 4,000 players that held the event loop for about 50 ms every 3 s, the longest
 * wait an action had behind anything. Here the connections are dealt into `slices` groups and
 * one group is pinged per tick of interval / slices: the same pings, in stalls a tenth as long.
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
  private readonly slotOf = new WeakMap<HeartbeatSocket, number>();
  private nextSlot = 0;
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

  /** One tick: the connections of this tick's group are pinged, or dropped if they stopped answering. */
  beat(): void {
    const slice = this.tick;
    this.tick = (this.tick + 1) % this.slices;
    for (const socket of this.sockets()) {
      let slot = this.slotOf.get(socket);
      if (slot === undefined) {
        // Dealt in turn, so every group holds a tenth of the connections whatever their order.
        slot = this.nextSlot;
        this.nextSlot = (this.nextSlot + 1) % this.slices;
        this.slotOf.set(socket, slot);
      }
      if (slot !== slice) continue;
      if (socket.pingCount >= this.maxMissed) {
        socket.terminate();
        continue;
      }
      socket.pingCount++;
      socket.ping(ignore);
    }
  }
}
