import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { AccountSettings } from '../../../shared/api/account.js';
import type { Db } from '../../db/connect.js';
import { accounts, loginEvents, sessions, twoFactors, users, verifications } from '../../db/schema.js';
import { channelChoicesOf, forgetChannelChoicesOf, saveChannelChoices, type ChannelChoices } from '../notifications/index.js';
import { hasTopupInFlight } from '../topups/index.js';
import { hasPaymentInFlight } from '../wallet/index.js';

/** Another feature's personal data about the person, erased in the same transaction as the account. */
export type PersonalDataEraser = (tx: Pick<Db, 'delete'>, userId: string) => Promise<void>;

/** The channel choices are the notifications' (user_settings); the time zone is the person's own column (users.time_zone, ADR 0065). */
export async function readSettings(db: Db, userId: string): Promise<AccountSettings> {
  const choices = await channelChoicesOf(db, userId);
  const [person] = await db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId)).limit(1);
  return { ...choices, timeZone: person?.timeZone ?? null };
}

export async function writeSettings(db: Db, userId: string, update: Partial<ChannelChoices>): Promise<AccountSettings> {
  await saveChannelChoices(db, userId, update);
  return readSettings(db, userId);
}

/**
 * PostgreSQL's own IANA data knows this zone too: the sending limits count days with it (limits.ts), so a
 * name the platform's Intl knows and the database does not (a zone newer than its data) is refused.
 */
export async function databaseKnowsZone(client: Pick<pg.Pool, 'query'>, timeZone: string): Promise<boolean> {
  try {
    await client.query(`select now() at time zone $1`, [timeZone]);
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === '22023') return false;
    throw error;
  }
}

/**
 * Sets the person's time zone; `onlyIfNone`: only while they have none (the browser's, kept once). True
 * when it changed.
 */
export async function setTimeZone(client: pg.PoolClient, userId: string, timeZone: string, onlyIfNone: boolean): Promise<boolean> {
  const { rowCount } = await client.query(
    `update users set time_zone = $2, updated_at = now()
      where id = $1 and ${onlyIfNone ? 'time_zone is null' : 'time_zone is distinct from $2'}`,
    [userId, timeZone],
  );
  return rowCount === 1;
}

export async function recordLogin(
  db: Db,
  event: { userId: string; sessionId: string; method: string; ipAddress: string | null; userAgent: string | null; place: string | null },
): Promise<void> {
  await db.insert(loginEvents).values({ id: randomUUID(), ...event });
}

export async function countLogins(db: Db, userId: string): Promise<number> {
  const rows = await db.select({ id: loginEvents.id }).from(loginEvents).where(eq(loginEvents.userId, userId)).limit(2);
  return rows.length;
}

export async function listLogins(db: Db, userId: string, limit: number) {
  const rows = await db
    .select({ event: loginEvents, liveSessionId: sessions.id })
    .from(loginEvents)
    .leftJoin(sessions, and(eq(sessions.id, loginEvents.sessionId), gt(sessions.expiresAt, new Date())))
    .where(eq(loginEvents.userId, userId))
    .orderBy(desc(loginEvents.createdAt))
    .limit(limit);
  return rows.map(({ event, liveSessionId }) => ({ ...event, active: liveSessionId !== null }));
}

/** Ends one of the person's own sessions; false when they have no session with that id. */
export async function deleteOwnSession(db: Db, userId: string, sessionId: string): Promise<boolean> {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  return deleted.length > 0;
}

export async function credentialHash(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
    .limit(1);
  return row?.password ?? null;
}

export async function sessionCreatedAt(db: Db, sessionId: string): Promise<Date | null> {
  const [row] = await db.select({ createdAt: sessions.createdAt }).from(sessions).where(eq(sessions.id, sessionId)).limit(1);
  return row?.createdAt ?? null;
}

/**
 * Money of the person's still on its way (ADR 0062): a top-up sent and not final, or a PayPal payment (adding
 * funds, or paying a top-up or a basket) not final, or being sent back to PayPal. A basket's money is its
 * top-ups' and its payment's. Read in the deletion's transaction, after its lock on the wallet.
 */
export async function moneyInFlight(client: pg.PoolClient, userId: string): Promise<boolean> {
  return (await hasTopupInFlight(client, userId)) || (await hasPaymentInFlight(client, userId));
}

/**
 * Deletes a person's account inside the caller's transaction (the one that moved what was left in the
 * wallet): every session and credential goes, personal data is erased, and the user row stays as an
 * anonymous stub so money records keep their owner (ADR 0005).
 */
export async function eraseAccount(client: pg.PoolClient, userId: string, alsoErase: readonly PersonalDataEraser[]): Promise<void> {
  const tx = drizzle(client);
  for (const erase of alsoErase) await erase(tx, userId);
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await tx.delete(accounts).where(eq(accounts.userId, userId));
  await tx.delete(twoFactors).where(eq(twoFactors.userId, userId));
  await tx.delete(loginEvents).where(eq(loginEvents.userId, userId));
  await forgetChannelChoicesOf(tx, userId);
  const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (user) await tx.delete(verifications).where(eq(verifications.identifier, user.email));
  await tx
    .update(users)
    .set({
      name: 'Deleted user',
      firstName: '',
      lastName: '',
      email: `deleted+${userId}@deleted.kredi.invalid`,
      emailVerified: false,
      image: null,
      phoneNumber: null,
      phoneNumberVerified: false,
      twoFactorEnabled: false,
      referralCode: null,
      deletedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}

export async function exportableUser(db: Db, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}
