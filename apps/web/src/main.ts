/**
 * The one place that wires the network to the store, the store to the screens, and the
 * screens' input back to the network. Everything else talks through typed seams.
 */
import './ui/styles.css';
import { ClientMessage } from '@safecrackers/protocol/wire';
import type { Action, DomainEvent, Pos } from '@safecrackers/rules';
import { t } from './i18n/index.js';
import { eventText } from './i18n/names.js';
import { createColyseusNetwork } from './net/colyseusNetwork.js';
import type { HeistConnection, NetEvent, Network } from './net/connection.js';
import { HeistMemory } from './net/heistMemory.js';
import { readSeatLink, seatLink } from './net/seatLink.js';
import type { BoardModel } from './scenes/boardModel.js';
import type { BoardHandle } from './scenes/stage.js';
import { actingSeat, legalNow, myView, screenOf } from './store/derive.js';
import { errorText } from './store/errorText.js';
import { type Arrow, nextFocus } from './store/focus.js';
import { groupLegal } from './store/legalGroups.js';
import { describeEvent, seatNames } from './store/logText.js';
import { observable } from './store/observable.js';
import { posKey, samePos } from './store/positions.js';
import {
  afterSend,
  dropToast,
  isTradeError,
  leftRoom,
  pushToast,
  reduceNet,
  updateUi,
} from './store/reduce.js';
import { type ClientState, initialState, type Toast } from './store/state.js';
import { activeTargets, type TapHow, tapOutcome } from './store/tap.js';
import { tileInfo } from './store/tileInfo.js';
import type { Commands, HeistOptions } from './ui/commands.js';
import { Shell } from './ui/shell.js';

const ROOM_PATH = /^\/r\/([A-Za-z0-9-]{4,12})\/?$/;
const TOAST_MS = 4500;

const store = observable<ClientState>(initialState());
const memory = new HeistMemory(window.localStorage);
const network: Network = createColyseusNetwork(serverEndpoint());
let connection: HeistConnection | null = null;
let unsubscribe: (() => void) | null = null;
let board: BoardHandle | null = null;
let boardLoading: Promise<void> | null = null;
let hover: { at: Pos; client: { x: number; y: number } | null } | null = null;
let homeMessage: string | null = null;
let busyJoining = false;
/** Set on create: options to send once the new room says who we are. */
let pendingOptions: HeistOptions | null = null;

/** Who we are when (re)joining: the name, and the seat tokens this browser holds for the room. */
function credentials(code: string | null) {
  return { name: memory.name, seats: code ? memory.tokens(code) : [] };
}

function serverEndpoint(): string {
  const configured = import.meta.env.VITE_SERVER_URL as string | undefined;
  return configured || window.location.origin;
}

// ---------------------------------------------------------------- commands from the screens

const send = <N extends Parameters<HeistConnection['send']>[0]>(
  name: N,
  payload: Parameters<HeistConnection['send']>[1] & object,
) => connection?.send(name, payload as never);

const commands: Commands = {
  createHeist(name, options) {
    memory.name = name;
    pendingOptions = options;
    void enter(() => network.create(credentials));
  },
  joinHeist(name, code) {
    memory.name = name;
    void join(code);
  },
  rejoin(code) {
    if (!memory.name) {
      homeMessage = t('home.needName');
      render();
      shell.home.focusName();
      return;
    }
    void join(code);
  },
  forget(code) {
    memory.forget(code);
    render();
  },
  leave() {
    void leaveRoom();
  },
  lobby: {
    configure: (change) => send(ClientMessage.configure, change),
    seatCount: (count) => send(ClientMessage.seatCount, { count }),
    claim: (seat) => send(ClientMessage.claimSeat, { seat }),
    release: (seat) => send(ClientMessage.releaseSeat, { seat }),
    pickCharacter: (seat, character, side) => send(ClientMessage.pickCharacter, { seat, character, side }),
    ready: (ready) => send(ClientMessage.ready, { ready }),
    start: () => send(ClientMessage.start, {}),
    free: (seat) => send(ClientMessage.freeSeat, { seat }),
  },
  seats: {
    playHere() {
      const code = store.get().code;
      const seats = code ? memory.tokens(code) : [];
      if (seats.length > 0) send(ClientMessage.reclaim, { seats });
    },
    handOver: (seat, to) => send(ClientMessage.handOver, { seat, to }),
    linkSeen() {
      const code = store.get().code;
      if (code) memory.update(code, { linkSeen: true });
      render();
    },
  },
  act,
  ui(change) {
    store.update((s) => updateUi(s, change));
  },
  skipAnimations() {
    board?.skip();
  },
  zoom(how) {
    board?.zoom(how);
  },
  copy(text, what) {
    void copyText(text).then(() => toast(`${t('lobby.copied')} ${what === 'code' ? text : ''}`.trim()));
  },
};

