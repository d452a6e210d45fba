import { describe, expect, it } from 'vitest';
import { createActorCache } from './actor-cache';
import type { Actor } from './authenticate';
import type { UserRow } from './store';

const start = Date.UTC(2026, 10, 24, 12);
const clockAt = () => {
  let now = start;
  return { clock: () => new Date(now), advance: (ms: number) => (now += ms) };
};
const actor = (userId: string, sessionId: string): Actor => ({ user: { id: userId } as UserRow, sessionId });
const aMonth = 30 * 24 * 3600_000;

describe('the actor cache', () => {
  it('serves an actor for the bound and not one millisecond longer', () => {
    const { clock, advance } = clockAt();
    const cache = createActorCache({ ttlMs: 30_000, clock });
    cache.remember(cache.begin(), 'cookie:a', actor('u1', 's1'), aMonth);
    advance(29_999);
    expect(cache.get('cookie:a')?.sessionId).toBe('s1');
    advance(1);
    expect(cache.get('cookie:a')).toBeNull();
  });

  it('never serves a credential longer than it had left to live', () => {
    const { clock, advance } = clockAt();
    const cache = createActorCache({ ttlMs: 30_000, clock });
    cache.remember(cache.begin(), 'token:t', actor('u1', 's1'), 5_000);
    cache.remember(cache.begin(), 'token:expired', actor('u1', 's1'), 0);
    expect(cache.get('token:expired')).toBeNull();
    advance(4_999);
    expect(cache.get('token:t')).not.toBeNull();
    advance(1);
    expect(cache.get('token:t')).toBeNull();
  });

  it('forgets a session under every key it was remembered by, and a person with all their sessions', () => {
    const cache = createActorCache({ ttlMs: 30_000 });
    cache.remember(cache.begin(), 'cookie:a', actor('u1', 's1'), aMonth);
    cache.remember(cache.begin(), 'token:s1', actor('u1', 's1'), aMonth);
    cache.remember(cache.begin(), 'token:s2', actor('u1', 's2'), aMonth);
    cache.remember(cache.begin(), 'token:s3', actor('u2', 's3'), aMonth);
    cache.forgetSession('s1');
    expect([cache.get('cookie:a'), cache.get('token:s1')]).toEqual([null, null]);
    expect(cache.get('token:s2')).not.toBeNull();
    cache.forgetPerson('u1');
    expect(cache.get('token:s2')).toBeNull();
    expect(cache.get('token:s3')?.user.id).toBe('u2');
  });

  it('does not remember what a lookup read before a session ended while it was reading', () => {
    const cache = createActorCache({ ttlMs: 30_000 });
    const lookup = cache.begin(); // the lookup reads the session…
    cache.forgetSession('s1'); // …a sign-out commits meanwhile…
    cache.remember(lookup, 'cookie:a', actor('u1', 's1'), aMonth); // …and the stale answer arrives
    expect(cache.get('cookie:a')).toBeNull();
  });

  it('remembers nothing when the bound is 0', () => {
    const cache = createActorCache({ ttlMs: 0 });
    cache.remember(cache.begin(), 'cookie:a', actor('u1', 's1'), aMonth);
    expect(cache.get('cookie:a')).toBeNull();
  });

  it('keeps a copy a route cannot change', () => {
    const cache = createActorCache({ ttlMs: 30_000 });
    const original = actor('u1', 's1');
    cache.remember(cache.begin(), 'cookie:a', original, aMonth);
    original.user.isAdmin = true;
    const served = cache.get('cookie:a')!;
    expect(served.user.isAdmin).toBeUndefined();
    expect(() => Object.assign(served.user, { isAdmin: true })).toThrow(TypeError);
  });

  it('makes room by dropping the oldest entry once full', () => {
    const cache = createActorCache({ ttlMs: 30_000 });
    for (let i = 0; i <= 10_000; i++) cache.remember(cache.begin(), `token:s${i}`, actor('u1', `s${i}`), aMonth);
    expect(cache.get('token:s0')).toBeNull();
    expect(cache.get('token:s1')).not.toBeNull();
    expect(cache.get('token:s10000')).not.toBeNull();
  });
});
