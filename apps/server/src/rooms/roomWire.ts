/**
 * The synced room state as plain data (protocol's RoomWire): the lobby's members, seats and
 * options, and the game as everyone may know it. The room encodes this after every change.
 */
import { gameWire } from '@safecrackers/protocol/schema';
import type { RoomWire } from '@safecrackers/protocol/state';
import type { GameState } from '@safecrackers/rules';
import type { Lobby } from './lobby.js';

export function roomWire(code: string, lobby: Lobby, game: GameState | null, version: number): RoomWire {
  return {
    code,
    phase: game ? game.phase : 'lobby',
    host: lobby.host,
    version,
    members: [...lobby.members.values()].map((m) => ({
      sessionId: m.sessionId,
      name: m.name,
      ready: m.ready,
      connected: m.connected && !m.gone,
      away: m.gone,
      elsewhere: m.superseded,
    })),
    seats: lobby.seats.map((seat, index) => ({
      index,
      holder: seat.holder,
      name: seat.name,
      character: seat.character,
      side: seat.side,
      connected: seat.holder !== null && (lobby.members.get(seat.holder)?.connected ?? false),
      status: lobby.seatStatus(index),
      standIn: seat.standIn,
    })),
    config: { ...lobby.config },
    game: game ? gameWire(game) : null,
  };
}
