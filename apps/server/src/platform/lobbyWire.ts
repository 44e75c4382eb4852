/** The lobby's members as every game's room state shows them (protocol's LobbyWire). */
import type { LobbyWire } from '@safecrackers/protocol/state';
import type { Lobby } from './lobby.js';

/** The lobby's members as every game's room state shows them. */
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
