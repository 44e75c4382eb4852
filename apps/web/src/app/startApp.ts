/**
 * Wiring only: the store, the browser's memory, the network session, the board and the
 * screens, and the commands the screens may give. Nothing here holds game state. `games`: the
 * games besides the heist (app/gameClient.ts) this page can show.
 */
import { ClientMessage } from '@safecrackers/protocol/wire';
import { currentLocale, onLocaleChange, setLocale, t } from '../i18n/index.js';
import type { Locale } from '../i18n/locales.js';
import { rememberLocale, startLocale } from '../i18n/preference.js';
import { createColyseusNetwork } from '../net/colyseusNetwork.js';
import type { GameFrames } from '../net/connection.js';
import { heistFrames } from '../net/heistFrames.js';
import { HeistMemory } from '../net/heistMemory.js';
import { readSeatLink } from '../net/seatLink.js';
import { myView, screenOf } from '../store/derive.js';
import { joinFailureText } from '../store/joinFailure.js';
import { observable } from '../store/observable.js';
import { samePos } from '../store/positions.js';
import { earlierLogBefore, updateUi } from '../store/reduce.js';
import { type ClientState, HEIST, initialState } from '../store/state.js';
import type { Commands } from '../ui/commands.js';
import { confirmDialog } from '../ui/confirmDialog.js';
import { keyCommands } from '../ui/keyboard.js';
import { PlayHost } from '../ui/playHost.js';
import { tileTopic } from '../ui/rules/topics.js';
import { Shell } from '../ui/shell.js';
import { BoardController } from './boardController.js';
import { endTurnNeedsAsking, endTurnQuestion } from './endTurnAsk.js';
import type { AnyGameClient, PlayServices } from './gameClient.js';
import { codeInPath, render, replayCodeInPath } from './render.js';
import { Session } from './session.js';
import { TurnAlertPage, turnNews } from './turnAlertPage.js';
import { TurnAlertPreference } from './turnAlertPreference.js';

