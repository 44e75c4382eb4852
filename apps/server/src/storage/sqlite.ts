/** The embedded default: one SQLite file in DATA_DIR, WAL mode (a killed process loses nothing). */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { LobbyRecord } from './lobbyRecord.js';
import {
  DEFAULT_LOBBY_KEEP_SECONDS,
  type LoggedInput,
  LogOrderError,
  type ResumableRoom,
  type RoomStatus,
  readStoredSeats,
  type Snapshot,
  type Storage,
  type StorageOptions,
  type StoredRoom,
  type StoredSeats,
} from './Storage.js';
import { WalFlush } from './walFlush.js';
import { WriteBatch } from './writeBatch.js';

/**
 * With SQLITE_SYNC=full, the least time between the starts of two flushes of the input log: the
 * inputs of those milliseconds share one commit and one fsync (see WriteBatch), which costs the
 * process about 0.3 ms of CPU whatever it holds. An input waits at most this plus two flushes.
 */
const GROUP_COMMIT_MS = 5;

/** The one file of the store, in DATA_DIR (backups copy it: ops/backup.ts). */
export const SQLITE_FILE = 'safecrackers.sqlite';

interface RoomRow {
  code: string;
  status: RoomStatus;
  setup: string | null;
  tokens: string;
  lobby: string | null;
  updated_at: number;
}

interface SnapshotRow {
  idx: number;
  format: number;
  state: string;
  recent: string;
}

function inputsOf(rows: unknown[]): LoggedInput[] {
  return (rows as Array<{ seat: number; action: string }>).map((r) => ({
    seat: r.seat,
    action: JSON.parse(r.action),
  }));
}

export class SqliteStorage implements Storage {
  readonly kind = 'sqlite';
  private readonly db: Database.Database;
  private readonly statements;
  private readonly lobbyKeepMs: number;
  private readonly batch: WriteBatch;
  /**
   * Next input index per room, read from the table once and then kept here: this process is the
   * only writer of its rooms' logs. Codes written by a batch that rolled back are forgotten (and
   * read again), since their counts may have moved inside it.
   */
  private readonly next = new Map<string, number>();
  private touched: string[] = [];
  /** Flushes commits to the disk (SQLITE_SYNC=full); null when the OS may keep them (normal). */
  private readonly flush: WalFlush | null;

