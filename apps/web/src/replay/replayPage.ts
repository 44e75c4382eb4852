/**
 * The replay page (`/replay/CODE`): a finished game step by step, rebuilt in the browser from
 * its stored input log with its engine (each game's ReplayGame: heistReplay.ts,
 * spies/spiesReplay.ts). Forward steps animate on the board as in play; back steps and jumps
 * show the step at once. At the last step, what stayed hidden can be revealed. Loaded as a
 * chunk of its own, only on this page.
 */
import './replay.css';
import type { NoReplayPayload, ReplayChatLine, ReplayPayload } from '@safecrackers/protocol/wire';
import type { AnyGameClient } from '../app/gameClient.js';
import { t } from '../i18n/index.js';
import { HEIST } from '../store/state.js';
import { h, replace } from '../ui/dom.js';
import {
  back,
  type Cursor,
  forward,
  goTo,
  type Speed,
  STEP_MS,
  setSpeed,
  startCursor,
  stepInHash,
  togglePlay,
  unveil,
} from './cursor.js';
import { ReplayChat } from './replayChat.js';
import type { ReplayGame } from './replayGame.js';

/** `games`: the games besides the heist, whose clients bring their own replays. */
export async function showReplay(
  root: HTMLElement,
  code: string,
  serverUrl: string,
  games: ReadonlyMap<string, AnyGameClient>,
): Promise<void> {
  document.body.dataset.page = 'replay';
  document.title = t('replay.title', { code });
  const main = h(
    'main',
    { class: 'screen replay', 'data-screen': 'replay' },
    h('p', {}, t('replay.loading')),
  );
  replace(root, main);
  let data: ReplayPayload<unknown, unknown>;
  try {
    const res = await fetch(`${serverUrl.replace(/\/$/, '')}/api/replays/${encodeURIComponent(code)}`);
    if (!res.ok) {
      const why = ((await res.json().catch(() => null)) as NoReplayPayload | null)?.reason;
      replace(
        main,
        notice(
          why === 'playing'
            ? t('replay.playing')
            : why === 'none'
              ? t('replay.none', { code })
              : t('replay.failed'),
          code,
          why === 'playing',
        ),
      );
      return;
    }
    data = (await res.json()) as ReplayPayload<unknown, unknown>;
  } catch {
    replace(main, notice(t('replay.failed'), code, false));
    return;
  }
  const game = await replayGameOf(data, games);
  if (!game) {
    replace(main, notice(t('replay.failed'), code, false));
    return;
  }
  document.title = game.title;
  new ReplayScreen(main, game, data.chat ?? []).start();
}

/** The game's own replay, in a chunk of its own; null for a game this page does not know. */
async function replayGameOf(
  data: ReplayPayload<unknown, unknown>,
  games: ReadonlyMap<string, AnyGameClient>,
): Promise<ReplayGame | null> {
  if (data.game && data.game !== HEIST) return (await games.get(data.game)?.replay(data)) ?? null;
  const { HeistReplayGame } = await import('./heistReplay.js');
  return new HeistReplayGame(data as ReplayPayload);
}

function notice(text: string, code: string, playing: boolean): HTMLElement {
  return h(
    'div',
    { class: 'card replay-notice', 'data-testid': 'replay-notice' },
    h('p', {}, text),
    h(
      'p',
      { class: 'row' },
      playing ? h('a', { class: 'button primary', href: `/r/${code}` }, t('replay.watch')) : null,
      h('a', { class: 'button ghost', href: '/' }, t('replay.home')),
    ),
  );
}

class ReplayScreen {
  private cursor: Cursor;
  private mounted = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** The step the board shows now (-1: nothing yet). */
  private shown = -1;
  private readonly boardHost = h('div', { class: 'board-host', 'data-testid': 'board', tabindex: 0 });
  private readonly caption = h('p', {
    class: 'replay-caption',
    'data-testid': 'replay-caption',
    'aria-live': 'polite',
  });
  private readonly stepText = h('p', { class: 'replay-step', 'data-testid': 'replay-step' });
  private readonly slider: HTMLInputElement;
  private readonly playButton: HTMLButtonElement;
  private readonly speedButtons: Record<Speed, HTMLButtonElement>;
  private readonly turnInput: HTMLInputElement;
  private readonly truth = h('section', {
    class: 'card replay-truth',
    'data-testid': 'replay-truth',
    hidden: true,
  });
  private readonly unveilButton: HTMLButtonElement;
  private readonly chat: ReplayChat;

