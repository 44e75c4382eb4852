/**
 * What rooms and the restorer report to /metrics, as small interfaces: one call per refused
 * message, two per accepted input, one per restore. Gauges are read on scrape (liveRooms.ts).
 */
export interface RoomMetrics {
  /** Starts the clock of one game input (`action` or `answer`) as its handling begins. */
  inputStarted(): InputClock;
  /** A client message was refused; `code` is the error code sent back (`seat/not_held`, ...). */
  refused(code: string): void;
}

export interface InputClock {
  /** The input was accepted, stored, and its results were sent to every client. */
  published(message: string): void;
}

export interface RestoreMetrics {
  /** A stored room came back (at boot, or when its code was looked up). */
  restored(kind: 'heist' | 'lobby'): void;
  failed(): void;
  /** How long one room's restore took: about how long it held the event loop. */
  took(seconds: number): void;
}

/** For code that runs without a metrics registry. */
export const noRoomMetrics: RoomMetrics = {
  inputStarted: () => ({ published: () => {} }),
  refused: () => {},
};

export const noRestoreMetrics: RestoreMetrics = { restored: () => {}, failed: () => {}, took: () => {} };
