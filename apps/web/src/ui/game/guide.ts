/**
 * A first-game guide, the same card for every game: it points, one step at a time, at what
 * the step talks about (a panel, a piece on the board, a button). Not modal: the game goes on
 * under it. Next / Got it, "Skip the guide" and Esc; the browser remembers once it is put away
 * (main.ts). Each game brings its steps (the heist's: heistGuide.ts).
 */
import { t } from '../../i18n/index.js';
import { h, replace } from '../dom.js';
import { type Box, placeGuide } from './guidePlacement.js';

/** One step of a game's guide. */
export interface GuideStepDef {
  id: string;
  text(): string;
  /** Where on screen the step points (`bringIntoView`: the first time it shows), or null. */
  target(bringIntoView: boolean): Box | null;
}

/** A box round the first visible element `selector` finds, or null. */
export function boxOf(selector: string): Box | null {
  const el = document.querySelector<HTMLElement>(selector);
  if (!el || el.offsetParent === null) return null;
  const r = el.getBoundingClientRect();
  return r.width > 0 && r.height > 0 ? { x: r.x, y: r.y, width: r.width, height: r.height } : null;
}

export class GuideCard {
  readonly el = h('section', {
    class: 'guide-card',
    role: 'dialog',
    'aria-modal': 'false',
    'aria-labelledby': 'guide-title',
    'aria-describedby': 'guide-text',
    'data-testid': 'guide',
    hidden: true,
  });
  /** A ring round what the step talks about: a button, the panel, or the guard's tile. */
  readonly ring = h('div', { class: 'guide-ring', 'aria-hidden': 'true', hidden: true });
  private step: number | null = null;
  private follow: ReturnType<typeof setInterval> | undefined;

  private readonly onResize = () => this.place();

  constructor(
    /** Moves to a step, or (null) puts the guide away. */
    private readonly go: (step: number | null) => void,
    private readonly steps: readonly GuideStepDef[],
    /** The card's title (the heist's: "Your first heist"). */
    private readonly title: () => string = () => t('guide.title'),
  ) {
    window.addEventListener('resize', this.onResize);
  }

  /** The screens are drawn again (a new language): this card stops following the page. */
  dispose(): void {
    window.removeEventListener('resize', this.onResize);
    clearInterval(this.follow);
    this.follow = undefined;
  }

  /**
   * The step to show, or null once put away. `waiting`: something else asks for the player (the
   * rules, the help, a dialog); the card hides meanwhile and comes back at the same step without
   * taking the keyboard focus, which the closing dialog gave back to where the player was.
   */
  update(step: number | null, waiting = false): void {
    const shown = step === null ? null : Math.max(0, Math.min(step, this.steps.length - 1));
    const visible = shown !== null && !waiting;
    if (shown === this.step && visible === !this.el.hidden) return;
    const newStep = shown !== this.step;
    this.step = shown;
    if (!visible) {
      this.el.hidden = true;
      this.ring.hidden = true;
      clearInterval(this.follow);
      this.follow = undefined;
      return;
    }
    const def = this.steps[shown]!;
    const id = def.id;
    const last = shown === this.steps.length - 1;
    const next = h(
      'button',
      {
        class: 'primary',
        type: 'button',
        'data-testid': 'guide-next',
        onclick: () => this.go(last ? null : shown + 1),
      },
      t(last ? 'guide.done' : 'guide.next'),
    );
    replace(
      this.el,
      h(
        'div',
        { class: 'guide-head' },
        h('h2', { id: 'guide-title' }, this.title()),
        h(
          'span',
          { class: 'guide-progress', 'data-testid': 'guide-progress' },
          t('guide.progress', { n: shown + 1, total: this.steps.length }),
        ),
      ),
      h('p', { id: 'guide-text', 'data-step': id }, def.text()),
      h(
        'div',
        { class: 'buttons' },
        last
          ? null
          : h(
              'button',
              {
                class: 'ghost',
                type: 'button',
                'data-testid': 'guide-skip',
                onclick: () => this.go(null),
              },
              t('guide.skip'),
            ),
        next,
      ),
    );
    this.el.dataset.step = id;
    this.el.hidden = false;
    // As the step shows, what it points at comes into view (the board pans to the guard).
    def.target(true);
    // After the panel and the board have drawn this update: then the targets are where they go.
    requestAnimationFrame(() => {
      this.place();
      if (newStep) next.focus({ preventScroll: true });
    });
    // The board pans and the panel redraws without telling the guide: keep up with them.
    this.follow ??= setInterval(() => this.place(), 400);
  }

  private target(): Box | null {
    return this.step === null ? null : (this.steps[this.step]?.target(false) ?? null);
  }

  private place(): void {
    if (this.el.hidden) return;
    const target = this.target();
    const topBar = document.querySelector('.top-bar')?.getBoundingClientRect().bottom ?? 0;
    const at = placeGuide(
      target,
      { width: this.el.offsetWidth, height: this.el.offsetHeight },
      { width: window.innerWidth, height: window.innerHeight },
      topBar,
    );
    this.el.style.left = `${Math.round(at.x)}px`;
    this.el.style.top = `${Math.round(at.y)}px`;
    this.ring.hidden = target === null;
    if (target) {
      this.ring.style.left = `${Math.round(target.x - 4)}px`;
      this.ring.style.top = `${Math.round(target.y - 4)}px`;
      this.ring.style.width = `${Math.round(target.width + 8)}px`;
      this.ring.style.height = `${Math.round(target.height + 8)}px`;
    }
  }
}
