/**
 * The storage contract every backend keeps (SQLite, Redis), as tests: src/storage/storage.test.ts runs it
 * on SQLite, redisStorage.test.ts on a real redis-server.
 */
import type { GameSetup } from '@safecrackers/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HeistLobbyRecord } from '../../src/games/heist/heistLobby.js';
import {
  LogOrderError,
  type Storage,
  type StorageOptions,
  type StoredSeats,
} from '../../src/storage/Storage.js';

export const setup: GameSetup = { scenario: 'office', seats: [{ name: 'Ada' }, { name: 'Bo' }], seed: 'abc' };

/** A stored heist lobby whose players sit in the first seats, in order; the first is host. */
export function lobbyRecord(names: string[]): HeistLobbyRecord {
  return {
    v: 1,
    config: {
      scenario: 'office',
      randomWalls: false,
      stealth: 3,
      advancedSides: false,
      assignment: 'chosen',
    },
    members: names.map((name) => ({ name, ready: false })),
    host: names.length > 0 ? 0 : null,
    seats: Array.from({ length: Math.max(2, names.length) }, (_, i) =>
      i < names.length
        ? { holder: i, name: names[i]!, character: null, side: 'basic' as const, tokenHash: 'a'.repeat(64) }
        : { holder: null, name: '', character: null, side: 'basic' as const, tokenHash: null },
    ),
  };
}

type Open = (options?: StorageOptions) => Promise<Storage>;

