/**
 * A room's own timers: leaving memory once nobody is in it, and looking again when a gone
 * player's grace ends. Node timers, unref'd, cleared with the room: the Colyseus room clock
 * only ticks with a patch interval, which heist rooms do not run.
 */
export class RoomTimers {
  private idle: NodeJS.Timeout | undefined;
  private grace: NodeJS.Timeout | undefined;

  /** Runs `leave` after `seconds` unless cancelled or rescheduled first. */
  idleIn(seconds: number, leave: () => void): void {
    clearTimeout(this.idle);
    this.idle = setTimeout(leave, seconds * 1000);
    this.idle.unref();
  }

  cancelIdle(): void {
    clearTimeout(this.idle);
    this.idle = undefined;
  }

  /** Runs `look` at `at` (ms since the epoch); null cancels. */
  graceEndsAt(at: number | null, look: () => void): void {
    clearTimeout(this.grace);
    this.grace = undefined;
    if (at === null) return;
    this.grace = setTimeout(look, Math.max(0, at - Date.now()) + 10);
    this.grace.unref();
  }

  clear(): void {
    clearTimeout(this.idle);
    clearTimeout(this.grace);
  }
}