function act(action: Action): void {
  const seat = actingSeat(store.get());
  if (seat === null) return;
  if (action.type === 'answer') send(ClientMessage.answer, { seat, answer: action });
  else send(ClientMessage.action, { seat, action });
  store.update((s) => afterSend(s, action));
}

// ---------------------------------------------------------------- joining and leaving

async function join(rawCode: string): Promise<void> {
  const code = rawCode.toUpperCase().replace(/[\s-]/g, '');
  busyJoining = true;
  homeMessage = null;
  render();
  const found = await network.lookup(code);
  if (found && !found.exists) {
    busyJoining = false;
    homeMessage = t('home.notFound', { code });
    memory.forget(code);
    render();
    return;
  }
  await enter(() => network.join(code, credentials));
}

async function enter(connect: () => Promise<HeistConnection>): Promise<void> {
  busyJoining = true;
  store.update((s) => ({ ...leftRoom(s), connection: 'connecting' }));
  try {
    const joined = await connect();
    connection = joined;
    busyJoining = false;
    store.update((s) => ({ ...s, code: joined.code, connection: 'online' }));
    memory.update(joined.code, {});
    if (window.location.pathname !== `/r/${joined.code}`)
      window.history.pushState({}, '', `/r/${joined.code}`);
    unsubscribe = joined.subscribe(onNet);
  } catch (error) {
    busyJoining = false;
    pendingOptions = null;
    homeMessage = t('net.joinFailed', { reason: (error as Error).message || t('net.serverDown') });
    store.update((s) => leftRoom(s));
    render();
  }
}

async function leaveRoom(): Promise<void> {
  const leaving = connection;
  connection = null;
  unsubscribe?.();
  unsubscribe = null;
  board?.destroy();
  board = null;
  boardLoading = null;
  hover = null;
  store.update((s) => leftRoom(s));
  if (window.location.pathname !== '/') window.history.pushState({}, '', '/');
  await leaving?.leave();
}

// ---------------------------------------------------------------- the network into the store

function onNet(event: NetEvent): void {
  const before = store.get();
  store.update((s) => reduceNet(s, event));
  const code = connection?.code ?? before.code;
  switch (event.type) {
    case 'seats':
      if (code) {
        const issued = event.payload.seats.flatMap((s) =>
          s.token ? [{ seat: s.seat, token: s.token }] : [],
        );
        memory.update(code, { issued, refused: event.payload.refused ?? [] });
      }
      break;
    case 'welcome':
      if (pendingOptions) {
        const { seats, ...config } = pendingOptions;
        pendingOptions = null;
        send(ClientMessage.configure, config);
        if (seats !== 2) send(ClientMessage.seatCount, { count: seats });
      }
      break;
    case 'state': {
      const game = event.room.game;
      if (code && game && before.room?.phase !== event.room.phase) {
        memory.update(code, { scenario: game.scenario, finished: game.outcome !== 'playing' });
      } else if (code && !before.room) memory.update(code, { scenario: event.room.config.scenario });
      break;
    }
    case 'events':
      board?.events(event.payload.version, event.payload.events);
      announce(event.payload.events);
      break;
    case 'error':
      if (event.payload.about === 'join' && event.payload.code === 'seat/not_held') {
        // The refused tokens went with the seats message; the seats of this room are free or others'.
        toast(t('net.seatLost'), 'error');
      } else if (!isTradeError(before, event)) {
        // A refused trade shows in its dialog, which stays open to fix the offer.
        toast(errorText(event.payload), 'error');
      }
      break;
    case 'status':
      if (event.status === 'online' && before.connection === 'reconnecting') {
        board?.reset();
        toast(t('net.reconnected'));
      }
      break;
  }
}

