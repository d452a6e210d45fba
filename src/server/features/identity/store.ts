import { and, asc, count, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { isLanguage } from '../../../shared/i18n/languages.js';
import type { ProductUser } from '../../../shared/api/identity.js';
import type { Db } from '../../db/connect.js';
import { accounts, sessions, users } from '../../db/schema.js';

export type UserRow = typeof users.$inferSelect;

export async function findUser(db: Db, userId: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row && !row.deletedAt ? row : null;
}

/** Several people at once (a batch of messages to write), deleted ones left out. */
export async function findUsers(db: Db, userIds: readonly string[]): Promise<UserRow[]> {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(users)
    .where(and(inArray(users.id, [...userIds]), isNull(users.deletedAt)));
}

/** The person an email signs in as (better-auth keeps emails lower-case). */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  return row && !row.deletedAt ? row : null;
}

/** The person behind a session that is still live, and when it ends: one read for an ID token's `sid`. */
export async function findLiveSession(db: Db, sessionId: string, userId: string): Promise<{ user: UserRow; expiresAt: Date } | null> {
  const [row] = await db
    .select({ user: users, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        gt(sessions.expiresAt, new Date()),
        isNull(users.deletedAt),
        // A blocked person's sessions are deleted when the block is set; this also refuses one that slipped by.
        isNull(users.blockedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function hasPassword(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
    .limit(1);
  return Boolean(row);
}

export async function updateUser(db: Db, userId: string, fields: Partial<typeof users.$inferInsert>): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return row!;
}

/** The product user of docs/product-rules.md#product-user as the API returns it. */
export function toProductUser(row: UserRow, withPassword: boolean): ProductUser {
  const verifiedCount = Number(row.emailVerified) + Number(row.phoneNumberVerified);
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    emailVerified: row.emailVerified,
    phoneNumber: row.phoneNumber,
    phoneNumberVerified: row.phoneNumberVerified,
    language: isLanguage(row.language) ? row.language : 'en',
    isAdmin: row.isAdmin,
    loyaltyPoints: row.loyaltyPoints,
    referralCode: row.referralCode,
    twoFactorEnabled: row.twoFactorEnabled,
    // Verified: email and phone both confirmed; pending: one of them; not verified: neither.
    verificationStatus: verifiedCount === 2 ? 'verified' : verifiedCount === 1 ? 'pending' : 'not_verified',
    hasPassword: withPassword,
    createdAt: row.createdAt.toISOString(),
  };
}

/** People with an account (not deleted), and how many of them hold a live session now. */
export async function countUsers(db: Db): Promise<{ totalUsers: number; activeUsers: number }> {
  const [total] = await db.select({ n: count() }).from(users).where(isNull(users.deletedAt));
  const [active] = await db
    .selectDistinct({ n: count(sessions.userId) })
    .from(sessions)
    .innerJoin(users, and(eq(users.id, sessions.userId), isNull(users.deletedAt)))
    .where(gt(sessions.expiresAt, new Date()));
  return { totalUsers: total?.n ?? 0, activeUsers: active?.n ?? 0 };
}

/** People who can still be told something (not deleted, not blocked), made before `createdBefore`, in id order after `afterId`. */
export async function liveUserIdsAfter(
  client: pg.PoolClient,
  afterId: string | null,
  limit: number,
  createdBefore: Date,
): Promise<string[]> {
  const rows = await drizzle(client)
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        isNull(users.deletedAt),
        isNull(users.blockedAt),
        lt(users.createdAt, createdBefore),
        afterId === null ? undefined : gt(users.id, afterId),
      ),
    )
    .orderBy(asc(users.id))
    .limit(limit);
  return rows.map((row) => row.id);
}
