import { describe, expect, it } from 'vitest';
import { decide } from './needs.js';
import type { Piece } from './pieces.js';

const piece = (id: string): Piece => ({
  id,
  what: `${id} thing`,
  present: () => false,
  install: `get ${id}`,
});
const browser = piece('chromium');
const redis = piece('redis');

describe('issue 30: tests that need a missing piece never pass silently', () => {
  it('run when nothing is missing', () => {
    expect(decide([], {})).toEqual({ kind: 'run' });
    expect(decide([], { CI: 'true' })).toEqual({ kind: 'run' });
  });

  it('fail naming the piece and how to install it, and how to leave them out', () => {
    const d = decide([browser], {});
    expect(d.kind).toBe('fail');
    const message = d.kind === 'fail' ? d.message : '';
    expect(message).toContain('chromium thing is missing: get chromium');
    expect(message).toContain('SKIP_MISSING=chromium');
  });

  it('are left out only when every missing piece is listed, outside CI', () => {
    expect(decide([browser], { SKIP_MISSING: 'chromium' })).toEqual({
      kind: 'leave out',
      name: '[left out: needs chromium]',
    });
    expect(decide([browser, redis], { SKIP_MISSING: 'chromium' }).kind).toBe('fail');
    expect(decide([browser, redis], { SKIP_MISSING: 'all' }).kind).toBe('leave out');
  });

  it('under CI=true nothing may be left out', () => {
    const d = decide([redis], { SKIP_MISSING: 'all', CI: 'true' });
    expect(d.kind).toBe('fail');
    expect(d.kind === 'fail' ? d.message : '').toContain('Under CI nothing may be left out.');
  });
});