/**
 * Event cards deserve a toast of their own: they change the plan. So does the answer to a
 * trade we proposed to someone else's seat: we were waiting for it.
 */
function announce(events: DomainEvent[]): void {
  const s = store.get();
  const names = seatNames(myView(s));
  for (const e of events) {
    if (e.type === 'eventDrawn') toast(`${describeEvent(e, names)} ${eventText(e.card)}`, 'event');
    if ((e.type === 'traded' || e.type === 'tradeDeclined') && s.mySeats.includes(e.from)) {
      if (!s.mySeats.includes(e.to))
        toast(t(e.type === 'traded' ? 'trade.accepted' : 'trade.declined', { name: names(e.to) }));
    }
  }
}

function toast(text: string, tone: Toast['tone'] = 'info'): void {
  store.update((s) => pushToast(s, text, tone));
  const id = store.get().ui.toasts.at(-1)?.id;
  if (id !== undefined)
    setTimeout(() => store.update((s) => dropToast(s, id)), tone === 'event' ? TOAST_MS * 1.5 : TOAST_MS);
}

// ---------------------------------------------------------------- the store onto the screens

const shell = new Shell(document.getElementById('app')!, commands);
store.subscribe(() => render());

function render(): void {
  const s = store.get();
  const screen = busyJoining && !s.room ? 'connecting' : screenOf(s);
  shell.show(screen);
  shell.banner.update(s.connection, s.reconnectAttempt, s.closedReason);
  shell.seatNotice.update({
    room: screen === 'home' ? null : s.room,
    sessionId: s.sessionId,
    mySeats: s.mySeats,
    movedAway: s.movedAway,
  });
  shell.toasts.update(s.ui.toasts);
  shell.help.update(s.ui.help);
  if (screen === 'home') {
    const code = ROOM_PATH.exec(window.location.pathname)?.[1]?.toUpperCase() ?? '';
    shell.home.update({
      name: memory.name,
      code,
      heists: memory.unfinished(),
      busy: busyJoining,
      message: homeMessage,
    });
  }
  if (screen === 'lobby' && s.room)
    shell.lobby.update({
      room: s.room,
      sessionId: s.sessionId,
      mySeats: s.mySeats,
      seatLink: seatLinkToShow(s),
    });
  if (screen === 'game') renderGame(s);
  // Over the end screen, toasts move to the top, clear of its buttons.
  shell.toasts.el.classList.toggle('above-end', screen === 'game' && shell.game.endShowing);
}

/** This browser's seat link, while it plays seats here and has not put the link away. */
function seatLinkToShow(s: ClientState): string | null {
  const remembered = s.code ? memory.get(s.code) : undefined;
  if (!remembered || remembered.linkSeen || s.mySeats.length === 0 || remembered.seats.length === 0)
    return null;
  return seatLink(window.location.origin, remembered.code, remembered.seats);
}

function renderGame(s: ClientState): void {
  const view = myView(s);
  if (!view || !s.room) return;
  const groups = groupLegal(legalNow(s), view);
  const names = seatNames(view);
  const log = s.log.flatMap((entry) => describeEvent(entry.event, names) ?? []);
  shell.game.update({
    code: s.room.code,
    view,
    groups,
    answers: groups.answers,
    mySeats: s.mySeats,
    actingSeat: actingSeat(s),
    connection: s.connection,
    ui: s.ui,
    log,
    busy: board?.busy ?? false,
  });
  void ensureBoard().then(renderBoard);
  updateTooltip();
}

