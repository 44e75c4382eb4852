/**
 * The lobby of one bench heist through real matchmaking and lobby messages, driven by events
 * (no polling, so that thousands of set-ups stay cheap for the load generator): the host
 * creates the room and sets four seats and the options, three guests join by code, each
 * player picks a character and says ready. Resolves when the room state shows all of it; the
 * caller then takes the sockets over and sends `lobby/start`.
 */
import path from 'node:path';
import type { CharacterId } from '@safecrackers/rules';
import { Client, type Room } from 'colyseus.js';
import { serverDir } from './benchProcess.js';

const CHARACTERS: CharacterId[] = ['hawk', 'peterman', 'juicer', 'raven'];
const SEATS = 4;

interface LobbyView {
  phase: string;
  members: Array<{ sessionId: string; ready: boolean }>;
  seats: Array<{ holder: string | null; character: string | null }>;
}
type Decode = (raw: unknown) => LobbyView;

let decode: Decode | undefined;
/** The measured checkout's own decoder of the room state (decodeLobby now, decodeRoom before). */
async function decoder(): Promise<Decode> {
  if (!decode) {
    const state = (await import(path.join(serverDir, 'packages/protocol/src/state/index.ts'))) as Record<
      string,
      Decode | undefined
    >;
    decode = state.decodeLobby ?? state.decodeRoom;
    if (!decode) throw new Error('no decodeLobby or decodeRoom in the protocol package');
  }
  return decode;
}

export interface SeatedPlayer {
  room: Room;
  seat: number;
}

/** Resolves with the seat the server gives this client; rejects on any error message. */
function seatOf(room: Room): Promise<number> {
  return new Promise((resolve, reject) => {
    room.onMessage('seats', (payload: { seats: Array<{ seat: number }> }) => {
      const seat = payload.seats[0]?.seat;
      if (seat !== undefined) resolve(seat);
    });
    room.onMessage('error', (error: { code: string; about: string }) =>
      reject(new Error(`${error.about} refused: ${error.code}`)),
    );
    room.onMessage('*', () => {});
  });
}

/** A full, ready lobby of four players, host first. */
export async function readyLobby(url: string, options: { scenario: string }): Promise<SeatedPlayer[]> {
  const read = await decoder();
  const host = await new Client(url).create('heist', { name: 'Host' });
  const allReady = new Promise<void>((resolve) => {
    host.onStateChange((state: { toJSON(): unknown }) => {
      const lobby = read(state.toJSON());
      const seated = lobby.seats.filter((s) => s.holder !== null && s.character !== null).length;
      if (lobby.seats.length === SEATS && seated === SEATS && lobby.members.every((m) => m.ready)) resolve();
    });
  });
  const seatPromises = [seatOf(host)];
  host.send('lobby/seats', { count: SEATS });
  host.send('lobby/configure', {
    scenario: options.scenario,
    stealth: 9,
    assignment: 'chosen',
    advancedSides: true,
  });
  const rooms = [host];
  for (let i = 1; i < SEATS; i++) {
    const guest = await new Client(url).joinById(host.roomId, { name: `Guest ${i}` });
    seatPromises.push(seatOf(guest));
    rooms.push(guest);
  }
  const seats = await Promise.all(seatPromises);
  for (const [i, room] of rooms.entries()) {
    room.send('lobby/character', { seat: seats[i]!, character: CHARACTERS[i]! });
    room.send('lobby/ready', { ready: true });
  }
  await allReady;
  return rooms.map((room, i) => ({ room, seat: seats[i]! }));
}
