/**
 * The stored form of a lobby that has not started: the host's options, the seats (name,
 * character, side, the sha-256 of the seat token) and the members who hold them (name, ready
 * mark, host role). Session ids are not kept: they die with the process. Members without a
 * seat are not kept: they hold no token to prove anything with, and rejoin as newcomers.
 * platform/lobbyRecord.ts turns a lobby into its record and back. Another game's lobby is the
 * same record with its `game` (the spies' also with the bot mode of each seat, games/spies).
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
  /** A bot plays the seat at this level (it has no holder and no token); its game reads the level. */
  bot: z.string().min(1).max(16).nullable().optional(),
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
    /** Which game the lobby is for (absent: the heist). */
    game: z.string().min(1).max(32).optional(),
    /** The spies game: whether the engine's bot plays each seat ('setup': only its setup). */
    spyBots: z
      .array(z.enum(['off', 'setup', 'on']))
      .max(MAX_SEATS)
      .optional(),
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
    if ((record.game === 'spies') !== (record.spyBots !== undefined))
      problem('a spies lobby, and only one, has bot modes for its seats');
    if (record.spyBots && record.spyBots.length !== record.seats.length) problem('one bot mode per seat');
  });

export type LobbyRecord = z.output<typeof lobbyRecordSchema>;

/** A stored lobby that cannot be read back (corrupted, or written by an unknown version). */
export class LobbyRecordError extends Error {
  override readonly name = 'LobbyRecordError';
}

/** Checks stored data against the record schema; throws LobbyRecordError when it does not fit. */
export function readLobbyRecord(raw: unknown): LobbyRecord {
  const parsed = lobbyRecordSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  throw new LobbyRecordError(`stored lobby is not valid: ${firstIssue(parsed.error)}`);
}
