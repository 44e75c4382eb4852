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
});
