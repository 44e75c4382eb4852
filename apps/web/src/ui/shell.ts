/**
 * The page: one screen at a time (the heist's own, or another game's in the PlayHost), plus the
 * connection banner, seat notices, toasts, the keys overlay of the game shown and the rules book.
 */
import { t } from '../i18n/index.js';
import { ConnectionBanner } from './banner.js';
import type { Commands, OtherGame } from './commands.js';
import { h, replace } from './dom.js';
import { GameScreen } from './game/gameScreen.js';
import { type HelpKey, HelpOverlay, heistKeys } from './help.js';
import { HomeScreen } from './home.js';
import { InviteScreen } from './invite.js';
import { LobbyScreen } from './lobby.js';
import type { PlayHost } from './playHost.js';
import { RulesBook, type RulesSource } from './rules/rulesBook.js';
import { heistRules } from './rules/topics.js';
import { SeatNotice } from './seatNotice.js';
import { Toasts } from './toasts.js';

export type ShellScreen = 'home' | 'invite' | 'connecting' | 'lobby' | 'game' | 'play';

export class Shell {
  readonly home: HomeScreen;
  readonly invite: InviteScreen;
  readonly lobby: LobbyScreen;
  readonly game: GameScreen;
  readonly banner: ConnectionBanner;
  readonly seatNotice: SeatNotice;
  readonly toasts = new Toasts();
  help: HelpOverlay;
  /** Whose keys the overlay shows, and whose rules the book: the heist's (null) or another game's. */
  private overlaysOf: string | null = null;
  private rulesOf: string | null = null;
  rules: RulesBook;
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
  constructor(
    root: HTMLElement,
    private readonly commands: Commands,
    readonly play: PlayHost,
    others: readonly OtherGame[],
    previous?: Shell,
  ) {
    this.home = new HomeScreen(commands, others);
    this.invite = new InviteScreen(commands);
    this.lobby = new LobbyScreen(commands);
    this.game = new GameScreen(commands, previous?.game.boardHost);
    if (previous) {
      this.home.retype(previous.home.typed());
      previous.game.guide.dispose();
    }
    this.banner = new ConnectionBanner(commands);
    this.seatNotice = new SeatNotice(commands);
    this.help = this.heistHelp();
    if (previous) play.relabel();
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

  private heistHelp(): HelpOverlay {
    return new HelpOverlay(
      {
        close: () => this.commands.ui({ help: false }),
        rules: () => this.commands.rules(null),
        guide: () => this.commands.guide(0),
        alerts: this.commands.alerts,
      },
      heistKeys(),
    );
  }

  /** The keys overlay of the game shown: the heist's (null), or another game's keys. */
  useKeys(game: { name: string; keys: () => HelpKey[]; hasRules: boolean } | null): void {
    const name = game?.name ?? null;
    if (name === this.overlaysOf) return;
    this.overlaysOf = name;
    const help = game
      ? new HelpOverlay(
          {
            close: () => this.commands.ui({ help: false }),
            ...(game.hasRules ? { rules: () => this.commands.rules(null) } : {}),
            alerts: this.commands.alerts,
          },
          game.keys(),
          null,
        )
      : this.heistHelp();
    this.help.el.replaceWith(help.el);
    this.help = help;
  }

  /** The rules book of a game: the heist's (null), or another game's rules. */
  useRules(game: { name: string; rules: RulesSource } | null): void {
    const name = game?.name ?? null;
    if (name === this.rulesOf) return;
    this.rulesOf = name;
    const book = new RulesBook(() => this.commands.ui({ rules: null }), game?.rules ?? heistRules);
    this.rules.el.replaceWith(book.el);
    this.rules = book;
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
      play: this.play.el,
    }[screen];
    replace(this.stage, el);
    document.body.dataset.page = screen;
    return true;
  }
}
