/**
 * The growing pauses of sign-in per account: a tired person mistyping a few times is never stopped, a
 * script guessing passwords is slowed to a few tries an hour, and no pause ever becomes a lock.
 */
export const SIGN_IN_THROTTLE = {
  /** Attempts before the first pause. */
  freeAttempts: 5,
  /** The first pause; each further wrong password doubles it… */
  firstPauseMs: 30_000,
  /** …up to this. */
  maxPauseMs: 15 * 60_000,
  /** A day with no attempt ends a run of wrong passwords: counting (and alerting) starts afresh. */
  forgetAfterMs: 24 * 60 * 60_000,
} as const;

export interface ThrottleState {
  failures: number;
  lastFailureAt: Date;
  pausedUntil: Date | null;
  alertedAt: Date | null;
}

export type Admission = { admitted: true; next: ThrottleState } | { admitted: false; retryAt: Date };

/** The pause that follows the `attempts`-th attempt in a row without the right password. */
export function pauseAfter(attempts: number): number {
  if (attempts < SIGN_IN_THROTTLE.freeAttempts) return 0;
  return Math.min(SIGN_IN_THROTTLE.firstPauseMs * 2 ** (attempts - SIGN_IN_THROTTLE.freeAttempts), SIGN_IN_THROTTLE.maxPauseMs);
}

/**
 * Whether a sign-in attempt may go ahead now. While paused, no (the right password included), and the
 * refused attempt is not counted. Otherwise it is counted as it starts, as if it will fail, so attempts
 * sent all at once cannot slip past the count; the right password then clears it all.
 */
export function admit(state: ThrottleState | null, now: Date): Admission {
  if (state?.pausedUntil && state.pausedUntil > now) return { admitted: false, retryAt: state.pausedUntil };
  const fresh = !state || now.getTime() - state.lastFailureAt.getTime() >= SIGN_IN_THROTTLE.forgetAfterMs;
  const failures = (fresh ? 0 : state.failures) + 1;
  const pause = pauseAfter(failures);
  return {
    admitted: true,
    next: {
      failures,
      lastFailureAt: now,
      pausedUntil: pause > 0 ? new Date(now.getTime() + pause) : null,
      alertedAt: fresh ? null : state.alertedAt,
    },
  };
}
