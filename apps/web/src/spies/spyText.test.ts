import type { Action } from '@safecrackers/asym-rules';
import { describe, expect, it } from 'vitest';
import { actionLabel } from './spyText.js';

describe('spies inputs in words', () => {
  it('tells beginning an action standing from beginning it lying down', () => {
    const standing = actionLabel({ type: 'beginAction', mode: 'prone' } as Action);
    const lying = actionLabel({ type: 'beginAction', mode: 'prone', lieDown: true } as Action);
    expect(standing).toBe('Begin: prone');
    expect(lying).toBe('Begin: prone, lying down');
  });

  it('says which way a placed piece faces through the catalogue', () => {
    expect(actionLabel({ type: 'placeCivilian', cell: 'C4', view: 'N' } as Action)).toBe(
      'Civilian on C4 facing N',
    );
    expect(actionLabel({ type: 'placeCivilian', cell: 'C4' } as Action)).toBe('Civilian on C4');
  });
});