export async function startApp(games: readonly AnyGameClient[]): Promise<void> {
  // The page's language before anything is drawn: a link's ?lang=, this browser's pick, or its languages.
  try {
    await setLocale(
      startLocale({
        storage: window.localStorage,
        location: window.location,
        languages: navigator.languages ?? [navigator.language],
        replaceAddress: (address) => window.history.replaceState(window.history.state, '', address),
      }),
    );
  } catch {
    // Its catalogue did not arrive: English it is, and the picker can try again.
  }
  document.documentElement.lang = currentLocale();

  const store = observable<ClientState>(initialState());
  const memory = new HeistMemory(window.localStorage);
  const turnAlert = new TurnAlertPage(new TurnAlertPreference(window.localStorage));
  const serverUrl = import.meta.env.VITE_SERVER_URL || window.location.origin;
  const clients = new Map(games.map((client) => [client.game, client]));
  const frames = new Map<string, GameFrames>([
    [HEIST, heistFrames],
    ...games.map((client) => [client.game, client.frames] as const),
  ]);
  const network = createColyseusNetwork(serverUrl, frames);

  const commands: Commands = {
    createGame: (game, name) => session.createGame(game, name),
    createHeist: (name, options) => session.create(name, options),
    joinHeist: (name, code) => session.join(code, name),
    rejoin(code) {
      session.join(code);
      if (!memory.name) shell.home.focusName();
    },
    forget(code) {
      memory.forget(code);
      draw();
    },
    leave() {
      const s = store.get();
      leave(screenOf(s) === 'game' && s.mySeats.length > 0 && myView(s)?.outcome === 'playing');
    },
    lobby: {
      configure: (change) => session.send(ClientMessage.configure, change),
      seatCount: (count) => session.send(ClientMessage.seatCount, { count }),
      claim: (seat) => session.send(ClientMessage.claimSeat, { seat }),
      release: (seat) => session.send(ClientMessage.releaseSeat, { seat }),
      pickCharacter: (seat, character) => session.send(ClientMessage.pickCharacter, { seat, character }),
      pickSide: (seat, side) => session.send(ClientMessage.pickCharacter, { seat, side }),
      ready: (ready) => session.send(ClientMessage.ready, { ready }),
      start: () => session.send(ClientMessage.start, {}),
      free: (seat) => session.send(ClientMessage.freeSeat, { seat }),
      addBot: (seat, level) => session.send(ClientMessage.addBot, { seat, level }),
      removeBot: (seat) => session.send(ClientMessage.removeBot, { seat }),
    },
    seats: {
      playHere: () => session.playHere(),
      handOver: (seat, to) => session.send(ClientMessage.handOver, { seat, to }),
      linkSeen() {
        const code = store.get().code;
        if (code) memory.update(code, { linkSeen: true });
        draw();
      },
    },
    act(action) {
      const view = myView(store.get());
      if (!memory.askEndTurn || !view || !endTurnNeedsAsking(view, action)) {
        session.act(action);
        return;
      }
      void confirmDialog(endTurnQuestion(view), 'end-turn-ask').then(({ ok, dontAskAgain }) => {
        if (dontAskAgain) memory.askEndTurn = false;
        if (ok) session.act(action);
      });
    },
    chat: (channel, text) => session.send(ClientMessage.chat, { channel, text }),
    earlierLog() {
      const before = earlierLogBefore(store.get());
      if (before !== null && session.send(ClientMessage.logBefore, { before }))
        store.update((s) => ({ ...s, logBack: { ...s.logBack, asking: before } }));
    },
    ui: (change) => store.update((s) => updateUi(s, change)),
    skipAnimations: () => board.skip(),
    zoom: (how) => board.zoom(how),
    rules: (topic) => store.update((s) => updateUi(s, { rules: { topic }, help: false })),
    rulesOf: (game) => store.update((s) => updateUi(s, { rules: { topic: null, game }, help: false })),
    language(locale) {
      void switchLanguage(locale);
    },
    alerts: {
      sound: () => turnAlert.sound(),
      setSound: (on) => turnAlert.setSound(on),
      notifications: () => turnAlert.notifications(),
      setNotifications: (on) => turnAlert.setNotifications(on),
      askEndTurn: () => memory.askEndTurn,
      setAskEndTurn(on) {
        memory.askEndTurn = on;
      },
    },
    guide(step) {
      if (step === null) memory.guideDone = true;
      store.update((s) => updateUi(s, { guide: step }));
    },
    copy(text, what) {
      void copyText(text).then(() =>
        session.toast(`${t('lobby.copied')} ${what === 'code' ? text : ''}`.trim()),
      );
    },
  };

  /**
   * Leaves the room; from a seat in a game under way, only once the player said so (issue 33):
   * the seat then waits for its token, and the crew may hand it on meanwhile.
   */
  function leave(ask: boolean): void {
    if (!ask) {
      void session.leave();
      return;
    }
    void confirmDialog(
      {
        title: t('game.leaveAsk.title'),
        text: t('game.leaveAsk.text'),
        confirm: t('game.leave'),
        cancel: t('game.leaveAsk.cancel'),
      },
      'leave-ask',
    ).then(({ ok }) => {
      if (ok) void session.leave();
    });
  }

  /** What another game's screen may ask of the shell: the session's sending, and the shell's own. */
  const services = (client: AnyGameClient): PlayServices<Record<string, unknown>> => ({
    ...(client.rules ? { rules: (topic: string | null) => commands.rules(topic) } : {}),
    send: (name, payload) => session.sendGame(name, payload),
    toast: (text, tone) => session.toast(text, tone),
    leave: (ask) => leave(ask === true && store.get().mySeats.length > 0),
    copy: (text, what) => commands.copy(text, what),
    language: (locale) => commands.language(locale),
    help: () => commands.ui({ help: true }),
    linkSeen: () => commands.seats.linkSeen(),
    guideDone: () => memory.gameGuideDone(client.game),
    finishGuide: () => memory.setGameGuideDone(client.game),
  });
  const play = new PlayHost(services, (error) => {
    void session.leave();
    session.toast(t('net.joinFailed', { reason: joinFailureText(error) }), 'error');
  });

  let shell = new Shell(document.getElementById('app')!, commands, play, games);
  const board = new BoardController(store, shell.game, commands.act);
  const session = new Session(
    store,
    memory,
    network,
    {
      onEvents: (version, events) => board.events(version, events),
      onReconnected: () => board.reset(),
      onLeft: () => board.destroy(),
    },
    clients,
  );

  shell.game.locateGuard = (bringIntoView) => board.guardRect(bringIntoView);

  /** A pick in a language picker: its catalogue loads (once), then every screen is drawn again. */
  async function switchLanguage(locale: Locale): Promise<void> {
    rememberLocale(window.localStorage, locale);
    try {
      await setLocale(locale);
    } catch {
      session.toast(t('language.failed'));
      draw();
    }
  }

  // No reload and no reconnect: the screens are built again from the store in the new words,
  // the board keeps its canvas and relabels its tiles.
  onLocaleChange(() => {
    const focused = document.activeElement;
    shell = new Shell(document.getElementById('app')!, commands, play, games, shell);
    shell.game.locateGuard = (bringIntoView) => board.guardRect(bringIntoView);
    board.adopt(shell.game);
    draw();
    shell.refocus(focused);
  });

  const draw = () => render(shell, store.get(), memory, board, clients);
  store.subscribe(draw);
  store.subscribe(offerGuide);
  // "Your turn" in a hidden tab, for whichever game is on screen.
  store.subscribe((s) => turnAlert.see(turnNews(s, clients)));

  /**
   * A player's first heist on this browser: the guide shows once the crew has broken in (the
   * actions and End turn are on screen then), until it is put away.
   */
  function offerGuide(s: ClientState): void {
    if (memory.guideDone || s.ui.guide !== null || s.mySeats.length === 0 || screenOf(s) !== 'game') return;
    const view = myView(s);
    if (!view || view.phase === 'setup' || view.outcome !== 'playing') return;
    // Not from inside this update: the store tells its listeners after it has settled.
    queueMicrotask(() => {
      if (store.get().ui.guide === null && !memory.guideDone) commands.guide(0);
    });
  }

  document.addEventListener('keydown', (e) => {
    if (screenOf(store.get()) === 'play') {
      playKey(e);
      return;
    }
    const target = e.target as HTMLElement | null;
    const press = {
      key: e.key,
      target: target?.tagName ?? null,
      modifier: e.ctrlKey || e.metaKey || e.altKey,
    };
    for (const command of keyCommands(press, store.get(), board.busy)) {
      if (command.kind === 'help') commands.ui({ help: !store.get().ui.help });
      else if (command.kind === 'skip') board.skip();
      else if (command.kind === 'guide') commands.guide(null);
      else if (command.kind === 'escape')
        commands.ui({ help: false, rules: null, target: null, armed: null, peekMode: false, trade: null });
      else if (command.kind === 'focus') {
        e.preventDefault();
        board.focus(command.at);
      } else if (command.kind === 'zoom') board.zoom(command.how);
      else if (command.kind === 'tap') board.tap(command.at, { secondary: false, pointerType: 'keyboard' });
      else if (command.kind === 'act') commands.act(command.action);
      else if (command.kind === 'peekMode') commands.ui({ peekMode: !store.get().ui.peekMode, target: null });
      else if (command.kind === 'log') commands.ui({ logOpen: !store.get().ui.logOpen });
      else if (command.kind === 'threats') commands.ui({ threats: !store.get().ui.threats });
      else if (command.kind === 'rules') commands.rules(pointedTopic());
    }
  });

  /** Another game's keys: the shell keeps '?' and Esc for its overlays, the game has the rest. */
  function playKey(e: KeyboardEvent): void {
    const tag = (e.target as HTMLElement | null)?.tagName;
    if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || e.ctrlKey || e.metaKey || e.altKey)
      return;
    if (e.key === '?') commands.ui({ help: !store.get().ui.help });
    else if (e.key === 'Escape') {
      commands.ui({ help: false });
      play.key(e);
    } else if (play.key(e)) e.preventDefault();
  }

  /** The rules topic of the tile under the pointer or the keyboard focus, when it is face up. */
  function pointedTopic(): string | null {
    const s = store.get();
    const at = board.hovered ?? s.ui.focus;
    const view = myView(s);
    const tile = at && view ? view.tiles.find((x) => samePos(x.at, at)) : undefined;
    return tile?.revealed ? tileTopic(tile.kind) : null;
  }

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

  /** The address bar decides: a room code joins it (a seat link's tokens are kept first), none leaves. */
  function route(): void {
    const replayCode = replayCodeInPath();
    if (replayCode) {
      // A replay page is a page of its own: no session, its own chunk.
      void import('../replay/replayPage.js').then(({ showReplay }) =>
        showReplay(document.getElementById('app')!, replayCode, serverUrl, clients),
      );
      return;
    }
    const code = codeInPath();
    const carried = readSeatLink(window.location.hash);
    if (code && carried.length > 0) {
      memory.update(code, { issued: carried, linkSeen: true });
      window.history.replaceState({}, '', window.location.pathname);
    }
    if (code && code !== store.get().code) {
      // Back to a heist of ours (a reload): straight in. A new link: its invite first.
      if (memory.name && memory.get(code)) session.join(code);
      else session.invite(code);
    } else if (!code && store.get().code) void session.leave();
    else draw();
  }

  window.addEventListener('popstate', route);
  if (import.meta.env.MODE === 'e2e')
    void import('../testing/e2eHooks.js').then(({ installE2eHooks }) =>
      installE2eHooks(store, memory, board),
    );
  route();
}
