/**
 * The spies game's screen in the shell: its lobby part (the shared lobby with the spies' extras),
 * and in play the mansion board, the panel of what the engine allows now, the log in words and
 * the chat with its spies-only channel. Wiring and DOM only: the board is MansionScene, the rules
 * are the server's, what is offered comes from the legal inputs the server sent, and everything
 * it sends goes through the shell (PlayServices).
 */
import { type Action, endingInput, stepRisk } from '@safecrackers/asym-rules';
import type { SpyLobbyWire } from '@safecrackers/protocol/state';
import type { ChatChannel } from '@safecrackers/protocol/wire';
import { ClientMessage, SpyMessage } from '@safecrackers/protocol/wire';
import type { PlayInput, PlayScreen, PlayServices } from '../app/gameClient.js';
import { t } from '../i18n/index.js';
import { exposeToTests } from '../testing/e2eSpiesHooks.js';
import { ChatBox } from '../ui/chatBox.js';
import { h, replace } from '../ui/dom.js';
import { GuideCard } from '../ui/game/guide.js';
import { GameLog } from '../ui/gameLog.js';
import { LobbyFrame } from '../ui/lobbyFrame.js';
import { PhoneSheet } from '../ui/phoneSheet.js';
import { TopBarFrame } from '../ui/topBarFrame.js';
import { cellChoices } from './cellChoices.js';
import { cellInfo, type InfoLine } from './cellInfo.js';
import { cellPopover } from './cellPopover.js';
import { MansionScene } from './MansionScene.js';
import type { SpiesState, SpyOutgoing } from './spiesClient.js';
import { spiesGuideSteps } from './spiesGuide.js';
import { SpiesLobby } from './spiesLobby.js';
import { announcements, logLines } from './spiesLog.js';
import { type Choosing, spiesPanel } from './spiesPanel.js';
import { cellTargets, type MansionModel, mansionModel } from './spyModel.js';
import { whatDoesButton } from './whatDoes.js';

/** What this screen alone keeps: the cell picked on the board and the spy's view of it. */
interface Local {
  truth: boolean;
  selected: string | null;
  /** The kind picked in the selected cell's popover, its facings shown. */
  group: string | null;
  armed: string | null;
  /** What the armed cell risks (a first tap warns, a second goes). */
  notice: string;
  /** A large group of inputs being chosen from in the panel. */
  choosing: Choosing | null;
  /** The map's legend is shown (L). */
  legend: boolean;
  /** The first-game guide's step while it shows; null once put away (or not begun). */
  guide: number | null;
}

export class SpiesScreen implements PlayScreen<SpiesState> {
  readonly el = h('div', { class: 'spies-app', 'data-testid': 'spies-app' });
  private input: PlayInput<SpiesState> | null = null;
  private readonly local: Local = {
    truth: true,
    selected: null,
    group: null,
    armed: null,
    notice: '',
    choosing: null,
    legend: false,
    guide: null,
  };
  /** The first-game guide, for the side this screen plays (made when the game starts). */
  private guide: GuideCard | null = null;
  private readonly top = h('header', { class: 'spies-top' });
  private readonly topFrame = new TopBarFrame(this.top);
  private readonly boardHost = h('div', { class: 'spies-board', 'data-testid': 'spies-board' });
  /** The panel: a bottom sheet on phones, as every game's (ui/phoneSheet.ts). */
  private readonly sheet: PhoneSheet;
  private readonly lobbyEl = h('section', { class: 'spies-lobby', 'data-testid': 'spies-lobby' });
  /** The game log (ui/gameLog.ts): oldest first, the newest line in view. */
  private readonly log = new GameLog('spies-log');
  /** The room's chat (ui/chatBox.ts): the table, and the spies' own channel for spy seats. */
  private readonly chat: ChatBox;
  private scene: MansionScene | null = null;
  /** The cell under the mouse, and the tip that says what is there. */
  private hovered: string | null = null;
  /**
   * The cell whose tip stays (clicked where there is nothing to do, or long-pressed), with a
   * "What does this do?" beside each line; it wins over the hovered cell until put away.
   */
  private pinned: string | null = null;
  /** What the board shows now (the tip reads it rather than building it again). */
  private model: MansionModel | null = null;
  private readonly info = h('div', {
    class: 'spies-cell-info',
    'data-testid': 'spies-cell-info',
    role: 'tooltip',
    hidden: true,
  });
  private lobbyFrame: LobbyFrame<SpyLobbyWire>;