  constructor(dataDir: string, options: StorageOptions = {}) {
    this.lobbyKeepMs = (options.lobbyKeepSeconds ?? DEFAULT_LOBBY_KEEP_SECONDS) * 1000;
    fs.mkdirSync(dataDir, { recursive: true });
    const file = path.join(dataDir, SQLITE_FILE);
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    // A commit never waits for the disk on the event loop: with SQLITE_SYNC=full (the default)
    // every write settles only once WalFlush has flushed it, off the loop (see walFlush.ts).
    this.db.pragma('synchronous = normal');
    this.flush =
      (options.sqliteSync ?? 'full') === 'full' ? new WalFlush(file, options.onDurabilityLost) : null;
    this.db.pragma('busy_timeout = 5000');
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS rooms (
        code TEXT PRIMARY KEY,
        status TEXT NOT NULL,
        setup TEXT,
        tokens TEXT NOT NULL DEFAULT '[]',
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE TABLE IF NOT EXISTS inputs (
        code TEXT NOT NULL,
        idx INTEGER NOT NULL,
        seat INTEGER NOT NULL,
        action TEXT NOT NULL,
        at INTEGER NOT NULL,
        PRIMARY KEY (code, idx)
      );
      CREATE INDEX IF NOT EXISTS rooms_status ON rooms (status);
      CREATE TABLE IF NOT EXISTS chats (
        code TEXT PRIMARY KEY,
        lines TEXT NOT NULL
      );
      CREATE TABLE IF NOT EXISTS snapshots (
        code TEXT PRIMARY KEY,
        idx INTEGER NOT NULL,
        format INTEGER NOT NULL,
        state TEXT NOT NULL,
        recent TEXT NOT NULL
      );
    `);
    // Files written before lobbies were kept lack the column; adding it keeps their rooms.
    const columns = this.db.prepare(`PRAGMA table_info(rooms)`).all() as Array<{ name: string }>;
    if (!columns.some((c) => c.name === 'lobby')) this.db.exec(`ALTER TABLE rooms ADD COLUMN lobby TEXT`);
    this.statements = {
      claim: this.db.prepare(
        `INSERT INTO rooms (code, status, created_at, updated_at) VALUES (?, 'lobby', ?, ?) ON CONFLICT DO NOTHING`,
      ),
      discard: this.db.prepare(`DELETE FROM rooms WHERE code = ? AND status = 'lobby'`),
      discardChat: this.db.prepare(
        `DELETE FROM chats WHERE code = ? AND NOT EXISTS (SELECT 1 FROM rooms WHERE rooms.code = chats.code)`,
      ),
      saveChat: this.db.prepare(`INSERT OR REPLACE INTO chats (code, lines) VALUES (?, ?)`),
      chat: this.db.prepare(`SELECT lines FROM chats WHERE code = ?`),
      saveLobby: this.db.prepare(
        `UPDATE rooms SET lobby = ?, updated_at = ? WHERE code = ? AND status = 'lobby'`,
      ),
      seats: this.db.prepare(
        `UPDATE rooms SET tokens = ?, updated_at = ? WHERE code = ? AND status != 'lobby'`,
      ),
      start: this.db.prepare(
        `UPDATE rooms SET status = 'playing', setup = ?, tokens = ?, lobby = NULL, updated_at = ? WHERE code = ? AND status = 'lobby'`,
      ),
      // MAX over the primary key is a single index probe: the next index is checked on every append.
      next: this.db.prepare(`SELECT COALESCE(MAX(idx) + 1, 0) AS n FROM inputs WHERE code = ?`),
      append: this.db.prepare(`INSERT INTO inputs (code, idx, seat, action, at) VALUES (?, ?, ?, ?, ?)`),
      finish: this.db.prepare(`UPDATE rooms SET status = ?, updated_at = ? WHERE code = ?`),
      room: this.db.prepare(
        `SELECT code, status, setup, tokens, lobby, updated_at FROM rooms WHERE code = ?`,
      ),
      log: this.db.prepare(`SELECT seat, action FROM inputs WHERE code = ? ORDER BY idx`),
      tail: this.db.prepare(`SELECT seat, action FROM inputs WHERE code = ? AND idx >= ? ORDER BY idx`),
      snapshot: this.db.prepare(`SELECT idx, format, state, recent FROM snapshots WHERE code = ?`),
      saveSnapshot: this.db.prepare(
        `INSERT OR REPLACE INTO snapshots (code, idx, format, state, recent) VALUES (?, ?, ?, ?, ?)`,
      ),
      dropSnapshot: this.db.prepare(`DELETE FROM snapshots WHERE code = ?`),
      unfinished: this.db.prepare(`SELECT code FROM rooms WHERE status = 'playing' ORDER BY updated_at`),
      expireLobbies: this.db.prepare(`DELETE FROM rooms WHERE status = 'lobby' AND updated_at < ?`),
      lobbies: this.db.prepare(
        `SELECT code FROM rooms WHERE status = 'lobby' AND lobby IS NOT NULL ORDER BY updated_at`,
      ),
    };
    const inTransaction = this.db.transaction((body: () => void) => body());
    this.batch = new WriteBatch(
      (body) => {
        this.writable();
        this.touched = [];
        try {
          inTransaction(body);
        } catch (error) {
          for (const code of this.touched) this.next.delete(code);
          throw error;
        }
      },
      this.flush ? () => this.flush!.flush() : undefined,
      GROUP_COMMIT_MS,
    );
  }

  /** Throws once a flush has failed: nothing more is written (see DurabilityLostError). */
  private writable(): void {
    if (this.flush?.failure) throw this.flush.failure;
  }

  /**
   * A write outside the input log: run at once, settled once it is on the disk (at once with
   * SQLITE_SYNC=normal).
   */
  private async written<T>(run: () => T): Promise<T> {
    this.writable();
    const result = run();
    if (this.flush) await this.flush.flush();
    return result;
  }

  claimCode(code: string): Promise<boolean> {
    const now = Date.now();
    return this.written(() => this.statements.claim.run(code, now, now).changes === 1);
  }

  async discard(code: string): Promise<void> {
    await this.written(() => {
      this.statements.discard.run(code);
      this.statements.discardChat.run(code);
    });
  }

  async saveChat(code: string, lines: readonly unknown[]): Promise<void> {
    await this.written(() => this.statements.saveChat.run(code, JSON.stringify(lines)));
  }

  async loadChat(code: string): Promise<unknown[]> {
    const row = this.statements.chat.get(code) as { lines: string } | undefined;
    return row ? (JSON.parse(row.lines) as unknown[]) : [];
  }

  saveLobby(code: string, lobby: LobbyRecord): Promise<boolean> {
    return this.written(
      () => this.statements.saveLobby.run(JSON.stringify(lobby), Date.now(), code).changes === 1,
    );
  }

  async start(code: string, setup: unknown, seats: StoredSeats): Promise<void> {
    await this.written(() => {
      const changed = this.statements.start.run(
        JSON.stringify(setup),
        JSON.stringify(seats),
        Date.now(),
        code,
      );
      if (changed.changes !== 1) throw new Error(`room ${code} is not a stored lobby`);
    });
  }

  async saveSeats(code: string, seats: StoredSeats): Promise<void> {
    await this.written(() => this.statements.seats.run(JSON.stringify(seats), Date.now(), code));
  }

  append(code: string, index: number, input: LoggedInput): Promise<void> {
    const action = JSON.stringify(input.action);
    return this.batch.write({
      run: () => {
        const stored = this.nextIndex(code);
        if (stored !== index) throw new LogOrderError(code, index, stored);
        this.statements.append.run(code, index, input.seat, action, Date.now());
        this.touched.push(code);
        this.next.set(code, index + 1);
      },
    });
  }

  private nextIndex(code: string): number {
    let n = this.next.get(code);
    if (n === undefined) {
      n = (this.statements.next.get(code) as { n: number }).n;
      this.next.set(code, n);
    }
    return n;
  }

  saveSnapshot(code: string, snapshot: Snapshot): Promise<void> {
    const state = JSON.stringify(snapshot.state);
    const recent = JSON.stringify(snapshot.recent);
    return this.batch.write({
      run: () => this.statements.saveSnapshot.run(code, snapshot.index, snapshot.format, state, recent),
    });
  }

  async finish(code: string, result: string): Promise<void> {
    // After the inputs queued before it: the last input is committed first.
    await this.batch.write({
      run: () => {
        this.statements.finish.run(result, Date.now(), code);
        this.statements.dropSnapshot.run(code);
      },
      committed: () => this.next.delete(code),
    });
  }

  async load(code: string): Promise<StoredRoom | null> {
    const room = this.room(code);
    if (!room) return null;
    return { ...room, log: inputsOf(this.statements.log.all(code)) };
  }

  async resume(code: string): Promise<ResumableRoom | null> {
    const room = this.room(code);
    if (!room) return null;
    const row = this.statements.snapshot.get(code) as SnapshotRow | undefined;
    const snapshot: Snapshot | null = row
      ? { index: row.idx, format: row.format, state: JSON.parse(row.state), recent: JSON.parse(row.recent) }
      : null;
    return { ...room, snapshot, tail: inputsOf(this.statements.tail.all(code, snapshot?.index ?? 0)) };
  }

  private room(code: string): Omit<StoredRoom, 'log'> | null {
    const row = this.statements.room.get(code) as RoomRow | undefined;
    if (!row || this.expired(row)) return null;
    return {
      code: row.code,
      status: row.status,
      setup: row.setup ? JSON.parse(row.setup) : null,
      seats: readStoredSeats(JSON.parse(row.tokens)),
      lobby: row.lobby ? JSON.parse(row.lobby) : null,
    };
  }

  private expired(row: RoomRow): boolean {
    return row.status === 'lobby' && row.updated_at < Date.now() - this.lobbyKeepMs;
  }

  async unfinished(): Promise<string[]> {
    return (this.statements.unfinished.all() as Array<{ code: string }>).map((r) => r.code);
  }

  async lobbies(): Promise<string[]> {
    this.statements.expireLobbies.run(Date.now() - this.lobbyKeepMs);
    return (this.statements.lobbies.all() as Array<{ code: string }>).map((r) => r.code);
  }

  async ping(): Promise<void> {
    this.writable();
    this.db.prepare('SELECT 1').get();
  }

  async close(): Promise<void> {
    if (!this.db.open) return;
    this.batch.flush();
    this.db.close();
    this.flush?.close();
  }
}
