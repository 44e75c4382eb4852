/**
 * Room codes are the Colyseus room ids. A fresh code is claimed in storage (SQLite primary key,
 * or Redis SET NX), so no two rooms of any process sharing the store ever hold the same one.
 */
import { randomInt } from 'node:crypto';
import { ROOM_CODE_ALPHABET, ROOM_CODE_LENGTH } from '@safecrackers/protocol';
import type { Storage } from '../storage/index.js';

export function randomRoomCode(): string {
  let code = '';
  for (let i = 0; i < ROOM_CODE_LENGTH; i++) code += ROOM_CODE_ALPHABET[randomInt(ROOM_CODE_ALPHABET.length)];
  return code;
}

const MAX_ATTEMPTS = 20;

/** Claims an unused code; a collision simply draws another. */
export async function claimRoomCode(storage: Storage, draw: () => string = randomRoomCode): Promise<string> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const code = draw();
    if (await storage.claimCode(code)) return code;
  }
  throw new Error(`no free room code after ${MAX_ATTEMPTS} attempts`);
}
