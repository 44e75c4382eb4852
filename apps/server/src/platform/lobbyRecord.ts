/**
 * A lobby and its stored record (storage/lobbyRecord.ts), both ways. A lobby restored from its
 * record has every seated member gone (see `awayId`) until a seat token of theirs comes back.
 * What the game keeps of its own rides along: its fields beside the record's, and each seat's
 * data (`Seat.extra`) beside the seat's.
 */
import { z } from 'zod';
import { type LobbyRecord, type LobbyRecordExtras, readLobbyRecord } from '../storage/lobbyRecord.js';
import { awayId, botId, Lobby } from './lobby.js';

/** What a game keeps in the platform's lobby and its stored record beside seats, tokens and the host. */
export interface LobbyExtras<F extends object, E extends object> extends LobbyRecordExtras<F, E> {
  /** The game's data of a seat nobody holds: a new seat, or one let go. */
  emptySeat(): E;
}

/** The lobby of a game that keeps nothing of its own there. */
export const NO_LOBBY_EXTRAS: LobbyExtras<object, object> = {
  emptySeat: () => ({}),
  fields: z.strictObject({}),
  seatFields: z.strictObject({}),
};

/**
 * The record of a lobby that has not started, with the game's own `fields`; the seat holders
 * are numbered in join order.
 */
export function toLobbyRecord<E extends object, F extends object>(
  lobby: Lobby<E>,
  fields: F,
): LobbyRecord<F, E> {
  const seated = [...lobby.members.values()].filter((m) => lobby.seatsOf(m.sessionId).length > 0);
  const index = new Map(seated.map((m, i) => [m.sessionId, i]));
  return {
    v: 1,
    members: seated.map((m) => ({ name: m.name, ready: m.ready })),
    host: (lobby.host !== null ? index.get(lobby.host) : undefined) ?? null,
    seats: lobby.seats.map((s) => {
      if (s.bot) return { holder: null, name: s.name, tokenHash: null, bot: s.bot, ...s.extra };
      const holder = s.holder !== null ? index.get(s.holder) : undefined;
      // A seat whose holder is no member has nobody to give it back to: it is stored free.
      return holder === undefined
        ? { holder: null, name: '', tokenHash: null, ...s.extra }
        : { holder, name: s.name, tokenHash: s.tokenHash, ...s.extra };
    }),
    ...fields,
  };
}

/**
 * The lobby a record describes, its seated members gone until they come back with their
 * tokens; nobody takes their place (host role, seats) for `graceMs` from now.
 */
export function lobbyFromRecord<F extends object, E extends object>(
  record: LobbyRecord<F, E>,
  graceMs: number,
  emptySeat: () => E,
  now: () => number = Date.now,
): Lobby<E> {
  const lobby = new Lobby(now, emptySeat);
  record.members.forEach((m, i) => {
    lobby.addGone(awayId(i), m.name, m.ready, graceMs);
  });
  lobby.host = record.host === null ? null : awayId(record.host);
  lobby.seats = record.seats.map(({ holder, name, tokenHash, bot, ...extra }, i) => ({
    holder: bot ? botId(i) : holder === null ? null : awayId(holder),
    name,
    // What is left of a stored seat past the platform's fields is the game's (readLobbyRecord).
    extra: extra as E,
    tokenHash,
    delegateHash: null,
    standIn: false,
    bot: bot ?? null,
  }));
  return lobby;
}

/** A stored lobby read back for a game, checked with the game's own part: the record and its lobby. */
export function restoreLobby<F extends object, E extends object>(
  raw: unknown,
  extras: LobbyExtras<F, E>,
  graceMs: number,
  now: () => number = Date.now,
): { record: LobbyRecord<F, E>; lobby: Lobby<E> } {
  const record = readLobbyRecord(raw, extras);
  return { record, lobby: lobbyFromRecord(record, graceMs, extras.emptySeat, now) };
}
