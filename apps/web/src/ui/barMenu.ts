/**
 * The top bar's menu on a phone (issue 33): one "Menu" button shows the bar's tools (rules,
 * keys and help, language, the room code, Leave) as a small sheet under the bar, so the bar
 * never scrolls sideways. On a wide screen the same tools sit in the bar itself and the button
 * is not shown (styles.css: .bar-menu). A disclosure, not an ARIA menu: its items are ordinary
 * buttons and a select, in tab order. Esc, a tap outside or the focus leaving closes it.
 */
import { h } from './dom.js';
import './barMenu.css';

let made = 0;

/** Shown: has a box on screen (a tool a game hides by its styles is passed over). */
const shown = (el: HTMLElement) => el.getClientRects().length > 0;

export class BarMenu {
  readonly tools: HTMLElement;
  readonly toggle: HTMLButtonElement;
  readonly el: HTMLElement;

  private readonly onKey = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return;
    // Before the game's own Esc (which would also cancel what the player was doing).
    e.stopPropagation();
    e.preventDefault();
    this.close(true);
  };
  private readonly onPointer = (e: PointerEvent) => {
    if (!this.el.contains(e.target as Node | null)) this.close(false);
  };

  constructor() {
    made += 1;
    const id = `bar-tools-${made}`;
    this.tools = h('div', { class: 'bar-tools', id, 'data-testid': 'bar-tools' });
    this.toggle = h('button', {
      class: 'ghost small menu-toggle',
      type: 'button',
      'aria-expanded': 'false',
      'aria-controls': id,
      'data-testid': 'menu-toggle',
      onclick: () => (this.isOpen ? this.close(true) : this.open()),
    });
    this.el = h('div', { class: 'bar-menu' }, this.toggle, this.tools);
    this.el.addEventListener('focusout', (e) => {
      const next = e.relatedTarget;
      if (this.isOpen && next instanceof Node && !this.el.contains(next)) this.close(false);
    });
  }

  get isOpen(): boolean {
    return this.toggle.getAttribute('aria-expanded') === 'true';
  }

  /** The button's word (again after a new language). */
  label(text: string): void {
    if (this.toggle.textContent !== text) this.toggle.textContent = text;
  }

  open(): void {
    this.toggle.setAttribute('aria-expanded', 'true');
    this.tools.classList.add('open');
    // Under the bar, however many rows it wrapped to.
    const bottom = this.el.parentElement?.getBoundingClientRect().bottom ?? 0;
    this.tools.style.top = `${Math.round(bottom) + 4}px`;
    document.addEventListener('keydown', this.onKey, true);
    document.addEventListener('pointerdown', this.onPointer, true);
    const first = [...this.tools.querySelectorAll<HTMLElement>('button, select')].find(shown);
    first?.focus();
  }

  /** `returnFocus`: back to the Menu button (Esc, or a tool that opens a dialog). */
  close(returnFocus: boolean): void {
    if (!this.isOpen) return;
    this.toggle.setAttribute('aria-expanded', 'false');
    this.tools.classList.remove('open');
    document.removeEventListener('keydown', this.onKey, true);
    document.removeEventListener('pointerdown', this.onPointer, true);
    if (returnFocus) this.toggle.focus();
  }

  /**
   * A tool's action, the menu closed first with the focus on its button: a dialog the action
   * opens (the rules, the leave question) gives the focus back there, not to a hidden tool.
   */
  run(action: () => void): void {
    this.close(true);
    action();
  }
}
