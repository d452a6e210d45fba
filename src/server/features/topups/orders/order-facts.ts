import type { Queryable } from '../../../ledger/index.js';

/**
 * What other features ask about a person's or a basket's top-up orders (ADR 0072: topups owns `topup_orders`).
 * Each takes the caller's client, so a question asked inside the caller's transaction is answered there.
 */

/** A top-up of the person's sent and not final (reserved, or its outcome unknown): money on its way (ADR 0062). */
export async function hasTopupInFlight(client: Queryable, userId: string): Promise<boolean> {
  const { rows } = await client.query<{ found: boolean }>(
    `select exists (select 1 from topup_orders where user_id = $1 and state in ('reserved', 'unknown')) as found`,
    [userId],
  );
  return rows[0]?.found ?? false;
}

/** Whether the person has a top-up that did not fail and was not cancelled, `exceptOrderId` aside. */
export async function hasToppedUp(client: Queryable, userId: string, exceptOrderId: string | null = null): Promise<boolean> {
  const { rows } = await client.query<{ topped_up: boolean }>(
    exceptOrderId === null
      ? `select exists (select 1 from topup_orders where user_id = $1 and state not in ('failed', 'cancelled')) as topped_up`
      : `select exists (select 1 from topup_orders where user_id = $1 and id <> $2 and state not in ('failed', 'cancelled')) as topped_up`,
    exceptOrderId === null ? [userId] : [userId, exceptOrderId],
  );
  return rows[0]?.topped_up ?? false;
}

/** The one PayPal payment among some orders (a basket's), and whether any of them still waits for it; null when none has one. */
export async function paymentAmong(
  client: Queryable,
  orderIds: readonly string[],
): Promise<{ fundingId: string; waiting: boolean } | null> {
  const { rows } = await client.query<{ funding_id: string; waiting: boolean }>(
    `select o.funding_id, bool_or(o.state = 'awaiting_payment') as waiting
       from topup_orders o where o.id = any($1::text[]) and o.funding_id is not null group by o.funding_id`,
    [orderIds],
  );
  return rows[0] ? { fundingId: rows[0].funding_id, waiting: rows[0].waiting } : null;
}
