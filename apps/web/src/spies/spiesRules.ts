/**
 * The spies game's rules for the shell's rules book (ui/rules/rulesBook.ts), in the player's
 * language: each topic's title and numbered paragraphs (spies.rules.<topic>.<n>) from the
 * catalogue, written from docs/ASYMMETRIC.md.
 */
import { hasKey, type MessageKey, t } from '../i18n/index.js';
import type { RulesSource } from '../ui/rules/rulesBook.js';

/** The topics in reading order, by section. */
const TOPICS: Array<{ id: string; section: string }> = [
  { id: 'goal', section: 'basics' },
  { id: 'round', section: 'basics' },
  { id: 'actions', section: 'basics' },
  { id: 'noise', section: 'basics' },
  { id: 'vision', section: 'basics' },
  { id: 'dog', section: 'basics' },
];

function paragraphs(topic: string): string[] {
  const out: string[] = [];
  for (let i = 1; hasKey(`spies.rules.${topic}.${i}`); i++)
    out.push(t(`spies.rules.${topic}.${i}` as MessageKey));
  return out;
}

export const spiesRules: RulesSource = {
  sections: () => [{ id: 'basics', title: t('spies.rules.section.basics') }],
  searchHint: () => t('spies.rules.searchHint'),
  topics: () =>
    TOPICS.map(({ id, section }) => ({
      id,
      section,
      title: t(`spies.rules.${id}.title` as MessageKey),
      paragraphs: paragraphs(id),
    })),
};