/** The board follows the store; between a reconnect and the next game state there is none. */
function renderBoard(): void {
  const model = boardModel(store.get());
  if (model) board?.render(model);
}

function boardModel(s: ClientState): BoardModel | null {
  const view = myView(s);
  if (!view || !s.room) return null;
  const groups = groupLegal(legalNow(s), view);
  const targets = activeTargets(s);
  return buildModel(view, s.room.version, {
    moves: new Set(groups.board.moves.keys()),
    peeks: new Set(groups.board.peeks.keys()),
    flexibility: new Set(groups.board.flexibility.keys()),
    targets: targets ? new Set(targets.options.map((o) => posKey(o.at))) : null,
    peekMode: s.ui.peekMode,
    armed: s.ui.armed,
    focus: s.ui.focus,
    hover: hover?.at ?? null,
    mySeats: s.mySeats,
  });
}

// The scene code (and Pixi with it) loads only when a game is on screen.
let buildModel: typeof import('./scenes/boardModel.js').buildBoardModel;

function ensureBoard(): Promise<void> {
  if (board) return Promise.resolve();
  boardLoading ??= (async () => {
    const [{ createBoardStage }, { buildBoardModel }] = await Promise.all([
      import('./scenes/stage.js'),
      import('./scenes/boardModel.js'),
    ]);
    buildModel = buildBoardModel;
    board = await createBoardStage(shell.game.boardHost, {
      onTileTap: onTileTap,
      onTileHover(at, client) {
        hover = at ? { at, client } : null;
        renderBoard();
        updateTooltip();
      },
      onBusy(busy) {
        shell.game.setBusy(busy);
      },
      onZoom(state) {
        shell.game.setZoom(state);
      },
    });
  })();
  return boardLoading;
}

function updateTooltip(): void {
  const s = store.get();
  const at = hover?.at ?? s.ui.armed ?? null;
  const info = at && screenOf(s) === 'game' ? tileInfo(s, at) : null;
  shell.game.tooltip.show(info, hover?.client ?? null);
}

function onTileTap(at: Pos, how: TapHow): void {
  if (board?.busy) {
    board.skip();
    return;
  }
  const s = store.get();
  const outcome = tapOutcome(s, at, how);
  // Touch has no hover: the tile card shows for the tapped tile, and goes once the tap acted.
  if (how.pointerType !== 'mouse') hover = outcome.kind === 'send' ? null : { at, client: null };
  if (outcome.kind === 'send') act(outcome.action);
  else if (outcome.kind === 'arm') store.update((x) => updateUi(x, { armed: outcome.at }));
  else {
    store.update((x) => updateUi(x, { armed: null }));
    updateTooltip();
  }
}

// ---------------------------------------------------------------- keyboard

