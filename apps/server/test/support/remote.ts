/** A game server reached at an address (a container, a proxy), for the helpers that take a TestServer. */
import { Client } from 'colyseus.js';
import type { TestServer } from './server.js';

/**
 * `endpoints` are tried in turn by each new client: two endpoints put the host's requests on
 * the first and the guest's on the second (two processes behind one proxy).
 */
export function remoteServer(...endpoints: string[]): TestServer {
  let next = 0;
  return {
    client: () => new Client(endpoints[next++ % endpoints.length]!),
  } as TestServer;
}

/** The websocket URL a joined room is connected to (which process a proxy sent it to). */
export function socketUrl(room: { connection: { transport: unknown } }): string {
  return (room.connection.transport as { ws?: { url?: string } }).ws?.url ?? '';
}
