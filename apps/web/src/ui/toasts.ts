/** Short messages at the bottom: errors in plain words, drawn event cards, confirmations. */
import type { Toast } from '../store/state.js';
import { h, replace } from './dom.js';

/** How long a toast stays at least (an event card's half as long again). */
export const TOAST_MS = 4500;
/** Reading time on top, per character of its words (about 14 characters a second), up to a cap. */
const READ_MS_PER_CHAR = 70;
const LONGEST_MS = 16_000;

/** Long enough to read what it says (issue 33): a card's text takes longer than "Back online." */
export const toastMs = (tone: Toast['tone'], words = ''): number =>
  Math.min(
    LONGEST_MS,
    Math.max(tone === 'event' ? TOAST_MS * 1.5 : TOAST_MS, words.length * READ_MS_PER_CHAR),
  );

export class Toasts {
  readonly el = h('div', { class: 'toasts', 'aria-live': 'polite', 'data-testid': 'toasts' });
  private last = '';

  update(toasts: Toast[]): void {
    const key = toasts.map((t) => t.id).join(',');
    if (key === this.last) return;
    this.last = key;
    replace(
      this.el,
      ...toasts.map((toast) =>
        h(
          'div',
          { class: `toast ${toast.tone}`, role: toast.tone === 'error' ? 'alert' : 'status' },
          toast.title ? h('strong', { class: 'toast-title' }, toast.title) : null,
          toast.title ? h('span', {}, toast.text) : toast.text,
        ),
      ),
    );
  }
}
