/**
 * A game's side panel, which on a phone becomes a bottom sheet: collapsed it shows the turn and
 * the buttons, a tap on its handle expands it to the log and the rest, and Leave sits at its
 * foot (the phone's top bar has no room for it). Every game's panel is one (the heist's Panel,
 * the spies game's screen).
 */
import { h } from './dom.js';

export interface PhoneSheetOptions {
  /** The panel's name, for screen readers and its handle. */
  label: string;
  /** The game's own class beside `sheet` (its desktop layout). */
  className: string;
  leaveText: string;
  leave(): void;
  /** The sheet was expanded or collapsed (the log shows its newest line). */
  toggled?: (expanded: boolean) => void;
}

export class PhoneSheet {
  readonly el: HTMLElement;
  /** Where the game puts its contents: between the handle and Leave. */
  readonly body: HTMLElement;

  constructor(options: PhoneSheetOptions) {
    const handle = h('button', {
      class: 'sheet-handle',
      type: 'button',
      'aria-label': options.label,
      'aria-expanded': 'false',
      onclick: () => {
        const expanded = this.el.classList.toggle('expanded');
        handle.setAttribute('aria-expanded', String(expanded));
        options.toggled?.(expanded);
      },
    });
    const leave = h(
      'button',
      { class: 'ghost small sheet-leave', type: 'button', onclick: () => options.leave() },
      options.leaveText,
    );
    this.body = h('div', { class: 'sheet-contents' });
    // Its one heading of the level under the page's (its sections are h3).
    const heading = h('h2', { class: 'visually-hidden' }, options.label);
    this.el = h(
      'aside',
      { class: `sheet ${options.className}`, 'aria-label': options.label },
      heading,
      handle,
      this.body,
      leave,
    );
  }
}
