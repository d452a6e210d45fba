import { randomUUID } from 'node:crypto';
import type { NewPromotion } from '../../../src/server/features/promotions/store';
import { insertMissing } from '../../../src/server/features/promotions/store';
import type { TestApp } from '../test-app';

const HOUR = 3_600_000;

const texts = (what: string) => ({
  titles: { en: `${what} (en)`, fr: `${what} (fr)`, es: `${what} (es)`, pt: `${what} (pt)`, ht: `${what} (ht)` },
  descriptions: {
    en: `About ${what} (en)`,
    fr: `About ${what} (fr)`,
    es: `About ${what} (es)`,
    pt: `About ${what} (pt)`,
    ht: `About ${what} (ht)`,
  },
});

/** A promotion with a fresh code (10 % up to $3 from $10, no per-person limit unless given), stored now. */
export async function addPromotion(t: TestApp, patch: Partial<NewPromotion> = {}): Promise<NewPromotion & { code: string }> {
  const id = patch.id ?? `test-${randomUUID()}`;
  const row = {
    id,
    code: `T${randomUUID().slice(0, 8).toUpperCase()}`,
    type: 'percentage' as const,
    value: 1000,
    minAmountCents: 1000,
    maxDiscountCents: 300,
    startsAt: new Date(Date.now() - HOUR),
    validUntil: new Date(Date.now() + 24 * HOUR),
    ...texts(id),
    ...patch,
  };
  await insertMissing(t.database.db, [row]);
  return row as NewPromotion & { code: string };
}

export const redemptionsOf = async (t: TestApp, promotionId: string) =>
  (
    await t.database.pool.query<{ state: string; discount_cents: number; topup_order_id: string }>(
      `select state, discount_cents, topup_order_id from promotion_redemptions where promotion_id = $1 order by created_at`,
      [promotionId],
    )
  ).rows;

export const countersOf = async (t: TestApp, promotionId: string) =>
  (
    await t.database.pool.query<{ uses_count: number; spent_cents: number }>(
      `select uses_count, spent_cents from promotions where id = $1`,
      [promotionId],
    )
  ).rows[0]!;

/** What one top-up left in the clearing account: its posted movements in, less those out (zero once settled). */
export async function clearingNetOf(t: TestApp, orderId: string): Promise<number> {
  const { rows } = await t.database.pool.query<{ net: string }>(
    `select coalesce(sum(case when credit_account_id = 'system:topup_clearing' then amount_cents else -amount_cents end), 0) as net
       from ledger_transfers
      where id like $1 and kind in ('posted', 'post_pending')
        and 'system:topup_clearing' in (credit_account_id, debit_account_id)`,
    [`topup:${orderId}:%`],
  );
  return Number(rows[0]!.net);
}

export const transferOf = async (t: TestApp, id: string) =>
  (
    await t.database.pool.query<{ debit_account_id: string; credit_account_id: string; amount_cents: number; code: string }>(
      `select debit_account_id, credit_account_id, amount_cents, code from ledger_transfers where id = $1`,
      [id],
    )
  ).rows[0] ?? null;