  constructor(private readonly services: PlayServices<SpyOutgoing>) {
    this.chat = new ChatBox(
      (channel, text) => this.services.send(ClientMessage.chat, { channel, text }),
      'spies-',
    );
    this.lobbyFrame = this.newLobby();
    this.lobbyEl.append(this.lobbyFrame.el);
    this.sheet = new PhoneSheet({
      label: t('game.panel'),
      className: 'spies-panel',
      leaveText: t('spies.leave'),
      leave: () => this.services.leave(this.underWay),
      toggled: () => this.log.scrollToNewest(),
    });
    this.boardHost.append(this.info);
    replace(this.el, this.top, this.lobbyEl, this.boardHost, this.sheet.el);
  }

  update(input: PlayInput<SpiesState>): void {
    const before = this.input?.state.update;
    this.input = input;
    const u = input.state.update;
    if (u !== before) {
      this.local.notice = '';
      // Cards played and the alarm going up are news for everyone told of them: a toast each.
      if (u && before && !u.full)
        for (const text of announcements(u.events)) this.services.toast(text, 'event');
      // What the lists were chosen from may be gone: a new update starts them again.
      if (u?.legal !== before?.legal) this.local.choosing = null;
      // Browser tests read what the client holds (the test build only).
      if (import.meta.env.MODE === 'e2e' && u)
        exposeToTests({ __spies: { update: u, seats: input.mySeats } });
    }
    this.draw();
  }

  dispose(): void {
    this.guide?.dispose();
    this.scene?.destroy();
    this.scene = null;
    this.el.remove();
  }

  /** Another language: everything is drawn again in it, the chat box's hints too. */
  relabel(): void {
    this.chat.relabel();
    const lobby = this.newLobby();
    this.lobbyFrame.el.replaceWith(lobby.el);
    this.lobbyFrame = lobby;
    const focused =
      document.activeElement instanceof HTMLElement ? document.activeElement.dataset.testid : undefined;
    this.draw();
    if (focused) this.el.querySelector<HTMLElement>(`[data-testid="${focused}"]`)?.focus();
  }

  key(e: KeyboardEvent): boolean {
    if (e.key === 'Escape') {
      // Esc puts the guide away, as the heist's does.
      if (this.local.guide !== null) this.goGuide(null);
      this.local.choosing = null;
      this.local.selected = null;
      this.local.group = null;
      this.local.armed = null;
      this.pinned = null;
      this.drawGame();
      return true;
    }
    if (e.key === 'l') {
      this.toggleLegend();
      return true;
    }
    if (e.key === 't' && this.mySide === 'spy') {
      this.toggleTruth();
      return true;
    }
    if (e.key === 'e') {
      const end = endingInput(this.legal);
      if (end) this.act(end);
      return end !== undefined;
    }
    return false;
  }

  private act(action: Action) {
    this.local.selected = null;
    this.local.group = null;
    this.local.armed = null;
    this.services.send(SpyMessage.action, { action });
  }

  /** The game has started and is not over: leaving it asks first. */
  private get underWay(): boolean {
    const view = this.input?.state.update?.view;
    return view !== undefined && view.outcome === null;
  }

  private get legal(): Action[] {
    return this.input?.state.update?.legal.flatMap((l) => l.actions) ?? [];
  }

  private get mySide(): 'security' | 'spy' | null {
    const seats = this.input?.mySeats ?? [];
    if (seats.includes(0)) return 'security';
    return seats.length > 0 ? 'spy' : null;
  }

