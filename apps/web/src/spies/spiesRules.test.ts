import { describe, expect, it } from 'vitest';
import { searchTopics } from '../ui/rules/topics.js';
import { spiesRules } from './spiesRules.js';

// Milestone 1's cards (A-R13.3, A-R14.5), written out: the engine's lists must not lose one.
const SPY_CARDS_M1 = ['E1', 'E2', 'E4', 'E5', 'E7', 'E8', 'E9', 'E10', 'E13', 'E14', 'E15'];
const SECURITY_CARDS_M1 = ['S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S9', 'S11'];

describe('the spies rules book (issue 32)', () => {
  it('has its topics in its sections, each with a title and its paragraphs, and finds them by search', () => {
    const sections = new Set(spiesRules.sections().map((s) => s.id));
    const topics = spiesRules.topics(false);
    expect(topics.slice(0, 6).map((x) => x.id)).toEqual([
      'goal',
      'round',
      'actions',
      'noise',
      'vision',
      'dog',
    ]);
    for (const topic of topics) {
      expect(sections.has(topic.section)).toBe(true);
      expect(topic.title).not.toMatch(/^spies\./);
      expect(topic.paragraphs.length).toBeGreaterThanOrEqual(topic.section === 'basics' ? 3 : 1);
      for (const p of topic.paragraphs) expect(p).not.toMatch(/^spies\./);
    }
    // Every card of Milestone 1's loadouts and security's hand, every role, has its page.
    for (const id of [...SPY_CARDS_M1, ...SECURITY_CARDS_M1])
      expect(topics.map((x) => x.id)).toContain(`card:${id}`);
    for (const role of ['acrobat', 'marksman', 'technician', 'handler'])
      expect(topics.map((x) => x.id)).toContain(`role:${role}`);
    expect(searchTopics(topics, 'caught').map((x) => x.id)).toContain('vision');
    expect(searchTopics(topics, 'lure').map((x) => x.id)).toContain('dog');
    expect(searchTopics(topics, 'breach').map((x) => x.id)).toContain('doors');
  });
});
