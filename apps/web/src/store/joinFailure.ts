/**
 * Why a join failed, in the player's words: the matchmaker's error code picks the sentence
 * (its own message is English developer text and never reaches the screen).
 */
import { t } from '../i18n/index.js';

/** Colyseus 0.16 matchmaking codes, and our join guard's (4000 + the HTTP status). */
const MATCHMAKE_INVALID_ROOM_ID = 4212;
const MATCHMAKE_EXPIRED = 4214;
const TOO_MANY_REQUESTS = 4429;

export function joinFailureText(error: unknown): string {
  const code =
    typeof (error as { code?: unknown })?.code === 'number' ? (error as { code: number }).code : null;
  if (code === null) return t('net.serverDown');
  if (code === TOO_MANY_REQUESTS) return t('net.join.busy');
  if (code === MATCHMAKE_INVALID_ROOM_ID) return t('net.join.unavailable');
  if (code === MATCHMAKE_EXPIRED) return t('net.join.expired');
  return t('net.join.retry');
}
