/** Pure transitions of ClientState: one per network event, and the local UI changes. */

import type { RoomWire } from '@safecrackers/protocol/state';
import {
  ClientMessage,
  type LogPagePayload,
  type RecentPayload,
  type UpdatePayload,
} from '@safecrackers/protocol/wire';
import type { Action } from '@safecrackers/rules';
import type { NetEvent } from '../net/connection.js';
import {
  type ClientState,
  initialState,
  LOG_LIMIT,
  type LogEntry,
  type Toast,
  type UiState,
} from './state.js';

/** The chat lines kept, as many as the server keeps for a room. */
const CHAT_KEPT = 100;

export function reduceNet(state: ClientState, event: NetEvent): ClientState {
  switch (event.type) {
    case 'status': {
      // A trade sent just before the connection dropped may never be answered: let it be sent again.
      const trade = state.ui.trade?.sent ? { ...state.ui.trade, sent: false } : state.ui.trade;
      return {
        ...state,
        connection: event.status,
        reconnectAttempt: event.attempt,
        closedReason: event.status === 'closed' ? (event.reason ?? null) : null,
        ui: trade === state.ui.trade ? state.ui : { ...state.ui, trade },
      };
    }
    case 'state':
      return onSnapshot(state, event.room);
    case 'recent':
      return onRecent(state, event.payload);
    case 'logPage':
      return onLogPage(state, event.payload);
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
      const movedAway = mySeats.length > 0 ? null : state.movedAway;
      return { ...state, code: event.payload.code, mySeats, legal, movedAway };
    }
    case 'seatsMoved':
      return { ...state, movedAway: { seats: event.payload.seats, reason: event.payload.reason } };
    case 'update':
      return onUpdate(state, event.payload);
    case 'chat':
      return { ...state, chat: event.all ? event.lines : [...state.chat, ...event.lines].slice(-CHAT_KEPT) };
    case 'play':
      // The game's own reducer takes it (the session holds the game's client).
      return state;
    case 'error': {
      // A page refused (or lost to a restart) may be asked for again.
      if (event.payload.about === ClientMessage.logBefore)
        return { ...state, logBack: { ...state.logBack, asking: null } };
      // The engine refused the trade the dialog sent: the dialog stays open and says why.
      const trade = state.ui.trade;
      if (!trade?.sent || event.payload.about !== 'action') return state;
      const error = { code: event.payload.code, message: event.payload.message };
      return { ...state, ui: { ...state.ui, trade: { ...trade, sent: false, error } } };
    }
  }
}

/**
 * One input's events go to the log; our seats' legal actions and the prompt are now confirmed
 * for the update's version, replaced where the update says they changed.
 */
function onUpdate(state: ClientState, update: UpdatePayload): ClientState {
  const { version } = update;
  // The events of a version the log already holds (the game's opening lines, sent with the
  // game and again as its first update) are not logged twice.
  const logged = state.log.length > 0 ? state.log[state.log.length - 1]!.version : 0;
  const entries = version > logged ? (update.events ?? []).map((event) => ({ version, event })) : [];
  const legal = Object.fromEntries(
    state.mySeats.map((seat) => [
      seat,
      {
        version,
        actions: update.legal?.find((l) => l.seat === seat)?.actions ?? state.legal[seat]?.actions ?? [],
      },
    ]),
  );
  const prompt = {
    version,
    prompt: update.prompt !== undefined ? update.prompt : (state.prompt?.prompt ?? null),
  };
  return {
    ...state,
    ...(entries.length > 0 ? withLog(state, [...state.log, ...entries]) : {}),
    legal,
    prompt,
  };
}

/** Whether an error answers the trade the dialog just sent (then the dialog shows it, not a toast). */
export function isTradeError(before: ClientState, event: NetEvent): boolean {
  return event.type === 'error' && event.payload.about === 'action' && !!before.ui.trade?.sent;
}

function onSnapshot(state: ClientState, snapshot: RoomWire): ClientState {
  const versionChanged = snapshot.version !== state.room?.version;
  // A new version (an accepted input: the trade just sent, or anything else) closes the trade
  // dialog, whose hands and partner may have changed.
  let ui: UiState = versionChanged ? { ...state.ui, armed: null, target: null, trade: null } : state.ui;
  // The heist just ended: pending toasts go, so none covers the end screen's buttons.
  const wasPlaying = state.room?.game?.outcome === 'playing';
  if (wasPlaying && snapshot.game && snapshot.game.outcome !== 'playing') ui = { ...ui, toasts: [] };
  return {
    ...state,
    code: snapshot.code || state.code,
    room: snapshot,
    ui,
  };
}

