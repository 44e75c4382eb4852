/**
 * "What does this do?": a small "?" beside a card, role, weapon, piece or token that opens the
 * spies rules book at its topic (issue 32). One button for the panel and the map's cell tip.
 */
import { t } from '../i18n/index.js';
import { h } from '../ui/dom.js';

/** The button, or null when there is no topic or no rules book to open. */
export function whatDoesButton(
  topic: string | null,
  name: string,
  open: ((topic: string) => void) | undefined,
  testId = `spies-what-${topic?.replace(':', '-')}`,
): HTMLElement | null {
  if (!topic || !open) return null;
  return h(
    'button',
    {
      class: 'ghost what-does',
      'aria-label': t('spies.whatDoes', { name }),
      title: t('spies.whatDoes', { name }),
      'data-testid': testId,
      'data-topic': topic,
      onclick: () => open(topic),
    },
    '?',
  );
}
