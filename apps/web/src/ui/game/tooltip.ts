/** The tile card under the pointer: what the tile is, what a click does, and what it risks. */
import { t } from '../../i18n/index.js';
import { h, replace } from '../dom.js';

export interface TooltipContent {
  title: string;
  lines: string[];
  risks: string[];
  /** A touch tap armed a risky move: say that a second tap confirms. */
  armed: boolean;
}

export class Tooltip {
  readonly el = h('div', { class: 'tooltip', role: 'status', 'data-testid': 'tooltip', hidden: true });

  show(content: TooltipContent | null, at: { x: number; y: number } | null): void {
    if (!content) {
      this.el.hidden = true;
      return;
    }
    this.el.hidden = false;
    replace(
      this.el,
      h('strong', {}, content.title),
      ...content.lines.map((line) => h('p', {}, line)),
      ...content.risks.map((risk) => h('p', { class: 'risk' }, `⚠ ${risk}`)),
      content.armed ? h('p', { class: 'confirm' }, t('game.tapAgain')) : null,
    );
    if (at && window.innerWidth > 760) {
      const x = Math.min(at.x + 16, window.innerWidth - this.el.offsetWidth - 8);
      const y = Math.min(at.y + 16, window.innerHeight - this.el.offsetHeight - 8);
      this.el.style.left = `${Math.max(8, x)}px`;
      this.el.style.top = `${Math.max(8, y)}px`;
      this.el.classList.remove('docked');
    } else {
      this.el.classList.add('docked');
      this.el.style.left = '';
      this.el.style.top = '';
    }
  }
}
