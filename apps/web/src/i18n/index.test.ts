import { describe, expect, it } from 'vitest';
import { hasKey, t, tDynamic } from './index.js';
import { cardList } from './names.js';

describe('the catalogue', () => {
  it('fills placeholders and leaves unknown ones visible', () => {
    expect(t('game.theirTurn', { name: 'Bea' })).toBe("Bea's turn");
    expect(t('game.theirTurn')).toBe("{name}'s turn");
    expect(tDynamic('tool.nothing-like-this', {}, 'fallback')).toBe('fallback');
    expect(hasKey('error.trade/invalid')).toBe(true);
  });

  it('writes card lists in words, with no doubled full stop after E.M.P.', () => {
    expect(cardList([])).toBe('nothing');
    expect(cardList(['crowbar'])).toBe('Crowbar');
    expect(cardList(['crowbar', 'gold-bar'])).toBe('Crowbar and Gold Bar');
    expect(cardList(['crowbar', 'dynamite', 'gold-bar#1'])).toBe('Crowbar, Dynamite and Gold Bar');
    expect(t('prompt.trade.gives', { cards: cardList(['crowbar', 'emp']) })).toBe(
      'You get: Crowbar and E.M.P.',
    );
    expect(t('prompt.trade.takes', { cards: cardList([]) })).toBe('You give: nothing.');
    expect(t('log.eventDrawn', { name: 'Ada', card: 'Squeak!' })).toBe('Ada draws the event Squeak!');
  });

  it('says one die, not one dice, wherever a count of dice shows', () => {
    expect(t('game.safeDice', { n: 1 })).toBe('1 safe die');
    expect(t('game.safeDice', { n: 3 })).toBe('3 safe dice');
    expect(t('safe.oddsHidden', { dice: 1, chance: 17 })).toBe('This roll: 1 die, 17% to crack a number.');
    expect(t('safe.odds', { dice: 2, chance: 31, open: 3 })).toContain('This roll: 2 dice');
    expect(t('threat.crack', { pct: '17%', dice: 1 })).toBe('Crack here: 17% chance with 1 die.');
    expect(t('game.hack', { n: 1 })).toBe('1 hack token');
    // A plain message keeps its one wording whatever the number.
    expect(t('game.turn', { n: 1 })).toBe('Turn 1');
    expect(t('game.actionsLeft', { n: 1 })).toBe('1 action left');
    expect(t('game.actionsLeft', { n: 0 })).toBe('0 actions left');
  });
});
