/**
 * The tile card: what the tile is, what a click does, what it risks, and a way into the rules
 * for it. Beside the tile it describes (not under the pointer), opaque, and reachable: the
 * pointer may move onto it to press "What does this do?" without it going away.
 */
import { t } from '../../i18n/index.js';
import { h, replace } from '../dom.js';

export interface TooltipContent {
  title: string;
  lines: string[];
  risks: string[];
  /** A touch tap armed a risky move: say that a second tap confirms. */
  armed: boolean;
  /** The rules topic that explains the tile. */
  topic: string | null;
}

export interface TooltipAnchor {
  /** The tile on screen (client pixels). */
  rect: { x: number; y: number; width: number; height: number } | null;
  /** Touch and keyboard: the card docks at the top of the board instead. */
  docked: boolean;
  /** The board's box: a docked card sits in the half of it away from the tile. */
  area?: { top: number; bottom: number } | null;
}

const GAP = 6;

export class Tooltip {
  readonly el = h('div', { class: 'tooltip', role: 'status', 'data-testid': 'tooltip', hidden: true });
  /** The pointer is over the card: the tile under it must not take its place. */
  pointerInside = false;
  /** The pointer left the card (the board decides whether it goes). */
  onLeave: () => void = () => undefined;

  constructor(private readonly openRules: (topic: string) => void) {
    this.el.addEventListener('pointerenter', () => {
      this.pointerInside = true;
    });
    this.el.addEventListener('pointerleave', () => {
      this.pointerInside = false;
      this.onLeave();
    });
  }

  get showing(): boolean {
    return !this.el.hidden;
  }

  hide(): void {
    this.el.hidden = true;
    this.pointerInside = false;
  }

  show(content: TooltipContent | null, anchor: TooltipAnchor | null): void {
    if (!content) {
      this.hide();
      return;
    }
    this.el.hidden = false;
    const topic = content.topic;
    replace(
      this.el,
      h('strong', {}, content.title),
      ...content.lines.map((line) => h('p', {}, line)),
      ...content.risks.map((risk) => h('p', { class: 'risk' }, `⚠ ${risk}`)),
      content.armed ? h('p', { class: 'confirm' }, t('game.tapAgain')) : null,
      topic
        ? h(
            'button',
            {
              type: 'button',
              class: 'link-button',
              'data-testid': 'tile-rules',
              'aria-keyshortcuts': 'R',
              onclick: () => this.openRules(topic),
            },
            t('rules.whatIsThis'),
          )
        : null,
    );
    const rect = anchor?.rect;
    if (rect && !anchor.docked && window.innerWidth > 760) {
      // Right of the tile, overlapping its edge so the pointer reaches it without leaving the
      // tile; left of it when there is no room on the right.
      const w = this.el.offsetWidth;
      const right = rect.x + rect.width - GAP;
      const x = right + w + 8 <= window.innerWidth ? right : Math.max(8, rect.x + GAP - w);
      const y = Math.max(8, Math.min(rect.y, window.innerHeight - this.el.offsetHeight - 8));
      this.el.style.left = `${x}px`;
      this.el.style.top = `${y}px`;
      this.el.classList.remove('docked');
    } else {
      this.el.classList.add('docked');
      this.el.style.left = '';
      this.el.style.top = '';
      // Never over the tile it describes (fingers pinch and tap there): the other half.
      const area = anchor?.area;
      if (rect && area && rect.y + rect.height / 2 < (area.top + area.bottom) / 2)
        this.el.style.top = `${Math.max(area.top + 8, area.bottom - this.el.offsetHeight - 8)}px`;
    }
  }
}
