/** Short messages at the bottom: errors in plain words, drawn event cards, confirmations. */
import type { Toast } from '../store/state.js';
import { h, replace } from './dom.js';

/** How long a toast stays (an event card's half as long again). */
export const TOAST_MS = 4500;
export const toastMs = (tone: Toast['tone']): number => (tone === 'event' ? TOAST_MS * 1.5 : TOAST_MS);

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
          toast.text,
        ),
      ),
    );
  }
}