/**
 * The last events the room sends on joining seed our log and fill the gap after a reconnect;
 * in between, events arrive as messages right after the patch of their version.
 */
export function mergeLog(log: LogEntry[], recent: readonly LogEntry[]): LogEntry[] {
  const last = log.length > 0 ? log[log.length - 1]!.version : 0;
  const missing = recent.filter((e) => e.version > last);
  return missing.length === 0 ? log : capLog([...log, ...missing]);
}

function capLog(log: LogEntry[]): LogEntry[] {
  return log.length > LOG_LIMIT ? log.slice(log.length - LOG_LIMIT) : log;
}

/** The log, capped: once its oldest lines go it no longer reaches the first. */
function withLog(state: ClientState, log: LogEntry[]): Pick<ClientState, 'log' | 'logBack'> {
  const capped = capLog(log);
  return { log: capped, logBack: capped === log ? state.logBack : { ...state.logBack, start: false } };
}

/**
 * The join's tail (issue 33): the whole log when it says so; else it continues the log we hold
 * (a reconnect), or replaces it when it does not reach back to our newest line (a gap: the lines
 * in between come back as pages, like everything before the tail).
 */
function onRecent(state: ClientState, recent: RecentPayload): ClientState {
  const { entries } = recent;
  if (recent.start)
    return { ...state, ...withLog(state, [...entries]), logBack: { start: true, asking: null } };
  const last = state.log.at(-1)?.version ?? 0;
  const continues = state.log.length > 0 && (entries.length === 0 || entries[0]!.version <= last + 1);
  if (continues) {
    return { ...state, log: mergeLog(state.log, entries), logBack: { ...state.logBack, asking: null } };
  }
  return { ...state, log: [...entries], logBack: { start: false, asking: null } };
}

/**
 * Earlier lines in front of ours. A page for another front (the log was replaced since it was
 * asked for) is dropped: the next ask names the right one.
 */
function onLogPage(state: ClientState, page: LogPagePayload): ClientState {
  const oldest = state.log[0]?.version;
  if (page.before !== state.logBack.asking || (oldest !== undefined && oldest < page.before)) return state;
  const log = [...page.entries, ...state.log];
  const capped = capLog(log);
  return { ...state, log: capped, logBack: { start: page.start && capped === log, asking: null } };
}

/** The version a page of earlier lines is asked for before: our oldest line's, or past the newest. */
export function earlierLogBefore(state: ClientState): number | null {
  if (state.logBack.start || state.logBack.asking !== null) return null;
  return state.log[0]?.version ?? (state.room?.version ?? 0) + 1;
}

let toastIds = 0;

export function pushToast(
  state: ClientState,
  text: string,
  tone: Toast['tone'] = 'info',
  title?: string,
): ClientState {
  // Event cards no longer matter once the heist is over, and would sit over the end screen.
  if (tone === 'event' && state.room?.game && state.room.game.outcome !== 'playing') return state;
  const toast: Toast = { id: ++toastIds, text, tone, ...(title ? { title } : {}) };
  return { ...state, ui: { ...state.ui, toasts: [...state.ui.toasts.slice(-3), toast] } };
}

export function dropToast(state: ClientState, id: number): ClientState {
  return { ...state, ui: { ...state.ui, toasts: state.ui.toasts.filter((t) => t.id !== id) } };
}

export function updateUi(state: ClientState, change: Partial<UiState>): ClientState {
  return { ...state, ui: { ...state.ui, ...change } };
}

/** After sending an input: modes end, and a trade from the dialog waits for the server. */
export function afterSend(state: ClientState, action: Action): ClientState {
  const trade = state.ui.trade;
  return updateUi(state, {
    armed: null,
    target: null,
    peekMode: action.type === 'peek' ? false : state.ui.peekMode,
    trade: action.type === 'trade' && trade ? { ...trade, sent: true, error: null } : trade,
  });
}

/** Leaving a room: what the room held goes; the home screen and the page's own settings stay. */
export function leftRoom(state: ClientState): ClientState {
  return {
    ...initialState(),
    home: state.home,
    ui: {
      ...state.ui,
      peekMode: false,
      target: null,
      armed: null,
      focus: null,
      help: false,
      trade: null,
      guide: null,
    },
  };
}
