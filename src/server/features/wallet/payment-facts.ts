import type { Queryable } from '../../ledger/index.js';

/**
 * What other features ask about a person's PayPal payments (ADR 0072: the wallet owns `funding_orders`). Each
 * takes the caller's client, so a question asked inside the caller's transaction is answered there.
 */

/** A PayPal payment of the person's not final (adding funds, or paying a top-up or a basket), or being sent back to PayPal (ADR 0062). */
export async function hasPaymentInFlight(client: Queryable, userId: string): Promise<boolean> {
  const { rows } = await client.query<{ found: boolean }>(
    `select exists (select 1 from funding_orders where user_id = $1
                     and (status in ('created', 'approved', 'pending') or refund_state = 'requested')) as found`,
    [userId],
  );
  return rows[0]?.found ?? false;
}

/** The PayPal payer ids the person has paid with. */
export async function paypalPayersOf(client: Queryable, userId: string): Promise<string[]> {
  const { rows } = await client.query<{ payers: string[] }>(
    `select array(select distinct f.paypal_payer_id from funding_orders f where f.user_id = $1 and f.paypal_payer_id is not null) as payers`,
    [userId],
  );
  return rows[0]?.payers ?? [];
}