export function contract(name: string, open: () => Promise<{ storage: Storage; reopen: Open }>) {
  describe(name, () => {
    let storage: Storage;
    let reopen: Open;
    beforeAll(async () => {
      ({ storage, reopen } = await open());
    });
    afterAll(async () => {
      await storage.close();
    });

    it('claims a code once', async () => {
      expect(await storage.claimCode('AAAAAA')).toBe(true);
      expect(await storage.claimCode('AAAAAA')).toBe(false);
      expect((await storage.load('AAAAAA'))?.status).toBe('lobby');
    });

    it('frees the code of a discarded lobby', async () => {
      expect(await storage.claimCode('BBBBBB')).toBe(true);
      await storage.discard('BBBBBB');
      expect(await storage.load('BBBBBB')).toBeNull();
      expect(await storage.claimCode('BBBBBB')).toBe(true);
    });

    it('keeps setup, tokens and the ordered log, and lists unfinished heists', async () => {
      await storage.claimCode('CCCCCC');
      await storage.start('CCCCCC', setup, SEATS);
      await storage.append('CCCCCC', 0, { seat: 0, action: { type: 'endActions' } });
      await storage.append('CCCCCC', 1, { seat: 1, action: { type: 'drop' } });
      await storage.discard('CCCCCC'); // a started heist is never discarded
      const room = await storage.load('CCCCCC');
      expect(room).toEqual({
        code: 'CCCCCC',
        status: 'playing',
        setup,
        seats: SEATS,
        log: [
          { seat: 0, action: { type: 'endActions' } },
          { seat: 1, action: { type: 'drop' } },
        ],
        lobby: null,
      });
      expect(await storage.unfinished()).toContain('CCCCCC');
    });

    it('refuses an input out of order', async () => {
      await storage.claimCode('DDDDDD');
      await storage.start('DDDDDD', setup, SEATS);
      await storage.append('DDDDDD', 0, { seat: 0, action: { type: 'drop' } });
      await expect(storage.append('DDDDDD', 0, { seat: 0, action: { type: 'drop' } })).rejects.toThrow(
        LogOrderError,
      );
      await expect(storage.append('DDDDDD', 5, { seat: 0, action: { type: 'drop' } })).rejects.toThrow();
      expect((await storage.load('DDDDDD'))?.log).toHaveLength(1);
    });

    it('rewrites the seats of a started heist when one is handed on, and only then', async () => {
      await storage.claimCode('KKKKKK');
      const handed: StoredSeats = {
        keys: [
          { owner: 'h0', delegate: 'd0' },
          { owner: 'h1', delegate: null },
        ],
        hostSeat: 1,
      };
      await storage.saveSeats('KKKKKK', handed);
      expect((await storage.load('KKKKKK'))?.status).toBe('lobby');
      await storage.start('KKKKKK', setup, SEATS);
      await storage.append('KKKKKK', 0, { seat: 0, action: { type: 'drop' } });
      await storage.saveSeats('KKKKKK', handed);
      expect(await storage.load('KKKKKK')).toMatchObject({ status: 'playing', seats: handed, setup });
      expect((await storage.load('KKKKKK'))?.log).toHaveLength(1);
    });

    it('keeps a finished game and its log, no longer unfinished', async () => {
      await storage.claimCode('EEEEEE');
      await storage.start('EEEEEE', setup, SEATS);
      await storage.append('EEEEEE', 0, { seat: 0, action: { type: 'drop' } });
      await storage.finish('EEEEEE', 'lost');
      expect(await storage.unfinished()).not.toContain('EEEEEE');
      const room = await storage.load('EEEEEE');
      expect(room?.status).toBe('lost');
      expect(room?.log).toHaveLength(1);
    });

    it('commits inputs of several rooms written in one turn, each in order, and refuses only the bad one', async () => {
      const codes = ['MMMMM1', 'MMMMM2', 'MMMMM3'];
      for (const code of codes) {
        await storage.claimCode(code);
        await storage.start(code, setup, SEATS);
      }
      const drop = { seat: 0, action: { type: 'drop' as const } };
      // Not awaited one by one: all queued in the same turn of the event loop.
      const writes = [
        storage.append('MMMMM1', 0, drop),
        storage.append('MMMMM2', 0, drop),
        storage.append('MMMMM1', 1, drop),
        storage.append('MMMMM3', 1, drop), // a gap: refused alone
        storage.append('MMMMM2', 1, drop),
      ];
      const settled = await Promise.allSettled(writes);
      expect(settled.map((s) => s.status)).toEqual([
        'fulfilled',
        'fulfilled',
        'fulfilled',
        'rejected',
        'fulfilled',
      ]);
      expect((settled[3] as PromiseRejectedResult).reason).toBeInstanceOf(LogOrderError);
      expect((await storage.load('MMMMM1'))?.log).toHaveLength(2);
      expect((await storage.load('MMMMM2'))?.log).toHaveLength(2);
      expect((await storage.load('MMMMM3'))?.log).toHaveLength(0);
      // The refused write left the counts right: the next inputs go on where each log ends.
      await storage.append('MMMMM3', 0, drop);
      await storage.append('MMMMM1', 2, drop);
      await expect(storage.append('MMMMM1', 2, drop)).rejects.toThrow(LogOrderError);
      expect((await storage.load('MMMMM1'))?.log).toHaveLength(3);
    });

    it('resumes from the latest snapshot with the inputs after it, and drops the snapshot when the heist ends', async () => {
      await storage.claimCode('NNNNNN');
      await storage.start('NNNNNN', setup, SEATS);
      const input = (n: number) => ({
        seat: n % 2,
        action: { type: 'move' as const, to: { floor: 1, row: 0, col: n } },
      });
      expect(await storage.resume('NNNNNN')).toMatchObject({
        status: 'playing',
        setup,
        snapshot: null,
        tail: [],
      });
      for (let i = 0; i < 5; i++) await storage.append('NNNNNN', i, input(i));
      await storage.saveSnapshot('NNNNNN', {
        index: 3,
        format: 1,
        state: { at: 3 },
        recent: [{ version: 3 }],
      });
      await storage.saveSnapshot('NNNNNN', { index: 4, format: 1, state: { at: 4 }, recent: [] });
      const resumed = await storage.resume('NNNNNN');
      expect(resumed).toMatchObject({
        code: 'NNNNNN',
        status: 'playing',
        seats: SEATS,
        snapshot: { index: 4, format: 1, state: { at: 4 }, recent: [] },
        tail: [input(4)],
      });
      expect(resumed).not.toHaveProperty('log');
      expect((await storage.load('NNNNNN'))?.log).toEqual([0, 1, 2, 3, 4].map(input));
      await storage.finish('NNNNNN', 'won');
      expect(await storage.resume('NNNNNN')).toMatchObject({ status: 'won', snapshot: null });
      expect((await storage.load('NNNNNN'))?.log).toHaveLength(5);
    });

    it('keeps the latest lobby of an un-started room and lists it, until it is discarded', async () => {
      expect(await storage.claimCode('FFFFFF')).toBe(true);
      expect((await storage.load('FFFFFF'))?.lobby).toBeNull();
      expect(await storage.lobbies()).not.toContain('FFFFFF');
      expect(await storage.saveLobby('FFFFFF', lobbyRecord(['Ada']))).toBe(true);
      const latest = lobbyRecord(['Ada', 'Bo']);
      expect(await storage.saveLobby('FFFFFF', latest)).toBe(true);
      expect(await storage.load('FFFFFF')).toMatchObject({ status: 'lobby', setup: null, lobby: latest });
      expect(await storage.lobbies()).toContain('FFFFFF');
      expect(await storage.unfinished()).not.toContain('FFFFFF');
      await storage.discard('FFFFFF');
      expect(await storage.load('FFFFFF')).toBeNull();
      expect(await storage.lobbies()).not.toContain('FFFFFF');
      expect(await storage.saveLobby('FFFFFF', latest)).toBe(false);
      expect(await storage.saveLobby('NOSUCH', latest)).toBe(false);
    });

    it("keeps a room's chat beside it; a discarded lobby's chat goes with it", async () => {
      await storage.claimCode('CHATAA');
      expect(await storage.loadChat('CHATAA')).toEqual([]);
      const lines = [{ channel: 'table', seat: 0, name: 'Ada', text: 'hi', at: 1 }];
      await storage.saveChat('CHATAA', lines);
      await storage.saveChat('CHATAA', [...lines, { ...lines[0], text: 'again' }]);
      expect(await storage.loadChat('CHATAA')).toEqual([...lines, { ...lines[0], text: 'again' }]);
      await storage.discard('CHATAA');
      expect(await storage.loadChat('CHATAA')).toEqual([]);
      // A started room's chat stays when a stale discard comes along.
      await storage.claimCode('CHATBB');
      await storage.start('CHATBB', setup, SEATS);
      await storage.saveChat('CHATBB', lines);
      await storage.discard('CHATBB');
      expect(await storage.loadChat('CHATBB')).toEqual(lines);
    });

    it('turns the lobby record into the heist record when it starts', async () => {
      await storage.claimCode('GGGGGG');
      await storage.saveLobby('GGGGGG', lobbyRecord(['Ada', 'Bo']));
      await storage.start('GGGGGG', setup, SEATS);
      expect(await storage.load('GGGGGG')).toEqual({
        code: 'GGGGGG',
        status: 'playing',
        setup,
        seats: SEATS,
        log: [],
        lobby: null,
      });
      expect(await storage.lobbies()).not.toContain('GGGGGG');
      expect(await storage.unfinished()).toContain('GGGGGG');
      // A late lobby save cannot turn the heist back, and a started heist does not start again.
      expect(await storage.saveLobby('GGGGGG', lobbyRecord(['Ada']))).toBe(false);
      expect((await storage.load('GGGGGG'))?.status).toBe('playing');
      await expect(storage.start('GGGGGG', setup, SEATS)).rejects.toThrow();
    });

    it('forgets a lobby untouched for longer than the keep time', async () => {
      const short = await reopen({ lobbyKeepSeconds: 2 });
      await short.claimCode('HHHHHH');
      await short.saveLobby('HHHHHH', lobbyRecord(['Ada']));
      await short.claimCode('IIIIII');
      await short.saveLobby('IIIIII', lobbyRecord(['Bo']));
      expect(await short.lobbies()).toEqual(expect.arrayContaining(['HHHHHH', 'IIIIII']));
      await new Promise((resolve) => setTimeout(resolve, 1200));
      // Each save keeps the lobby for the keep time from then.
      const later = lobbyRecord(['Bo', 'Cy']);
      await short.saveLobby('IIIIII', later);
      await new Promise((resolve) => setTimeout(resolve, 1200));
      expect(await short.load('HHHHHH')).toBeNull();
      expect(await short.lobbies()).not.toContain('HHHHHH');
      expect(await short.lobbies()).toContain('IIIIII');
      expect((await short.load('IIIIII'))?.lobby).toEqual(later);
      await short.close();
    });

    it('survives closing and opening again', async () => {
      await storage.close();
      storage = await reopen();
      expect((await storage.load('CCCCCC'))?.log).toHaveLength(2);
      await storage.ping();
    });
  });
}

export const SEATS: StoredSeats = {
  keys: [
    { owner: 'h0', delegate: null },
    { owner: 'h1', delegate: null },
  ],
  hostSeat: 0,
};
