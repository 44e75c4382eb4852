/**
 * Reads a client's room-data frame (Colyseus protocol: a code byte, the message type as a
 * msgpack string or number, then the msgpack payload) without trusting any of it. Colyseus
 * decodes the type outside its try block and routes reserved type names to built-in handlers;
 * rooms read their frames through this instead, so a frame is either a message or a refusal.
 */

import { Protocol } from '@colyseus/core';
import { unpack } from '@colyseus/msgpackr';

/** Longest accepted message type name; ours are all far shorter. */
export const MAX_TYPE_BYTES = 64;

export type ClientFrame =
  | { ok: true; type: string | number; payload: unknown }
  | { ok: false; reason: string };

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Decodes a ROOM_DATA or ROOM_DATA_BYTES frame; anything else is refused. */
export function readClientFrame(frame: Uint8Array): ClientFrame {
  const code = frame[0];
  if (code !== Protocol.ROOM_DATA && code !== Protocol.ROOM_DATA_BYTES)
    return { ok: false, reason: 'not a message frame' };
  const type = readType(frame, 1);
  if (!type) return { ok: false, reason: 'unreadable message type' };
  const rest = frame.subarray(type.end);
  if (code === Protocol.ROOM_DATA_BYTES) return { ok: true, type: type.value, payload: rest };
  if (rest.byteLength === 0) return { ok: true, type: type.value, payload: undefined };
  try {
    return { ok: true, type: type.value, payload: unpack(rest) };
  } catch {
    // Truncated data, trailing bytes, nesting deep enough to overflow the stack: all garbage.
    return { ok: false, reason: 'unreadable payload' };
  }
}

/** The type of a message frame without reading its payload (for refusals); null when unreadable. */
export function peekType(frame: Uint8Array): string | number | null {
  return readType(frame, 1)?.value ?? null;
}

/** A msgpack string (fixstr, str 8/16/32) or unsigned integer at `at`, checked against the frame. */
function readType(frame: Uint8Array, at: number): { value: string | number; end: number } | null {
  const prefix = frame[at];
  if (prefix === undefined) return null;
  if (prefix <= 0x7f) return { value: prefix, end: at + 1 };
  let length: number;
  let start: number;
  if (prefix >= 0xa0 && prefix <= 0xbf) {
    length = prefix & 0x1f;
    start = at + 1;
  } else if (prefix === 0xd9) {
    length = frame[at + 1] ?? -1;
    start = at + 2;
  } else if (prefix === 0xda) {
    length = ((frame[at + 1] ?? 0) << 8) | (frame[at + 2] ?? 0);
    start = at + 3;
    if (frame.byteLength < start) return null;
  } else if (prefix === 0xcc) {
    const value = frame[at + 1];
    return value === undefined ? null : { value, end: at + 2 };
  } else if (prefix === 0xcd) {
    if (frame.byteLength < at + 3) return null;
    return { value: ((frame[at + 1] ?? 0) << 8) | (frame[at + 2] ?? 0), end: at + 3 };
  } else {
    // str 32, floats, negative numbers and the rest are no type any client of ours sends.
    return null;
  }
  if (length < 0 || length > MAX_TYPE_BYTES || start + length > frame.byteLength) return null;
  try {
    return { value: utf8.decode(frame.subarray(start, start + length)), end: start + length };
  } catch {
    return null;
  }
}

/** A message type as it may appear in a reply or a log line: text, at most 40 characters. */
export function describeType(type: string | number): string {
  const text = String(type);
  const chars = Array.from(text);
  return chars.length > 40 ? `${chars.slice(0, 40).join('')}…` : text;
}
