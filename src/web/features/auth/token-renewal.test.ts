import { describe, expect, it } from 'vitest';
import { renewalDelay, retryDelay, RETRY_MAX_MS } from './token-renewal';

const tokenExpiringAt = (exp: number) => `x.${btoa(JSON.stringify({ exp })).replace(/=+$/, '')}.y`;

describe('ID token renewal (docs/product-rules.md#token-renewal)', () => {
  it('renews 30 s before the token expires', () => {
    const now = 1_000_000_000_000;
    expect(renewalDelay(tokenExpiringAt(now / 1000 + 900), now)).toBe(870_000);
  });

  it('renews at once a token already inside its last 30 s, or unreadable', () => {
    const now = 1_000_000_000_000;
    expect(renewalDelay(tokenExpiringAt(now / 1000 + 10), now)).toBe(0);
    expect(renewalDelay('not-a-jwt', now)).toBe(0);
  });

  it('backs off from 30 s, doubling, up to 16 minutes', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(retryDelay)).toEqual([
      30_000,
      60_000,
      120_000,
      240_000,
      480_000,
      960_000,
      RETRY_MAX_MS,
      RETRY_MAX_MS,
    ]);
  });
});
