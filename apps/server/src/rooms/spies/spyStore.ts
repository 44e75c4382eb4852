/**
 * How a spies game lives in the shared Storage (the heist's rooms and inputs, one record per
 * code). Storage keeps setups and inputs as JSON and never reads them; its types name the
 * heist's, so the spies room goes through here. What is stored for a spies game: the engine's
 * setup (`mode: 'asym'` is the game kind) plus the seats the bots play, the same seat token
 * hashes, and the ordered input log, written before anyone sees an input's result.
 * Heist records are untouched: a setup without `mode: 'asym'` is a heist.
 */
import type { Action as AsymAction, AsymSetup } from '@safecrackers/asym-rules';
import type { GameSetup, Action as HeistAction } from '@safecrackers/rules';
import type { HeistSeats, Storage, StoredRoom } from '../../storage/index.js';
import type { BotMode } from './spyLobby.js';

export interface StoredSpySetup extends AsymSetup {
  bots: BotMode[];
}

export interface SpyInput {
  seat: number;
  action: AsymAction;
}

/** Whether a stored room is a spies game (or a lobby of one). */
export function isSpyRecord(stored: Pick<StoredRoom, 'setup' | 'lobby'> | null): boolean {
  const setup = stored?.setup as { mode?: unknown } | null | undefined;
  const lobby = stored?.lobby as { game?: unknown } | null | undefined;
  return setup?.mode === 'asym' || lobby?.game === 'spies';
}

/** The engine's setup back from a stored one (the bots are the room's, not the engine's). */
export function engineSetup(stored: StoredSpySetup): AsymSetup {
  const { bots: _bots, ...setup } = stored;
  return setup;
}

export class SpyStore {
  constructor(private readonly storage: Storage) {}

  start(code: string, setup: StoredSpySetup, seats: HeistSeats): Promise<void> {
    return this.storage.start(code, setup as unknown as GameSetup, seats);
  }

  append(code: string, index: number, input: SpyInput): Promise<void> {
    return this.storage.append(code, index, input as unknown as { seat: number; action: HeistAction });
  }

  /** Stored as 'won' when the spies won, 'lost' when security did: finished either way. */
  finish(code: string, winner: 'spies' | 'security'): Promise<void> {
    return this.storage.finish(code, winner === 'spies' ? 'won' : 'lost');
  }

  async load(code: string): Promise<{ setup: StoredSpySetup; seats: HeistSeats; log: SpyInput[] } | null> {
    const stored = await this.storage.load(code);
    if (stored?.status !== 'playing' || !isSpyRecord(stored)) return null;
    return {
      setup: stored.setup as unknown as StoredSpySetup,
      seats: stored.seats,
      log: stored.log as unknown as SpyInput[],
    };
  }
}