  private onCell(cell: string) {
    const targets = cellTargets(this.legal).get(cell);
    if (!targets) {
      // Nothing to do there: the click asks what is there (again: puts the tip away).
      this.local.selected = null;
      this.pin(this.pinned === cell ? null : cell);
      this.drawGame();
      return;
    }
    this.pinned = null;
    const u = this.input?.state.update;
    // A risky step for a spy: the first tap warns, the second goes (UI.md).
    const risk =
      targets.length === 1 && targets[0]!.type === 'step' && u?.overlay
        ? stepRisk(u.overlay.board, cell)
        : null;
    if (risk && this.local.armed !== cell) {
      this.local.armed = cell;
      this.local.selected = cell;
      this.local.notice = t(risk === 'watched' ? 'spies.risk.watched' : 'spies.risk.lit');
      this.drawGame();
      return;
    }
    if (targets.length === 1) this.act(targets[0]!);
    else {
      this.local.selected = cell;
      this.local.group = null;
      this.drawGame();
    }
  }

  private toggleLegend() {
    this.local.legend = !this.local.legend;
    this.drawGame();
  }

  private toggleTruth() {
    this.local.truth = !this.local.truth;
    this.drawGame();
  }

  private draw() {
    const started = this.input?.state.update != null;
    this.el.classList.toggle('started', started);
    this.drawTop();
    if (!started) this.drawLobby();
    else this.drawGame();
  }

  private drawTop() {
    const input = this.input;
    const v = input?.state.update?.view;
    this.topFrame.fill({
      brand: t('spies.home.title'),
      code: input?.code ?? '',
      codeTestId: 'spies-code',
      copyLink: (link) => this.services.copy(link, 'link'),
      status: [
        v ? h('span', { 'data-testid': 'spies-turn' }, t('spies.top.turn', { turn: v.turn })) : null,
        v
          ? h('span', { class: 'spies-alarm' }, t('spies.top.alarm', { alarm: v.alarm, minimum: v.minimum }))
          : null,
        v ? h('span', {}, t(`spies.stage.${v.stage}` as 'spies.stage.spies')) : null,
      ],
      online: input?.online ?? false,
      language: (locale) => this.services.language(locale),
      help: () => this.services.help(),
      ...(this.services.rules ? { rules: () => this.services.rules?.(null) } : {}),
      leave: () => this.services.leave(this.underWay),
      leaveText: t('spies.leave'),
    });
  }

  private drawLobby() {
    const input = this.input;
    const lobby = input?.state.lobby;
    if (!input || !lobby) return;
    this.lobbyFrame.update({
      lobby,
      sessionId: input.sessionId,
      mySeats: input.mySeats,
      seatLink: input.seatLink,
    });
  }

  /** The platform's lobby with the spies' part (spiesLobby.ts). */
  private newLobby(): LobbyFrame<SpyLobbyWire> {
    const send = this.services.send.bind(this.services);
    const game = new SpiesLobby({
      seatCount: (count) => send(ClientMessage.seatCount, { count }),
      bot: (seat, mode, level) => send(SpyMessage.bot, { seat, bot: mode, ...(level ? { level } : {}) }),
    });
    return new LobbyFrame<SpyLobbyWire>(
      game,
      {
        claim: (seat) => send(ClientMessage.claimSeat, { seat }),
        release: (seat) => send(ClientMessage.releaseSeat, { seat }),
        free: (seat) => send(ClientMessage.freeSeat, { seat }),
        ready: (ready) => send(ClientMessage.ready, { ready }),
        start: () => send(ClientMessage.start, {}),
        copy: (text, what) => this.services.copy(text, what),
        language: (locale) => this.services.language(locale),
        leave: () => this.services.leave(),
        linkSeen: () => this.services.linkSeen(),
        ...(this.services.rules ? { rules: () => this.services.rules?.(null) } : {}),
      },
      'spies-',
      // Inside the play screen's main landmark: one main per page.
      'section',
    );
  }

