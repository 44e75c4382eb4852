/**
 * Server restarts dispose rooms; bringing them back is ours. Every unfinished heist is
 * recreated under its old code by replaying its stored input log, at boot and (for heists
 * that left memory while idle) when someone looks their code up.
 */
import { matchMaker, type Presence } from '@colyseus/core';
import { ROOM_NAME } from '@safecrackers/protocol';
import type { Logger } from '../logger.js';
import type { Storage } from '../storage/index.js';
import type { RestoreOptions } from './deps.js';

const LOCK_KEY = 'safecrackers:restoring';
const LOCK_SECONDS = 30;

export class Restorer {
  private readonly inflight = new Map<string, Promise<boolean>>();

  constructor(
    private readonly storage: Storage,
    private readonly presence: Presence,
    private readonly restoreKey: string,
    private readonly logger: Logger,
  ) {}

  /** Restores every unfinished heist; returns how many came back and how long it took. */
  async restoreAll(): Promise<{ restored: number; failed: number; ms: number }> {
    const started = Date.now();
    let restored = 0;
    let failed = 0;
    for (const code of await this.storage.unfinished()) {
      if (await this.wake(code)) restored++;
      else failed++;
    }
    return { restored, failed, ms: Date.now() - started };
  }

  /** Makes sure the unfinished heist `code` is live in some process; true when it is. */
  wake(code: string): Promise<boolean> {
    let pending = this.inflight.get(code);
    if (!pending) {
      pending = this.restore(code).finally(() => this.inflight.delete(code));
      this.inflight.set(code, pending);
    }
    return pending;
  }

  private async restore(code: string): Promise<boolean> {
    if (await matchMaker.getRoomById(code)) return true;
    // Processes sharing a Redis all restore at boot: only the first to count 1 does this one.
    const holders = await this.presence.hincrbyex(LOCK_KEY, code, 1, LOCK_SECONDS);
    if (holders !== 1) return Boolean(await matchMaker.getRoomById(code));
    try {
      const options: RestoreOptions = { restore: code, restoreKey: this.restoreKey };
      await matchMaker.createRoom(ROOM_NAME, options);
      return true;
    } catch (error) {
      this.logger.error({ room: code, err: error }, 'could not restore room');
      return false;
    } finally {
      await this.presence.hdel(LOCK_KEY, code);
    }
  }
}
