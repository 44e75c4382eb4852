/** The heist's room state as plain data (protocol's LobbyWire): members, seats, options. */
import type { LobbyWire, RoomPhase } from '@safecrackers/protocol/state';
import { membersWire } from '../../platform/lobbyWire.js';
import { readBotLevel } from './heistBots.js';
import type { HeistLobby } from './heistLobby.js';

export function heistLobbyWire(code: string, seats: HeistLobby, phase: string): LobbyWire {
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
      character: seat.extra.character,
      side: seat.extra.side,
      connected:
        seat.bot !== null || (seat.holder !== null && (lobby.members.get(seat.holder)?.connected ?? false)),
      status: lobby.seatStatus(index),
      standIn: seat.standIn,
      bot: seat.bot === null ? null : readBotLevel(seat.bot),
    })),
    config: { ...seats.config },
    problems: lobby.phase === 'lobby' ? seats.startProblems() : [],
  };
}
