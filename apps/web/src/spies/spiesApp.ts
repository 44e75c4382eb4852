/**
 * The spies game's screens: the lobby (sides, bots, ready, start) and the game (the mansion
 * board, the actions the engine allows now, the log in words, the chat with its spies-only
 * channel). Wiring and DOM only: the board is MansionScene, the rules are the server's, and
 * what is offered comes from the legal inputs the server sent.
 */
import { type Action, type AsymEvent, endingInput, stepRisk } from '@safecrackers/asym-rules';
import type { SpyLobbyWire } from '@safecrackers/protocol/state';
import type { AsymUpdatePayload, ChatChannel, ChatLine, ErrorPayload } from '@safecrackers/protocol/wire';
import { ClientMessage, SpyMessage } from '@safecrackers/protocol/wire';
import { onLocaleChange, setLocale, t } from '../i18n/index.js';
import type { Locale } from '../i18n/locales.js';
import { rememberLocale } from '../i18n/preference.js';
import type { ConnectionStatus } from '../net/connection.js';
import type { HeistMemory } from '../net/heistMemory.js';
import { seatLinkToShow } from '../net/seatLink.js';
import { errorText } from '../store/errorText.js';
import type { Toast } from '../store/state.js';
import { exposeToTests } from '../testing/e2eSpiesHooks.js';
import { ConnectionBanner } from '../ui/banner.js';
import { ChatBox } from '../ui/chatBox.js';
import { h, replace } from '../ui/dom.js';
import { GameLog } from '../ui/gameLog.js';
import { HelpOverlay } from '../ui/help.js';
import { LobbyFrame } from '../ui/lobbyFrame.js';
import { Toasts, toastMs } from '../ui/toasts.js';
import { topBarParts } from '../ui/topBarFrame.js';
import { cellChoices } from './cellChoices.js';
import { cellPopover } from './cellPopover.js';
import { MansionScene } from './MansionScene.js';
import { SpiesLobby } from './spiesLobby.js';
import { spiesPanel } from './spiesPanel.js';
import { cellTargets, mansionModel } from './spyModel.js';
import { SpyConnection, type SpyListener, type SpyOutgoing } from './spyNet.js';
import { eventLine } from './spyText.js';

const LOG_KEPT = 200;

interface State {
  lobby: SpyLobbyWire | null;
  update: AsymUpdatePayload | null;
  seats: number[];
  sessionId: string;
  chat: ChatLine[];
  /** The events of the game so far (the last LOG_KEPT), worded when drawn: a new language rewords them. */
  log: AsymEvent[];
  truth: boolean;
  selected: string | null;
  /** The kind picked in the selected cell's popover, its facings shown. */
  group: string | null;
  armed: string | null;
  /** What the armed cell risks (a first tap warns, a second goes). */
  notice: string;
  toasts: Toast[];
  connection: { status: ConnectionStatus; attempt: number; reason: 'kicked' | 'gone' | null };
}

export class SpiesApp {
  private conn: SpyConnection | null = null;
  private readonly s: State = {
    lobby: null,
    update: null,
    seats: [],
    sessionId: '',
    chat: [],
    log: [],
    truth: true,
    selected: null,
    group: null,
    armed: null,
    notice: '',
    toasts: [],
    connection: { status: 'online', attempt: 0, reason: null },
  };
  private toastId = 0;
  private readonly el: HTMLElement;
  private readonly top = h('header', { class: 'spies-top' });
  private readonly boardHost = h('div', { class: 'spies-board', 'data-testid': 'spies-board' });
  private readonly panel = h('aside', { class: 'spies-panel' });
  private readonly lobbyEl = h('section', { class: 'spies-lobby', 'data-testid': 'spies-lobby' });
  /** The room's chat (ui/chatBox.ts): the table, and the spies' own channel for spy seats. */
  /** The game log (ui/gameLog.ts): oldest first, the newest line in view. */
  private readonly log = new GameLog('spies-log');
  private readonly chat = new ChatBox(
    (channel, text) => this.send(ClientMessage.chat, { channel, text }),
    'spies-',
  );
  private scene: MansionScene | null = null;
  /** The heist's connection banner and toasts, the same for every game. */
  private readonly banner = new ConnectionBanner({ leave: () => this.leaveGame() });
  private readonly toasts = new Toasts();
  /** The keys overlay every game has, with the spies game's keys (drawn again in a new language). */
  private help = this.newHelp();
  private readonly lobbyFrame = this.newLobby();

