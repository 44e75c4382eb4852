import { CloseCode } from '@safecrackers/protocol/wire';

/** Delays between reconnection attempts: quick at first, then every few seconds, forever. */
const STEPS_MS = [250, 500, 1000, 2000, 3000];
const CEILING_MS = 5000;

/**
 * The delay before reconnection attempt `attempt` (1, 2, ...): the step's delay, spread by
 * ±50% at random. Every player of a restarted server loses its connection at the same moment:
 * without the spread they would all come back at the same instants, a storm at each step.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const step = STEPS_MS[attempt - 1] ?? CEILING_MS;
  return Math.round(step * (0.5 + random()));
}

/**
 * Close codes after which reconnecting is pointless: cut off for abuse. A server shutting
 * down closes with 4000 ("consented") too, so only our own leave() ends a connection for good.
 */
export const FINAL_CLOSE_CODES: ReadonlySet<number> = new Set([CloseCode.abuse]);
