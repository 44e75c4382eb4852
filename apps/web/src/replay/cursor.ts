/**
 * Where a replay is: the step shown, whether it plays and how fast. Pure: the page turns
 * buttons and keys into these moves and draws what they return.
 */
export type Speed = 1 | 4;

export interface Cursor {
  step: number;
  last: number;
  playing: boolean;
  speed: Speed;
  /** The board shows every tile face up (only at the last step). */
  unveiled: boolean;
}

/** Milliseconds between steps while playing, by speed. */
export const STEP_MS: Record<Speed, number> = { 1: 1000, 4: 250 };

export const startCursor = (last: number, step = 0): Cursor => ({
  step: clamp(step, last),
  last,
  playing: false,
  speed: 1,
  unveiled: false,
});

const clamp = (step: number, last: number) => Math.max(0, Math.min(last, Math.round(step)));

/** Moves to `step`; the unveiled board only ever shows at the end. */
export function goTo(c: Cursor, step: number): Cursor {
  const next = clamp(step, c.last);
  return { ...c, step: next, unveiled: c.unveiled && next === c.last, playing: c.playing && next < c.last };
}

export const forward = (c: Cursor): Cursor => goTo(c, c.step + 1);
export const back = (c: Cursor): Cursor => goTo({ ...c, playing: false }, c.step - 1);

/** Play from where it is (from the start when at the end), or pause. */
export function togglePlay(c: Cursor): Cursor {
  if (c.playing) return { ...c, playing: false };
  return { ...c, playing: true, unveiled: false, step: c.step >= c.last ? 0 : c.step };
}

export const setSpeed = (c: Cursor, speed: Speed): Cursor => ({ ...c, speed });

export function unveil(c: Cursor, on: boolean): Cursor {
  return on ? { ...c, step: c.last, unveiled: true, playing: false } : { ...c, unveiled: false };
}

/** A step given in the page's address (`#12`), if any. */
export function stepInHash(hash: string): number | null {
  const m = /^#(\d{1,5})$/.exec(hash);
  return m ? Number(m[1]) : null;
}
