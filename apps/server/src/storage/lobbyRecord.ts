/**
 * The stored form of a lobby that has not started: the seats (name, the sha-256 of the seat
 * token, a bot's level) and the members who hold them (name, ready mark, host role), and beside
 * them what the game keeps of its own: fields of the record (the heist's options, the spies'
 * bot modes) and of each seat (the heist's character and side), which the game checks with its
 * own schemas (LobbyRecordExtras). Session ids are not kept: they die with the process. Members
 * without a seat are not kept: they hold no token to prove anything with, and rejoin as
 * newcomers. platform/lobbyRecord.ts turns a lobby into its record and back.
 */
import { MAX_SEATS, NAME_MAX_LENGTH } from '@safecrackers/protocol';
import { z } from 'zod';
import { firstIssue } from '../firstIssue.js';

const memberIndex = z
  .number()
  .int()
  .min(0)
  .max(MAX_SEATS - 1);

const seatRecordSchema = z.strictObject({
  /** Index into `members`; null for a free seat. */
  holder: memberIndex.nullable(),
  name: z.string().max(NAME_MAX_LENGTH),
  tokenHash: z
    .string()
    .regex(/^[0-9a-f]{64}$/, 'not a sha-256')
    .nullable(),
  /** A bot plays the seat at this level (it has no holder and no token); its game reads the level. */
  bot: z.string().min(1).max(16).nullable().optional(),
});

const memberRecordSchema = z.strictObject({
  name: z.string().min(1).max(NAME_MAX_LENGTH),
  ready: z.boolean(),
});

/** The platform's part of a record; every other field, of the record or of a seat, is the game's. */
const platformRecordSchema = z
  .looseObject({
    v: z.literal(1),
    /** The members who hold at least one seat. */
    members: z.array(memberRecordSchema).max(MAX_SEATS),
    /** Index into `members`; null when the host held no seat. */
    host: memberIndex.nullable(),
    seats: z.array(seatRecordSchema.loose()).min(1).max(MAX_SEATS),
  })
  .superRefine((record, ctx) => {
    const problem = (message: string) => ctx.addIssue({ code: 'custom', message });
    if (record.host !== null && record.host >= record.members.length) problem('the host is no member');
    const held = new Set<number>();
    record.seats.forEach((seat, i) => {
      if (seat.holder !== null && seat.holder >= record.members.length)
        problem(`seat ${i + 1} is held by no member`);
      if ((seat.holder === null) !== (seat.tokenHash === null))
        problem(`seat ${i + 1} must have a token exactly when it has a holder`);
      if (seat.holder !== null) held.add(seat.holder);
    });
    if (held.size !== record.members.length) problem('every member holds a seat');
  });

export type LobbySeatRecord = z.output<typeof seatRecordSchema>;
export type LobbyMemberRecord = z.output<typeof memberRecordSchema>;

/** A stored lobby: the platform's fields with the game's own `F`, each seat's with the game's `S`. */
export type LobbyRecord<F extends object = object, S extends object = object> = {
  v: 1;
  members: LobbyMemberRecord[];
  host: number | null;
  seats: Array<LobbySeatRecord & S>;
} & F;

/**
 * A game's own part of its stored lobby record, checked with its own schemas when the record is
 * read back. Its field names are not the platform's (v, members, host, seats; a seat's holder,
 * name, tokenHash, bot).
 */
export interface LobbyRecordExtras<F extends object, S extends object> {
  /** The game's fields of the record (the heist's options). */
  readonly fields: z.ZodType<F>;
  /** The game's fields of each seat (the heist's character and side). */
  readonly seatFields: z.ZodType<S>;
  /** Checks across the whole record (the heist: no character twice); `problem` for each. */
  check?(record: LobbyRecord<F, S>, problem: (message: string) => void): void;
}

/** A stored lobby that cannot be read back (corrupted, or written by an unknown version). */
export class LobbyRecordError extends Error {
  override readonly name = 'LobbyRecordError';
}

const invalid = (problem: string) => new LobbyRecordError(`stored lobby is not valid: ${problem}`);

/**
 * Checks stored data against the platform's record and the game's part of it; throws
 * LobbyRecordError when either does not fit.
 */
export function readLobbyRecord<F extends object, S extends object>(
  raw: unknown,
  extras: LobbyRecordExtras<F, S>,
): LobbyRecord<F, S> {
  const platform = platformRecordSchema.safeParse(raw);
  if (!platform.success) throw invalid(firstIssue(platform.error));
  const { v, members, host, seats, ...gameFields } = platform.data;
  const fields = extras.fields.safeParse(gameFields);
  if (!fields.success) throw invalid(firstIssue(fields.error));
  const record: LobbyRecord<F, S> = {
    v,
    members,
    host,
    seats: seats.map(({ holder, name, tokenHash, bot, ...gameSeat }, i) => {
      const own = extras.seatFields.safeParse(gameSeat);
      if (!own.success) throw invalid(`seats.${i}: ${firstIssue(own.error)}`);
      return { holder, name, tokenHash, ...(bot === undefined ? {} : { bot }), ...own.data };
    }),
    ...fields.data,
  };
  const problems: string[] = [];
  extras.check?.(record, (message) => problems.push(message));
  if (problems.length > 0) throw invalid(problems[0]!);
  return record;
}
