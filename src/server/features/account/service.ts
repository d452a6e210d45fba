import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { AccountSettings, LoginActivity } from '../../../shared/api/account.js';
import { isLanguage } from '../../../shared/i18n/languages.js';
import { canonicalTimeZone } from '../../../shared/time-zones.js';
import type { Database } from '../../db/connect.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../errors.js';
import { createLedgerFor, lockWallet } from '../../ledger/index.js';
import {
  ACCOUNT_MESSAGES,
  verifyPassword,
  type People,
  type Person as UserRow,
  type Actor,
  describePlace,
  parseDevice,
} from '../identity/index.js';
import type { Notifier } from '../../integrations/notifier.js';
import { notify } from '../notifications/index.js';
import { securityAlert } from './alerts.js';
import { createPhoneVerification } from './phone-verification.js';
import * as store from './store.js';

/** How account messages leave Kredi: the mail and SMS adapters, behind two small functions. */
const FRESH_SIGN_IN_MS = 10 * 60 * 1000;
const LOGIN_HISTORY_LIMIT = 20;
const MONEY_IN_FLIGHT_MESSAGE =
  'Some of your money is still on its way (a top-up being sent or a PayPal payment not finished). Wait until it is done, then delete the account.';

export type AccountService = ReturnType<typeof createAccountService>;

/** Another feature's times that follow the person's time zone (automatic top-ups' next runs), moved in its transaction. */
export type TimeZoneFollower = (client: pg.PoolClient, userId: string, timeZone: string) => Promise<void>;

