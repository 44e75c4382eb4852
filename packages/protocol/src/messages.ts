/**
 * Every message between a client and the game server: its name and, for client messages,
 * its zod schema. The server validates inside its handlers and answers bad input with
 * `error`, so no client message can crash or disconnect anyone by its shape alone.
 */
import { z } from 'zod';
import { answerSchema, characterSchema, intentSchema } from './actions.js';
import { SCENARIO_IDS, SIDES } from './ids.js';

/** Client -> server message names. */
export const ClientMessage = {
  /** Host: scenario and options. */
  configure: 'lobby/configure',
  /** Host: how many seats the heist has (1-4). */
  seatCount: 'lobby/seats',
  claimSeat: 'lobby/claim',
  releaseSeat: 'lobby/release',
  /** Character and side of a seat the sender holds. */
  pickCharacter: 'lobby/character',
  /** Host: free the seat of a player who left for good, in the lobby. */
  freeSeat: 'lobby/free',
  ready: 'lobby/ready',
  /** Host: start the heist. */
  start: 'lobby/start',
  /** An intent of a seat the sender holds. */
  action: 'action',
  /** An answer to the pending prompt of a seat the sender holds. */
  answer: 'answer',
  /** Ask for this client's private data again (legal actions, prompt, seats). */
  sync: 'sync',
  /** "Play here": take back, on this connection, the seats these tokens prove. */
  reclaim: 'seat/reclaim',
  /** In a started heist: give the seat of a player who left for good to someone here. */
  handOver: 'seat/handOver',
} as const;
export type ClientMessageName = (typeof ClientMessage)[keyof typeof ClientMessage];

/** Server -> client message names. */
export const ServerMessage = {
  /** Sent once after joining: who you are in this room. */
  welcome: 'welcome',
  /** Your seats (and their secret tokens, when freshly issued). */
  seats: 'seats',
  /** A rejected message: typed code, readable text, the message it answers. */
  error: 'error',
  /** Legal actions of one seat the receiver holds; empty when that seat may not act. */
  legal: 'legal',
  /** The pending prompt as this receiver may see it (seats see hidden cards, D75). */
  prompt: 'prompt',
  /** Domain events of one accepted input, in order, filtered for this receiver. */
  events: 'events',
  /** Seats this connection played are now played elsewhere (another tab, their owner). */
  seatsMoved: 'seatsMoved',
} as const;
export type ServerMessageName = (typeof ServerMessage)[keyof typeof ServerMessage];

export const NAME_MAX_LENGTH = 24;
export const MAX_SEATS = 4;
export const ROOM_NAME = 'heist';

/** Display names: trimmed, 1-24 characters, no control characters. */
export const displayNameSchema = z
  .string()
  .max(200)
  .transform((s) => s.normalize('NFC').trim().replace(/\s+/g, ' '))
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
export const pickCharacterSchema = z.strictObject({
  seat: seatIndex,
  character: characterSchema.nullable(),
  side: z.enum(SIDES).optional(),
});
export const readySchema = z.strictObject({ ready: z.boolean() });
export const reclaimSchema = z.strictObject({
  seats: z
    .array(z.strictObject({ seat: seatIndex, token: seatTokenSchema }))
    .min(1)
    .max(MAX_SEATS),
});
export const handOverSchema = z.strictObject({ seat: seatIndex, to: z.string().min(1).max(64) });
export const emptySchema = z.strictObject({}).optional();
export const actionMessageSchema = z.strictObject({ seat: seatIndex.optional(), action: intentSchema });
export const answerMessageSchema = z.strictObject({ seat: seatIndex.optional(), answer: answerSchema });

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
} as const satisfies Record<ClientMessageName, z.ZodType>;

export type ClientPayload<N extends ClientMessageName> = z.output<(typeof clientMessageSchemas)[N]>;
