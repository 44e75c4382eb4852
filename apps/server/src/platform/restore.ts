/**
 * Server restarts dispose rooms; bringing them back is ours. Every unfinished heist is
 * recreated under its old code by replaying its stored input log, and every stored lobby from
 * its record, at boot and (for rooms that left memory while idle) when someone looks their
 * code up.
 */
import { matchMaker, type Presence } from '@colyseus/core';
import type { Input } from '@safecrackers/engine-kit';
import type { Logger } from '../logger.js';
import { noRestoreMetrics, type RestoreMetrics } from '../metrics/hooks.js';
import type { LoggedInput, ResumableRoom, Storage, StoredSeats } from '../storage/index.js';
import type { LobbyRecord } from '../storage/lobbyRecord.js';
import type { RestoreOptions } from './deps.js';
import type { AnyGameModule, GameModule, GameSession, GameTypes, Restoring } from './gameModule.js';

/** A stored room brought back: a lobby from its record, or a game by replaying its log. */
export type LoadedRoom<T extends GameTypes> =
  | { kind: 'lobby'; seats: T['seats']; record: LobbyRecord }
  | {
      kind: 'game';
      seats: T['seats'];
      state: T['state'];
      /** Inputs applied. */
      version: number;
      restoring: Restoring<T>;
      stored: StoredSeats;
    };

/** The game a stored record is of: the first module that owns it (the list's last is the default). */
export function gameOf<M extends AnyGameModule>(
  games: readonly M[],
  stored: Pick<ResumableRoom, 'setup' | 'lobby'> | null,
): M {
  return games.find((g) => g.owns(stored?.setup ?? null, stored?.lobby ?? null)) ?? games.at(-1)!;
}

/** Stored inputs read back as this game's; one that does not read is a broken record. */
function readInputs<T extends GameTypes>(
  module: GameModule<T>,
  code: string,
  raw: readonly LoggedInput[],
  from: number,
) {
  return raw.map((stored, i): Input<T['action']> => {
    const input = module.readInput(stored);
    if (!input) throw new Error(`room ${code}: stored input ${from + i} is not a ${module.kind} input`);
    return input;
  });
}

/**
 * Reads the room `code` from storage. Its players are gone until their tokens come back, and
 * nobody takes their place for `graceMs` from now (the reconnection window, counted from the
 * room coming back). The session hears each replayed input's events.
 */
export async function loadRoom<T extends GameTypes>(
  module: GameModule<T>,
  session: GameSession<T>,
  storage: Storage,
  code: string,
  graceMs: number,
  /** The record when the caller has read it already. */
  read?: ResumableRoom | null,
): Promise<LoadedRoom<T>> {
  const stored = read ?? (await storage.resume(code));
  if (stored?.status === 'lobby' && stored.lobby !== null && module.owns(null, stored.lobby)) {
    return { kind: 'lobby', ...module.seatsFromRecord(stored.lobby, graceMs) };
  }
  const setup = stored?.status === 'playing' ? module.readSetup(stored.setup) : null;
  if (!stored || setup === null) throw new Error(`room ${code} has no unfinished ${module.kind} game`);
  // From the latest snapshot when this engine reads its format, else from the first input (the
  // game is only dealt then: a restart storm dealt 500 games it never used, 60 ms).
  const { snapshot } = stored;
  const snapshotState =
    snapshot && module.snapshots ? module.snapshots.load(snapshot.format, snapshot.state) : null;
  let state: T['state'];
  let from = 0;
  let rawTail = stored.tail;
  if (snapshot && snapshotState) {
    state = snapshotState;
    from = snapshot.index;
    session.resumeFrom?.(snapshot.recent);
  } else {
    if (snapshot) rawTail = (await storage.load(code))?.log ?? [];
    const created = module.engine.createGame(module.engineSetup(setup));
    if (!created.ok)
      throw new Error(`room ${code}: its setup does not create a game: ${created.error.message}`);
    state = created.state;
  }
  const tail = readInputs(module, code, rawTail, from);
  tail.forEach((input, i) => {
    const result = module.engine.apply(state, input.seat, input.action);
    if (!result.ok)
      throw new Error(`room ${code}: input ${from + i} does not replay: ${result.error.message}`);
    state = result.state;
    session.replayed?.(from + i + 1, result.events);
  });
  return {
    kind: 'game',
    seats: module.seatsRestored(setup, stored.seats, graceMs),
    state,
    version: from + tail.length,
    restoring: { setup, from, tail },
    stored: stored.seats,
  };
}

const LOCK_KEY = 'safecrackers:restoring';
const LOCK_SECONDS = 30;

type Listing = NonNullable<Awaited<ReturnType<typeof matchMaker.getRoomById>>>;

