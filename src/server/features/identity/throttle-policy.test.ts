import { describe, expect, it } from 'vitest';
import { admit, pauseAfter, SIGN_IN_THROTTLE, type ThrottleState } from './throttle-policy';

const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1) + seconds * 1000);

describe('pauseAfter', () => {
  it('pauses after no attempt before the fifth; after the fifth 30 s, doubling with each one up to 15 minutes', () => {
    expect([1, 2, 3, 4].map(pauseAfter)).toEqual([0, 0, 0, 0]);
    expect([5, 6, 7, 8, 9, 10, 11, 50, 5000].map((n) => pauseAfter(n) / 1000)).toEqual([30, 60, 120, 240, 480, 900, 900, 900, 900]);
  });
});

describe('admit', () => {
  it('counts a first attempt and sets no pause', () => {
    expect(admit(null, at(0))).toEqual({ admitted: true, next: { failures: 1, lastFailureAt: at(0), pausedUntil: null, alertedAt: null } });
  });

  it('refuses every attempt while paused, without counting it, and admits again once the pause is over', () => {
    const paused: ThrottleState = { failures: 5, lastFailureAt: at(0), pausedUntil: at(30), alertedAt: at(0) };
    expect(admit(paused, at(29))).toEqual({ admitted: false, retryAt: at(30) });
    expect(admit(paused, at(30))).toEqual({
      admitted: true,
      next: { failures: 6, lastFailureAt: at(30), pausedUntil: at(90), alertedAt: at(0) },
    });
  });

  it('forgets a run after a quiet day: counting and alerting start afresh', () => {
    const old: ThrottleState = { failures: 12, lastFailureAt: at(0), pausedUntil: at(900), alertedAt: at(0) };
    const dayLater = at(SIGN_IN_THROTTLE.forgetAfterMs / 1000);
    expect(admit(old, dayLater)).toEqual({
      admitted: true,
      next: { failures: 1, lastFailureAt: dayLater, pausedUntil: null, alertedAt: null },
    });
  });
});
