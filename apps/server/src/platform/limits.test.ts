import { describe, expect, it } from 'vitest';
import { AttemptLimiter, MessageLimiter } from './limits.js';

describe('MessageLimiter', () => {
  const limits = { messagesPerSecond: 5, maxMessageBytes: 100, abuseStrikes: 3 };

  it('allows a burst, then refuses until tokens refill', () => {
    let t = 0;
    const limiter = new MessageLimiter(limits, () => t);
    for (let i = 0; i < 10; i++) expect(limiter.check(10)).toBe('ok');
    expect(limiter.check(10)).toBe('rate');
    t += 1000;
    expect(limiter.check(10)).toBe('ok');
  });

  it('refuses oversized messages and counts strikes', () => {
    const limiter = new MessageLimiter(limits, () => 0);
    expect(limiter.check(101)).toBe('size');
    expect(limiter.exhausted).toBe(false);
    limiter.check(101);
    limiter.check(101);
    expect(limiter.exhausted).toBe(true);
  });

  it('forgets strikes after a quiet minute', () => {
    let t = 0;
    const limiter = new MessageLimiter(limits, () => t);
    limiter.check(101);
    limiter.check(101);
    t += 61_000;
    limiter.check(101);
    expect(limiter.exhausted).toBe(false);
  });
});

describe('AttemptLimiter', () => {
  it('allows N attempts per key per minute', () => {
    let t = 0;
    const limiter = new AttemptLimiter(2, () => t);
    expect([limiter.allow('a'), limiter.allow('a'), limiter.allow('a'), limiter.allow('b')]).toEqual([
      true,
      true,
      false,
      true,
    ]);
    t += 60_000;
    expect(limiter.allow('a')).toBe(true);
  });
});
