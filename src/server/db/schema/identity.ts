/** Accounts and sign-in: better-auth's tables (model and field names as its Drizzle adapter expects) and the product's own user columns, settings and login history. */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phoneNumber: text('phone_number'),
    phoneNumberVerified: boolean('phone_number_verified').notNull().default(false),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    language: text('language').notNull().default('en'),
    /** The person's IANA time zone (ADR 0065): their days for automatic top-ups and sending limits; null = UTC. */
    timeZone: text('time_zone'),
    isAdmin: boolean('is_admin').notNull().default(false),
    /** The balance of the person's loyalty_points_entries (ADR 0027): what they may redeem. */
    loyaltyPoints: integer('loyalty_points').notNull().default(0),
    /** Every point ever earned (redeeming does not lower it): the loyalty level goes by it. */
    lifetimeLoyaltyPoints: integer('lifetime_loyalty_points').notNull().default(0),
    referralCode: text('referral_code').unique(),
    /** Set when the person deleted the account: personal data is gone, the row stays for money records. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Set by staff (docs/product-rules.md#blocking): the person cannot sign in or send until unblocked; the reason says why. */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    blockedReason: text('blocked_reason'),
    ...timestamps,
  },
  (t) => [
    index('users_email_prefix_idx').using('btree', sql`${t.email} text_pattern_ops`),
    check('users_loyalty_points_check', sql`loyalty_points >= 0 and loyalty_points <= lifetime_loyalty_points`),
    // Families share phones: one number may be typed on several accounts, but verified on one only.
    uniqueIndex('users_verified_phone_number_idx')
      .on(t.phoneNumber)
      .where(sql`${t.phoneNumberVerified}`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    ...timestamps,
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    ...timestamps,
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

export const twoFactors = pgTable(
  'two_factors',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [index('two_factors_user_id_idx').on(t.userId)],
);

/** Signing keys of the short-lived ID tokens (better-auth's jwt plugin). */
export const jwks = pgTable('jwks', {
  id: text('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  alg: text('alg'),
  crv: text('crv'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
});

/** Rate-limit counters of the identity endpoints, in the database so every instance shares them. */
export const rateLimits = pgTable('rate_limits', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

/**
 * Wrong passwords per account (and per known device of an account), for the growing sign-in pauses
 * (features/identity/sign-in-throttle.ts). The key is a SHA-256 digest: emails typed by strangers are
 * never stored.
 */
export const signInThrottles = pgTable(
  'sign_in_throttles',
  {
    key: text('key').primaryKey(),
    /** Sign-in attempts counted since the last right password (each is counted as it starts). */
    failures: integer('failures').notNull(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
    /** No attempt is let through before this, not even the right password. */
    pausedUntil: timestamp('paused_until', { withTimezone: true }),
    /** When the owner was told of this run of wrong passwords: once per run. */
    alertedAt: timestamp('alerted_at', { withTimezone: true }),
  },
  (t) => [index('sign_in_throttles_last_failure_at_idx').on(t.lastFailureAt)],
);

/** What each person chose to be told about, and how. */
export const userSettings = pgTable('user_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  notifyEmail: boolean('notify_email').notNull().default(true),
  notifySms: boolean('notify_sms').notNull().default(false),
  notifyPush: boolean('notify_push').notNull().default(true),
  securityAlertEmail: boolean('security_alert_email').notNull().default(true),
  securityAlertSms: boolean('security_alert_sms').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row per successful sign-in: the login history and the new-device alerts read it. */
export const loginEvents = pgTable(
  'login_events',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: text('session_id'),
    method: text('method').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    /** Approximate place: the time zone the browser reports (e.g. America/New_York), never a GPS position. */
    place: text('place'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_events_user_id_created_at_idx').on(t.userId, t.createdAt)],
);
