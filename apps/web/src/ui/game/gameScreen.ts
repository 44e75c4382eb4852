/** The game screen: top bar, the board's host element, the panel, dialogs and the tile card. */
import type { ChatLine } from '@safecrackers/protocol/wire';
import type { Answer, PlayerView, Threats } from '@safecrackers/rules';
import { t } from '../../i18n/index.js';
import type { ConnectionStatus } from '../../net/connection.js';
import type { LegalGroups } from '../../store/legalGroups.js';
import type { UiState } from '../../store/state.js';
import type { Commands } from '../commands.js';
import { h } from '../dom.js';
import type { LogBackView } from '../gameLog.js';
import { isTouchScreen } from '../touch.js';
import { EndScreen } from './endScreen.js';
import { GuideCard } from './guide.js';
import { type GuardLocator, heistGuideSteps } from './heistGuide.js';
import { Panel } from './panel.js';
import { PromptDialog } from './promptDialog.js';
import { ThreatSummary } from './threatSummary.js';
import { Tooltip } from './tooltip.js';
import { TopBar } from './topBar.js';
import './boardStrip.css';

export interface GameInput {
  code: string;
  view: PlayerView;
  groups: LegalGroups;
  answers: Answer[];
  mySeats: number[];
  actingSeat: number | null;
  connection: ConnectionStatus | 'idle';
  ui: UiState;
  log: string[];
  /** How far back the log reaches (the panel's log pages back, issue 33). */
  logBack?: LogBackView;
  busy: boolean;
  /** The room's chat lines, oldest first (the panel's chat). */
  chat: readonly ChatLine[];
  /** The threat overlay's facts while it is on (key T). */
  threats?: Threats | null;
}

export class GameScreen {
  readonly el = h('main', { class: 'screen game', 'data-screen': 'game' });
  /** The board canvas goes in here; it scrolls when the board is taller than the screen. */
  readonly boardHost: HTMLElement;
  readonly tooltip: Tooltip;
  readonly guide: GuideCard;
  /** Where the guard stands on screen, for the guide (the board sets it once it is up). */
  locateGuard: GuardLocator = () => null;
  private readonly topBar: TopBar;
  private readonly panel: Panel;
  private readonly prompt: PromptDialog;
  private readonly end: EndScreen;
  private readonly threats: ThreatSummary;
  private threatsOn = false;
  /** Shown until the board's code (a chunk of its own) has loaded and drawn its first frame. */
  private readonly boardLoading = h(
    'div',
    { class: 'board-loading', role: 'status', 'data-testid': 'board-loading' },
    h('span', { class: 'spinner big', 'aria-hidden': 'true' }),
    h('span', { class: 'board-loading-text' }, t('game.loadingBoard')),
  );
  private readonly skipHint = h('div', { class: 'skip-hint', hidden: true }, t('game.skipHint'));
  private readonly zoomButtons: Record<'in' | 'out' | 'fit', HTMLButtonElement>;

  /** `boardHost`: the board of the screen this one replaces (a new language keeps the canvas). */
  constructor(commands: Commands, boardHost?: HTMLElement) {
    this.boardHost =
      boardHost ??
      h('div', { class: 'board-host', role: 'application', tabindex: 0, 'data-testid': 'board' });
    this.boardHost.setAttribute('aria-label', t('a11y.board'));
    this.tooltip = new Tooltip(
      (topic) => commands.rules(topic),
      () => this.boardHost.getBoundingClientRect(),
    );
    this.guide = new GuideCard(
      (step) => commands.guide(step),
      heistGuideSteps(() => this.locateGuard),
    );
    this.topBar = new TopBar(commands);
    this.panel = new Panel(commands);
    this.prompt = new PromptDialog(commands);
    this.end = new EndScreen(commands);
    this.threats = new ThreatSummary(commands, () => this.threatsOn);
    const zoomButton = (how: 'in' | 'out' | 'fit', label: string, text: string, key: string) =>
      h(
        'button',
        {
          class: `zoom-button zoom-${how}`,
          type: 'button',
          title: `${label} (${key})`,
          'aria-label': label,
          'aria-keyshortcuts': key,
          'data-action': `zoom-${how}`,
          onclick: () => commands.zoom(how),
        },
        text,
      );
    this.zoomButtons = {
      in: zoomButton('in', t('zoom.in'), '+', '+'),
      out: zoomButton('out', t('zoom.out'), '−', '-'),
      fit: zoomButton('fit', t('zoom.fitLabel'), t('zoom.fit'), '0'),
    };
    const zoom = h(
      'div',
      { class: 'zoom-controls', role: 'group', 'aria-label': t('zoom.group') },
      this.zoomButtons.in,
      this.zoomButtons.out,
      this.zoomButtons.fit,
      this.threats.toggle,
    );
    const boardArea = h(
      'div',
      { class: 'board-area' },
      this.boardHost,
      this.boardLoading,
      this.prompt.el,
      // Under the board, not over it: never on a tile a turn needs (boardStrip.css).
      h(
        'div',
        { class: 'board-strip', 'data-testid': 'board-strip' },
        this.skipHint,
        this.threats.card,
        zoom,
      ),
      this.end.el,
    );
    this.el.append(
      // The page's one top heading, for screen readers (the top bar shows the brand).
      h('h1', { class: 'visually-hidden' }, t('app.title')),
      this.topBar.el,
      h('div', { class: 'game-body' }, boardArea, this.panel.el),
      this.tooltip.el,
      this.guide.ring,
      this.guide.el,
    );
  }

  update(input: GameInput): void {
    this.topBar.update({
      code: input.code,
      view: input.view,
      mySeats: input.mySeats,
      connection: input.connection,
    });
    this.panel.update(input);
    this.prompt.update(input.view, input.answers);
    this.end.update(input.view, input.code);
    this.threatsOn = input.ui.threats === true;
    this.threats.update(input.view, this.threatsOn, input.threats ?? null);
    // The guide waits while something else asks for the player: the rules book, the help, the
    // trade dialog (the whole sheet on a phone), or a prompt to answer.
    const elsewhere = !!(input.ui.rules || input.ui.help || input.ui.trade) || input.answers.length > 0;
    this.guide.update(input.ui.guide, elsewhere);
    this.el.classList.toggle('peek-mode', input.ui.peekMode);
    this.el.classList.toggle('log-open', input.ui.logOpen);
  }

  /** The end screen is on top of the board (toasts then keep clear of it). */
  get endShowing(): boolean {
    return !this.end.el.hidden;
  }

  /** What the zoom buttons may do now (the board reports it after every camera change). */
  setZoom(state: { canZoomIn: boolean; canZoomOut: boolean; fit: boolean }): void {
    this.zoomButtons.in.disabled = !state.canZoomIn;
    this.zoomButtons.out.disabled = !state.canZoomOut;
    this.zoomButtons.fit.disabled = state.fit;
  }

  /** The board is loading (true), drawn (false), or could not load ('failed'). */
  setBoardLoading(state: boolean | 'failed'): void {
    this.boardLoading.hidden = state === false;
    this.boardLoading.classList.toggle('failed', state === 'failed');
    this.boardLoading.querySelector('.spinner')?.toggleAttribute('hidden', state === 'failed');
    this.boardLoading.querySelector('.board-loading-text')!.textContent = t(
      state === 'failed' ? 'game.boardFailed' : 'game.loadingBoard',
    );
  }

  setBusy(busy: boolean): void {
    if (busy) this.skipHint.textContent = t(isTouchScreen() ? 'game.skipHintTouch' : 'game.skipHint');
    this.skipHint.hidden = !busy;
  }
}
