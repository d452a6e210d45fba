/** "Ask for credit" (ADR 0067): requests made without an account, answered once by the top-up that pays them. */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Language } from '../../../shared/i18n/languages.js';
import { topupOrders } from './topups.js';

/**
 * One row per request. The link's token is never stored, only its SHA-256 (token_hash); the client address
 * only as a keyed hash, to count requests per address. answered_order_id is the order paying it (one order
 * per request, one request per order); a failed or cancelled order gives the request back (null again).
 */
export const creditRequests = pgTable(
  'credit_requests',
  {
    id: text('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    countryIso: text('country_iso').notNull(),
    phoneE164: text('phone_e164').notNull(),
    operatorId: integer('operator_id'),
    /** The operator's name when asked, kept with it: the catalogue is the top-ups feature's. */
    operatorName: text('operator_name'),
    amountCents: bigint('amount_cents', { mode: 'number' }),
    name: text('name').notNull(),
    message: text('message').notNull().default(''),
    language: text('language').$type<Language>().notNull(),
    addressHash: text('address_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    answeredOrderId: text('answered_order_id')
      .unique()
      .references(() => topupOrders.id),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('credit_requests_phone_created_idx').on(t.phoneE164, t.createdAt),
    index('credit_requests_address_created_idx').on(t.addressHash, t.createdAt),
    check('credit_requests_answered_check', sql`(answered_order_id is null) = (answered_at is null)`),
    check('credit_requests_delivered_check', sql`delivered_at is null or answered_order_id is not null`),
    check('credit_requests_amount_check', sql`amount_cents is null or amount_cents > 0`),
    check('credit_requests_language_check', sql`language in ('en', 'fr', 'es', 'pt', 'ht')`),
  ],
);
