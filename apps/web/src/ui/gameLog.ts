/**
 * The game log, the same in every game: what happened, in words, oldest first and scrolled to
 * the newest line whenever lines come or the log comes into view (a phone's sheet opening).
 */
import { t } from '../i18n/index.js';
import { h, replace } from './dom.js';

const SHOWN = 80;

/** A line of the log, or a header above the lines it covers (a turn, a phase). */
export type LogLine = string | { text: string; header: 'turn' | 'phase' };

export class GameLog {
  // Focusable, so a keyboard reaches and scrolls it (axe: scrollable-region-focusable).
  private readonly list: HTMLElement;
  readonly el: HTMLElement;
  private lines = 0;
  private shown = false;

  constructor(testId = 'log') {
    this.list = h('ol', { class: 'log', 'data-testid': testId, tabindex: 0, 'aria-label': t('game.log') });
    this.el = h('section', { class: 'log-section' }, h('h3', {}, t('game.log')), this.list);
  }

  update(lines: readonly LogLine[]): void {
    const shown = this.list.offsetParent !== null;
    if (lines.length !== this.lines || (shown && !this.shown)) {
      this.lines = lines.length;
      replace(
        this.list,
        ...lines.slice(-SHOWN).map((line) =>
          typeof line === 'string'
            ? h('li', {}, line)
            : // A header is a heading inside its item: the list holds only items (axe: list).
              h(
                'li',
                { class: `log-${line.header}` },
                h(line.header === 'turn' ? 'h4' : 'h5', {}, line.text),
              ),
        ),
      );
      this.scrollToNewest();
    }
    this.shown = shown;
  }

  /** After layout: the newest line in full view. */
  scrollToNewest(): void {
    requestAnimationFrame(() => {
      this.list.scrollTop = this.list.scrollHeight;
    });
  }
}
