import { createHash } from 'node:crypto';
import { and, eq, gte, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/connect.js';
import { signInThrottles } from '../../db/schema.js';
import { admit, SIGN_IN_THROTTLE, type Admission } from './throttle-policy.js';

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;

/** Keys are stored as digests: the table never holds an email someone typed. */
const digest = (key: string) => createHash('sha256').update(key).digest('hex');

/**
 * The sign-in pauses (throttle-policy.ts) kept in PostgreSQL, so every instance sees the same count.
 * A key is an account (`account:<email>`) or one known device of it; `now` is injected so tests own time.
 */
export function createSignInThrottle(db: Db, now: () => Date) {
  return {
    /** Counts an attempt, or refuses it while the key is paused. One row lock: parallel tries queue. */
    async admit(key: string): Promise<Admission> {
      const id = digest(key);
      const time = now();
      return db.transaction(async (tx) => {
        const created = await tx
          .insert(signInThrottles)
          .values({ key: id, failures: 0, lastFailureAt: time })
          .onConflictDoNothing()
          .returning({ key: signInThrottles.key });
        if (created.length > 0) {
          // A new run begins: runs nobody continued for a day are over, drop them.
          const cutoff = new Date(time.getTime() - SIGN_IN_THROTTLE.forgetAfterMs);
          await tx.delete(signInThrottles).where(lt(signInThrottles.lastFailureAt, cutoff));
        }
        const [row] = await tx.select().from(signInThrottles).where(eq(signInThrottles.key, id)).for('update');
        const decision = admit(row ?? null, time);
        if (decision.admitted) await tx.update(signInThrottles).set(decision.next).where(eq(signInThrottles.key, id));
        return decision;
      });
    },

    /**
     * The attempt was a wrong password. True exactly once per run, when it has reached the first pause:
     * that is when the owner is told (claimed in one statement, so parallel failures tell them once).
     */
    async failedAndFirstPaused(key: string): Promise<boolean> {
      const claimed = await db
        .update(signInThrottles)
        .set({ alertedAt: now() })
        .where(
          and(
            eq(signInThrottles.key, digest(key)),
            gte(signInThrottles.failures, SIGN_IN_THROTTLE.freeAttempts),
            isNull(signInThrottles.alertedAt),
          ),
        )
        .returning({ key: signInThrottles.key });
      return claimed.length > 0;
    },

    /** The right password: the run is over for these keys. */
    async succeeded(keys: string[]): Promise<void> {
      await db.delete(signInThrottles).where(inArray(signInThrottles.key, keys.map(digest)));
    },
  };
}
