import { getMessageBytes, Protocol } from '@colyseus/core';
import { type GamePayload, type RecentPayload, ServerMessage } from '@safecrackers/protocol';
import { describe, expect, it } from 'vitest';
import { JoinFrames } from './joinFrames.js';

function source() {
  const packed = { game: 0, recent: 0 };
  let version = 1;
  const frames = new JoinFrames({
    game: (): GamePayload => {
      packed.game++;
      return { version, handshake: new Uint8Array([1, 2]), state: new Uint8Array([version]) };
    },
    recent: (seated): RecentPayload => {
      packed.recent++;
      return { entries: seated ? [{ version, event: { type: 'turnSkipped', seat: 0 } }] : [] };
    },
  });
  return { frames, packed, setVersion: (v: number) => (version = v) };
}

describe('join frames', () => {
  it('packs the game and each audience of recent events once per state, as Colyseus would', () => {
    const { frames, packed } = source();
    const state = {};
    const game = frames.gameAt(state);
    expect(frames.gameAt(state)).toBe(game);
    const seats = frames.recentAt(state, true);
    const watchers = frames.recentAt(state, false);
    expect(frames.recentAt(state, true)).toBe(seats);
    expect(frames.recentAt(state, false)).toBe(watchers);
    expect(packed).toEqual({ game: 1, recent: 2 });
    expect(game).toEqual(
      getMessageBytes.raw(Protocol.ROOM_DATA, ServerMessage.game, {
        version: 1,
        handshake: new Uint8Array([1, 2]),
        state: new Uint8Array([1]),
      }),
    );
    expect(seats).not.toEqual(watchers);
  });

  it('packs again for a new state of the game', () => {
    const { frames, packed, setVersion } = source();
    const before = frames.gameAt({});
    setVersion(2);
    const after = frames.gameAt({});
    expect(after).not.toEqual(before);
    expect(packed.game).toBe(2);
  });
});
