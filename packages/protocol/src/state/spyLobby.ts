/**
 * The Colyseus room state of a spies room: its lobby (members, seats with their side, bot and
 * the bot's level), described once like the heist's `lobbyShape`. The game itself travels in
 * `spies/update` messages (asym.ts): the security view to everyone, the spy overlay to spy
 * seats only.
 */
import type { SpySeatWire } from '../asym.js';
import type { StartProblem } from '../payloads.js';
import { decodeShape } from './decode.js';
import { lobbyCoreFields, type RoomMember } from './room.js';
import { bool, list, nullable, obj, str, u8 } from './shape.js';

export interface SpyLobbyWire {
  code: string;
  /** 'lobby' before the start, then the engine's stage ('over' at the end). */
  phase: string;
  host: string | null;
  members: RoomMember[];
  seats: SpySeatWire[];
  /** What keeps the host from starting now (the server's own check); empty once started. */
  problems: StartProblem[];
}

export const spyLobbyShape = obj<SpyLobbyWire>()('SpyLobby', {
  ...lobbyCoreFields,
  seats: list(
    obj<SpySeatWire>()('SpySeat', {
      index: u8,
      side: str,
      holder: nullable(str),
      name: str,
      connected: bool,
      status: str,
      standIn: bool,
      bot: str,
      level: str,
      takers: list(str),
    }),
  ),
});

/** The lobby as a client decoded it (`room.state.toJSON()`), back as plain values. */
export function decodeSpyLobby(raw: unknown): SpyLobbyWire {
  return decodeShape(spyLobbyShape, raw) as SpyLobbyWire;
}