export interface RestoreReport {
  /** Rooms that came back: started heists and lobbies. */
  restored: number;
  /** Of those, lobbies. */
  lobbies: number;
  failed: number;
  ms: number;
  /** The longest restore of one room (so far, counting rooms woken by a lookup): about the longest the event loop was held. */
  longestRoomMs: number;
}

export class Restorer {
  private readonly inflight = new Map<string, Promise<boolean>>();
  private stopped = false;
  private longestRoomMs = 0;

  constructor(
    private readonly storage: Storage,
    private readonly presence: Presence,
    private readonly restoreKey: string,
    private readonly logger: Logger,
    /** The room type that plays a stored record (its game's). */
    private readonly roomNameFor: (stored: ResumableRoom | null) => string,
    private readonly metrics: RestoreMetrics = noRestoreMetrics,
  ) {}

  /** Ends a `restoreAll` in progress after the room it is on (the server is closing). */
  stop(): void {
    this.stopped = true;
  }

  /**
   * Restores every unfinished heist and every stored lobby, one room at a time with a turn of
   * the event loop between rooms, so that requests and messages are served meanwhile; counts
   * them and times it.
   */
  async restoreAll(): Promise<RestoreReport> {
    const started = Date.now();
    const report: RestoreReport = { restored: 0, lobbies: 0, failed: 0, ms: 0, longestRoomMs: 0 };
    const heists = await this.storage.unfinished();
    const lobbies = await this.storage.lobbies();
    const wake = async (code: string) => {
      const woke = await this.wake(code);
      if (woke) report.restored++;
      else report.failed++;
      return woke;
    };
    for (const code of heists) {
      if (this.stopped) break;
      await wake(code);
      await new Promise((resolve) => setImmediate(resolve));
    }
    for (const code of lobbies) {
      if (this.stopped) break;
      if (await wake(code)) report.lobbies++;
      await new Promise((resolve) => setImmediate(resolve));
    }
    report.ms = Date.now() - started;
    report.longestRoomMs = Math.round(this.longestRoomMs * 10) / 10;
    return report;
  }

  /**
   * The listing of a room that lives in some process. A listing left behind by a process that
   * died without cleaning up (SIGKILL, a crash) is removed here: its process is asked (Colyseus'
   * own health check over the presence) and, when it does not answer, its listings go.
   */
  async liveListing(code: string): Promise<Listing | undefined> {
    const listing = await matchMaker.getRoomById(code);
    if (!listing || listing.processId === matchMaker.processId) return listing ?? undefined;
    if (await matchMaker.healthCheckProcessId(listing.processId)) return listing;
    // The health check already drops the listings of a process it excludes; a process excluded
    // earlier (by another check) is not dropped again there, so make sure.
    await matchMaker.driver.cleanup?.(listing.processId);
    this.logger.warn({ room: code, processId: listing.processId }, 'stale room listing removed');
    return undefined;
  }

  /** Makes sure the room `code` (unfinished heist or stored lobby) is live in some process. */
  wake(code: string, read?: ResumableRoom | null): Promise<boolean> {
    let pending = this.inflight.get(code);
    if (!pending) {
      pending = this.restore(code, read).finally(() => this.inflight.delete(code));
      this.inflight.set(code, pending);
    }
    return pending;
  }

  /** `read`: the record when the caller has read it already (not read again). */
  private async restore(code: string, read?: ResumableRoom | null): Promise<boolean> {
    if (await this.liveListing(code)) return true;
    // Processes sharing a Redis all restore at boot: only the first to count 1 does this one.
    const holders = await this.presence.hincrbyex(LOCK_KEY, code, 1, LOCK_SECONDS);
    if (holders !== 1) return Boolean(await matchMaker.getRoomById(code));
    const started = performance.now();
    try {
      // Read once here: the room picks up this record instead of reading it again.
      const stored = read ?? (await this.storage.resume(code));
      const options: RestoreOptions = { restore: code, restoreKey: this.restoreKey, stored };
      // In THIS process: matchMaker.createRoom may pick another process, whose rooms do not
      // know this process's restore key.
      const listing = await matchMaker.handleCreateRoom(this.roomNameFor(stored), options);
      this.metrics.restored(listing.metadata?.phase === 'lobby' ? 'lobby' : 'heist');
      const took = performance.now() - started;
      this.longestRoomMs = Math.max(this.longestRoomMs, took);
      this.metrics.took(took / 1000);
      return true;
    } catch (error) {
      this.logger.error({ room: code, err: error }, 'could not restore room');
      this.metrics.failed();
      return false;
    } finally {
      await this.presence.hdel(LOCK_KEY, code);
    }
  }
}
