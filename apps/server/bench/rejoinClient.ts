/**
 * A returning player as light as a browser tab: one colyseus.js client that rejoins by code
 * with its seat tokens and is back when the server has given every seat back and sent the game
 * (protocol `update`: the `game` message; `legal`: the game is in the room state at join).
 * Unlike the tests' TestPlayer it keeps and decodes nothing else, so that one bench process
 * can stand in for thousands of players without being the bottleneck it measures.
 */
import { Client, type Room } from 'colyseus.js';
import type { ProtocolName } from './loadWire.js';

export interface KeptSeats {
  code: string;
  seats: Array<{ seat: number; token: string }>;
}

export async function rejoinOnce(
  url: string,
  kept: KeptSeats,
  name: string,
  protocol: ProtocolName,
  timeoutMs: number,
): Promise<Room> {
  const room = await new Client(url).joinById(kept.code, { name, seats: kept.seats });
  try {
    let timer: NodeJS.Timeout | undefined;
    await new Promise<void>((resolve, reject) => {
      let seated = false;
      let game = protocol === 'legal';
      const done = () => seated && game && resolve();
      timer = setTimeout(() => reject(new Error('not back in time')), timeoutMs);
      room.onMessage('seats', (payload: { seats: Array<{ seat: number }> }) => {
        const held = new Set(payload.seats.map((s) => s.seat));
        seated = kept.seats.every((s) => held.has(s.seat));
        if (!seated) reject(new Error(`seats ${kept.seats.map((s) => s.seat)} not given back`));
        done();
      });
      room.onMessage('game', () => {
        game = true;
        done();
      });
      // Every other message is welcome and ignored.
      room.onMessage('*', () => {});
      room.onLeave((code) => reject(new Error(`left with ${code}`)));
    }).finally(() => clearTimeout(timer));
  } catch (error) {
    await room.leave(false).catch(() => {});
    throw error;
  }
  return room;
}