document.addEventListener('keydown', (e) => {
  const target = e.target as HTMLElement | null;
  if (target && ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName)) return;
  // Enter and Space on a focused button press that button, nothing more.
  if (target?.tagName === 'BUTTON' && (e.key === 'Enter' || e.key === ' ')) return;
  const s = store.get();
  if (e.key === '?') {
    commands.ui({ help: !s.ui.help });
    return;
  }
  if (board?.busy) {
    board.skip();
    if (e.key !== 'Escape') return;
  }
  if (e.key === 'Escape') {
    commands.ui({ help: false, target: null, armed: null, peekMode: false, trade: null });
    return;
  }
  if (screenOf(s) !== 'game' || s.ui.help || e.ctrlKey || e.metaKey || e.altKey) return;
  const view = myView(s);
  if (!view) return;
  if (e.key.startsWith('Arrow')) {
    e.preventDefault();
    const me = view.players.find((p) => p.seat === actingSeat(s))?.at ?? null;
    const focus = nextFocus(view, s.ui.focus, e.key as Arrow, me);
    hover = { at: focus, client: null };
    commands.ui({ focus });
    board?.showTile(focus);
    return;
  }
  if (e.key === '+' || e.key === '=' || e.key === '-' || e.key === '0') {
    commands.zoom(e.key === '0' ? 'fit' : e.key === '-' ? 'out' : 'in');
    return;
  }
  const groups = groupLegal(legalNow(s), view);
  const key = e.key.toLowerCase();
  if (e.key === 'Enter' && s.ui.focus) onTileTap(s.ui.focus, { secondary: false, pointerType: 'keyboard' });
  else if (key === 'p') {
    const peek = s.ui.focus ? groups.board.peeks.get(posKey(s.ui.focus)) : undefined;
    if (peek) act(peek);
    else commands.ui({ peekMode: !s.ui.peekMode, target: null });
  } else if (key === 'e' && groups.endTurn) act(groups.endTurn);
  else if (key === 'u' && groups.undo) act(groups.undo);
  else if (key === 'l') commands.ui({ logOpen: !s.ui.logOpen });
});

// ---------------------------------------------------------------- clipboard, routing, start

async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    // Older browsers and insecure origins: the textarea trick.
    const area = document.createElement('textarea');
    area.value = text;
    document.body.append(area);
    area.select();
    document.execCommand('copy');
    area.remove();
  }
}

function route(): void {
  const match = ROOM_PATH.exec(window.location.pathname);
  const code = match?.[1]?.toUpperCase();
  // A seat link from another device: keep its tokens, and take them out of the address bar.
  const carried = readSeatLink(window.location.hash);
  if (code && carried.length > 0) {
    memory.update(code, { issued: carried, linkSeen: true });
    window.history.replaceState({}, '', window.location.pathname);
  }
  if (code && code !== store.get().code) {
    if (memory.name) void join(code);
    else {
      homeMessage = t('home.needName');
      render();
      shell.home.focusName();
    }
  } else if (!code && store.get().code) void leaveRoom();
  else render();
}

window.addEventListener('popstate', route);

/** Hooks for the end-to-end tests: where a tile is (and bring it on screen), and what the client believes. */
Object.assign(window, {
  safecrackers: {
    tileRect: (floor: number, col: number, row: number) => board?.tileRect({ floor, col, row }) ?? null,
    /** Pans the board to a tile, as the arrow keys do (the board no longer scrolls natively). */
    showTile: (floor: number, col: number, row: number) => board?.showTile({ floor, col, row }),
    state: () => {
      const s = store.get();
      const view = myView(s);
      return {
        screen: screenOf(s),
        code: s.code,
        connection: s.connection,
        version: s.room?.version ?? -1,
        mySeats: s.mySeats,
        turnSeat: view?.turn.seat ?? null,
        remaining: view?.turn.remaining ?? null,
        legal: legalNow(s),
        legalBySeat: Object.fromEntries(
          Object.entries(s.legal).map(([seat, l]) => [seat, { version: l.version, count: l.actions.length }]),
        ),
        guards: view?.guards.map((g) => ({ floor: g.floor, at: g.at, dest: g.dest })) ?? [],
        players:
          view?.players.map((p) => ({
            seat: p.seat,
            at: p.at,
            stealth: p.stealth,
            tools: p.tools,
            loot: p.loot,
          })) ?? [],
        tiles: view?.tiles.map((x) => ({ at: x.at, revealed: x.revealed })) ?? [],
        busy: board?.busy ?? false,
        remembered: memory.get(s.code ?? '') ?? null,
        toasts: s.ui.toasts.map((x) => x.text),
        host: s.room !== null && s.room.host === s.sessionId,
        movedAway: s.movedAway,
      };
    },
    samePos,
  },
});

route();