  constructor(
    private readonly main: HTMLElement,
    private readonly replay: ReplayGame,
    /** The table's chat, each line with when in the game it was said (the same for every game). */
    chatLines: readonly ReplayChatLine[],
  ) {
    this.chat = new ReplayChat(chatLines, replay);
    this.cursor = startCursor(replay.last, stepInHash(location.hash) ?? 0);
    const button = (label: string, text: string, testid: string, onclick: () => void) =>
      h(
        'button',
        { class: 'ghost', type: 'button', title: label, 'aria-label': label, 'data-testid': testid, onclick },
        text,
      ) as HTMLButtonElement;
    this.slider = h('input', {
      type: 'range',
      min: 0,
      max: replay.last,
      value: this.cursor.step,
      'aria-label': t('replay.step', { n: '', total: replay.last }),
      'data-testid': 'replay-slider',
      oninput: (e: Event) => this.move(goTo(this.cursor, Number((e.target as HTMLInputElement).value))),
    }) as HTMLInputElement;
    this.playButton = button(t('replay.play'), t('replay.play'), 'replay-play', () =>
      this.move(togglePlay(this.cursor)),
    );
    const speed = (s: Speed) =>
      h(
        'button',
        {
          class: 'ghost small',
          type: 'button',
          'aria-pressed': 'false',
          'data-testid': `replay-speed-${s}`,
          onclick: () => this.move(setSpeed(this.cursor, s)),
        },
        `${s}×`,
      ) as HTMLButtonElement;
    this.speedButtons = { 1: speed(1), 4: speed(4) };
    this.turnInput = h('input', {
      type: 'number',
      min: 1,
      max: replay.turnOf(replay.last),
      value: 1,
      'aria-label': t('replay.jumpTurn'),
      'data-testid': 'replay-turn',
    }) as HTMLInputElement;
    this.unveilButton = h(
      'button',
      {
        class: 'primary small',
        type: 'button',
        'data-testid': 'replay-unveil',
        onclick: () => this.move(unveil(this.cursor, !this.cursor.unveiled)),
      },
      t('replay.truthShow'),
    ) as HTMLButtonElement;
    const outcome = replay.outcome();
    replace(
      main,
      h(
        'header',
        { class: 'replay-head' },
        h('h1', {}, replay.title),
        h(
          'span',
          { class: `badge ${outcome.good ? 'ready' : 'off'}`, 'data-testid': 'replay-outcome' },
          outcome.text,
        ),
        h(
          'span',
          { class: 'row' },
          h(
            'button',
            {
              class: 'ghost small',
              type: 'button',
              'data-testid': 'replay-share',
              onclick: () => void this.share(),
            },
            t('replay.share'),
          ),
          h('a', { class: 'button ghost small', href: '/' }, t('replay.home')),
        ),
      ),
      h(
        'div',
        { class: 'replay-body' },
        h('div', { class: 'board-area' }, this.boardHost),
        h(
          'aside',
          { class: 'replay-panel' },
          this.stepText,
          this.caption,
          h(
            'div',
            { class: 'row replay-controls', role: 'group' },
            button(t('replay.first'), '«', 'replay-first', () =>
              this.move(goTo({ ...this.cursor, playing: false }, 0)),
            ),
            button(t('replay.back'), '‹', 'replay-back', () => this.move(back(this.cursor))),
            this.playButton,
            button(t('replay.forward'), '›', 'replay-forward', () =>
              this.move(forward({ ...this.cursor, playing: false })),
            ),
            button(t('replay.last'), '»', 'replay-last', () =>
              this.move(goTo({ ...this.cursor, playing: false }, this.replay.last)),
            ),
          ),
          this.slider,
          h(
            'div',
            { class: 'row' },
            h('span', { class: 'muted' }, t('replay.speed')),
            this.speedButtons[1],
            this.speedButtons[4],
          ),
          h(
            'form',
            {
              class: 'row',
              onsubmit: (e: Event) => {
                e.preventDefault();
                this.move(
                  goTo(
                    { ...this.cursor, playing: false },
                    this.replay.stepOfTurn(Number(this.turnInput.value)),
                  ),
                );
              },
            },
            h('label', {}, t('replay.jumpTurn'), this.turnInput),
            h('button', { class: 'ghost small', type: 'submit', 'data-testid': 'replay-go' }, t('replay.go')),
          ),
          this.chat.el,
          this.truth,
          h('p', { class: 'muted small' }, t('replay.keys')),
        ),
      ),
    );
    const truth = replay.truth();
    if (truth)
      replace(
        this.truth,
        h('h3', {}, t('replay.truth')),
        h('p', { class: 'muted' }, t('replay.truthHint')),
        this.unveilButton,
        truth,
      );
    this.hasTruth = truth !== null;
    document.addEventListener('keydown', (e) => this.key(e));
  }

