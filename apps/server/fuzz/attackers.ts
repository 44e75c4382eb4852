/**
 * The attackers: each runs one short session against the target and counts what it sent and
 * what came back. None of them expects anything in particular: the run's checks are on the
 * server (alive, no error lines, honest games untouched, memory bounded).
 */
import net from 'node:net';
import { Protocol } from '@colyseus/core';
import { pack } from '@colyseus/msgpackr';
import { ROOM_NAME, ServerMessage } from '@safecrackers/protocol';
import type { Room } from 'colyseus.js';
import { WebSocket } from 'ws';
import { clientAt } from './crew.js';
import { hostileType, hostileValue, RESERVED_TYPES, wellFormedIntrusion } from './hostile.js';
import type { Picker } from './pick.js';
import type { Tally } from './tally.js';

export interface Arena {
  httpUrl: string;
  wsUrl: string;
  port: number;
  /** Heists honest players are playing now. */
  liveCodes(): string[];
  /** Addresses the attackers speak from (the target trusts 127.0.0.1 as a proxy). */
  address(pick: Picker): string;
  /** Messages still to send in this run; attackers stop early when it reaches 0. */
  budget(): number;
  tally: Tally;
}

export type Attacker = (arena: Arena, pick: Picker) => Promise<void>;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A room of the attacker's own, or a spectator seat in an honest heist (with forged tokens). */
async function enterRoom(arena: Arena, pick: Picker): Promise<Room | null> {
  const client = clientAt(arena.wsUrl, arena.address(pick));
  const live = arena.liveCodes();
  try {
    if (live.length > 0 && pick.chance(0.6)) {
      const forged = pick.chance(0.5)
        ? { seats: [{ seat: pick.int(4), token: 'A'.repeat(16 + pick.int(40)) }] }
        : {};
      arena.tally.count('join');
      return await client.joinById(pick.one(live), { name: `Spy ${pick.int(999)}`, ...forged });
    }
    arena.tally.count('create');
    return await client.create(ROOM_NAME, { name: `Mallory ${pick.int(999)}` });
  } catch (error) {
    arena.tally.answer(`join refused: ${String((error as Error).message).slice(0, 40)}`);
    return null;
  }
}

function listen(room: Room, arena: Arena): void {
  room.onMessage('*', (type, payload) => {
    if (type === ServerMessage.error) arena.tally.answer(`error ${(payload as { code: string }).code}`);
  });
  room.onLeave((code) => arena.tally.answer(`close ${code}`));
  room.onError((code) => arena.tally.answer(`room error ${code}`));
}

/** Hostile messages through a real colyseus.js client: wrong shapes, reserved names, bursts. */
export const messageAttacker: Attacker = async (arena, pick) => {
  const room = await enterRoom(arena, pick);
  if (!room) return;
  listen(room, arena);
  const count = 20 + pick.int(120);
  for (let i = 0; i < count && arena.budget() > 0 && room.connection.isOpen; i++) {
    const roll = pick.int(10);
    try {
      if (roll < 4) room.send(hostileType(pick), hostileValue(pick));
      else if (roll < 7) {
        const { type, payload } = wellFormedIntrusion(pick);
        room.send(type, payload);
      } else if (roll < 8) room.send(pick.one(RESERVED_TYPES), 'x'.repeat(50 + pick.int(400)));
      else if (roll < 9) room.send(hostileType(pick), 'big'.repeat(1000 + pick.int(2000)));
      else room.send(hostileType(pick));
    } catch {
      // colyseus.js refuses to encode some values (it throws before sending): nothing sent.
      arena.tally.note('client could not encode');
      continue;
    }
    arena.tally.count('message');
    // Mostly bursts: the rate limit and the cut-off are part of what is under test.
    if (pick.chance(0.2)) await pause(pick.int(30));
  }
  await pause(20);
  await leaveSomehow(room, pick);
};

/**
 * Leaves as a player might: saying goodbye or not, or just dropping the socket. colyseus.js'
 * `leave()` never settles on a connection the server already closed, so that is not waited on.
 */
async function leaveSomehow(room: Room, pick: Picker): Promise<void> {
  if (!room.connection.isOpen) return;
  if (pick.chance(0.3)) {
    room.connection.close();
    return;
  }
  await Promise.race([room.leave(pick.chance(0.7)).catch(() => undefined), pause(2_000)]);
}

