/**
 * Zod schemas of the messages only the spies room has (asym.ts). An action's content is the
 * engine's to judge (it answers every mistake with a typed error); here only its outer shape
 * and size are checked: a plain JSON object with a string `type`.
 */
import { z } from 'zod';
import { SpyMessage } from './asym.js';
import { BOT_LEVELS, MAX_SEATS } from './wire.js';

const seatIndex = z
  .number()
  .int()
  .min(0)
  .max(MAX_SEATS - 1);

/** A JSON value of bounded depth: what an engine input may contain. */
const jsonValue: z.ZodType<unknown> = z.lazy(() =>
  z.union([
    z.string().max(64),
    z.number().finite(),
    z.boolean(),
    z.null(),
    z.array(jsonValue).max(16),
    z.record(z.string().max(32), jsonValue),
  ]),
);

export const asymActionSchema = z
  .object({ type: z.string().min(1).max(32) })
  .catchall(jsonValue)
  .transform((a) => a as import('@safecrackers/asym-rules').Action);

export const spyMessageSchemas = {
  [SpyMessage.action]: z.strictObject({ seat: seatIndex.optional(), action: asymActionSchema }),
  [SpyMessage.bot]: z.strictObject({
    seat: seatIndex,
    bot: z.enum(['off', 'setup', 'on']),
    level: z.enum(BOT_LEVELS).optional(),
  }),
} as const;

export type SpyMessageName = (typeof SpyMessage)[keyof typeof SpyMessage];
export type SpyPayload<N extends SpyMessageName> = z.output<(typeof spyMessageSchemas)[N]>;
