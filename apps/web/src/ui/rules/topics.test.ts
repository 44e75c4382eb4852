import { CHARACTER_IDS, EVENT_IDS, LOOT_IDS, TILE_KINDS, TOOL_IDS } from '@safecrackers/rules';
import { describe, expect, it } from 'vitest';
import { rulesTopics, searchTopics, topicFor } from './topics.js';

describe('the rules reference', () => {
  const topics = rulesTopics();

  it('covers the basics and every tile, tool, loot card, event and character, each with words', () => {
    const ids = new Set(topics.map((x) => x.id));
    for (const id of ['goal', 'turn', 'actions', 'stealth', 'guards', 'safes', 'events'])
      expect(ids).toContain(id);
    for (const k of TILE_KINDS) expect(ids).toContain(`tile:${k}`);
    for (const k of TOOL_IDS) expect(ids).toContain(`tool:${k}`);
    for (const k of LOOT_IDS) expect(ids).toContain(`loot:${k}`);
    for (const k of EVENT_IDS) expect(ids).toContain(`event:${k}`);
    for (const k of CHARACTER_IDS) expect(ids).toContain(`character:${k}`);
    expect(ids.size).toBe(topics.length);
    for (const topic of topics) {
      expect(topic.title, topic.id).not.toMatch(/^(tile|tool|loot|event|character|rules)\./);
      expect(topic.paragraphs.length, topic.id).toBeGreaterThan(0);
      for (const p of topic.paragraphs) expect(p, topic.id).not.toMatch(/\{\w+\}|^rules\./);
    }
  });

  it('finds topics by any words of their title or text, titles first', () => {
    expect(searchTopics(topics, '')).toHaveLength(topics.length);
    expect(searchTopics(topics, 'laser')[0]!.id).toBe('tile:laser');
    expect(searchTopics(topics, 'SAFE dice').map((x) => x.id)).toContain('safes');
    expect(searchTopics(topics, 'crowbar')[0]!.id).toBe('tool:crowbar');
    expect(searchTopics(topics, 'zzzz-nothing')).toEqual([]);
  });

  it('names the topic of a card, the second Gold Bar included', () => {
    expect(topicFor('loot', 'gold-bar#1')).toBe('loot:gold-bar');
    expect(topicFor('tile', 'safe')).toBe('tile:safe');
  });

  it('speaks of taps and long-presses, never clicks, to a touch screen', () => {
    const touch = rulesTopics(true);
    expect(touch.map((x) => x.id)).toEqual(topics.map((x) => x.id));
    for (const topic of touch) for (const p of topic.paragraphs) expect(p, topic.id).not.toMatch(/click/i);
    expect(touch.find((x) => x.id === 'actions')!.paragraphs.join(' ')).toContain('Long-press');
    // A mouse still reads its own words.
    expect(topics.find((x) => x.id === 'keys')!.paragraphs.join(' ')).toContain('right-click');
  });
});