  private drawGame() {
    const input = this.input;
    const u = input?.state.update;
    if (!input || !u) return;
    if (!this.scene) {
      this.scene = new MansionScene(
        (cell) => this.onCell(cell),
        (cell) => this.hover(cell),
        (cell) => {
          this.pin(cell);
          this.drawInfo();
        },
      );
      void this.scene.mount(this.boardHost).then(() => this.drawGame());
      // Browser tests find cells on the board through it (the test build only).
      if (import.meta.env.MODE === 'e2e') exposeToTests({ __spiesScene: this.scene });
    }
    const over = u.view.outcome;
    const side = this.mySide;
    // A spy sees the truth unless it asks what security sees; everyone does once it is over.
    const truth = (side === 'spy' || over !== null) && this.local.truth;
    const targets = cellTargets(this.legal);
    this.model = mansionModel(u, truth);
    this.scene.render(this.model, {
      targets: new Set(targets.keys()),
      selected: this.local.selected,
    });
    const chooser = this.local.selected ? (targets.get(this.local.selected) ?? []) : [];
    const send = this.services.send.bind(this.services);
    replace(
      this.sheet.body,
      ...spiesPanel(
        {
          update: u,
          lobby: input.state.lobby,
          sessionId: input.sessionId,
          seats: input.mySeats,
          side,
          truth: this.local.truth,
          notice: this.local.notice,
          choosing: this.local.choosing,
          legend: this.local.legend,
        },
        {
          act: (a) => this.act(a),
          bot: (seat, mode) => send(SpyMessage.bot, { seat, bot: mode }),
          handOver: (seat, to) => send(ClientMessage.handOver, { seat, to }),
          toggleTruth: () => this.toggleTruth(),
          toggleLegend: () => this.toggleLegend(),
          ...(this.services.rules ? { rules: (topic: string) => this.services.rules?.(topic) } : {}),
          choose: (choosing) => {
            this.local.choosing = choosing;
            this.drawGame();
          },
        },
      ),
      this.log.el,
      h('h3', {}, t('chat.title')),
      this.chat.el,
    );
    this.log.update(logLines(input.state.log));
    this.drawChat();
    this.drawPopover(chooser);
    this.drawInfo();
    this.drawGuide(over !== null);
  }

  /**
   * A player's first game on this browser: once it plays a seat in a started game, the guide of
   * its side shows, step by step, until it is finished or skipped (then never again).
   */
  private drawGuide(over: boolean) {
    const side = this.mySide;
    if (!side || over) {
      this.guide?.update(null);
      return;
    }
    if (!this.guide) {
      if (this.services.guideDone()) return;
      this.guide = new GuideCard(
        (step) => this.goGuide(step),
        spiesGuideSteps(side),
        () => t('spies.guide.title'),
      );
      this.el.append(this.guide.ring, this.guide.el);
      this.local.guide = 0;
    }
    this.guide.update(this.local.guide);
  }

  /** The guide goes to a step, or (null) away for good on this browser. */
  private goGuide(step: number | null) {
    this.local.guide = step;
    if (step === null) this.services.finishGuide();
    this.guide?.update(step);
  }

  /** What the hovered (or long-pressed) cell holds, in a tip beside it; none while a popover is open. */
  private hover(cell: string | null) {
    // Called on every mouse move: only a new cell draws the tip again.
    if (cell === this.hovered) return;
    this.hovered = cell;
    // A pinned tip stays as it is while the mouse goes to its buttons.
    if (!this.pinned) this.drawInfo();
  }

  /** Keeps a cell's tip in view with its rules links (null: back to following the mouse). */
  private pin(cell: string | null) {
    this.pinned = cell;
    this.focusInfo = cell !== null;
  }

  /** The pinned tip was just opened: its first button takes the focus once drawn. */
  private focusInfo = false;

