/** The heist's room state as plain data (protocol's LobbyWire): members, seats, options. */
import type { LobbyWire, RoomPhase } from '@safecrackers/protocol/state';
import { membersWire } from '../../platform/lobbyWire.js';
import { readBotLevel } from './heistBots.js';
import type { HeistSeats } from './heistSeats.js';

export function heistLobbyWire(code: string, seats: HeistSeats, phase: string): LobbyWire {
  const { lobby } = seats;
  return {
    code,
    phase: phase as RoomPhase,
    host: lobby.host,
    members: membersWire(lobby),
    seats: lobby.seats.map((seat, index) => ({
      index,
      holder: seat.holder,
      name: seat.name,
      character: seat.character,
      side: seat.side,
      connected:
        seat.bot !== null || (seat.holder !== null && (lobby.members.get(seat.holder)?.connected ?? false)),
      status: lobby.seatStatus(index),
      standIn: seat.standIn,
      bot: seat.bot === null ? null : readBotLevel(seat.bot),
    })),
    config: { ...lobby.config },
    problems: lobby.phase === 'lobby' ? lobby.startProblems() : [],
  };
}
