/**
 * A GameState as servers store it in snapshots. A state keeps earlier states inside it (the
 * undo base, R4.12, and a pending prompt's resume base), and they share every part the inputs
 * since did not change with the state itself. Plain JSON would write each of them in full,
 * doubling a snapshot; here each earlier state is written as its difference from the state:
 * a part that is the very same object as in the state, at the same place, becomes a marker,
 * and reading it back shares that part again, as the live game did.
 */
import type { GameState, Pending, UndoState } from './types.js';

/** No object of a GameState has the key "=": this one cannot be mistaken for game data. */
const SAME = '=';
const same = (): Record<string, number> => ({ [SAME]: 0 });

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

function isSame(value: unknown): boolean {
  if (!isObject(value) || Array.isArray(value) || value[SAME] !== 0) return false;
  for (const key in value) if (key !== SAME) return false;
  return true;
}

/** `value` with each part that is the very same object as in `ref` at that place replaced by a marker. */
function difference(value: unknown, ref: unknown): unknown {
  if (value === ref && isObject(value)) return same();
  if (!isObject(value) || !isObject(ref) || Array.isArray(value) !== Array.isArray(ref)) return value;
  if (Array.isArray(value)) return value.map((item, i) => difference(item, (ref as unknown as unknown[])[i]));
  const out: Json = {};
  for (const key in value) out[key] = difference(value[key], ref[key]);
  return out;
}

/** Undoes `difference`, taking the marked parts from `ref`. */
function resolve(packed: unknown, ref: unknown): unknown {
  if (!isObject(packed)) return packed;
  if (isSame(packed)) return ref;
  const at = isObject(ref) ? ref : undefined;
  if (Array.isArray(packed))
    return packed.map((item, i) => resolve(item, (at as unknown as unknown[] | undefined)?.[i]));
  const out: Json = {};
  for (const key in packed) out[key] = resolve(packed[key], at?.[key]);
  return out;
}

/**
 * The state without its earlier states: what every difference is taken against. Earlier states
 * nested in earlier states are packed against this same core, so that reading back never needs
 * a part that is itself still packed.
 */
const coreOf = (state: GameState): GameState => ({ ...state, undo: null, pending: null });

/** `packed` (the rest of `state`, packed) given `state`'s earlier states, each packed against `core`. */
function withEarlierPacked(packed: Json, state: GameState, core: GameState): Json {
  packed.undo = state.undo && { ...state.undo, base: packEarlier(state.undo.base, core) };
  packed.pending = packPending(state.pending, core);
  return packed;
}

const packEarlier = (earlier: GameState, core: GameState): Json =>
  withEarlierPacked(difference(coreOf(earlier), core) as Json, earlier, core);

function packPending(pending: Pending | null, core: GameState): unknown {
  if (!pending?.resume) return pending;
  return { ...pending, resume: { ...pending.resume, base: packEarlier(pending.resume.base, core) } };
}

/** `state` (the rest, read back) given the earlier states `packed` holds, read back against `core`. */
function withEarlierUnpacked(state: GameState, packed: Json, core: GameState): GameState {
  state.undo = unpackUndo(packed.undo as Json | null, core);
  state.pending = unpackPending(packed.pending as Json | null, core);
  return state;
}

const unpackEarlier = (packed: Json, core: GameState): GameState =>
  withEarlierUnpacked(resolve({ ...packed, undo: null, pending: null }, core) as GameState, packed, core);

function unpackUndo(packed: Json | null, core: GameState): UndoState | null {
  if (!packed) return null;
  return { ...(packed as unknown as UndoState), base: unpackEarlier(packed.base as Json, core) };
}

function unpackPending(packed: Json | null, core: GameState): Pending | null {
  const pending = packed as unknown as Pending | null;
  if (!pending?.resume) return pending;
  const resume = pending.resume as unknown as Json;
  return { ...pending, resume: { ...pending.resume, base: unpackEarlier(resume.base as Json, core) } };
}

/** The state as a snapshot stores it (JSON-safe, as the state is). */
export function packState(state: GameState): unknown {
  const core = coreOf(state);
  return withEarlierPacked({ ...core }, state, core);
}

/** The state `packState` stored (after a JSON round trip), sharing unchanged parts as the live game did. */
export function unpackState(packed: unknown): GameState {
  const stored = packed as Json;
  const core = coreOf(stored as unknown as GameState);
  return withEarlierUnpacked({ ...core }, stored, core);
}
