/**
 * A question before a step a player may regret (issue 33: End turn while actions remain and an
 * event will be drawn): a modal card with the step and "not now", and optionally "don't ask
 * again". Esc, a click beside the card and "not now" all answer no; the focus starts on "not
 * now", so a stray Enter changes nothing, and goes back where it was.
 */
import { h } from './dom.js';

export interface ConfirmText {
  title: string;
  text: string;
  confirm: string;
  cancel: string;
  /** The "don't ask again" box's label; absent: no box. */
  dontAsk?: string;
}

export interface ConfirmAnswer {
  ok: boolean;
  dontAskAgain: boolean;
}

export function confirmDialog(words: ConfirmText, testId = 'confirm'): Promise<ConfirmAnswer> {
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  return new Promise((resolve) => {
    const dontAsk = words.dontAsk
      ? h('input', { type: 'checkbox', 'data-testid': `${testId}-dont-ask` })
      : null;
    const done = (ok: boolean) => {
      document.removeEventListener('keydown', onKey, true);
      overlay.remove();
      opener?.focus({ preventScroll: true });
      resolve({ ok, dontAskAgain: ok && (dontAsk as HTMLInputElement | null)?.checked === true });
    };
    // Caught before the game's own keys: the game behind hears none of them (E does not end the
    // turn again), Esc answers no, and Tab stays on the card. A button's own Enter still works.
    const onKey = (e: KeyboardEvent) => {
      e.stopPropagation();
      if (e.key === 'Escape') {
        e.preventDefault();
        done(false);
      } else if (e.key === 'Tab') {
        const stops = [...card.querySelectorAll<HTMLElement>('button, input')];
        const at = stops.indexOf(document.activeElement as HTMLElement);
        const next = stops[(at + (e.shiftKey ? -1 : 1) + stops.length) % stops.length];
        e.preventDefault();
        next?.focus();
      }
    };
    const cancel = h(
      'button',
      { class: 'ghost', type: 'button', 'data-testid': `${testId}-cancel`, onclick: () => done(false) },
      words.cancel,
    ) as HTMLButtonElement;
    const card = h(
      'section',
      {
        class: 'confirm-card',
        role: 'alertdialog',
        'aria-modal': 'true',
        'aria-labelledby': `${testId}-title`,
        'aria-describedby': `${testId}-text`,
      },
      h('h2', { class: 'confirm-title', id: `${testId}-title` }, words.title),
      h('p', { id: `${testId}-text` }, words.text),
      dontAsk ? h('label', { class: 'confirm-dont-ask' }, dontAsk, words.dontAsk ?? '') : null,
      h(
        'div',
        { class: 'row' },
        cancel,
        h(
          'button',
          { class: 'primary', type: 'button', 'data-testid': `${testId}-ok`, onclick: () => done(true) },
          words.confirm,
        ),
      ),
    );
    const overlay = h('div', { class: 'overlay confirm-overlay', 'data-testid': testId }, card);
    overlay.addEventListener('click', (e) => {
      if (e.target === overlay) done(false);
    });
    document.addEventListener('keydown', onKey, true);
    document.body.append(overlay);
    cancel.focus({ preventScroll: true });
  });
}
