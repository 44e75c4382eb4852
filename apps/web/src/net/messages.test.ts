import * as protocol from '@safecrackers/protocol';
import { describe, expect, it } from 'vitest';
import { ClientMessage, ROOM_NAME, ServerMessage } from './messages.js';

describe('mirrored message names', () => {
  it('match the protocol package', () => {
    expect(ClientMessage).toEqual(protocol.ClientMessage);
    expect(ServerMessage).toEqual(protocol.ServerMessage);
    expect(ROOM_NAME).toBe(protocol.ROOM_NAME);
  });
});
