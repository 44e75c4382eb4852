/**
 * The stored form of a lobby that has not started: the host's options, the seats (name,
 * character, side, the sha-256 of the seat token) and the members who hold them (name, ready
 * mark, host role). Session ids are not kept: they die with the process. A lobby restored from
 * its record has every seated member gone (see `awayId`) until a seat token of theirs comes
 * back. Members without a seat are not kept: they hold no token to prove anything with, and
 * rejoin as newcomers.
 */
import {
  assignmentSchema,
  characterSchema,
  MAX_SEATS,
  NAME_MAX_LENGTH,
  SCENARIO_IDS,
  SIDES,
} from '@safecrackers/protocol';
import { z } from 'zod';
import { firstIssue } from '../firstIssue.js';
import { awayId, Lobby } from './lobby.js';

const memberIndex = z
  .number()
  .int()
  .min(0)
  .max(MAX_SEATS - 1);

const seatRecordSchema = z.strictObject({
  /** Index into `members`; null for a free seat. */
  holder: memberIndex.nullable(),
  name: z.string().max(NAME_MAX_LENGTH),
  character: characterSchema.nullable(),
  side: z.enum(SIDES),
  tokenHash: z
    .string()
    .regex(/^[0-9a-f]{64}$/, 'not a sha-256')
    .nullable(),
});

const memberRecordSchema = z.strictObject({
  name: z.string().min(1).max(NAME_MAX_LENGTH),
  ready: z.boolean(),
});

export const lobbyRecordSchema = z
  .strictObject({
    v: z.literal(1),
    config: z.strictObject({
      scenario: z.enum(SCENARIO_IDS),
      randomWalls: z.boolean(),
      stealth: z.number().int().min(1).max(9),
      advancedSides: z.boolean(),
      assignment: assignmentSchema,
    }),
    /** The members who hold at least one seat. */
    members: z.array(memberRecordSchema).max(MAX_SEATS),
    /** Index into `members`; null when the host held no seat. */
    host: memberIndex.nullable(),
    seats: z.array(seatRecordSchema).min(1).max(MAX_SEATS),
  })
  .superRefine((record, ctx) => {
    const problem = (message: string) => ctx.addIssue({ code: 'custom', message });
    if (record.host !== null && record.host >= record.members.length) problem('the host is no member');
    const held = new Set<number>();
    const characters = new Set<string>();
    record.seats.forEach((seat, i) => {
      if (seat.holder !== null && seat.holder >= record.members.length)
        problem(`seat ${i + 1} is held by no member`);
      if ((seat.holder === null) !== (seat.tokenHash === null))
        problem(`seat ${i + 1} must have a token exactly when it has a holder`);
      if (seat.holder !== null) held.add(seat.holder);
      if (seat.character !== null) {
        if (characters.has(seat.character)) problem(`${seat.character} is played twice`);
        characters.add(seat.character);
      }
    });
    if (held.size !== record.members.length) problem('every member holds a seat');
  });

export type LobbyRecord = z.output<typeof lobbyRecordSchema>;

/** A stored lobby that cannot be read back (corrupted, or written by an unknown version). */
export class LobbyRecordError extends Error {
  override readonly name = 'LobbyRecordError';
}

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
      const holder = s.holder !== null ? index.get(s.holder) : undefined;
      // A seat whose holder is no member has nobody to give it back to: it is stored free.
      return holder === undefined
        ? { holder: null, name: '', character: s.character, side: s.side, tokenHash: null }
        : { holder, name: s.name, character: s.character, side: s.side, tokenHash: s.tokenHash };
    }),
  };
}

/** Checks stored data against the record schema; throws LobbyRecordError when it does not fit. */
export function readLobbyRecord(raw: unknown): LobbyRecord {
  const parsed = lobbyRecordSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  throw new LobbyRecordError(`stored lobby is not valid: ${firstIssue(parsed.error)}`);
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
  lobby.seats = record.seats.map((s) => ({
    holder: s.holder === null ? null : awayId(s.holder),
    name: s.name,
    character: s.character,
    side: s.side,
    tokenHash: s.tokenHash,
    delegateHash: null,
    standIn: false,
  }));
  return lobby;
}
