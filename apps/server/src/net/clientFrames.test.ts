import { getMessageBytes, Protocol } from '@colyseus/core';
import { pack } from '@colyseus/msgpackr';
import { describe, expect, it } from 'vitest';
import { describeType, readClientFrame } from './clientFrames.js';

const frame = (type: string | number, payload?: unknown) =>
  new Uint8Array(getMessageBytes.raw(Protocol.ROOM_DATA, type, payload));

describe('reading client frames', () => {
  it('reads a message type and its payload', () => {
    expect(readClientFrame(frame('action', { seat: 0 }))).toEqual({
      ok: true,
      type: 'action',
      payload: { seat: 0 },
    });
    expect(readClientFrame(frame('sync'))).toEqual({ ok: true, type: 'sync', payload: undefined });
    expect(readClientFrame(frame(7, [1]))).toEqual({ ok: true, type: 7, payload: [1] });
  });

  it('reads reserved Colyseus names as plain types, whatever the payload', () => {
    const long = 'x'.repeat(500);
    expect(readClientFrame(frame('__no_message_handler', long))).toEqual({
      ok: true,
      type: '__no_message_handler',
      payload: long,
    });
    expect(readClientFrame(frame('*', { toString: 1 }))).toMatchObject({ ok: true, type: '*' });
  });

  it('refuses types that are too long, not text, or cut off', () => {
    expect(readClientFrame(frame('t'.repeat(65)))).toEqual({ ok: false, reason: 'unreadable message type' });
    expect(readClientFrame(new Uint8Array([Protocol.ROOM_DATA]))).toMatchObject({ ok: false });
    expect(readClientFrame(new Uint8Array([Protocol.ROOM_DATA, 0xa5, 0x61]))).toMatchObject({ ok: false });
    expect(readClientFrame(new Uint8Array([Protocol.ROOM_DATA, 0xa2, 0xff, 0xfe]))).toMatchObject({
      ok: false,
    });
    expect(readClientFrame(new Uint8Array([Protocol.ROOM_DATA, 0xcb, 1, 2, 3]))).toMatchObject({ ok: false });
    expect(readClientFrame(new Uint8Array([Protocol.ROOM_DATA, 0xda, 0xff]))).toMatchObject({ ok: false });
  });

  it('refuses payloads that are not msgpack', () => {
    const header = [Protocol.ROOM_DATA, 0xa1, 0x61];
    for (const body of [
      [0xdd, 0xff, 0xff, 0xff, 0xff],
      [0xdb, 0xff, 0xff, 0xff, 0xff],
      [0x01, 0x02],
    ]) {
      expect(readClientFrame(new Uint8Array([...header, ...body]))).toEqual({
        ok: false,
        reason: 'unreadable payload',
      });
    }
    const deep = new Uint8Array([...header, ...new Array(100_000).fill(0x91), 0xc0]);
    expect(readClientFrame(deep)).toEqual({ ok: false, reason: 'unreadable payload' });
  });

  it('keeps __proto__ keys from reaching an object prototype', () => {
    const read = readClientFrame(new Uint8Array([Protocol.ROOM_DATA, 0xa1, 0x61, ...pack({ a: 1 })]));
    expect(read).toEqual({ ok: true, type: 'a', payload: { a: 1 } });
    const evil = [0x81, 0xa9, ...Buffer.from('__proto__'), 0x81, 0xa1, 0x78, 0x01];
    const parsed = readClientFrame(new Uint8Array([Protocol.ROOM_DATA, 0xa1, 0x61, ...evil]));
    expect(parsed.ok).toBe(true);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('refuses frames that are not messages', () => {
    expect(readClientFrame(new Uint8Array([Protocol.JOIN_ROOM]))).toMatchObject({ ok: false });
    expect(readClientFrame(new Uint8Array([]))).toMatchObject({ ok: false });
  });

  it('describes a type in at most 40 characters', () => {
    expect(describeType('action')).toBe('action');
    expect(describeType(12)).toBe('12');
    expect(describeType('y'.repeat(60))).toBe(`${'y'.repeat(40)}…`);
  });
});
