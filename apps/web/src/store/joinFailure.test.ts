import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../i18n/index.js';
import { JoinError } from '../net/connection.js';
import { joinFailureText } from './joinFailure.js';

describe('a failed join in words', () => {
  afterEach(() => setLocale('en'));

  it('words it by code, never with the server’s own English', async () => {
    expect(joinFailureText(new JoinError('room "ABC234" is locked', 4212))).toMatch(/full, locked or gone/);
    expect(joinFailureText(new JoinError('seat reservation expired', 4214))).toMatch(/held too long/);
    expect(joinFailureText(new JoinError('too many joins', 4429))).toMatch(/Too many tries/);
    expect(joinFailureText(new JoinError('Failed to fetch', null))).toMatch(/not answering/);
    expect(joinFailureText(new Error('boom'))).toMatch(/not answering/);
    await setLocale('ru');
    const text = joinFailureText(new JoinError('room "ABC234" is locked', 4212));
    expect(text).not.toMatch(/locked|room/);
    expect(text).toMatch(/ограблению/);
  });
});
