/**
 * Server restarts dispose rooms; bringing them back is ours. Every unfinished heist is
 * recreated under its old code by replaying its stored input log, and every stored lobby from
 * its record, at boot and (for rooms that left memory while idle) when someone looks their
 * code up.
 */
import { matchMaker, type Presence } from '@colyseus/core';
import { ROOM_NAME } from '@safecrackers/protocol';
import { createGame, type GameState, replayFrom, storedState } from '@safecrackers/rules';
import type { Logger } from '../logger.js';
import { noRestoreMetrics, type RestoreMetrics } from '../metrics/hooks.js';
import type { HeistSeats, ResumableRoom, Storage } from '../storage/index.js';
import { type LobbyRecord, readLobbyRecord } from '../storage/lobbyRecord.js';
import { readBotLevels } from './crew.js';
import type { RestoreOptions } from './deps.js';
import { Lobby } from './lobby.js';
import { lobbyFromRecord } from './lobbyRecord.js';
import { RecentEvents } from './recentEvents.js';

/** A stored room brought back: a lobby from its record, or a heist by replaying its log. */
export type LoadedRoom =
  | { kind: 'lobby'; lobby: Lobby; record: LobbyRecord }
  | {
      kind: 'heist';
      lobby: Lobby;
      game: GameState;
      version: number;
      /** Inputs replayed to get there (those after the snapshot the restore started from). */
      replayed: number;
      recent: RecentEvents;
      seats: HeistSeats;
    };

/**
 * Reads the room `code` from storage. Its players are gone until their tokens come back, and
 * nobody takes their place for `graceMs` from now (the reconnection window, counted from the
 * room coming back).
 */
export async function loadRoom(
  storage: Storage,
  code: string,
  graceMs: number,
  logTail: number,
  /** The record when the caller has read it already. */
  read?: ResumableRoom | null,
): Promise<LoadedRoom> {
  const stored = read ?? (await storage.resume(code));
  if (stored?.status === 'lobby' && stored.lobby !== null) {
    const record = readLobbyRecord(stored.lobby);
    return { kind: 'lobby', lobby: lobbyFromRecord(record, graceMs), record };
  }
  if (!stored?.setup || stored.status !== 'playing') throw new Error(`room ${code} has no unfinished heist`);
  // From the latest snapshot when this engine reads its format, else from the first input (the
  // game is only dealt then: a restart storm dealt 500 games it never used, 60 ms).
  let tail = stored.tail;
  const { snapshot } = stored;
  const snapshotState = snapshot ? storedState(snapshot.format, snapshot.state) : null;
  let start: { game: GameState; index: number; recent: RecentEvents };
  if (snapshot && snapshotState) {
    start = {
      game: snapshotState,
      index: snapshot.index,
      recent: RecentEvents.restored(logTail, snapshot.recent),
    };
  } else {
    if (snapshot) tail = (await storage.load(code))?.log ?? [];
    start = { game: createGame(stored.setup), index: 0, recent: new RecentEvents(logTail) };
  }
  const { recent } = start;
  const game = replayFrom(start.game, tail, (_state, events, i) => recent.add(i + 1, events), start.index);
  const lobby = Lobby.restored(
    stored.setup,
    stored.seats.keys,
    stored.seats.hostSeat,
    graceMs,
    Date.now,
    readBotLevels(stored.seats.bots),
  );
  return {
    kind: 'heist',
    lobby,
    game,
    version: start.index + tail.length,
    replayed: tail.length,
    recent,
    seats: stored.seats,
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
    private readonly metrics: RestoreMetrics = noRestoreMetrics,
    /** The room type that plays a stored record (the heist's, or the spies game's). */
    private readonly roomNameFor: (stored: ResumableRoom | null) => string = () => ROOM_NAME,
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