/** Asks for a seat reservation over HTTP, the way colyseus.js does, from an address. */
async function reserve(arena: Arena, pick: Picker): Promise<string | null> {
  const live = arena.liveCodes();
  const joining = live.length > 0 && pick.chance(0.5);
  const path = joining ? `/matchmake/joinById/${pick.one(live)}` : `/matchmake/create/${ROOM_NAME}`;
  arena.tally.count('http');
  try {
    const response = await fetch(`${arena.httpUrl}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': arena.address(pick) },
      body: JSON.stringify({ name: 'Raw' }),
    });
    arena.tally.answer(`http ${response.status}`);
    const body = (await response.json()) as {
      sessionId?: string;
      room?: { roomId: string; processId: string };
    };
    if (!body.sessionId || !body.room) return null;
    return `${arena.wsUrl}/${body.room.processId}/${body.room.roomId}?sessionId=${body.sessionId}`;
  } catch {
    return null;
  }
}

/** Raw websocket frames on a reserved seat: garbage, wrong codes, oversized, text. */
export const frameAttacker: Attacker = async (arena, pick) => {
  const url = pick.chance(0.85) ? await reserve(arena, pick) : `${arena.wsUrl}/x/ZZZZZZ?sessionId=nope`;
  if (!url) return;
  const socket = new WebSocket(url);
  socket.on('error', () => arena.tally.note('ws error'));
  socket.on('close', (code) => arena.tally.answer(`close ${code}`));
  const opened = await new Promise<boolean>((resolve) => {
    socket.once('open', () => resolve(true));
    socket.once('error', () => resolve(false));
    socket.once('close', () => resolve(false));
  });
  if (!opened) return;
  if (pick.chance(0.8)) socket.send(new Uint8Array([Protocol.JOIN_ROOM]));
  const count = 10 + pick.int(80);
  for (let i = 0; i < count && arena.budget() > 0 && socket.readyState === WebSocket.OPEN; i++) {
    socket.send(rawFrame(pick), { binary: !pick.chance(0.05) });
    arena.tally.count('frame');
    if (pick.chance(0.1)) await pause(pick.int(20));
  }
  await pause(10);
  if (pick.chance(0.5)) socket.close();
  else socket.terminate();
};

function rawFrame(pick: Picker): Uint8Array {
  const type = pack(hostileType(pick));
  switch (pick.int(9)) {
    case 0:
      return pick.bytes(pick.int(64));
    case 1:
      return new Uint8Array([Protocol.ROOM_DATA, ...pick.bytes(1 + pick.int(40))]);
    case 2:
      return new Uint8Array([Protocol.ROOM_DATA, ...type, ...pick.bytes(pick.int(40))]);
    case 3:
      return new Uint8Array([Protocol.ROOM_DATA_BYTES, ...type, ...pick.bytes(pick.int(40))]);
    case 4:
      return new Uint8Array([Protocol.ROOM_DATA, ...type, ...safePack(hostileValue(pick))]);
    case 5:
      return new Uint8Array([pick.one([Protocol.JOIN_ROOM, Protocol.LEAVE_ROOM, Protocol.ERROR, 0, 255])]);
    case 6:
      return new Uint8Array(pick.chance(0.5) ? 70_000 : 5_000).fill(Protocol.ROOM_DATA);
    case 7:
      return new Uint8Array([Protocol.ROOM_DATA, 0xdb, 0xff, 0xff, 0xff, 0xff]);
    default:
      return new Uint8Array(0);
  }
}

function safePack(value: unknown): Uint8Array {
  try {
    return pack(value);
  } catch {
    return new Uint8Array([0xc1]);
  }
}

const HTTP_PATHS = [
  '/',
  '/r/ABCDEF',
  '/r/%00%ff',
  '/api/rooms/ABCDEF',
  '/api/rooms/%E0%A4%A',
  '/api/rooms/__proto__',
  '/api/rooms/constructor',
  '/healthz',
  '/readyz',
  '/../../etc/passwd',
  '/assets/..%2f..%2fpackage.json',
  '/matchmake',
  '/matchmake/create/heist',
  '/matchmake.create.heist',
  '/matchmake/joinOrCreate/heist',
  '/matchmake/join/heist',
  '/matchmake/joinById/ZZZZZZ',
  '/matchmake?/joinById/ZZZZZZ',
  '/matchmake/reconnect/ZZZZZZ',
  '/matchmake/__proto__/heist',
  '/matchmake/constructor/heist',
  '/x/matchmake/y',
];

/** HTTP requests of every spelling, method and body. */
export const httpAttacker: Attacker = async (arena, pick) => {
  const live = arena.liveCodes();
  const count = 5 + pick.int(20);
  for (let i = 0; i < count && arena.budget() > 0; i++) {
    let path = pick.one(HTTP_PATHS);
    if (live.length > 0 && pick.chance(0.2)) path = `/matchmake/joinById/${pick.one(live)}`;
    if (pick.chance(0.05)) path = `/${'a'.repeat(10_000 + pick.int(60_000))}`;
    const method = pick.one(['GET', 'POST', 'POST', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS']);
    const body =
      method === 'GET' || method === 'HEAD'
        ? undefined
        : pick.one([
            '{"name":"Eve"}',
            '{',
            'null',
            '[]',
            JSON.stringify({ name: 'x'.repeat(pick.int(20_000)) }),
            JSON.stringify({ name: 'Eve', seats: [{ seat: 0, token: 'B'.repeat(30) }] }),
            JSON.stringify({ restore: 'ABCDEF', restoreKey: 'guess' }),
            '{"__proto__":{"admin":true},"name":"Eve"}',
            'x'.repeat(200_000),
          ]);
    arena.tally.count('http');
    try {
      const response = await fetch(`${arena.httpUrl}${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': arena.address(pick) },
        ...(body === undefined ? {} : { body }),
      });
      await response.arrayBuffer();
      arena.tally.answer(`http ${response.status}`);
    } catch {
      arena.tally.note('http failed');
    }
  }
};