  constructor(
    root: HTMLElement,
    private readonly endpoint: string,
    private readonly memory: HeistMemory,
  ) {
    this.el = h('div', { class: 'spies-app', 'data-testid': 'spies-app' });
    root.append(this.el);
    this.lobbyEl.append(this.lobbyFrame.el);
    replace(
      this.el,
      this.banner.el,
      this.top,
      this.lobbyEl,
      this.boardHost,
      this.panel,
      this.toasts.el,
      this.help.el,
    );
    document.addEventListener('keydown', this.onKey);
    this.stopRelabel = onLocaleChange(() => this.relabel());
  }

  private readonly onKey = (e: KeyboardEvent) => this.key(e);
  private readonly stopRelabel: () => void;

  /** The game could not be reached: this page gives the screen back to the home page. */
  dispose(): void {
    document.removeEventListener('keydown', this.onKey);
    this.stopRelabel();
    this.scene?.destroy();
    this.el.remove();
  }

  private newHelp(): HelpOverlay {
    return new HelpOverlay(
      { close: () => this.help.update(false) },
      [
        { keys: ['E'], text: t('spies.help.e') },
        { keys: ['T'], text: t('spies.help.t') },
        { keys: ['Esc'], text: t('spies.help.esc') },
        { keys: ['?'], text: t('help.question') },
      ],
      null,
    );
  }

  /** Another language: everything is drawn again in it, the chat box's hints and the keys too. */
  private relabel() {
    const help = this.newHelp();
    this.help.el.replaceWith(help.el);
    this.help = help;
    this.chat.relabel();
    const focused =
      document.activeElement instanceof HTMLElement ? document.activeElement.dataset.testid : undefined;
    this.draw();
    if (focused) this.el.querySelector<HTMLElement>(`[data-testid="${focused}"]`)?.focus();
  }

  private listener(): SpyListener {
    return {
      lobby: (l) => {
        this.s.lobby = l;
        this.draw();
      },
      update: (u) => this.onUpdate(u),
      chat: (lines, all) => {
        this.s.chat = all ? lines : [...this.s.chat, ...lines];
        this.drawChat();
      },
      error: (e) => this.onError(e),
      seats: (seats, sessionId) => {
        this.s.seats = seats;
        this.s.sessionId = sessionId;
        this.draw();
      },
      connection: (status, attempt, reason) => {
        this.s.connection = { status, attempt, reason: reason ?? null };
        this.banner.update(status, attempt, reason ?? null);
        this.drawTop();
      },
    };
  }

  async create(): Promise<void> {
    this.conn = await SpyConnection.create(this.endpoint, this.memory, this.listener());
    window.history.replaceState({}, '', `/r/${this.conn.code}`);
  }

  async join(code: string): Promise<void> {
    this.conn = await SpyConnection.join(this.endpoint, code, this.memory, this.listener());
    window.history.replaceState({}, '', `/r/${this.conn.code}`);
  }

  private send<N extends keyof SpyOutgoing>(name: N, payload: SpyOutgoing[N]) {
    this.conn?.send(name, payload);
  }

  private act(action: Action) {
    this.s.selected = null;
    this.s.group = null;
    this.s.armed = null;
    this.send(SpyMessage.action, { action });
  }

  private onUpdate(u: AsymUpdatePayload) {
    // Over: it leaves this browser's list of games to come back to.
    if (u.view.outcome && this.conn) this.memory.update(this.conn.code, { finished: true, game: 'spies' });
    this.s.log = (u.full ? u.events : [...this.s.log, ...u.events]).slice(-LOG_KEPT);
    this.s.update = u;
    this.s.notice = '';
    this.draw();
    // Browser tests read what the client holds (the test build only).
    if (import.meta.env.MODE === 'e2e') exposeToTests({ __spies: { update: u, seats: this.s.seats } });
  }

  private onError(e: ErrorPayload) {
    this.toast(errorText(e), 'error');
  }

