import { type AsymEvent, SECURITY_CARD_INFO, SPY_CARD_INFO } from '@safecrackers/asym-rules';
import { afterEach, describe, expect, it } from 'vitest';
import { type MessageKey, setLocale, t } from '../i18n/index.js';
import type { Locale } from '../i18n/locales.js';
import { announcements, logLines } from './spiesLog.js';

const events = [
  { type: 'turnStarted', turn: 2 },
  { type: 'phaseStarted', turn: 2, phase: 1 },
  { type: 'phaseStarted', turn: 2, phase: 2 },
  { type: 'securityCardPlayed', card: 'S4', target: null },
  { type: 'phaseStarted', turn: 2, phase: 3 },
  { type: 'phaseStarted', turn: 2, phase: 5 },
  { type: 'alarmChanged', from: 2, to: 3, cause: 'noise' },
  { type: 'alarmChanged', from: 3, to: 2, cause: 'decay' },
] as unknown as AsymEvent[];

describe('the spies log as people read it (issue 32)', () => {
  it('a header per turn; each phase named once above what happened in it, empty phases left out', () => {
    const lines = logLines(events);
    expect(lines[0]).toEqual({ text: 'Turn 2', header: 'turn' });
    expect(lines[1]).toEqual({ text: 'Security phase 2: perimeter', header: 'phase' });
    expect(lines[2]).toBe('Security plays Double shift (S4).');
    expect(lines[3]).toEqual({ text: 'Security phase 5: units', header: 'phase' });
    expect(lines.slice(4)).toHaveLength(2);
    // No phase header without an event under it, no raw phase line.
    expect(lines.filter((l) => typeof l !== 'string' && l.header === 'phase')).toHaveLength(2);
    expect(lines.some((l) => typeof l === 'string' && /Security phase \d\.$/.test(l))).toBe(false);
  });

  it('cards played and the alarm going up are toasts; the alarm going down is not', () => {
    const said = announcements(events);
    expect(said).toHaveLength(2);
    expect(said[0]).toBe('Security plays Double shift (S4).');
    expect(said[1]).toMatch(/^Alarm 2 → 3/);
  });
});

describe('every card and every phase worded, in every language (issue 32)', () => {
  afterEach(() => setLocale('en'));
  const LOCALES: Locale[] = ['en', 'ru', 'zh-CN', 'pt-BR'];
  /** A catalogue key or a placeholder left in a line: a word missing in that language. */
  const RAW = /spies\.|\{|\}|undefined/;

  it.each(LOCALES)('%s: a played card is named in its line, each phase in its header', async (locale) => {
    await setLocale(locale);
    const played = [
      ...Object.keys(SECURITY_CARD_INFO).map((card) => ({ type: 'securityCardPlayed', card, target: null })),
      ...Object.keys(SPY_CARD_INFO).map((card) => ({ type: 'spyCardPlayed', seat: 1, card })),
    ] as unknown as AsymEvent[];
    for (const event of played) {
      const [line] = logLines([event]);
      const card = (event as { card: string }).card;
      const text = typeof line === 'string' ? line : line?.text;
      // Its name in this language, and its number as printed on the card.
      expect(text, card).toContain(t(`spies.card.${card}` as MessageKey));
      expect(text, card).toContain(card);
      expect(String(line), card).not.toMatch(RAW);
    }
    for (let phase = 0; phase <= 7; phase++) {
      const lines = logLines([
        { type: 'phaseStarted', turn: 3, phase },
        { type: 'alarmChanged', from: 2, to: 3, cause: 'noise' },
      ] as unknown as AsymEvent[]);
      const header = lines.find((l) => typeof l !== 'string' && l.header === 'phase');
      expect(header, `phase ${phase}`).toBeDefined();
      expect(typeof header === 'string' ? header : header?.text).not.toMatch(RAW);
    }
  });
});
