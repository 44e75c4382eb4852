import type { AsymEvent } from '@safecrackers/asym-rules';
import { describe, expect, it } from 'vitest';
import { SpyWindows } from './spyWindows.js';

const open: AsymEvent = { type: 'spyWindow', window: 'spies', open: true, audience: 'all' };
const close: AsymEvent = { type: 'spyWindow', window: 'spies', open: false, audience: 'all' };
const dogOpen: AsymEvent = { type: 'spyWindow', window: 'dog', open: true, audience: 'all' };
const dogClose: AsymEvent = { type: 'spyWindow', window: 'dog', open: false, audience: 'all' };

describe('A-R15.8 spy windows last a fixed minimum', () => {
  it('an input closing a window opened earlier waits for the rest of the minimum', () => {
    const w = new SpyWindows(5000);
    expect(w.publishAt([open], 1000)).toBe(1000);
    expect(w.publishAt([], 2000)).toBe(2000);
    expect(w.publishAt([close], 3000)).toBe(6000);
  });

  it('a window opened and closed within one input holds it the whole minimum', () => {
    const w = new SpyWindows(5000);
    expect(w.publishAt([dogOpen, dogClose], 100)).toBe(5100);
  });

  it('two windows in one input follow each other; a window opened after a close counts from the close', () => {
    const w = new SpyWindows(5000);
    expect(w.publishAt([dogOpen, dogClose, open], 0)).toBe(5000);
    expect(w.publishAt([close], 6000)).toBe(10000);
  });

  it('a window that lasted longer than the minimum is not held', () => {
    const w = new SpyWindows(5000);
    w.publishAt([open], 0);
    expect(w.publishAt([close], 9000)).toBe(9000);
  });

  it('a minimum of 0 holds nothing; a restored open window counts from the restore', () => {
    expect(new SpyWindows(0).publishAt([dogOpen, dogClose], 50)).toBe(50);
    const w = new SpyWindows(300);
    w.assumeOpen(1000);
    expect(w.publishAt([close], 1100)).toBe(1300);
  });
});
