import type { Queryable } from '../../../ledger/index.js';
import type { TopupQuoteRow } from '../orders/order-row.js';

/** The quotes of a group paid together (a basket, ADR 0036): what one PayPal payment of them shares. */

/** Each of the person's own unused PayPal quotes' charge before PayPal's fee, in the order asked. */
export async function paypalChargesOf(db: Queryable, userId: string, quoteIds: readonly string[]): Promise<number[]> {
  const { rows } = await db.query<Pick<TopupQuoteRow, 'id' | 'wallet_charge_cents'>>(
    `select id, wallet_charge_cents from topup_quotes
      where id = any($1::text[]) and user_id = $2 and payment_method = 'paypal' and not paypal_fee_shared`,
    [quoteIds, userId],
  );
  const charges = new Map(rows.map((row) => [row.id, row.wallet_charge_cents]));
  if (charges.size !== quoteIds.length) throw new Error('A group quote is missing, not a PayPal quote, or already shared');
  return quoteIds.map((id) => charges.get(id)!);
}

/**
 * Each quote's share of the one payment's PayPal fee (the same order as `quoteIds`), its total with it, and
 * the mark that it is sent only with its group: alone, it would pay a share of a fee PayPal charges whole.
 */
export async function sharePayPalFee(db: Queryable, userId: string, quoteIds: readonly string[], sharesCents: readonly number[]) {
  const { rowCount } = await db.query(
    `update topup_quotes q set paypal_fee_cents = s.fee, total_cents = q.wallet_charge_cents + s.fee, paypal_fee_shared = true
       from unnest($1::text[], $2::bigint[]) as s(id, fee)
      where q.id = s.id and q.user_id = $3 and q.payment_method = 'paypal' and not q.paypal_fee_shared`,
    [quoteIds, sharesCents, userId],
  );
  if (rowCount !== quoteIds.length) throw new Error('A group quote changed while its PayPal fee was shared');
}
