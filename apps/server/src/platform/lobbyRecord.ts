/**
 * A lobby and its stored record (storage/lobbyRecord.ts), both ways. A lobby restored from its
 * record has every seated member gone (see `awayId`) until a seat token of theirs comes back.
 */
import type { LobbyRecord } from '../storage/lobbyRecord.js';
import { awayId, botId, Lobby } from './lobby.js';

/** The record of a lobby that has not started; the seat holders are numbered in join order. */
export function toLobbyRecord(lobby: Lobby): LobbyRecord {
  const seated = [...lobby.members.values()].filter((m) => lobby.seatsOf(m.sessionId).length > 0);
  const index = new Map(seated.map((m, i) => [m.sessionId, i]));
  return {
    v: 1,
    config: { ...lobby.config },
    members: seated.map((m) => ({ name: m.name, ready: m.ready })),
    host: (lobby.host !== null ? index.get(lobby.host) : undefined) ?? null,
    seats: lobby.seats.map((s) => {
      if (s.bot)
        return {
          holder: null,
          name: s.name,
          character: s.character,
          side: s.side,
          tokenHash: null,
          bot: s.bot,
        };
      const holder = s.holder !== null ? index.get(s.holder) : undefined;
      // A seat whose holder is no member has nobody to give it back to: it is stored free.
      return holder === undefined
        ? { holder: null, name: '', character: s.character, side: s.side, tokenHash: null }
        : { holder, name: s.name, character: s.character, side: s.side, tokenHash: s.tokenHash };
    }),
  };
}

/**
 * The lobby a record describes, its seated members gone until they come back with their
 * tokens; nobody takes their place (host role, seats) for `graceMs` from now.
 */
export function lobbyFromRecord(record: LobbyRecord, graceMs: number, now: () => number = Date.now): Lobby {
  const lobby = new Lobby(now);
  lobby.config = { ...record.config };
  record.members.forEach((m, i) => {
    lobby.addGone(awayId(i), m.name, m.ready, graceMs);
  });
  lobby.host = record.host === null ? null : awayId(record.host);
  lobby.seats = record.seats.map((s, i) => ({
    holder: s.bot ? botId(i) : s.holder === null ? null : awayId(s.holder),
    name: s.name,
    character: s.character,
    side: s.side,
    tokenHash: s.tokenHash,
    delegateHash: null,
    standIn: false,
    bot: s.bot ?? null,
  }));
  return lobby;
}
