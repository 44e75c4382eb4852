/**
 * zod schemas of the engine's inputs (Intent and Answer, see @safecrackers/rules actions.ts).
 * Each schema is typed against the engine's union, so a drift fails to compile.
 */
import type { Answer, Intent, Pos } from '@safecrackers/rules';
import { z } from 'zod';
import { CHARACTER_LIST, EVENT_IDS, LOOT_CARDS, TOOL_IDS } from './ids.js';

/** Board coordinates are small; the bound only keeps garbage out, the engine checks the rest. */
const coordinate = z.number().int().min(0).max(15);
const seatNumber = z.number().int().min(0).max(3);

export const posSchema = z.strictObject({
  floor: coordinate,
  col: coordinate,
  row: coordinate,
}) satisfies z.ZodType<Pos>;
export const toolSchema = z.enum(TOOL_IDS);
export const lootSchema = z.enum(LOOT_CARDS);
export const eventIdSchema = z.enum(EVENT_IDS);
export const characterSchema = z.enum(CHARACTER_LIST);

const cardSet = z.strictObject({
  tools: z.array(toolSchema).max(13),
  loot: z.array(lootSchema).max(13),
});
const direction = z.enum(['north', 'east', 'south', 'west', 'up', 'down']);
const vertical = z.enum(['up', 'down']);

const intent = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) =>
  z.strictObject({ type: z.literal(type), ...shape });

export const intentSchema: z.ZodType<Intent> = z.discriminatedUnion('type', [
  intent('peek', { at: posSchema }),
  intent('move', { to: posSchema }),
  intent('drop', {}),
  intent('hack', {}),
  intent('addDie', { at: posSchema.optional() }),
  intent('crack', { at: posSchema.optional() }),
  intent('useTool', {
    tool: toolSchema,
    at: posSchema.optional(),
    floor: coordinate.optional(),
    dir: direction.optional(),
  }),
  intent('trade', { with: seatNumber, give: cardSet, take: cardSet }),
  intent('pickUp', { card: z.union([toolSchema, lootSchema, z.literal('kitty')]) }),
  intent('escape', {}),
  intent('endActions', {}),
  intent('undo', {}),
  intent('flexibility', { to: posSchema }),
  intent('climbWindow', { dir: vertical }),
  intent('laptop', {}),
  intent('xray', { at: posSchema }),
  intent('enhance', { at: posSchema }),
  intent('crybaby', { at: posSchema }),
  intent('reroute', { mode: z.enum(['pickUp', 'discard']) }),
  intent('distract', { at: posSchema }),
  intent('disrupt', {}),
  intent('tinker', {}),
  intent('orders', { target: seatNumber, to: posSchema }),
  intent('disguise', { target: seatNumber }),
  intent('clairvoyance', {}),
  intent('precognition', {}),
]);

const answer = <K extends string, S extends z.ZodRawShape>(kind: K, shape: S) =>
  z.strictObject({ type: z.literal('answer'), kind: z.literal(kind), ...shape });

export const answerSchema: z.ZodType<Answer> = z.discriminatedUnion('kind', [
  answer('entrance', { at: posSchema }),
  answer('laser', { choice: z.enum(['pay', 'alarm', 'computer', 'laptop']) }),
  answer('hack', { choice: z.enum(['computer', 'laptop', 'decline']) }),
  answer('trade', { accept: z.boolean() }),
  answer('orders', { accept: z.boolean() }),
  answer('keepTool', { tool: toolSchema }),
  answer('tile', { at: posSchema.nullable() }),
  answer('seat', { seat: seatNumber }),
  answer('stethoscope', {
    die: z.number().int().min(0).max(12).nullable(),
    face: z.number().int().min(1).max(6).optional(),
  }),
  answer('spotter', { place: z.enum(['top', 'bottom']) }),
  answer('order', { cards: z.array(eventIdSchema).max(3) }),
]);
