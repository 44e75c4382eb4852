/**
 * Rooms of `pnpm bench:load`, set up through real matchmaking with colyseus.js clients:
 * four-seat heists by the lobby messages (loadLobby.ts: create, join by code, pick characters,
 * ready; then start), and four-client echo rooms. Once a room is set
 * up, colyseus.js stops reading its sockets: each frame goes to a light reader (loadWire.ts)
 * that counts it and picks out only the legal actions of the client's seat.
 */
import path from 'node:path';
import type { Action } from '@safecrackers/rules';
import { Client, type Room } from 'colyseus.js';
import { serverDir } from './benchProcess.js';
import { readyLobby } from './loadLobby.js';
import type { FrameReader, ProtocolName, Reading } from './loadWire.js';

/** The room type of echoServer.ts. */
const ECHO_ROOM = 'echo';

export interface BenchClient {
  seat: number;
  room: BenchRoom;
  /** The client's version of the game (heist rooms) and its seat's legal actions at it. */
  version: number;
  legal: Action[];
  send(type: string, payload: unknown): void;
  close(): void;
}

export interface BenchRoom {
  slot: number;
  clients: BenchClient[];
  /** The action in flight: who sent it, when, and whether it is counted. */
  pending: { by: BenchClient; at: number; measured: boolean } | null;
  /** Ticks in a row without any seat that may act (the game ended). */
  idleTicks: number;
  /** The game ended: the room is out of the loop until its slot holds a new one. */
  retired: boolean;
}

/** What the pacing loop needs from each frame: it gets every frame of every client. */
export type FrameSink = (client: BenchClient, frame: Uint8Array, reading: Reading) => void;

interface Support {
  messageFor(action: Action, seat: number): { type: string; payload: unknown };
}

/** The test support of the measured checkout (its `messageFor`: that checkout's input messages). */
export async function loadSupport(): Promise<Support> {
  const support = path.join(serverDir, 'apps/server/test/support');
  return (await import(path.join(support, 'heist.ts'))) as Support;
}

/** Which heist protocol the measured checkout speaks: BENCH_PROTOCOL, else from its message names. */
export async function heistProtocol(): Promise<ProtocolName> {
  const forced = process.env.BENCH_PROTOCOL;
  if (forced === 'update' || forced === 'legal') return forced;
  const wire = (await import(path.join(serverDir, 'packages/protocol/src/wire.ts'))) as {
    ServerMessage: Record<string, string>;
  };
  return wire.ServerMessage.update ? 'update' : 'legal';
}

interface WebSocketLike {
  binaryType: string;
  removeAllListeners(event: string): void;
  on(event: 'message', listener: (data: Buffer) => void): void;
  once(event: 'close', listener: () => void): void;
  terminate(): void;
}

/** Sockets of set-up rooms that closed without the bench closing them (the server dropped them). */
export const dropped = { sockets: 0 };

/** Takes a set-up colyseus.js room away from colyseus.js: frames go to `read` and `sink`. */
function takeOver(
  room: Room,
  client: BenchClient,
  read: FrameReader,
  sink: FrameSink,
): Pick<BenchClient, 'send' | 'close'> {
  const ws = (room.connection.transport as unknown as { ws: WebSocketLike }).ws;
  ws.removeAllListeners('message');
  ws.binaryType = 'nodebuffer';
  ws.on('message', (data) => {
    const reading = read(data, client.seat);
    if (reading.version !== undefined && reading.version >= client.version) {
      client.version = reading.version;
      if (reading.legal) client.legal = reading.legal;
    }
    sink(client, data, reading);
  });
  let closing = false;
  ws.once('close', () => {
    if (!closing) dropped.sockets++;
  });
  room.removeAllListeners();
  // The decoded state is no longer read: let it go (a heist's state at 10,000 clients adds up).
  (room as unknown as { serializer: unknown }).serializer = { getState: () => ({}), teardown() {} };
  const close = () => {
    closing = true;
    ws.terminate();
  };
  return { send: (type, payload) => room.send(type, payload), close };
}

function benchRoom(slot: number): BenchRoom {
  return { slot, clients: [], pending: null, idleTicks: 0, retired: false };
}

function addClient(room: BenchRoom, seat: number, legal: Action[], version: number): BenchClient {
  const client: BenchClient = {
    seat,
    room,
    version,
    legal,
    send: () => {},
    close: () => {},
  };
  room.clients.push(client);
  return client;
}

/** A started four-seat heist in `slot`: the players' sockets read by `read` from the start on. */
export async function setUpHeist(
  url: string,
  slot: number,
  read: FrameReader,
  sink: FrameSink,
): Promise<BenchRoom> {
  const players = await readyLobby(url, { scenario: process.env.BENCH_SCENARIO ?? 'bank' });
  const room = benchRoom(slot);
  for (const player of players) {
    const client = addClient(room, player.seat, [], -1);
    Object.assign(client, takeOver(player.room, client, read, sink));
  }
  // From here on only the light readers see the game: its first legal actions included.
  room.clients[0]!.send('lobby/start', {});
  const deadline = performance.now() + 120_000;
  while (!room.clients.some((c) => c.legal.length > 0)) {
    if (performance.now() > deadline) throw new Error(`heist ${slot} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return room;
}

/** An echo room of four clients in `slot`; the first one acts. */
export async function setUpEcho(
  url: string,
  slot: number,
  read: FrameReader,
  sink: FrameSink,
): Promise<BenchRoom> {
  const host = await new Client(url).create(ECHO_ROOM);
  const rooms = [host];
  for (let i = 1; i < 4; i++) rooms.push(await new Client(url).joinById(host.roomId));
  const room = benchRoom(slot);
  for (const [seat, r] of rooms.entries()) {
    const client = addClient(room, seat, [], 0);
    Object.assign(client, takeOver(r, client, read, sink));
  }
  return room;
}

/** `make()`, tried again (up to 3 times) when the server refuses or resets a connection under load. */
export async function withRetries<T>(make: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await make();
    } catch (error) {
      if (attempt >= 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
}

/** Runs `make(slot)` for slots 0..count-1, `parallel` at a time. */
export async function setUpMany<T>(
  count: number,
  parallel: number,
  make: (slot: number) => Promise<T>,
): Promise<T[]> {
  const out: T[] = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const slot = next++;
      out[slot] = await withRetries(() => make(slot));
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, count) }, worker));
  return out;
}
