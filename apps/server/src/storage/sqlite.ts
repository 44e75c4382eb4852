/** The embedded default: one SQLite file in DATA_DIR, WAL mode (a killed process loses nothing). */
import fs from 'node:fs';
import path from 'node:path';
import type { GameSetup } from '@safecrackers/rules';
import Database from 'better-sqlite3';
import type { LobbyRecord } from './lobbyRecord.js';
import {
  DEFAULT_LOBBY_KEEP_SECONDS,
  type HeistSeats,
  type LoggedInput,
  LogOrderError,
  type RoomStatus,
  readHeistSeats,
  type Storage,
  type StorageOptions,
  type StoredRoom,
} from './Storage.js';

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

export class SqliteStorage implements Storage {
  readonly kind = 'sqlite';
  private readonly db: Database.Database;
  private readonly statements;
  private readonly lobbyKeepMs: number;

  constructor(dataDir: string, options: StorageOptions = {}) {
    this.lobbyKeepMs = (options.lobbyKeepSeconds ?? DEFAULT_LOBBY_KEEP_SECONDS) * 1000;
    fs.mkdirSync(dataDir, { recursive: true });
    this.db = new Database(path.join(dataDir, SQLITE_FILE));
    this.db.pragma('journal_mode = WAL');
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
    `);
    // Files written before lobbies were kept lack the column; adding it keeps their rooms.
    const columns = this.db.prepare(`PRAGMA table_info(rooms)`).all() as Array<{ name: string }>;
    if (!columns.some((c) => c.name === 'lobby')) this.db.exec(`ALTER TABLE rooms ADD COLUMN lobby TEXT`);
    this.statements = {
      claim: this.db.prepare(
        `INSERT INTO rooms (code, status, created_at, updated_at) VALUES (?, 'lobby', ?, ?) ON CONFLICT DO NOTHING`,
      ),
      discard: this.db.prepare(`DELETE FROM rooms WHERE code = ? AND status = 'lobby'`),
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
      unfinished: this.db.prepare(`SELECT code FROM rooms WHERE status = 'playing' ORDER BY updated_at`),
      expireLobbies: this.db.prepare(`DELETE FROM rooms WHERE status = 'lobby' AND updated_at < ?`),
      lobbies: this.db.prepare(
        `SELECT code FROM rooms WHERE status = 'lobby' AND lobby IS NOT NULL ORDER BY updated_at`,
      ),
    };
  }

  async claimCode(code: string): Promise<boolean> {
    const now = Date.now();
    return this.statements.claim.run(code, now, now).changes === 1;
  }

  async discard(code: string): Promise<void> {
    this.statements.discard.run(code);
  }

  async saveLobby(code: string, lobby: LobbyRecord): Promise<boolean> {
    return this.statements.saveLobby.run(JSON.stringify(lobby), Date.now(), code).changes === 1;
  }

  async start(code: string, setup: GameSetup, seats: HeistSeats): Promise<void> {
    const changed = this.statements.start.run(JSON.stringify(setup), JSON.stringify(seats), Date.now(), code);
    if (changed.changes !== 1) throw new Error(`room ${code} is not a stored lobby`);
  }

  async saveSeats(code: string, seats: HeistSeats): Promise<void> {
    this.statements.seats.run(JSON.stringify(seats), Date.now(), code);
  }

  async append(code: string, index: number, input: LoggedInput): Promise<void> {
    this.appendInOrder(code, index, input);
  }

  private readonly appendInOrder = (code: string, index: number, input: LoggedInput) =>
    this.db.transaction(() => {
      const stored = (this.statements.next.get(code) as { n: number }).n;
      if (stored !== index) throw new LogOrderError(code, index, stored);
      this.statements.append.run(code, index, input.seat, JSON.stringify(input.action), Date.now());
    })();

  async finish(code: string, status: 'won' | 'lost'): Promise<void> {
    this.statements.finish.run(status, Date.now(), code);
  }

  async load(code: string): Promise<StoredRoom | null> {
    const row = this.statements.room.get(code) as RoomRow | undefined;
    if (!row || this.expired(row)) return null;
    const log = (this.statements.log.all(code) as Array<{ seat: number; action: string }>).map((r) => ({
      seat: r.seat,
      action: JSON.parse(r.action),
    }));
    return {
      code: row.code,
      status: row.status,
      setup: row.setup ? JSON.parse(row.setup) : null,
      seats: readHeistSeats(JSON.parse(row.tokens)),
      log,
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
    this.db.prepare('SELECT 1').get();
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }
}
