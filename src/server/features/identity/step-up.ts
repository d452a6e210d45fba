import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect.js';
import { sessions } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { Actor } from './authenticate.js';

/**
 * How recent a sign-in must be for a staff action that moves money or changes rights (issue 13). Signing
 * in on an account with two-factor asks for its code, so a recent session is a recent second factor too.
 */
export const STEP_UP_MINUTES = 10;

/**
 * Refuses a sensitive staff action unless the admin's account has two-factor on (TWO_FACTOR_REQUIRED: turn
 * it on first) and this session began within STEP_UP_MINUTES (STEP_UP_REQUIRED: sign in again, then
 * repeat). Both are read from the database, never from the actor cache or anything the client sends.
 */
export async function assertSteppedUp(db: Db, actor: Actor, now: Date = new Date()): Promise<void> {
  if (!actor.user.twoFactorEnabled)
    throw new AppError('TWO_FACTOR_REQUIRED', 'Turn on two-factor authentication in Security settings before doing staff actions.');
  const [session] = await db
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(and(eq(sessions.id, actor.sessionId), eq(sessions.userId, actor.user.id)))
    .limit(1);
  if (!session || now.getTime() - session.createdAt.getTime() > STEP_UP_MINUTES * 60_000)
    throw new AppError('STEP_UP_REQUIRED', 'For your safety, sign in again to confirm it is you, then repeat this action.');
}
