/**
 * The game log, the same in every game: what happened, in words, oldest first and scrolled to
 * the newest line whenever lines come or the log comes into view (a phone's sheet opening).
 * It shows the newest lines; "Earlier lines…" at its top (or scrolling to the top) shows more,
 * and where the game pages its log (the heist, issue 33) asks for the lines before the oldest
 * held, until "Start of the heist". While the reader is back there the view stays put.
 */
import { t } from '../i18n/index.js';
import { h, replace } from './dom.js';
import './gameLog.css';

const SHOWN = 80;

/** How far back a paged log reaches: its first line, or a page on its way. */
export interface LogBackView {
  start: boolean;
  asking: boolean;
}

/** A line of the log, or a header above the lines it covers (a turn, a phase). */
export type LogLine = string | { text: string; header: 'turn' | 'phase' };

export class GameLog {
  // Focusable, so a keyboard reaches and scrolls it (axe: scrollable-region-focusable).
  private readonly list: HTMLElement;
  readonly el: HTMLElement;
  private lines = 0;
  private shown = false;
  /** How many of the newest lines are in the list. */
  private window = SHOWN;
  private back: LogBackView | null = null;
  private held: readonly LogLine[] = [];
  private lastLine: LogLine | undefined;
  /** The reader went back to older lines: what comes keeps their view where it was. */
  private reading = false;
  /** Scrolls until then are the list's own (drawn again, anchored), not the reader's. */
  private quietUntil = 0;

  private readonly earlierButton = h('button', {
    type: 'button',
    class: 'log-earlier-button',
    'data-testid': 'log-earlier',
    onclick: () => this.more(),
  }) as HTMLButtonElement;
  private readonly earlierItem = h('li', { class: 'log-earlier' }, this.earlierButton);

  /** `earlier`: asks the game for the lines before the oldest held (a log that pages). */
  constructor(
    testId = 'log',
    private readonly earlier?: () => void,
  ) {
    this.list = h('ol', { class: 'log', 'data-testid': testId, tabindex: 0, 'aria-label': t('game.log') });
    this.el = h('section', { class: 'log-section' }, h('h3', {}, t('game.log')), this.list);
    this.list.addEventListener('scroll', () => this.onScroll());
  }

  update(lines: readonly LogLine[], back?: LogBackView): void {
    const shown = this.list.offsetParent !== null;
    const backChanged = back?.start !== this.back?.start || back?.asking !== this.back?.asking;
    if (lines.length !== this.lines || backChanged || (shown && !this.shown)) {
      const added = lines.length - this.lines;
      // The newest line is the same one: the lines came in front (a page of earlier ones).
      const inFront = added > 0 && this.lastLine !== undefined && lines.at(-1) === this.lastLine;
      this.lines = lines.length;
      this.held = lines;
      this.lastLine = lines.at(-1);
      this.back = back ?? null;
      if (this.reading) this.window += Math.max(0, added);
      else this.window = SHOWN;
      this.render(lines, inFront);
    }
    this.shown = shown;
  }

  /** After layout: the newest line in full view. */
  scrollToNewest(): void {
    requestAnimationFrame(() => {
      this.list.scrollTop = this.list.scrollHeight;
    });
  }

  private render(lines: readonly LogLine[], inFront: boolean): void {
    const fromBottom = this.list.scrollHeight - this.list.scrollTop;
    const top = this.list.scrollTop;
    this.quietUntil = performance.now() + 200;
    replace(
      this.list,
      ...this.head(lines.length),
      ...lines.slice(-this.window).map((line) =>
        typeof line === 'string'
          ? h('li', {}, line)
          : // A header is a heading inside its item: the list holds only items (axe: list).
            h('li', { class: `log-${line.header}` }, h(line.header === 'turn' ? 'h4' : 'h5', {}, line.text)),
      ),
    );
    if (!this.reading) this.scrollToNewest();
    // Lines in front push the reader's line down by their height: keep it where it was on screen.
    else if (inFront) this.list.scrollTop = this.list.scrollHeight - fromBottom;
    else this.list.scrollTop = top;
  }

  /** The list's first item: more lines to show or to ask for, or the first line's marker. */
  private head(total: number): HTMLElement[] {
    const hidden = total > this.window;
    if (hidden || (this.back && !this.back.start && this.earlier)) {
      const asking = !hidden && !!this.back?.asking;
      // The same button through every redraw: a click while lines arrive is never lost to a new one.
      this.earlierButton.disabled = asking;
      this.earlierButton.textContent = t(asking ? 'gameLog.earlierLoading' : 'gameLog.earlier');
      return [this.earlierItem];
    }
    return this.back?.start
      ? [h('li', { class: 'log-start', 'data-testid': 'log-start' }, t('gameLog.start'))]
      : [];
  }

  /** Earlier lines: those held but not shown yet, else the game's next page. */
  private more(): void {
    this.reading = true;
    if (this.held.length > this.window) {
      this.window += SHOWN;
      this.render(this.held, true);
      return;
    }
    if (this.back && !this.back.start && !this.back.asking) this.earlier?.();
  }

  private onScroll(): void {
    if (performance.now() < this.quietUntil) return;
    const { scrollTop, scrollHeight, clientHeight } = this.list;
    if (scrollHeight - scrollTop - clientHeight < 4) this.reading = false;
    else if (scrollTop < 4) this.more();
    else this.reading = true;
  }
}
