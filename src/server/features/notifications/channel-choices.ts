import { eq } from 'drizzle-orm';
import type { AccountSettings } from '../../../shared/api/account.js';
import type { Db } from '../../db/connect.js';
import { userSettings } from '../../db/schema.js';

/**
 * The person's channel choices, kept in `user_settings` (ADR 0028, owned here, ADR 0072): which of email, SMS
 * and push they want, and how security alerts reach them. `notify` reads them in its own statement (inbox.ts);
 * the account's settings screen and its deletion ask for them here. The time zone is the person's own column
 * (users.time_zone, ADR 0065).
 */
export type ChannelChoices = Omit<AccountSettings, 'timeZone'>;

/** A person who never saved their choices: email and push on, SMS off, security alerts by email. */
const DEFAULT_CHOICES: ChannelChoices = {
  notifyEmail: true,
  notifySms: false,
  notifyPush: true,
  securityAlertEmail: true,
  securityAlertSms: false,
};

export async function channelChoicesOf(db: Db, userId: string): Promise<ChannelChoices> {
  const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId)).limit(1);
  if (!row) return { ...DEFAULT_CHOICES };
  const { notifyEmail, notifySms, notifyPush, securityAlertEmail, securityAlertSms } = row;
  return { notifyEmail, notifySms, notifyPush, securityAlertEmail, securityAlertSms };
}

/** Saves some choices (all of them the first time, the rest from the defaults). */
export async function saveChannelChoices(db: Db, userId: string, update: Partial<ChannelChoices>): Promise<void> {
  await db
    .insert(userSettings)
    .values({ userId, ...DEFAULT_CHOICES, ...update })
    .onConflictDoUpdate({ target: userSettings.userId, set: { ...update, updatedAt: new Date() } });
}

/** Forgets a person's choices, in the caller's transaction (an account's deletion). */
export async function forgetChannelChoicesOf(tx: Pick<Db, 'delete'>, userId: string): Promise<void> {
  await tx.delete(userSettings).where(eq(userSettings.userId, userId));
}
