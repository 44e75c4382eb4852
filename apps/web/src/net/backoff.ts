import { CloseCode } from '@safecrackers/protocol/wire';

/** Delays between reconnection attempts: quick at first, then every few seconds, forever. */
const STEPS_MS = [250, 500, 1000, 2000, 3000];
const CEILING_MS = 5000;

export function reconnectDelay(attempt: number): number {
  return STEPS_MS[attempt - 1] ?? CEILING_MS;
}

/**
 * Close codes after which reconnecting is pointless: cut off for abuse. A server shutting
 * down closes with 4000 ("consented") too, so only our own leave() ends a connection for good.
 */
export const FINAL_CLOSE_CODES: ReadonlySet<number> = new Set([CloseCode.abuse]);
