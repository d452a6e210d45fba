import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { AccountSettings } from '../../../shared/api/account.js';
import type { Db } from '../../db/connect.js';
import { accounts, loginEvents, sessions, twoFactors, userSettings, users, verifications } from '../../db/schema.js';

/** Another feature's personal data about the person, erased in the same transaction as the account. */
export type PersonalDataEraser = (tx: Pick<Db, 'delete'>, userId: string) => Promise<void>;

const DEFAULT_SETTINGS: AccountSettings = {
  notifyEmail: true,
  notifySms: false,
  notifyPush: true,
  securityAlertEmail: true,
  securityAlertSms: false,
};

export async function readSettings(db: Db, userId: string): Promise<AccountSettings> {
  const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId)).limit(1);
  if (!row) return DEFAULT_SETTINGS;
  const { notifyEmail, notifySms, notifyPush, securityAlertEmail, securityAlertSms } = row;
  return { notifyEmail, notifySms, notifyPush, securityAlertEmail, securityAlertSms };
}

export async function writeSettings(db: Db, userId: string, update: Partial<AccountSettings>): Promise<AccountSettings> {
  await db
    .insert(userSettings)
    .values({ userId, ...DEFAULT_SETTINGS, ...update })
    .onConflictDoUpdate({ target: userSettings.userId, set: { ...update, updatedAt: new Date() } });
  return readSettings(db, userId);
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
  const { rows } = await client.query<{ found: boolean }>(
    `select exists (select 1 from topup_orders where user_id = $1 and state in ('reserved', 'unknown'))
         or exists (select 1 from funding_orders where user_id = $1
                     and (status in ('created', 'approved', 'pending') or refund_state = 'requested')) as found`,
    [userId],
  );
  return rows[0]?.found ?? false;
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
  await tx.delete(userSettings).where(eq(userSettings.userId, userId));
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
