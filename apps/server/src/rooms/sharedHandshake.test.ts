import { SchemaSerializer } from '@colyseus/core';
import type { Schema } from '@colyseus/schema';
import { schemaClass } from '@safecrackers/protocol/schema';
import { lobbyShape } from '@safecrackers/protocol/state';
import { describe, expect, it } from 'vitest';
import { SharedHandshakeSerializer } from './sharedHandshake.js';

const LobbyState = schemaClass(lobbyShape);

function serializerOf<T extends SchemaSerializer<Schema>>(serializer: T): T {
  serializer.reset(new LobbyState());
  return serializer;
}

describe('the shared schema handshake', () => {
  it('gives every room of a state class the bytes Colyseus would encode, encoded once', () => {
    const first = serializerOf(new SharedHandshakeSerializer());
    const second = serializerOf(new SharedHandshakeSerializer());
    const own = serializerOf(new SchemaSerializer());
    expect(first.handshake()).toBe(second.handshake());
    expect([...first.handshake()]).toEqual([...own.handshake()]);
  });
});