  /** Whether the game has something to unveil at the end (the heist's face-down tiles and piles). */
  private hasTruth = false;

  async start(): Promise<void> {
    await this.replay.mount(this.boardHost);
    this.mounted = true;
    this.draw();
  }

  private key(e: KeyboardEvent): void {
    const target = (e.target as HTMLElement | null)?.tagName;
    if (target === 'INPUT' || target === 'SELECT' || target === 'TEXTAREA') return;
    const moves: Record<string, () => Cursor> = {
      ArrowRight: () => forward({ ...this.cursor, playing: false }),
      ArrowLeft: () => back(this.cursor),
      Home: () => goTo({ ...this.cursor, playing: false }, 0),
      End: () => goTo({ ...this.cursor, playing: false }, this.replay.last),
      ' ': () => togglePlay(this.cursor),
    };
    const move = moves[e.key];
    if (!move) return;
    e.preventDefault();
    this.move(move());
  }

  private move(next: Cursor): void {
    this.cursor = next;
    this.draw();
  }

  private draw(): void {
    const c = this.cursor;
    if (this.mounted) {
      this.replay.show(c.step, {
        forward: c.step === this.shown + 1 && !c.unveiled,
        fast: c.playing && c.speed === 4,
        unveiled: c.unveiled,
      });
      this.shown = c.step;
    }
    this.stepText.textContent = `${t('replay.step', { n: c.step, total: this.replay.last })} · ${this.replay.turnText(c.step)}`;
    this.caption.textContent = this.replay.caption(c.step);
    this.chat.show(c.step);
    this.main.dataset.step = String(c.step);
    this.main.dataset.last = String(this.replay.last);
    this.main.dataset.unveiled = String(c.unveiled);
    this.slider.value = String(c.step);
    this.playButton.textContent = c.playing ? t('replay.pause') : t('replay.play');
    this.playButton.setAttribute('aria-label', c.playing ? t('replay.pause') : t('replay.play'));
    for (const s of [1, 4] as const) this.speedButtons[s].setAttribute('aria-pressed', String(c.speed === s));
    this.truth.hidden = !this.hasTruth || c.step !== this.replay.last;
    this.unveilButton.textContent = c.unveiled ? t('replay.truthHide') : t('replay.truthShow');
    history.replaceState(null, '', c.step > 0 ? `#${c.step}` : location.pathname);
    clearTimeout(this.timer);
    if (c.playing) this.timer = setTimeout(() => this.move(forward(this.cursor)), STEP_MS[c.speed]);
  }

  private async share(): Promise<void> {
    const link = `${location.origin}/replay/${this.replay.code}${this.cursor.step > 0 ? `#${this.cursor.step}` : ''}`;
    try {
      await navigator.clipboard.writeText(link);
    } catch {
      // No clipboard (insecure origin): the address bar holds the same link.
    }
    this.caption.textContent = `${t('replay.copied')}: ${link}`;
  }
}
