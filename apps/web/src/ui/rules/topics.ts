/**
 * The rules reference as data: every topic (the basics, each tile, tool, loot card, event and
 * character) with a stable id, its section, title and paragraphs, all from the catalogue; and
 * the search over them. No DOM here.
 */
import {
  CHARACTER_IDS,
  type CharacterId,
  EVENT_IDS,
  LOOT_IDS,
  TILE_KINDS,
  TOOL_IDS,
} from '@safecrackers/rules';
import { hasKey, type MessageKey, t, tDynamic } from '../../i18n/index.js';
import {
  abilityText,
  characterName,
  eventName,
  eventText,
  lootName,
  lootText,
  tileName,
  tileText,
  toolName,
  toolText,
} from '../../i18n/names.js';
import { topicFor } from '../../store/rulesTopic.js';

export type RulesSection = 'basics' | 'tiles' | 'tools' | 'loot' | 'events' | 'characters';
export const RULES_SECTIONS: RulesSection[] = ['basics', 'tiles', 'tools', 'loot', 'events', 'characters'];

export interface RulesTopic {
  /** 'goal', 'tile:safe', 'tool:crowbar', 'loot:tiara', 'event:crash', 'character:raven'. */
  id: string;
  /** Its section's id (the heist's: a RulesSection). */
  section: string;
  title: string;
  paragraphs: string[];
}

const BASICS = ['goal', 'turn', 'actions', 'stealth', 'guards', 'safes', 'events', 'keys'] as const;

/** The numbered paragraphs `rules.<topic>.1`, `.2`... that the catalogue holds. */
function numbered(topic: string, touch: boolean): string[] {
  const out: string[] = [];
  for (let i = 1; hasKey(`rules.${topic}.${i}`); i++) {
    // A touch screen reads its own wording where the paragraph names mouse buttons.
    const touchKey = `rules.${topic}.${i}.touch`;
    out.push(t((touch && hasKey(touchKey) ? touchKey : `rules.${topic}.${i}`) as MessageKey));
  }
  return out;
}

function basics(touch: boolean): RulesTopic[] {
  const controls = touch
    ? [t('rules.keys.touch'), t('rules.keys.keyboard')]
    : [t('rules.keys.mouse'), t('rules.keys.touch'), t('rules.keys.keyboard')];
  return BASICS.map((id) => ({
    id,
    section: 'basics' as const,
    title: t(`rules.${id}.title`),
    paragraphs: id === 'keys' ? controls : numbered(id, touch),
  }));
}

export { tileTopic, topicFor } from '../../store/rulesTopic.js';

const cached = new Map<boolean, RulesTopic[]>();

/**
 * Every topic, in reading order (built once per wording: the catalogue does not change at run
 * time). `touch`: the words for a touch screen (tap and long-press, no mouse buttons).
 */
export function rulesTopics(touch = false): RulesTopic[] {
  const known = cached.get(touch);
  if (known) return known;
  const extra = (kind: string) => tDynamic(`rules.tileExtra.${kind}`, {}, '');
  const topics: RulesTopic[] = [
    ...basics(touch),
    ...TILE_KINDS.map((kind) => ({
      id: topicFor('tile', kind),
      section: 'tiles' as const,
      title: tileName(kind),
      paragraphs: [tileText(kind), extra(kind)].filter(Boolean),
    })),
    ...TOOL_IDS.map((id) => ({
      id: `tool:${id}`,
      section: 'tools' as const,
      title: toolName(id),
      paragraphs: [toolText(id)],
    })),
    ...LOOT_IDS.map((id) => ({
      id: `loot:${id}`,
      section: 'loot' as const,
      title: lootName(id),
      paragraphs: [lootText(id)],
    })),
    ...EVENT_IDS.map((id) => ({
      id: `event:${id}`,
      section: 'events' as const,
      title: eventName(id),
      paragraphs: [eventText(id)],
    })),
    ...CHARACTER_IDS.map((id: CharacterId) => ({
      id: `character:${id}`,
      section: 'characters' as const,
      title: characterName(id),
      paragraphs: [
        `${t('rules.character.basic')}: ${abilityText(id, 'basic')}`,
        `${t('rules.character.advanced')}: ${abilityText(id, 'advanced')}`,
      ],
    })),
  ];
  cached.set(touch, topics);
  return topics;
}

const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

/**
 * Topics matching every word of `query` (in the title or the text); titles that match rank
 * first, an exact title before all. An empty query matches everything, in reading order.
 */
export function searchTopics(topics: RulesTopic[], query: string): RulesTopic[] {
  const words = fold(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  if (words.length === 0) return topics;
  const scored = topics.flatMap((topic, order) => {
    const title = fold(topic.title);
    const text = fold(topic.paragraphs.join(' '));
    if (!words.every((w) => title.includes(w) || text.includes(w))) return [];
    // A title that is the query itself first, then titles that start with it, then any title word.
    const whole = words.join(' ');
    const score =
      words.filter((w) => title.includes(w)).length + (title === whole ? 4 : title.startsWith(whole) ? 2 : 0);
    return [{ topic, score, order }];
  });
  scored.sort((a, b) => b.score - a.score || a.order - b.order);
  return scored.map((s) => s.topic);
}

/** The heist's rules for the book (rulesBook.ts). */
export const heistRules = {
  sections: () => RULES_SECTIONS.map((id) => ({ id, title: t(`rules.section.${id}`) })),
  topics: rulesTopics,
};