/** `alsoErase`: what other features keep about a person, erased with the account (e.g. saved recipients). */
export function createAccountService(
  database: Database,
  people: People,
  notifier: Notifier,
  log: FastifyBaseLogger,
  alsoErase: readonly store.PersonalDataEraser[] = [],
  zoneFollowers: readonly TimeZoneFollower[] = [],
) {
  const { db } = database;
  // The app's ledger on the same pool (on the embedded engine, the same queue of transactions).
  const ledger = createLedgerFor(database);
  const phone = createPhoneVerification(database, (to, body) => notifier.sms({ to, body }));
  const messagesOf = (user: UserRow) => ACCOUNT_MESSAGES[isLanguage(user.language) ? user.language : 'en'];
  /**
   * Into the list, and out by the channels the person chose (ADR 0028, 0042), in one transaction: the list
   * entry and its outbox rows commit together. It runs after better-auth committed the event, so a
   * failure is logged, never fails the sign-in.
   */
  async function tell(event: Parameters<typeof notify>[1]) {
    await inTransaction(database.pool, (client) => notify(client, event)).catch((error: unknown) =>
      log.warn({ err: error, event: event.id }, 'notification not recorded'),
    );
  }

  /** The name in Intl's spelling, if both Intl and the database know it (the contract checked Intl already). */
  async function knownZone(value: string): Promise<string | null> {
    const canonical = canonicalTimeZone(value);
    return canonical && (await store.databaseKnowsZone(database.pool, canonical)) ? canonical : null;
  }

  /** The zone and what follows it (the schedules' next instants) in one transaction. */
  async function setTimeZone(userId: string, timeZone: string, onlyIfNone: boolean): Promise<void> {
    const changed = await inTransaction(database.pool, async (client) => {
      if (!(await store.setTimeZone(client, userId, timeZone, onlyIfNone))) return false;
      for (const follow of zoneFollowers) await follow(client, userId, timeZone);
      return true;
    });
    if (changed) people.changed(userId);
  }

  return {
    async userCreated(userId: string) {
      await store.writeSettings(db, userId, {});
    },

    async signedIn(session: { id: string; userId: string; ipAddress?: string | null; userAgent?: string | null }, timeZone: string | null) {
      const isFirstSession = (await store.countLogins(db, session.userId)) === 0;
      const place = describePlace(timeZone);
      await store.recordLogin(db, {
        userId: session.userId,
        sessionId: session.id,
        method: 'sign-in',
        ipAddress: session.ipAddress ?? null,
        userAgent: session.userAgent ?? null,
        place,
      });
      if (isFirstSession) return; // signing up is not news to the person who just did it
      const user = await people.byId(session.userId);
      if (!user) return;
      const device = parseDevice(session.userAgent);
      await tell({
        id: `security:session:${session.id}`,
        userId: user.id,
        // Most often the person's own sign-in: news, not an alarm (its text says what to do if it was not them).
        type: 'info',
        key: 'newSignIn',
        params: { device: messagesOf(user).deviceName(device) },
        ...securityAlert({ alert: 'newSignIn', at: new Date().toISOString(), device, place }),
      });
    },

    /** Two-factor on or off, or the email verified (better-auth's hooks): a notice in the list and by push. */
    async securityChanged(userId: string, change: 'twoFactorOn' | 'twoFactorOff' | 'emailVerified', eventKey: string) {
      await tell({
        id: `security:${userId}:${eventKey}`,
        userId,
        // Turning two-factor off may not be the person's doing: that one asks for attention; the others are news.
        type: change === 'twoFactorOff' ? 'urgent' : 'info',
        key: change === 'emailVerified' ? 'emailVerified' : 'twoFactorChanged',
        params: change === 'emailVerified' ? {} : { enabled: change === 'twoFactorOn' ? 1 : 0 },
        security: true,
      });
    },

    async passwordChanged(userId: string) {
      const at = new Date();
      await tell({
        id: `security:${userId}:password:${at.getTime()}`,
        userId,
        type: 'urgent',
        key: 'passwordChanged',
        ...securityAlert({ alert: 'passwordChanged', at: at.toISOString() }),
      });
    },

    /** Wrong passwords for this email reached the first sign-in pause: its owner, if any, is told once. */
    async signInPaused(email: string) {
      const user = await people.byEmail(email);
      if (!user) return; // every typed email is counted alike; only a real owner is written to
      const at = new Date();
      await tell({
        id: `security:${user.id}:sign-in-paused:${at.getTime()}`,
        userId: user.id,
        type: 'urgent',
        key: 'signInPaused',
        ...securityAlert({ alert: 'signInPaused', at: at.toISOString() }),
      });
    },

    settings: (actor: Actor): Promise<AccountSettings> => store.readSettings(db, actor.user.id),
    async updateSettings(actor: Actor, update: Partial<AccountSettings>): Promise<AccountSettings> {
      const { timeZone, ...choices } = update;
      // The zone first: refused (400), nothing else in the request is saved either.
      if (timeZone) {
        const known = await knownZone(timeZone);
        if (!known) throw new AppError('VALIDATION_FAILED', 'This is not a time zone we know.', { timeZone: 'validation.timeZone' });
        await setTimeZone(actor.user.id, known, false);
      }
      if (Object.keys(choices).length > 0) await store.writeSettings(db, actor.user.id, choices);
      return store.readSettings(db, actor.user.id);
    },
    /**
     * The browser's time zone (its x-timezone header), kept when the person has none yet: at sign-up, sign-in
     * and each signed-in load until one is set. A name neither Intl nor the database knows is ignored.
     */
    async adoptTimeZone(userId: string, header: string | null | undefined): Promise<void> {
      const known = header ? await knownZone(header) : null;
      if (known) await setTimeZone(userId, known, true);
    },

    async loginActivity(actor: Actor): Promise<LoginActivity> {
      const rows = await store.listLogins(db, actor.user.id, LOGIN_HISTORY_LIMIT);
      return {
        logins: rows.map((row) => ({
          id: row.id,
          createdAt: row.createdAt.toISOString(),
          method: row.method,
          device: parseDevice(row.userAgent),
          place: row.place,
          ipAddress: row.ipAddress,
          current: row.sessionId === actor.sessionId,
          active: row.active,
        })),
      };
    },

    /** Signs one device out by its session id (as /api/identity/list-sessions names it); never by token. */
    async revokeSession(actor: Actor, sessionId: string) {
      if (!(await store.deleteOwnSession(db, actor.user.id, sessionId))) {
        throw new AppError('NOT_FOUND', 'No session of yours has this id. It may have ended already.');
      }
      people.changed(actor.user.id);
    },

    /** Everything Kredi holds about the person, as they could read it; no hashes, tokens or secrets. */
    async exportData(actor: Actor) {
      const user = await store.exportableUser(db, actor.user.id);
      const activity = await this.loginActivity(actor);
      return {
        exportedAt: new Date().toISOString(),
        profile: user && {
          id: user.id,
          firstName: user.firstName,
          lastName: user.lastName,
          email: user.email,
          emailVerified: user.emailVerified,
          phoneNumber: user.phoneNumber,
          phoneNumberVerified: user.phoneNumberVerified,
          language: user.language,
          loyaltyPoints: user.loyaltyPoints,
          referralCode: user.referralCode,
          twoFactorEnabled: user.twoFactorEnabled,
          createdAt: user.createdAt.toISOString(),
        },
        settings: await store.readSettings(db, actor.user.id),
        loginHistory: activity.logins,
      };
    },

    sendPhoneCode: (actor: Actor) => phone.send(actor.user.id, actor.user.phoneNumber, messagesOf(actor.user).smsCode),
    async verifyPhone(actor: Actor, code: string) {
      await phone.verify(actor.user.id, actor.user.phoneNumber, code);
      people.changed(actor.user.id);
      await tell({
        id: `security:${actor.user.id}:phone-verified:${actor.user.phoneNumber ?? ''}`,
        userId: actor.user.id,
        type: 'info',
        key: 'phoneVerified',
        security: true,
      });
    },

    /**
     * Re-authenticates (password, or a sign-in within 10 minutes), then erases the account (ADR 0062): refused
     * while money of the person's is on its way (it would settle into a wallet nobody can use); else what is
     * left in the wallet moves to `unclaimed_balances`, in the transaction that erases the account, keyed by
     * the deletion. Answers the cents moved.
     */
    async deleteAccount(actor: Actor, password: string | undefined): Promise<{ unclaimedCents: number }> {
      const hash = await store.credentialHash(db, actor.user.id);
      if (hash) {
        if (!password || !(await verifyPassword({ hash, password }))) {
          throw new AppError('FORBIDDEN', 'The password is not correct.', { password: 'validation.passwordIncorrect' });
        }
      } else {
        const signedInAt = await store.sessionCreatedAt(db, actor.sessionId);
        if (!signedInAt || Date.now() - signedInAt.getTime() > FRESH_SIGN_IN_MS) {
          throw new AppError('FORBIDDEN', 'Please sign in again to confirm it is you, then delete the account.');
        }
      }
      const userId = actor.user.id;
      const unclaimedCents = await ledger.transaction(async (tx) => {
        // Whatever moves this wallet's money (a settlement, a refund, a payment) waits for this lock, or
        // this waits for it: what is read next is what stays until the commit.
        const walletId = await lockWallet(tx.client, userId);
        const balance = await tx.balance(walletId);
        if (balance.pendingDebitsCents > 0 || balance.pendingCreditsCents > 0 || (await store.moneyInFlight(tx.client, userId)))
          throw new AppError('CONFLICT', MONEY_IN_FLIGHT_MESSAGE, undefined, 'accountMoneyInFlight');
        if (balance.postedCents > 0)
          await tx.transfer({
            id: `account-deletion:${userId}`,
            debitAccountId: walletId,
            creditAccountId: await tx.systemAccount('unclaimed_balances'),
            amountCents: balance.postedCents,
            code: 'unclaimed_balance',
            userId,
            metadata: { reason: 'account deleted' },
          });
        await store.eraseAccount(tx.client, userId, alsoErase);
        return Math.max(balance.postedCents, 0);
      });
      people.changed(userId); // its sessions are gone: no instance-local memory of them may outlive the commit
      return { unclaimedCents };
    },
  };
}
