/** Copies the lobby (members, seats, options, host) into the public schema. */
import { type HeistState, MemberSchema, SeatSchema } from '../state/lobbyState.js';
import { assign, syncList } from '../state/sync.js';
import type { Lobby } from './lobby.js';

export function syncLobby(lobby: Lobby, state: HeistState): void {
  assign(state, { host: lobby.host ?? '' });
  for (const key of [...state.members.keys()]) if (!lobby.members.has(key)) state.members.delete(key);
  for (const member of lobby.members.values()) {
    let entry = state.members.get(member.sessionId);
    if (!entry) {
      entry = new MemberSchema();
      state.members.set(member.sessionId, entry);
    }
    assign(entry, {
      sessionId: member.sessionId,
      name: member.name,
      ready: member.ready,
      connected: member.connected && !member.gone,
      away: member.gone,
      elsewhere: member.superseded,
    });
  }
  syncList(
    state.seats,
    lobby.seats,
    () => new SeatSchema(),
    (entry, seat) => {
      assign(entry, {
        index: lobby.seats.indexOf(seat),
        holder: seat.holder ?? '',
        name: seat.name,
        character: seat.character ?? '',
        side: seat.side,
        connected: seat.holder !== null && (lobby.members.get(seat.holder)?.connected ?? false),
        status: lobby.seatStatus(lobby.seats.indexOf(seat)),
        standIn: seat.standIn,
      });
    },
  );
  assign(state.config, { ...lobby.config });
}