  /** A short message at the bottom (the heist's toasts): errors in plain words, confirmations. */
  private toast(text: string, tone: Toast['tone']) {
    const toast = { id: ++this.toastId, text, tone };
    this.s.toasts = [...this.s.toasts.slice(-3), toast];
    this.toasts.update(this.s.toasts);
    setTimeout(() => {
      this.s.toasts = this.s.toasts.filter((x) => x.id !== toast.id);
      this.toasts.update(this.s.toasts);
    }, toastMs(tone));
  }

  /** Leaves the game for good and goes home. */
  private leaveGame() {
    void this.conn?.leave();
    window.location.href = '/';
  }

  private get legal(): Action[] {
    return this.s.update?.legal.flatMap((l) => l.actions) ?? [];
  }

  private get mySide(): 'security' | 'spy' | null {
    if (this.s.seats.includes(0)) return 'security';
    return this.s.seats.length > 0 ? 'spy' : null;
  }

  private onCell(cell: string) {
    const targets = cellTargets(this.legal).get(cell);
    if (!targets) {
      this.s.selected = null;
      this.drawGame();
      return;
    }
    const u = this.s.update;
    // A risky step for a spy: the first tap warns, the second goes (UI.md).
    if (
      targets.length === 1 &&
      targets[0]!.type === 'step' &&
      u?.overlay &&
      this.s.armed !== cell &&
      stepRisk(u.overlay.board, cell)
    ) {
      this.s.armed = cell;
      this.s.selected = cell;
      this.s.notice = t(
        stepRisk(u.overlay.board, cell) === 'watched' ? 'spies.risk.watched' : 'spies.risk.lit',
      );
      this.drawGame();
      return;
    }
    if (targets.length === 1) this.act(targets[0]!);
    else {
      this.s.selected = cell;
      this.s.group = null;
      this.drawGame();
    }
  }

  private key(e: KeyboardEvent) {
    if ((e.target as HTMLElement | null)?.tagName === 'INPUT') return;
    if (e.key === 'Escape') {
      this.help.update(false);
      this.s.selected = null;
      this.s.group = null;
      this.s.armed = null;
      this.drawGame();
    }
    if (e.key === '?') this.help.update(true);
    if (e.key === 't' && this.mySide === 'spy') this.toggleTruth();
    if (e.key === 'e') {
      const end = endingInput(this.legal);
      if (end) this.act(end);
    }
  }

  private toggleTruth() {
    this.s.truth = !this.s.truth;
    this.drawGame();
  }

  private draw() {
    const started = this.s.update !== null;
    this.el.classList.toggle('started', started);
    this.drawTop();
    if (!started) this.drawLobby();
    else this.drawGame();
  }

  private drawTop() {
    const v = this.s.update?.view;
    replace(
      this.top,
      ...topBarParts({
        brand: t('spies.home.title'),
        code: this.s.lobby?.code ?? '',
        codeTestId: 'spies-code',
        copyLink: (link) => {
          void navigator.clipboard
            ?.writeText(link)
            .then(() => this.toast(t('lobby.copied'), 'info'))
            .catch(() => undefined);
        },
        status: [
          v ? h('span', { 'data-testid': 'spies-turn' }, t('spies.top.turn', { turn: v.turn })) : null,
          v
            ? h(
                'span',
                { class: 'spies-alarm' },
                t('spies.top.alarm', { alarm: v.alarm, minimum: v.minimum }),
              )
            : null,
          v ? h('span', {}, t(`spies.stage.${v.stage}` as 'spies.stage.spies')) : null,
        ],
        online: this.s.connection.status === 'online',
        language: (locale) => this.language(locale),
        help: () => this.help.update(true),
        leave: () => this.leaveGame(),
        leaveText: t('spies.leave'),
      }),
    );
  }

  private drawLobby() {
    const lobby = this.s.lobby;
    if (!lobby) return;
    this.lobbyFrame.update({
      lobby,
      sessionId: this.s.sessionId,
      mySeats: this.s.seats,
      seatLink: seatLinkToShow(this.memory, lobby.code, this.s.seats),
    });
  }

