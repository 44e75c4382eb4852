/** Short messages at the bottom: errors in plain words, drawn event cards, confirmations. */
import type { Toast } from '../store/state.js';
import { h, replace } from './dom.js';

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
