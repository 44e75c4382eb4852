/** Colyseus' WebSocket transport, its pings spread over the interval (see heartbeat.ts). */
import { WebSocketTransport } from '@colyseus/ws-transport';
import { Heartbeat, type HeartbeatSocket } from './heartbeat.js';

export class SpreadPingTransport extends WebSocketTransport {
  protected override autoTerminateUnresponsiveClients(pingInterval: number, pingMaxRetries: number): void {
    const heartbeat = new Heartbeat(
      () => this.wss.clients as unknown as Iterable<HeartbeatSocket>,
      pingMaxRetries,
    );
    // The transport clears this timer when the server closes.
    this.pingInterval = heartbeat.start(pingInterval);
  }
}