  /** The platform's lobby with the spies' part (spiesLobby.ts). */
  private newLobby(): LobbyFrame<SpyLobbyWire> {
    const game = new SpiesLobby({
      seatCount: (count) => this.send(ClientMessage.seatCount, { count }),
      bot: (seat, mode) => this.send(SpyMessage.bot, { seat, bot: mode }),
    });
    return new LobbyFrame<SpyLobbyWire>(
      game,
      {
        claim: (seat) => this.send(ClientMessage.claimSeat, { seat }),
        release: (seat) => this.send(ClientMessage.releaseSeat, { seat }),
        free: (seat) => this.send(ClientMessage.freeSeat, { seat }),
        ready: (ready) => this.send(ClientMessage.ready, { ready }),
        start: () => this.send(ClientMessage.start, {}),
        copy: (text, what) => {
          void navigator.clipboard
            ?.writeText(text)
            .then(() => this.toast(`${t('lobby.copied')} ${what === 'code' ? text : ''}`.trim(), 'info'))
            .catch(() => undefined);
        },
        language: (locale) => this.language(locale),
        leave: () => this.leaveGame(),
        linkSeen: () => {
          if (this.conn) this.memory.update(this.conn.code, { linkSeen: true });
          this.drawLobby();
        },
      },
      'spies-',
    );
  }

  private language(locale: Locale) {
    rememberLocale(window.localStorage, locale);
    setLocale(locale).catch(() => this.toast(t('language.failed'), 'error'));
  }

  private drawGame() {
    const u = this.s.update;
    if (!u) return;
    if (!this.scene) {
      this.scene = new MansionScene((cell) => this.onCell(cell));
      void this.scene.mount(this.boardHost).then(() => this.drawGame());
      // Browser tests find cells on the board through it (the test build only).
      if (import.meta.env.MODE === 'e2e') exposeToTests({ __spiesScene: this.scene });
    }
    const over = u.view.outcome;
    const side = this.mySide;
    // A spy sees the truth unless it asks what security sees; everyone does once it is over.
    const truth = (side === 'spy' && this.s.truth) || (over !== null && this.s.truth);
    const legal = this.legal;
    const targets = cellTargets(legal);
    this.scene.render(mansionModel(u, truth), {
      targets: new Set(targets.keys()),
      selected: this.s.selected,
    });
    const chooser = this.s.selected ? (targets.get(this.s.selected) ?? []) : [];
    replace(
      this.panel,
      ...spiesPanel(
        {
          update: u,
          lobby: this.s.lobby,
          sessionId: this.s.sessionId,
          seats: this.s.seats,
          side,
          truth: this.s.truth,
          notice: this.s.notice,
        },
        {
          act: (a) => this.act(a),
          bot: (seat, mode) => this.send(SpyMessage.bot, { seat, bot: mode }),
          handOver: (seat, to) => this.send(ClientMessage.handOver, { seat, to }),
          toggleTruth: () => this.toggleTruth(),
        },
      ),
      this.log.el,
      h('h3', {}, t('chat.title')),
      this.chat.el,
    );
    this.log.update(this.s.log.flatMap((e) => eventLine(e) ?? []));
    this.drawChat();
    this.drawPopover(chooser);
  }

  /** The selected cell's choices in a popover on the board, beside the cell. */
  private drawPopover(chooser: Action[]) {
    this.boardHost.querySelector('.spies-pop')?.remove();
    const cell = this.s.selected;
    const rect = cell ? this.scene?.cellRect(cell) : null;
    if (!cell || !rect || chooser.length === 0) return;
    const box = this.boardHost.getBoundingClientRect();
    const pop = cellPopover({
      cell,
      choices: cellChoices(chooser),
      group: this.s.group,
      at: { x: rect.x - box.left, y: rect.y - box.top, width: rect.width, height: rect.height },
      board: { width: box.width, height: box.height },
      act: (a) => this.act(a),
      pick: (group) => {
        this.s.group = group;
        this.drawGame();
      },
    });
    this.boardHost.append(pop);
    pop.querySelector<HTMLButtonElement>('button:not([disabled])')?.focus({ preventScroll: true });
  }

  private drawChat() {
    const channels: Array<{ channel: ChatChannel; label: string }> = [
      { channel: 'table', label: t('chat.table') },
    ];
    if (this.mySide === 'spy') channels.push({ channel: 'spies', label: t('spies.chat.spies') });
    this.chat.update({ lines: this.s.chat, channels });
  }
}
