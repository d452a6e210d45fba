import { randomUUID } from 'node:crypto';
import { and, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/connect.js';
import { sessions, verifications } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { Actor } from './authenticate.js';

/**
 * How recent a second factor must be for a staff action that moves money or changes rights (docs/product-rules.md#step-up):
 * a code checked in this very session within these minutes (ADR 0062).
 */
export const STEP_UP_MINUTES = 10;

/** The paths of better-auth's two-factor plugin that check a second factor (a code or a backup code). */
export const SECOND_FACTOR_PATHS: ReadonlySet<string> = new Set([
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
  '/two-factor/verify-otp',
]);

/** The verification row that says a second factor was checked in a session (better-auth's own table). */
const markOf = (sessionId: string) => `second-factor:${sessionId}`;

/**
 * A second factor was checked in this session now: the code that signed it in, or one entered while signed
 * in. A sign-in a trusted browser let through without a code records nothing (ADR 0062).
 */
export async function recordSecondFactor(db: Db, sessionId: string, at: Date = new Date()): Promise<void> {
  await db.insert(verifications).values({
    id: randomUUID(),
    identifier: markOf(sessionId),
    value: at.toISOString(),
    expiresAt: new Date(at.getTime() + STEP_UP_MINUTES * 60_000),
    createdAt: at,
    updatedAt: at,
  });
}

/**
 * Refuses a sensitive staff action unless the admin's account has two-factor on (TWO_FACTOR_REQUIRED: turn
 * it on first) and a second factor was checked in this session within STEP_UP_MINUTES (STEP_UP_REQUIRED:
 * enter a code, then repeat). A recent session alone is not enough: a browser trusted for 30 days signs in
 * without a code. Both are read from the database, never from the actor cache or anything the client sends.
 */
export async function assertSteppedUp(db: Db, actor: Actor, now: Date = new Date()): Promise<void> {
  if (!actor.user.twoFactorEnabled)
    throw new AppError('TWO_FACTOR_REQUIRED', 'Turn on two-factor authentication in Security settings before doing staff actions.');
  const [checked] = await db
    .select({ at: verifications.createdAt })
    .from(sessions)
    .innerJoin(verifications, eq(verifications.identifier, markOf(actor.sessionId)))
    .where(
      and(
        eq(sessions.id, actor.sessionId),
        eq(sessions.userId, actor.user.id),
        gte(verifications.createdAt, new Date(now.getTime() - STEP_UP_MINUTES * 60_000)),
      ),
    )
    .limit(1);
  if (!checked)
    throw new AppError(
      'STEP_UP_REQUIRED',
      'For your safety, confirm it is you with a code from your authenticator app in this session, then repeat this action.',
    );
}
