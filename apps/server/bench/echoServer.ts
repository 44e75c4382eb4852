/**
 * The reference of `pnpm bench:load`: a bare Colyseus 0.16 server whose one room type only
 * echoes each message it gets to every client of its room. No state, no storage, no checks.
 * Run as its own process: `node --import tsx bench/echoServer.ts` with env PORT; prints
 * `listening PORT` once it accepts connections.
 */
import { type Client, Room, Server } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';

class EchoRoom extends Room {
  override maxClients = 4;
  override patchRate = 0;

  override onCreate(): void {
    this.onMessage('*', (_client: Client, type: string | number, message: unknown) => {
      this.broadcast(type, message);
    });
  }
}

const port = Number(process.env.PORT ?? 2568);
const server = new Server({ transport: new WebSocketTransport(), greet: false, gracefullyShutdown: false });
// The room name clients create: see ECHO_ROOM in loadRooms.ts.
server.define('echo', EchoRoom);
await server.listen(port, '127.0.0.1');
process.stdout.write(`listening ${port}\n`);
