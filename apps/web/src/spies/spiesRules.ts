/**
 * The spies game's rules for the shell's rules book (ui/rules/rulesBook.ts), in the player's
 * language: each topic's title and numbered paragraphs (spies.rules.<topic>.<n>) from the
 * catalogue, written from docs/ASYMMETRIC.md.
 */
import { ROLE_NAMES, SECURITY_CARD_INFO, SPY_CARD_INFO } from '@safecrackers/asym-rules';
import { hasKey, type MessageKey, t } from '../i18n/index.js';
import type { RulesSource } from '../ui/rules/rulesBook.js';
import type { RulesTopic } from '../ui/rules/topics.js';

/** The engine's cards, roles and weapons, each a topic of its own ("What does this do?"). */
const CARDS = [...Object.keys(SPY_CARD_INFO), ...Object.keys(SECURITY_CARD_INFO)];
const ROLES = Object.keys(ROLE_NAMES);
const WEAPONS = ['silenced'];

/** The rules topic of a card, a role or a weapon, for its "What does this do?". */
export const cardTopic = (id: string) => `card:${id}`;
export const roleTopic = (id: string) => `role:${id}`;
export const weaponTopic = (id: string) => `weapon:${id}`;

/** The topics in reading order, by section. */
const TOPICS: Array<{ id: string; section: string }> = [
  { id: 'goal', section: 'basics' },
  { id: 'round', section: 'basics' },
  { id: 'actions', section: 'basics' },
  { id: 'noise', section: 'basics' },
  { id: 'vision', section: 'basics' },
  { id: 'dog', section: 'basics' },
  { id: 'doors', section: 'basics' },
];

function paragraphs(topic: string): string[] {
  const out: string[] = [];
  for (let i = 1; hasKey(`spies.rules.${topic}.${i}`); i++)
    out.push(t(`spies.rules.${topic}.${i}` as MessageKey));
  return out;
}

/** A card, role or weapon as a topic: its name, and what it does. */
function pieceTopics(): RulesTopic[] {
  return [
    ...CARDS.map((id) => ({
      id: cardTopic(id),
      section: 'cards',
      title: t('spies.cardName', { name: t(`spies.card.${id}` as MessageKey), id }),
      paragraphs: [t(`spies.cardText.${id}` as MessageKey)],
    })),
    ...ROLES.map((id) => ({
      id: roleTopic(id),
      section: 'cards',
      title: t(`spies.role.${id}` as MessageKey),
      paragraphs: [t(`spies.roleText.${id}` as MessageKey)],
    })),
    ...WEAPONS.map((id) => ({
      id: weaponTopic(id),
      section: 'cards',
      title: t(`spies.weapon.${id}` as MessageKey),
      paragraphs: [t(`spies.weaponText.${id}` as MessageKey)],
    })),
  ];
}

export const spiesRules: RulesSource = {
  sections: () => [
    { id: 'basics', title: t('spies.rules.section.basics') },
    { id: 'cards', title: t('spies.rules.section.cards') },
  ],
  searchHint: () => t('spies.rules.searchHint'),
  topics: () => [
    ...TOPICS.map(({ id, section }) => ({
      id,
      section,
      title: t(`spies.rules.${id}.title` as MessageKey),
      paragraphs: paragraphs(id),
    })),
    ...pieceTopics(),
  ],
};
