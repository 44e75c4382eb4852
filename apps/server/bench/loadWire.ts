/**
 * What `pnpm bench:load` reads of each websocket frame a client receives, without colyseus.js:
 * the Colyseus code in the first byte, the message type after it, and for the few messages the
 * bench needs (legal actions of the client's seat, errors) the msgpack payload. Patches are
 * counted, never decoded, so one load generator keeps up with thousands of rooms.
 *
 * Two heist protocols: `update` (the game in versioned `game`/`update` messages, legal actions
 * inside the update) and `legal` (before: the game in the schema state, then `events`, `legal`
 * and `prompt` messages); and the echo room, where any message is the result.
 */
import { unpack } from '@colyseus/msgpackr';
import type { Action } from '@safecrackers/rules';

const ROOM_DATA = 13;
const ROOM_STATE_PATCH = 15;

export type ProtocolName = 'update' | 'legal' | 'echo';

export interface Reading {
  /** The frame carries the result of an accepted input (the first one after a send is timed). */
  result: boolean;
  /** The frame refuses the client's last message. */
  error: boolean;
  /** The version the client is at after this frame, when the frame says. */
  version?: number;
  /** The legal actions of the client's seat as of `version`, when the frame says. */
  legal?: Action[];
}

const OTHER: Reading = { result: false, error: false };
const RESULT: Reading = { result: true, error: false };
const ERROR: Reading = { result: false, error: true };

/** The message type of a ROOM_DATA frame and where its payload starts; null for other frames. */
export function messageType(frame: Uint8Array): { type: string; payloadAt: number } | null {
  if (frame[0] !== ROOM_DATA) return null;
  const prefix = frame[1] ?? 0;
  let length: number;
  let at: number;
  if ((prefix & 0xe0) === 0xa0) {
    length = prefix & 0x1f;
    at = 2;
  } else if (prefix === 0xd9) {
    length = frame[2] ?? 0;
    at = 3;
  } else return { type: '', payloadAt: frame.length };
  let type = '';
  for (let i = at; i < at + length; i++) type += String.fromCharCode(frame[i] ?? 0);
  return { type, payloadAt: at + length };
}

const payload = (frame: Uint8Array, at: number): unknown => unpack(frame.subarray(at));

interface UpdateLike {
  version: number;
  legal?: Array<{ seat: number; actions: Action[] }>;
}
interface LegalLike {
  seat: number;
  version: number;
  actions: Action[];
}

/** Reads one frame at a client holding `seat`. */
export type FrameReader = (frame: Uint8Array, seat: number) => Reading;

export const readers: Record<ProtocolName, FrameReader> = {
  update(frame, seat) {
    const message = messageType(frame);
    if (!message) return OTHER;
    if (message.type === 'error') return ERROR;
    if (message.type !== 'update') return OTHER;
    const update = payload(frame, message.payloadAt) as UpdateLike;
    const mine = update.legal?.find((l) => l.seat === seat);
    return { result: true, error: false, version: update.version, ...(mine ? { legal: mine.actions } : {}) };
  },
  legal(frame, seat) {
    if (frame[0] === ROOM_STATE_PATCH) return RESULT;
    const message = messageType(frame);
    if (!message) return OTHER;
    if (message.type === 'error') return ERROR;
    if (message.type === 'events' || message.type === 'prompt') return RESULT;
    if (message.type !== 'legal') return OTHER;
    const legal = payload(frame, message.payloadAt) as LegalLike;
    if (legal.seat !== seat) return RESULT;
    return { result: true, error: false, version: legal.version, legal: legal.actions };
  },
  echo(frame) {
    return frame[0] === ROOM_DATA ? RESULT : OTHER;
  },
};
