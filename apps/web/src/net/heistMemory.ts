/**
 * What this browser remembers: the player's name and, per heist, the seat tokens that reclaim
 * its seats after a drop, a reload or a server restart. Kept in localStorage; the Storage is
 * injected so tests can use a plain map.
 */
export interface SeatToken {
  seat: number;
  token: string;
}

export interface RememberedHeist {
  code: string;
  seats: SeatToken[];
  /** Which game the room plays (absent: the heist). */
  game?: string;
  scenario?: string;
  /** Last time this browser was in the heist (ms since epoch). */
  lastSeen: number;
  finished?: boolean;
  /** How a finished heist ended. */
  outcome?: 'won' | 'lost';
  /** The player has seen (and put away) the link that opens its seats on another device. */
  linkSeen?: boolean;
}

const NAME_KEY = 'safecrackers.name';
const HEISTS_KEY = 'safecrackers.heists';
const GUIDE_KEY = 'safecrackers.guideDone';
/** Whether End turn asks before drawing an event with actions left ('0': never). */
const ASK_END_TURN_KEY = 'safecrackers.askEndTurn';
/** Heists older than this are forgotten: their rooms are long gone. */
const KEEP_MS = 30 * 24 * 3600 * 1000;
const MAX_HEISTS = 12;

export class HeistMemory {
  constructor(
    private readonly storage: Pick<Storage, 'getItem' | 'setItem'>,
    private readonly now: () => number = Date.now,
  ) {}

  get name(): string {
    return this.storage.getItem(NAME_KEY) ?? '';
  }

  set name(value: string) {
    this.storage.setItem(NAME_KEY, value);
  }

  /** The first-heist guide was finished or skipped on this browser: it does not show again. */
  get guideDone(): boolean {
    return this.storage.getItem(GUIDE_KEY) === '1';
  }

  set guideDone(done: boolean) {
    this.storage.setItem(GUIDE_KEY, done ? '1' : '0');
  }

  /** End turn asks first when actions remain and an event would be drawn (unless turned off). */
  get askEndTurn(): boolean {
    return this.storage.getItem(ASK_END_TURN_KEY) !== '0';
  }

  set askEndTurn(ask: boolean) {
    this.storage.setItem(ASK_END_TURN_KEY, ask ? '1' : '0');
  }

  /** Another game's first-game guide was finished or skipped on this browser. */
  gameGuideDone(game: string): boolean {
    return this.storage.getItem(`${GUIDE_KEY}.${game}`) === '1';
  }

  setGameGuideDone(game: string): void {
    this.storage.setItem(`${GUIDE_KEY}.${game}`, '1');
  }

  heists(): RememberedHeist[] {
    let parsed: unknown;
    try {
      parsed = JSON.parse(this.storage.getItem(HEISTS_KEY) ?? '[]');
    } catch {
      parsed = [];
    }
    if (!Array.isArray(parsed)) return [];
    const cutoff = this.now() - KEEP_MS;
    return parsed
      .filter((h): h is RememberedHeist => typeof h?.code === 'string' && Array.isArray(h.seats))
      .filter((h) => h.lastSeen >= cutoff)
      .sort((a, b) => b.lastSeen - a.lastSeen);
  }

  /** Finished heists, most recent first: each has a replay (the spies game has no replay screen yet). */
  finished(): RememberedHeist[] {
    return this.heists().filter((h) => h.finished && h.game === undefined);
  }

  /** Unfinished heists, most recent first. */
  unfinished(): RememberedHeist[] {
    return this.heists().filter((h) => !h.finished);
  }

  get(code: string): RememberedHeist | undefined {
    return this.heists().find((h) => h.code === code);
  }

  tokens(code: string): SeatToken[] {
    return this.get(code)?.seats ?? [];
  }

  /**
   * Records that we are in `code`. Tokens the server refused are dropped first, then new ones
   * are kept (a new token for a seat replaces the old one). A token is never dropped because
   * this tab does not play its seat now: another tab or device may, and every tab shares it.
   */
  update(
    code: string,
    change: {
      issued?: SeatToken[];
      refused?: number[];
      scenario?: string;
      finished?: boolean;
      outcome?: 'won' | 'lost';
      linkSeen?: boolean;
      game?: string;
    },
  ): void {
    const existing = this.get(code) ?? { code, seats: [], lastSeen: 0 };
    const replaced = (seat: number) =>
      change.refused?.includes(seat) || change.issued?.some((i) => i.seat === seat);
    const seats = [...existing.seats.filter((s) => !replaced(s.seat)), ...(change.issued ?? [])];
    const next: RememberedHeist = {
      ...existing,
      seats: seats.sort((a, b) => a.seat - b.seat),
      lastSeen: this.now(),
      ...(change.scenario ? { scenario: change.scenario } : {}),
      ...(change.finished !== undefined ? { finished: change.finished } : {}),
      ...(change.outcome ? { outcome: change.outcome } : {}),
      ...(change.linkSeen !== undefined ? { linkSeen: change.linkSeen } : {}),
      ...(change.game ? { game: change.game } : {}),
    };
    this.save([next, ...this.heists().filter((h) => h.code !== code)]);
  }

  forget(code: string): void {
    this.save(this.heists().filter((h) => h.code !== code));
  }

  private save(heists: RememberedHeist[]): void {
    this.storage.setItem(HEISTS_KEY, JSON.stringify(heists.slice(0, MAX_HEISTS)));
  }
}
