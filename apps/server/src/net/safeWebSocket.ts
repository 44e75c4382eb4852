/**
 * The websocket class the server's ws transport creates for every connection. `ws` throws when
 * a close reason is over 123 bytes or a close code is not a valid one, and Colyseus calls
 * `close` from inside the socket's message event with text that can carry what a client sent:
 * one such throw ended the whole process (issue 9). Here a close never throws: the reason is
 * cut to fit and a code `ws` refuses becomes 1011 (internal error).
 */
import { WebSocket } from 'ws';

/** The longest close reason the websocket protocol allows, in UTF-8 bytes. */
export const MAX_CLOSE_REASON_BYTES = 123;

/** `reason` cut to at most 123 UTF-8 bytes, never in the middle of a character. */
export function clipCloseReason(reason: string | Buffer): string | Buffer {
  if (Buffer.byteLength(reason) <= MAX_CLOSE_REASON_BYTES) return reason;
  let text = typeof reason === 'string' ? reason : reason.toString('utf8');
  const chars = Array.from(text);
  while (Buffer.byteLength(text) > MAX_CLOSE_REASON_BYTES) {
    chars.pop();
    text = chars.join('');
  }
  return text;
}

/** Codes an endpoint may send in a close frame (RFC 6455 section 7.4, as `ws` checks them). */
export function isSendableCloseCode(code: number): boolean {
  return (
    Number.isInteger(code) &&
    ((code >= 1000 && code <= 1014 && code !== 1004 && code !== 1005 && code !== 1006) ||
      (code >= 3000 && code <= 4999))
  );
}

const INTERNAL_ERROR = 1011;

export class SafeWebSocket extends WebSocket {
  override close(code?: number, data?: string | Buffer): void {
    if (code === undefined) super.close();
    else
      super.close(
        isSendableCloseCode(code) ? code : INTERNAL_ERROR,
        data === undefined ? data : clipCloseReason(data),
      );
  }
}
