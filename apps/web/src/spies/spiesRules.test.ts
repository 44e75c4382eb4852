import { describe, expect, it } from 'vitest';
import { searchTopics } from '../ui/rules/topics.js';
import { spiesRules } from './spiesRules.js';

describe('the spies rules book (issue 32)', () => {
  it('has its topics in its sections, each with a title and its paragraphs, and finds them by search', () => {
    const sections = new Set(spiesRules.sections().map((s) => s.id));
    const topics = spiesRules.topics(false);
    expect(topics.map((x) => x.id)).toEqual(['goal', 'round', 'actions', 'noise', 'vision', 'dog']);
    for (const topic of topics) {
      expect(sections.has(topic.section)).toBe(true);
      expect(topic.title).not.toMatch(/^spies\./);
      expect(topic.paragraphs.length).toBeGreaterThanOrEqual(3);
    }
    expect(searchTopics(topics, 'caught').map((x) => x.id)).toContain('vision');
    expect(searchTopics(topics, 'lure').map((x) => x.id)).toContain('dog');
  });
});
