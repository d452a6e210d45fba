import { and, eq } from 'drizzle-orm';
import type { TopupPin } from '../../../../shared/api/products.js';
import type { Db } from '../../../db/connect.js';
import { topupPins } from '../../../db/schema.js';
import type { Queryable } from '../../../ledger/index.js';
import type { DeliveredPin } from './provider-port.js';

/**
 * A PIN product's voucher (ADR 0035). Kept once, in the transaction that settles the delivery (a second
 * settlement of the same order finds it settled and never gets here; `on conflict` guards a replay anyway),
 * and read back only for the order's owner: anyone else, like an order without a PIN, gets nothing.
 */
export async function keepPin(tx: Queryable, { orderId, userId, pin }: { orderId: string; userId: string; pin: DeliveredPin }) {
  await tx.query(
    `insert into topup_pins (topup_id, user_id, code, serial, instructions, ivr, validity)
     values ($1, $2, $3, $4, $5::jsonb, $6, $7) on conflict (topup_id) do nothing`,
    [orderId, userId, pin.code, pin.serial, JSON.stringify(pin.instructions), pin.ivr, pin.validity],
  );
}

export async function pinOf(db: Db, userId: string, topupId: string): Promise<TopupPin | null> {
  const [row] = await db
    .select()
    .from(topupPins)
    .where(and(eq(topupPins.topupId, topupId), eq(topupPins.userId, userId)))
    .limit(1);
  if (!row) return null;
  return {
    topupId: row.topupId,
    code: row.code,
    serial: row.serial,
    instructions: row.instructions,
    ivr: row.ivr,
    validity: row.validity,
    deliveredAt: row.createdAt.toISOString(),
  };
}
