/** Pure transitions of ClientState: one per network event, and the local UI changes. */
import type { NetEvent } from '../net/connection.js';
import type { RoomSnapshot } from '../net/snapshot.js';
import { type ClientState, LOG_LIMIT, type LogEntry, type Toast, type UiState } from './state.js';

export function reduceNet(state: ClientState, event: NetEvent): ClientState {
  switch (event.type) {
    case 'status':
      return {
        ...state,
        connection: event.status,
        reconnectAttempt: event.attempt,
        closedReason: event.status === 'closed' ? (event.reason ?? null) : null,
      };
    case 'state':
      return onSnapshot(state, event.snapshot);
    case 'welcome':
      return {
        ...state,
        sessionId: event.payload.sessionId,
        role: event.payload.role,
        code: event.payload.code,
      };
    case 'seats': {
      const mySeats = event.payload.seats.map((s) => s.seat).sort((a, b) => a - b);
      const legal = Object.fromEntries(
        Object.entries(state.legal).filter(([seat]) => mySeats.includes(Number(seat))),
      );
      return { ...state, code: event.payload.code, mySeats, legal };
    }
    case 'legal':
      return {
        ...state,
        legal: {
          ...state.legal,
          [event.payload.seat]: { version: event.payload.version, actions: event.payload.actions },
        },
      };
    case 'prompt':
      return { ...state, prompt: { version: event.payload.version, prompt: event.payload.prompt } };
    case 'events': {
      const entries = event.payload.events.map((e) => ({ version: event.payload.version, event: e }));
      return { ...state, log: capLog([...state.log, ...entries]) };
    }
    case 'error':
      return state;
  }
}

function onSnapshot(state: ClientState, snapshot: RoomSnapshot): ClientState {
  const versionChanged = snapshot.version !== state.room?.version;
  let ui: UiState = versionChanged ? { ...state.ui, armed: null, target: null } : state.ui;
  // The heist just ended: pending toasts go, so none covers the end screen's buttons.
  const wasPlaying = state.room?.game?.outcome === 'playing';
  if (wasPlaying && snapshot.game && snapshot.game.outcome !== 'playing') ui = { ...ui, toasts: [] };
  return {
    ...state,
    code: snapshot.code || state.code,
    room: snapshot,
    log: mergeLog(state.log, snapshot),
    ui,
  };
}

/**
 * The room's public log tail seeds our log on join and fills gaps after a reconnect; in
 * between, events arrive as messages right after the patch of their version.
 */
export function mergeLog(log: LogEntry[], snapshot: RoomSnapshot): LogEntry[] {
  const last = log.length > 0 ? log[log.length - 1]!.version : 0;
  if (log.length > 0 && snapshot.version <= last + 1) return log;
  const missing = snapshot.log
    .filter((e) => e.version > last)
    .map((e) => ({ version: e.version, event: e.event }));
  return missing.length === 0 ? log : capLog([...log, ...missing]);
}

function capLog(log: LogEntry[]): LogEntry[] {
  return log.length > LOG_LIMIT ? log.slice(log.length - LOG_LIMIT) : log;
}

let toastIds = 0;

export function pushToast(state: ClientState, text: string, tone: Toast['tone'] = 'info'): ClientState {
  // Event cards no longer matter once the heist is over, and would sit over the end screen.
  if (tone === 'event' && state.room?.game && state.room.game.outcome !== 'playing') return state;
  const toast = { id: ++toastIds, text, tone };
  return { ...state, ui: { ...state.ui, toasts: [...state.ui.toasts.slice(-3), toast] } };
}

export function dropToast(state: ClientState, id: number): ClientState {
  return { ...state, ui: { ...state.ui, toasts: state.ui.toasts.filter((t) => t.id !== id) } };
}

export function updateUi(state: ClientState, change: Partial<UiState>): ClientState {
  return { ...state, ui: { ...state.ui, ...change } };
}

/** Leaving a room: everything but the toasts goes. */
export function leftRoom(state: ClientState): ClientState {
  return {
    ...state,
    connection: 'idle',
    reconnectAttempt: 0,
    closedReason: null,
    code: null,
    sessionId: null,
    role: null,
    mySeats: [],
    room: null,
    legal: {},
    prompt: null,
    log: [],
    ui: { ...state.ui, peekMode: false, target: null, armed: null, focus: null, help: false },
  };
}
