/** A Storage that times its writes into a histogram (reads pass straight through). */
import type { Histogram } from 'prom-client';
import type {
  LoggedInput,
  ResumableRoom,
  Snapshot,
  Storage,
  StoredRoom,
  StoredSeats,
} from '../storage/index.js';
import type { LobbyRecord } from '../storage/lobbyRecord.js';

type WriteOp =
  | 'claimCode'
  | 'discard'
  | 'saveLobby'
  | 'start'
  | 'saveSeats'
  | 'append'
  | 'saveSnapshot'
  | 'saveChat'
  | 'finish';

export class TimedStorage implements Storage {
  readonly kind: Storage['kind'];

  constructor(
    private readonly inner: Storage,
    private readonly seconds: Histogram<'op'>,
  ) {
    this.kind = inner.kind;
  }

  private async timed<T>(op: WriteOp, write: () => Promise<T>): Promise<T> {
    const stop = this.seconds.startTimer({ op });
    try {
      return await write();
    } finally {
      stop();
    }
  }

  claimCode(code: string): Promise<boolean> {
    return this.timed('claimCode', () => this.inner.claimCode(code));
  }
  discard(code: string): Promise<void> {
    return this.timed('discard', () => this.inner.discard(code));
  }
  saveLobby(code: string, lobby: LobbyRecord): Promise<boolean> {
    return this.timed('saveLobby', () => this.inner.saveLobby(code, lobby));
  }
  start(code: string, setup: unknown, seats: StoredSeats): Promise<void> {
    return this.timed('start', () => this.inner.start(code, setup, seats));
  }
  saveSeats(code: string, seats: StoredSeats): Promise<void> {
    return this.timed('saveSeats', () => this.inner.saveSeats(code, seats));
  }
  append(code: string, index: number, input: LoggedInput): Promise<void> {
    return this.timed('append', () => this.inner.append(code, index, input));
  }
  saveChat(code: string, lines: readonly unknown[]): Promise<void> {
    return this.timed('saveChat', () => this.inner.saveChat(code, lines));
  }
  loadChat(code: string): Promise<unknown[]> {
    return this.inner.loadChat(code);
  }
  saveSnapshot(code: string, snapshot: Snapshot): Promise<void> {
    return this.timed('saveSnapshot', () => this.inner.saveSnapshot(code, snapshot));
  }
  finish(code: string, result: string): Promise<void> {
    return this.timed('finish', () => this.inner.finish(code, result));
  }
  load(code: string): Promise<StoredRoom | null> {
    return this.inner.load(code);
  }
  resume(code: string): Promise<ResumableRoom | null> {
    return this.inner.resume(code);
  }
  unfinished(): Promise<string[]> {
    return this.inner.unfinished();
  }
  lobbies(): Promise<string[]> {
    return this.inner.lobbies();
  }
  ping(): Promise<void> {
    return this.inner.ping();
  }
  close(): Promise<void> {
    return this.inner.close();
  }
}
