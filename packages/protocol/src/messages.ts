/**
 * Every message between a client and the game server: its name and, for client messages,
 * its zod schema. The server validates inside its handlers and answers bad input with
 * `error`, so no client message can crash or disconnect anyone by its shape alone.
 */
import { z } from 'zod';
import { answerSchema, characterSchema, intentSchema } from './actions.js';
import { SCENARIO_IDS, SIDES } from './ids.js';
import {
  BOT_LEVELS,
  CHAT_MAX_LENGTH,
  ClientMessage,
  type ClientMessageName,
  MAX_SEATS,
  NAME_MAX_LENGTH,
} from './wire.js';

/**
 * Display names: trimmed, 1-24 characters, no control characters. A lone UTF-16 surrogate (a
 * JSON `\ud800` in the join options, half an emoji) has no UTF-8: it becomes U+FFFD here, as
 * the schema encoder sends it (issue 29), so every client shows the name the server holds.
 */
export const displayNameSchema = z
  .string()
  .max(200)
  .transform((s) =>
    s
      .replace(/[\ud800-\udfff]/gu, '\ufffd')
      .normalize('NFC')
      .trim()
      .replace(/\s+/g, ' '),
  )
  .pipe(
    z
      .string()
      .min(1, 'name is empty')
      .max(NAME_MAX_LENGTH, `name is longer than ${NAME_MAX_LENGTH} characters`)
      // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
      .refine((s) => !/[\u0000-\u001f\u007f-\u009f]/.test(s), 'name contains control characters'),
  );

const seatIndex = z
  .number()
  .int()
  .min(0)
  .max(MAX_SEATS - 1);
export const seatTokenSchema = z.string().min(16).max(64);

/** Options of `client.create(ROOM_NAME, ...)` and `client.joinById(code, ...)`. */
export const joinOptionsSchema = z.object({
  name: displayNameSchema,
  /** Seats to reclaim: the tokens this browser was given. */
  seats: z
    .array(z.strictObject({ seat: seatIndex, token: seatTokenSchema }))
    .max(MAX_SEATS)
    .optional(),
});
export type JoinOptions = z.input<typeof joinOptionsSchema>;

export const assignmentSchema = z.enum(['chosen', 'random']);
export const configureSchema = z.strictObject({
  scenario: z.enum(SCENARIO_IDS).optional(),
  randomWalls: z.boolean().optional(),
  stealth: z.number().int().min(1).max(9).optional(),
  advancedSides: z.boolean().optional(),
  assignment: assignmentSchema.optional(),
});
export const seatCountSchema = z.strictObject({ count: z.number().int().min(1).max(MAX_SEATS) });
export const seatSchema = z.strictObject({ seat: seatIndex });
/**
 * A seat's character, its side, or both. What a message leaves out stays as it is: a side
 * tapped right after a character (before the lobby came back) must not undo the character.
 */
export const pickCharacterSchema = z
  .strictObject({
    seat: seatIndex,
    character: characterSchema.nullable().optional(),
    side: z.enum(SIDES).optional(),
  })
  .refine((p) => p.character !== undefined || p.side !== undefined, 'Name a character, a side or both.');
export const readySchema = z.strictObject({ ready: z.boolean() });
export const reclaimSchema = z.strictObject({
  seats: z
    .array(z.strictObject({ seat: seatIndex, token: seatTokenSchema }))
    .min(1)
    .max(MAX_SEATS),
});
export const handOverSchema = z.strictObject({ seat: seatIndex, to: z.string().min(1).max(64) });
export const addBotSchema = z.strictObject({ seat: seatIndex, level: z.enum(BOT_LEVELS) });
export const emptySchema = z.strictObject({}).optional();
/** A version of the game (inputs applied); the room checks it against its own. */
export const logBeforeSchema = z.strictObject({ before: z.number().int().min(1).max(1_000_000_000) });
export const actionMessageSchema = z.strictObject({ seat: seatIndex.optional(), action: intentSchema });
export const answerMessageSchema = z.strictObject({ seat: seatIndex.optional(), answer: answerSchema });

export const chatSchema = z.strictObject({
  channel: z.enum(['table', 'spies']),
  text: z
    .string()
    .max(2000)
    .transform((s) => s.normalize('NFC').trim())
    .pipe(
      z
        .string()
        .min(1, 'say something')
        .max(CHAT_MAX_LENGTH, `at most ${CHAT_MAX_LENGTH} characters`)
        // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
        .refine((s) => !/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/.test(s), 'no control characters'),
    ),
});

/** The schema of every client message, by name. */
export const clientMessageSchemas = {
  [ClientMessage.configure]: configureSchema,
  [ClientMessage.seatCount]: seatCountSchema,
  [ClientMessage.claimSeat]: seatSchema,
  [ClientMessage.releaseSeat]: seatSchema,
  [ClientMessage.pickCharacter]: pickCharacterSchema,
  [ClientMessage.ready]: readySchema,
  [ClientMessage.start]: emptySchema,
  [ClientMessage.action]: actionMessageSchema,
  [ClientMessage.answer]: answerMessageSchema,
  [ClientMessage.sync]: emptySchema,
  [ClientMessage.freeSeat]: seatSchema,
  [ClientMessage.reclaim]: reclaimSchema,
  [ClientMessage.handOver]: handOverSchema,
  [ClientMessage.addBot]: addBotSchema,
  [ClientMessage.removeBot]: seatSchema,
  [ClientMessage.chat]: chatSchema,
  [ClientMessage.logBefore]: logBeforeSchema,
} as const satisfies Record<ClientMessageName, z.ZodType>;

export type ClientPayload<N extends ClientMessageName> = z.output<(typeof clientMessageSchemas)[N]>;
