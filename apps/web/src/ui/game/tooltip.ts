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

  constructor(
    private readonly openRules: (topic: string) => void,
    /** The board's box on screen: the card stays inside it, never over the side panel. */
    private readonly bounds: () => DOMRect | null = () => null,
  ) {
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
    const box = this.bounds() ?? new DOMRect(0, 0, window.innerWidth, window.innerHeight);
    if (rect && !anchor.docked && window.innerWidth > 760) {
      // Right of the tile, overlapping its edge so the pointer reaches it without leaving the
      // tile; left of it when there is no room on the right; inside the board's box either way.
      this.el.classList.remove('docked');
      this.el.style.right = '';
      const w = this.el.offsetWidth;
      const right = rect.x + rect.width - GAP;
      const left = rect.x + GAP - w;
      const x =
        right + w + 8 <= box.right
          ? right
          : left >= box.left + 8
            ? left
            : Math.max(box.left + 8, box.right - w - 8);
      const y = Math.max(box.top + 8, Math.min(rect.y, box.bottom - this.el.offsetHeight - 8));
      this.el.style.left = `${x}px`;
      this.el.style.top = `${y}px`;
    } else {
      this.el.classList.add('docked');
      // Across the board's width, at its top (the styles' default is the whole window's).
      this.el.style.left = `${box.left + 8}px`;
      this.el.style.right = `${Math.max(8, window.innerWidth - box.right + 8)}px`;
      this.el.style.top = `${box.top + 8}px`;
      // Never over the tile it describes (fingers pinch and tap there): the other half.
      const area = anchor?.area;
      if (rect && area && rect.y + rect.height / 2 < (area.top + area.bottom) / 2)
        this.el.style.top = `${Math.max(area.top + 8, area.bottom - this.el.offsetHeight - 8)}px`;
    }
  }
}