/** Raw TCP: garbage instead of HTTP, upgrades that go nowhere, frames no client would send. */
export const socketAttacker: Attacker = async (arena, pick) => {
  const socket = net.connect(arena.port, '127.0.0.1');
  socket.on('error', () => arena.tally.note('socket error'));
  socket.on('data', () => undefined);
  await new Promise<void>((resolve) => {
    socket.once('connect', () => resolve());
    socket.once('error', () => resolve());
  });
  const path = pick.one(['/x/ZZZZZZ?sessionId=a', '/%zz/%%?sessionId=%', '/', '/matchmake', '//////']);
  const writes: Array<string | Uint8Array> = pick.chance(0.4)
    ? [pick.bytes(1 + pick.int(300)), pick.bytes(pick.int(100))]
    : [
        `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
          `Sec-WebSocket-Key: ${pick.one(['dGhlIHNhbXBsZSBub25jZQ==', 'bad', ''])}\r\n` +
          `Sec-WebSocket-Version: ${pick.one(['13', '8', 'x'])}\r\n\r\n`,
        // An unmasked frame with a reserved opcode, then a frame claiming 2^63 bytes.
        new Uint8Array([0x83, 0x01, 0x00]),
        new Uint8Array([0x82, 0xff, 0x7f, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0, 0, 0, 0]),
      ];
  for (const chunk of writes) {
    if (socket.destroyed || arena.budget() <= 0) break;
    socket.write(chunk);
    arena.tally.count('tcp');
    await pause(pick.int(10));
  }
  await pause(20);
  socket.destroy();
};

/** Joins and leaves in quick succession, reconnects with forged tokens, forged seat claims. */
export const stormAttacker: Attacker = async (arena, pick) => {
  const rounds = 2 + pick.int(5);
  for (let i = 0; i < rounds && arena.budget() > 0; i++) {
    const client = clientAt(arena.wsUrl, arena.address(pick));
    const live = arena.liveCodes();
    try {
      if (pick.chance(0.3)) {
        arena.tally.count('reconnect');
        const code = live.length > 0 ? pick.one(live) : 'ZZZZZZ';
        await client.reconnect(`${code}:${pick.one(['forged', 'A'.repeat(40), ''])}`);
        arena.tally.answer('reconnect accepted');
        continue;
      }
      const room = await enterRoom(arena, pick);
      if (!room) continue;
      listen(room, arena);
      await pause(pick.int(30));
      await leaveSomehow(room, pick);
    } catch (error) {
      arena.tally.answer(`storm refused: ${String((error as Error).message).slice(0, 40)}`);
    }
  }
};

export const ATTACKERS: ReadonlyArray<[Attacker, number]> = [
  [messageAttacker, 5],
  [frameAttacker, 3],
  [httpAttacker, 2],
  [socketAttacker, 1],
  [stormAttacker, 1],
];
