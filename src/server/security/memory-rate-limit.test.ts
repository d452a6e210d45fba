import { describe, expect, it } from 'vitest';
import { createMemoryRateLimit } from './memory-rate-limit';

describe('createMemoryRateLimit', () => {
  it('allows max per key per window, then again once the window ends', () => {
    let now = 0;
    const allow = createMemoryRateLimit({ windowMs: 60_000, max: 2, now: () => now });
    expect([allow('a'), allow('a'), allow('a'), allow('b')]).toEqual([true, true, false, true]);
    now = 59_999;
    expect(allow('a')).toBe(false);
    now = 60_000;
    expect(allow('a')).toBe(true);
  });

  it('counts at most maxKeys keys a window: newcomers beyond are refused, known keys still counted', () => {
    let now = 0;
    const allow = createMemoryRateLimit({ windowMs: 1000, max: 5, maxKeys: 2, now: () => now });
    expect([allow('a'), allow('b'), allow('c'), allow('a')]).toEqual([true, true, false, true]);
    now = 1000;
    expect(allow('c')).toBe(true);
  });
});
