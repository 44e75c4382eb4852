/** The page: one screen at a time, plus the connection banner, toasts and the help overlay. */
import { t } from '../i18n/index.js';
import { ConnectionBanner } from './banner.js';
import type { Commands } from './commands.js';
import { h, replace } from './dom.js';
import { GameScreen } from './game/gameScreen.js';
import { HelpOverlay, heistKeys } from './help.js';
import { HomeScreen } from './home.js';
import { InviteScreen } from './invite.js';
import { LobbyScreen } from './lobby.js';
import { RulesBook } from './rules/rulesBook.js';
import { SeatNotice } from './seatNotice.js';
import { Toasts } from './toasts.js';

export type ShellScreen = 'home' | 'invite' | 'connecting' | 'lobby' | 'game';

export class Shell {
  readonly home: HomeScreen;
  readonly invite: InviteScreen;
  readonly lobby: LobbyScreen;
  readonly game: GameScreen;
  readonly banner: ConnectionBanner;
  readonly seatNotice: SeatNotice;
  readonly toasts = new Toasts();
  readonly help: HelpOverlay;
  readonly rules: RulesBook;
  private readonly stage = h('div', { class: 'stage' });
  private readonly connecting = h(
    'main',
    { class: 'screen connecting', 'data-screen': 'connecting' },
    h('div', { class: 'spinner big', 'aria-hidden': 'true' }),
    h('p', {}, t('home.working')),
  );
  private current: ShellScreen | null = null;

  /**
   * `previous`: the shell this one replaces when the language changes. Everything is drawn
   * again from the store in the new language; the board's canvas, the text typed on the home
   * screen and the keyboard focus carry over.
   */
  constructor(root: HTMLElement, commands: Commands, previous?: Shell) {
    this.home = new HomeScreen(commands);
    this.invite = new InviteScreen(commands);
    this.lobby = new LobbyScreen(commands);
    this.game = new GameScreen(commands, previous?.game.boardHost);
    if (previous) {
      this.home.retype(previous.home.typed());
      previous.game.guide.dispose();
    }
    this.banner = new ConnectionBanner(commands);
    this.seatNotice = new SeatNotice(commands);
    this.help = new HelpOverlay(
      {
        close: () => commands.ui({ help: false }),
        rules: () => commands.rules(null),
        guide: () => commands.guide(0),
      },
      heistKeys(),
    );
    this.rules = new RulesBook(() => commands.ui({ rules: null }));
    replace(
      root,
      this.banner.el,
      this.seatNotice.el,
      this.stage,
      this.toasts.el,
      this.help.el,
      this.rules.el,
    );
  }

  /** Gives the keyboard focus to this shell's element with the same test id as `el`, if any. */
  refocus(el: Element | null): void {
    const id = el instanceof HTMLElement ? el.dataset.testid : undefined;
    if (!id) return;
    document.querySelector<HTMLElement>(`[data-testid="${CSS.escape(id)}"]`)?.focus({ preventScroll: true });
  }

  show(screen: ShellScreen): boolean {
    if (screen === this.current) return false;
    this.current = screen;
    const el = {
      home: this.home.el,
      invite: this.invite.el,
      connecting: this.connecting,
      lobby: this.lobby.el,
      game: this.game.el,
    }[screen];
    replace(this.stage, el);
    document.body.dataset.page = screen;
    return true;
  }
}
