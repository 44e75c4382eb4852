import type { DomainEvent } from '@safecrackers/rules';
import { describe, expect, it } from 'vitest';
import { describeEvent } from './logText.js';

const names = (seat: number) => ['Ada', 'Bea'][seat] ?? '?';
const line = (e: DomainEvent) => describeEvent(e, names);

describe('log lines', () => {
  it('tells a guard walk step by step', () => {
    const path = [
      { floor: 1, col: 2, row: 1 },
      { floor: 1, col: 2, row: 2 },
    ];
    expect(line({ type: 'guardMoved', floor: 1, from: { floor: 1, col: 1, row: 1 }, path, points: 2 })).toBe(
      'Guard on floor 2 moved B2 → C2 → C3.',
    );
  });

  it('tells a stealth loss on a guard walk where it happened', () => {
    const base = { type: 'stealthLost', seat: 0, at: { floor: 0, col: 2, row: 1 }, from: 'supply' } as const;
    expect(line({ ...base, cause: 'guard-enters', left: 2, step: 1 })).toBe(
      'Ada is spotted on C2 as the guard walks: 1 stealth lost (2 left).',
    );
    expect(line({ ...base, cause: 'enters-guard-tile', left: 1 })).toBe('Ada loses 1 stealth (1 left).');
  });

  it('tells dice rolls with the roller', () => {
    expect(line({ type: 'diceRolled', seat: 0, purpose: 'safe', at: null, values: [3, 5] })).toBe(
      'Ada rolled 3, 5 on the safe.',
    );
  });

  it('names tiles, moves and costs', () => {
    expect(
      line({ type: 'tileRevealed', at: { floor: 0, col: 0, row: 0 }, kind: 'laser', num: 2, by: 'peek' }),
    ).toBe('1·A1 is a Laser (2).');
    expect(
      line({
        type: 'moved',
        seat: 1,
        from: { floor: 0, col: 0, row: 0 },
        to: { floor: 0, col: 0, row: 1 },
        cost: 3,
        via: 'door',
      }),
    ).toBe('Bea moves A1 → A2 (3 actions).');
    expect(
      line({
        type: 'moved',
        seat: 0,
        from: { floor: 0, col: 0, row: 0 },
        to: { floor: 1, col: 0, row: 0 },
        cost: 1,
        via: 'stairs',
      }),
    ).toBe('Ada moves 1·A1 → 2·A1.');
  });

  it('names every card of a trade, both ways', () => {
    const give = { tools: ['crowbar', 'dynamite'] as const, loot: ['gold-bar'] as const };
    expect(
      line({
        type: 'tradeProposed',
        from: 0,
        to: 1,
        give: { tools: [...give.tools], loot: [...give.loot] },
        take: { tools: [], loot: [] },
      }),
    ).toBe('Ada proposes a trade to Bea: Crowbar, Dynamite and Gold Bar for nothing.');
    expect(
      line({
        type: 'traded',
        from: 1,
        to: 0,
        give: { tools: ['crowbar'], loot: [] },
        take: { tools: [], loot: ['tiara'] },
      }),
    ).toBe('Bea and Ada trade: Crowbar for Tiara.');
  });

  it('has a line for every event kind it is given', () => {
    const samples: DomainEvent[] = [
      { type: 'gameWon' },
      { type: 'gameLost', reason: 'Ada was caught' },
      { type: 'eventDrawn', seat: 0, card: 'crash' },
      { type: 'crowPlaced', at: null },
      { type: 'linkCreated', from: { floor: 1, col: 0, row: 0 }, to: 'roof' },
    ];
    for (const e of samples) expect(line(e)).toMatch(/\w/);
  });
});

describe('log words for newcomers (issue 13)', () => {
  const name = (seat: number) => ['Ada', 'Bea'][seat] ?? '?';
  it('a stair move names both floors', () => {
    expect(
      describeEvent(
        {
          type: 'moved',
          seat: 0,
          from: { floor: 0, col: 0, row: 0 },
          to: { floor: 1, col: 0, row: 0 },
          cost: 1,
          via: 'stairs',
        },
        name,
      ),
    ).toBe('Ada moves 1·A1 → 2·A1.');
  });

  it('abilities, reasons and dice in words, never internal names', () => {
    for (const ability of ['distract', 'xray', 'climbWindow', 'something-new']) {
      const text = describeEvent({ type: 'abilityUsed', seat: 0, ability }, name)!;
      expect(text).not.toContain(ability);
    }
    expect(describeEvent({ type: 'abilityUsed', seat: 0, ability: 'xray' }, name)).toBe('Ada uses X-Ray.');
    expect(
      describeEvent({ type: 'safeDieAdded', seat: 1, at: { floor: 0, col: 1, row: 1 }, dice: 1 }, name),
    ).not.toContain('1 dice');
    expect(describeEvent({ type: 'guardStayed', floor: 0, reason: 'no-points' }, name)).not.toContain(
      'no-points',
    );
  });
});
