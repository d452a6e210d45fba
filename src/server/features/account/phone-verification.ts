import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/connect.js';
import { users, verifications } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { consumeRateLimit } from '../../security/rate-limit.js';

const CODE_TTL_MS = 5 * 60 * 1000;
const MAX_WRONG_CODES = 5;
const SEND_LIMIT = { window: 600, max: 5 };
const VERIFY_LIMIT = { window: 600, max: 10 };

interface PendingCode {
  phoneNumber: string;
  codeHash: string;
  wrongAttempts: number;
}

const hash = (code: string) => createHash('sha256').update(code).digest('hex');
const identifierOf = (userId: string) => `phone-verification:${userId}`;

/**
 * Verifies the signed-in person's own phone number by SMS code. The code is tied to the user and to the
 * number it was sent to, stored hashed, expires in 5 minutes and dies after 5 wrong tries.
 */
export function createPhoneVerification(database: Database, sendSms: (to: string, body: string) => Promise<void>) {
  const { db, pool } = database;

  return {
    /** `compose` writes the SMS around the code, in the person's language. */
    async send(userId: string, phoneNumber: string | null, compose: (code: string) => string): Promise<void> {
      if (!phoneNumber)
        throw new AppError('VALIDATION_FAILED', 'Add a phone number to your profile first.', { phoneNumber: 'validation.phoneMin' });
      await consumeRateLimit(pool, `phone-send:${userId}`, SEND_LIMIT);
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const pending: PendingCode = { phoneNumber, codeHash: hash(code), wrongAttempts: 0 };
      await db.transaction(async (tx) => {
        await tx.delete(verifications).where(eq(verifications.identifier, identifierOf(userId)));
        await tx.insert(verifications).values({
          id: crypto.randomUUID(),
          identifier: identifierOf(userId),
          value: JSON.stringify(pending),
          expiresAt: new Date(Date.now() + CODE_TTL_MS),
        });
      });
      await sendSms(phoneNumber, compose(code));
    },

    async verify(userId: string, phoneNumber: string | null, code: string): Promise<void> {
      await consumeRateLimit(pool, `phone-verify:${userId}`, VERIFY_LIMIT);
      const [row] = await db
        .select()
        .from(verifications)
        .where(eq(verifications.identifier, identifierOf(userId)))
        .limit(1);
      const pending = row && row.expiresAt > new Date() ? (JSON.parse(row.value) as PendingCode) : null;
      if (!row || !pending || pending.phoneNumber !== phoneNumber) {
        throw new AppError('VALIDATION_FAILED', 'This code has expired. Ask for a new one.', { code: 'validation.codeExpired' });
      }
      const given = Buffer.from(hash(code.trim()));
      if (!timingSafeEqual(given, Buffer.from(pending.codeHash))) {
        const wrongAttempts = pending.wrongAttempts + 1;
        if (wrongAttempts >= MAX_WRONG_CODES) await db.delete(verifications).where(eq(verifications.id, row.id));
        else
          await db
            .update(verifications)
            .set({ value: JSON.stringify({ ...pending, wrongAttempts }) })
            .where(eq(verifications.id, row.id));
        throw new AppError('VALIDATION_FAILED', 'This code is not correct.', {
          code: wrongAttempts >= MAX_WRONG_CODES ? 'validation.codeExpired' : 'validation.codeIncorrect',
        });
      }
      try {
        await db.transaction(async (tx) => {
          await tx
            .update(users)
            .set({ phoneNumberVerified: true, updatedAt: new Date() })
            .where(and(eq(users.id, userId), eq(users.phoneNumber, pending.phoneNumber)));
          await tx.delete(verifications).where(eq(verifications.id, row.id));
        });
      } catch (error) {
        if (
          (error as { code?: string; cause?: { code?: string } }).code === '23505' ||
          (error as { cause?: { code?: string } }).cause?.code === '23505'
        ) {
          throw new AppError('CONFLICT', 'This number is already verified on another account.', {
            code: 'validation.phoneVerifiedElsewhere',
          });
        }
        throw error;
      }
    },
  };
}
