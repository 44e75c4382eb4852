/** The Colyseus room state as plain data (protocol's LobbyWire): members, seats, options. */
import type { LobbyWire, RoomPhase } from '@safecrackers/protocol/state';
import type { Lobby } from './lobby.js';

/** The lobby's members as both games' room states show them. */
export function membersWire(lobby: Lobby): LobbyWire['members'] {
  return [...lobby.members.values()].map((m) => ({
    sessionId: m.sessionId,
    name: m.name,
    ready: m.ready,
    connected: m.connected && !m.gone,
    away: m.gone,
    elsewhere: m.superseded,
  }));
}

export function lobbyWire(code: string, lobby: Lobby, phase: RoomPhase): LobbyWire {
  return {
    code,
    phase,
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
      bot: seat.bot,
    })),
    config: { ...lobby.config },
  };
}