  /** What the tip shows now (cell, pinned, lines), so that the same tip is not drawn again. */
  private infoDrawn = '';

  private drawInfo() {
    const pinned = this.pinned;
    const cell = pinned ?? this.hovered;
    const model = this.model;
    const rect = cell ? this.scene?.cellRect(cell) : null;
    if (!cell || !model || !rect || this.local.selected) {
      this.info.hidden = true;
      return;
    }
    const box = this.boardHost.getBoundingClientRect();
    const u = this.input?.state.update;
    const stepping = this.legal.some((a) => a.type === 'step' && a.to === cell) ? u?.overlay?.action : null;
    const lines = cellInfo(model, cell, this.scene?.map, stepping);
    // The same tip again (another update, the same lines) keeps its buttons: a click on one
    // is never lost to a redraw.
    const acts = cellTargets(this.legal).has(cell);
    const drawn = JSON.stringify([cell, pinned, lines, acts]);
    if (drawn !== this.infoDrawn || this.info.hidden) this.fillInfo(cell, pinned, lines, acts);
    this.infoDrawn = drawn;
    this.info.hidden = false;
    // Beside the cell, on the side with room, inside the board.
    const right = rect.x - box.left + rect.width + 8;
    const left = Math.max(4, Math.min(right, box.width - this.info.offsetWidth - 4));
    const top = Math.max(4, Math.min(rect.y - box.top, box.height - this.info.offsetHeight - 4));
    this.info.style.left = `${left}px`;
    this.info.style.top = `${top}px`;
    if (this.focusInfo) {
      this.focusInfo = false;
      this.info.querySelector<HTMLButtonElement>('button')?.focus({ preventScroll: true });
    }
  }

  /** The tip's content: the cell, its lines, and when pinned a rules link per line and Close. */
  private fillInfo(cell: string, pinned: string | null, lines: InfoLine[], acts: boolean) {
    const rules = this.services.rules;
    this.info.classList.toggle('pinned', pinned !== null);
    this.info.setAttribute('role', pinned ? 'dialog' : 'tooltip');
    if (pinned) this.info.setAttribute('aria-label', t('spies.info.about', { cell }));
    else this.info.removeAttribute('aria-label');
    replace(
      this.info,
      h(
        'div',
        { class: 'spies-cell-info-head' },
        h('strong', {}, cell),
        pinned
          ? h(
              'button',
              {
                class: 'ghost small',
                'aria-label': t('spies.info.close'),
                title: t('spies.info.close'),
                'data-testid': 'spies-cell-info-close',
                onclick: () => {
                  this.pin(null);
                  this.drawInfo();
                },
              },
              '×',
            )
          : null,
      ),
      ...lines.map((line, i) =>
        h(
          'span',
          { class: 'spies-cell-info-line' },
          line.text,
          pinned ? whatDoesButton(line.topic, line.text, rules, `spies-info-what-${i}`) : null,
        ),
      ),
      // Following the mouse, the tip says how to keep it and ask (where a click does nothing else).
      !pinned && rules && lines.some((l) => l.topic) && !acts
        ? h('span', { class: 'muted' }, t('spies.info.pinHint'))
        : null,
    );
  }

  /** The selected cell's choices in a popover on the board, beside the cell. */
  private drawPopover(chooser: Action[]) {
    this.boardHost.querySelector('.spies-pop')?.remove();
    const cell = this.local.selected;
    const rect = cell ? this.scene?.cellRect(cell) : null;
    if (!cell || !rect || chooser.length === 0) return;
    const box = this.boardHost.getBoundingClientRect();
    const pop = cellPopover({
      cell,
      choices: cellChoices(chooser),
      group: this.local.group,
      at: { x: rect.x - box.left, y: rect.y - box.top, width: rect.width, height: rect.height },
      board: { width: box.width, height: box.height },
      act: (a) => this.act(a),
      pick: (group) => {
        this.local.group = group;
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
    this.chat.update({ lines: this.input?.chat ?? [], channels });
  }
}
