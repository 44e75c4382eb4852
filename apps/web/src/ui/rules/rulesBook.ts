/**
 * The rules reference, the same book for every game: searchable, over every screen (home,
 * lobby, game), opened at a topic from a card's "?" button, full screen on phones. Each game
 * brings its sections and topics (a RulesSource; the heist's is topics.ts). Its search is local
 * to the dialog; which topic is open is the caller's (the heist's store: ui.rules).
 */
import { t } from '../../i18n/index.js';
import { h, replace } from '../dom.js';
import { isTouchScreen } from '../touch.js';
import { heistRules, type RulesTopic, searchTopics } from './topics.js';

/** A game's rules for the book: its sections in order, and its topics. */
export interface RulesSource {
  sections(): Array<{ id: string; title: string }>;
  /** `touch`: words for a touch screen (tap, long-press) instead of a mouse's. */
  topics(touch: boolean): RulesTopic[];
  /** What the search box suggests searching for (the heist's: safe, guard, laser). */
  searchHint?(): string;
}

export class RulesBook {
  readonly el: HTMLElement;
  private readonly search: HTMLInputElement;
  // Focusable, so a keyboard reaches and scrolls it (axe: scrollable-region-focusable).
  private readonly results = h('div', {
    class: 'rules-results',
    'data-testid': 'rules-results',
    tabindex: 0,
    role: 'region',
    'aria-label': t('rules.title'),
  });
  private readonly summary = h('p', { class: 'muted rules-summary', 'aria-live': 'polite' });
  private readonly nav: HTMLElement;
  private open = false;
  private topic: string | null = null;
  /** The element that had focus before the book opened: it gets it back on closing. */
  private opener: HTMLElement | null = null;

  constructor(
    /** Closes the book (the caller's state says it is closed, then `update(null)`). */
    private readonly closeBook: () => void,
    private readonly source: RulesSource = heistRules,
  ) {
    this.search = h('input', {
      type: 'search',
      id: 'rules-search',
      class: 'rules-search',
      placeholder: source.searchHint?.() ?? t('rules.searchPlaceholder'),
      autocomplete: 'off',
      'aria-controls': 'rules-results',
      'data-testid': 'rules-search',
      oninput: () => this.draw(),
    });
    this.nav = h(
      'nav',
      { class: 'rules-nav', 'aria-label': t('rules.contents') },
      ...source.sections().map((section) =>
        h(
          'button',
          {
            type: 'button',
            class: 'ghost small',
            'data-section': section.id,
            onclick: () => this.jump(section.id),
          },
          section.title,
        ),
      ),
    );
    this.results.id = 'rules-results';
    const close = h(
      'button',
      {
        type: 'button',
        class: 'ghost small rules-close',
        'data-testid': 'rules-close',
        onclick: () => this.closeBook(),
      },
      t('rules.close'),
    );
    this.el = h(
      'div',
      {
        class: 'overlay rules-overlay',
        role: 'dialog',
        'aria-modal': 'true',
        'aria-labelledby': 'rules-title',
        'data-testid': 'rules',
        hidden: true,
        onclick: (e: Event) => e.target === this.el && this.closeBook(),
        onkeydown: (e: Event) => {
          if ((e as KeyboardEvent).key !== 'Escape') return;
          e.stopPropagation();
          this.closeBook();
        },
      },
      h(
        'div',
        { class: 'rules-card' },
        h('header', { class: 'rules-head' }, h('h2', { id: 'rules-title' }, t('rules.title')), close),
        h('label', { for: 'rules-search', class: 'visually-hidden' }, t('rules.search')),
        this.search,
        this.nav,
        this.summary,
        this.results,
      ),
    );
  }

  /** `state` null: closed; else open, at `topic` when one is given. */
  update(state: { topic: string | null } | null): void {
    if (!state) {
      if (this.open) {
        this.open = false;
        this.el.hidden = true;
        if (this.opener?.isConnected) this.opener.focus({ preventScroll: true });
        this.opener = null;
      }
      return;
    }
    const opening = !this.open;
    if (!opening && state.topic === this.topic) return;
    if (opening) {
      const active = document.activeElement;
      this.opener = active instanceof HTMLElement && active !== document.body ? active : null;
    }
    this.open = true;
    this.topic = state.topic;
    this.el.hidden = false;
    // Opened at a topic: the whole book shows, scrolled to it.
    if (state.topic) this.search.value = '';
    this.draw();
    const target = state.topic
      ? this.results.querySelector<HTMLElement>(`[data-topic="${CSS.escape(state.topic)}"]`)
      : null;
    if (target) {
      target.scrollIntoView({ block: 'start' });
      target.focus({ preventScroll: true });
    } else this.search.focus({ preventScroll: true });
  }

  private draw(): void {
    const query = this.search.value.trim();
    const topics = searchTopics(this.source.topics(isTouchScreen()), query);
    this.nav.hidden = query !== '';
    this.summary.textContent =
      query === ''
        ? ''
        : topics.length === 0
          ? t('rules.noMatch', { query })
          : t('rules.matches', { n: topics.length });
    const sections = this.source.sections().flatMap(({ id: section, title }) => {
      const inSection = query === '' ? topics.filter((x) => x.section === section) : [];
      if (inSection.length === 0) return [];
      return [
        h(
          'section',
          { class: 'rules-section', 'data-section': section },
          h('h3', { id: `rules-section-${section}`, tabindex: -1 }, title),
          ...inSection.map((topic) => this.article(topic)),
        ),
      ];
    });
    replace(this.results, ...(query === '' ? sections : topics.map((topic) => this.article(topic))));
  }

  private article(topic: RulesTopic): HTMLElement {
    return h(
      'article',
      {
        class: `rules-topic ${topic.id === this.topic ? 'current' : ''}`,
        'data-topic': topic.id,
        tabindex: -1,
        'aria-labelledby': `rules-topic-${topic.id}`,
      },
      h('h4', { id: `rules-topic-${topic.id}` }, topic.title),
      ...topic.paragraphs.map((p) => h('p', {}, p)),
    );
  }

  private jump(section: string): void {
    const heading = this.results.querySelector<HTMLElement>(`#rules-section-${section}`);
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus({ preventScroll: true });
  }
}
