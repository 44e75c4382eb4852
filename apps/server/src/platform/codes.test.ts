import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isRoomCode } from '@safecrackers/protocol';
import { describe, expect, it } from 'vitest';
import { SqliteStorage } from '../storage/sqlite.js';
import { claimRoomCode, randomRoomCode } from './codes.js';

describe('room codes', () => {
  it('draws codes of the code alphabet', () => {
    for (let i = 0; i < 500; i++) expect(isRoomCode(randomRoomCode())).toBe(true);
  });

  it('retries on a collision', async () => {
    const storage = new SqliteStorage(fs.mkdtempSync(path.join(os.tmpdir(), 'sc-codes-')));
    const draws = ['AAAAAA', 'AAAAAA', 'BBBBBB'];
    expect(await claimRoomCode(storage, () => draws.shift()!)).toBe('AAAAAA');
    expect(await claimRoomCode(storage, () => draws.shift()!)).toBe('BBBBBB');
    await expect(claimRoomCode(storage, () => 'AAAAAA')).rejects.toThrow(/no free room code/);
    await storage.close();
  });
});
