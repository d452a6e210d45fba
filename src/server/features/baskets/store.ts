import type { Queryable } from '../../ledger/index.js';
import { paymentAmong } from '../topups/index.js';

/** The one module that writes `baskets` and `basket_items` (ADR 0036). */

export interface BasketRow {
  id: string;
  user_id: string;
  state: 'quoted' | 'sent';
  payment_method: 'wallet' | 'paypal';
  created_at: Date;
  sent_at: Date | null;
}
export interface BasketItemRow {
  position: number;
  quote_id: string;
  order_id: string | null;
}

/** A quoted basket and its items (each item's price already held by its own quote), in one statement. */
export async function insertBasket(
  db: Queryable,
  basket: { id: string; userId: string; paymentMethod: 'wallet' | 'paypal'; quoteIds: readonly string[] },
) {
  await db.query(
    `with b as (insert into baskets (id, user_id, state, payment_method) values ($1, $2, 'quoted', $4) returning id)
     insert into basket_items (basket_id, position, quote_id)
     select b.id, q.position::int, q.quote_id from b cross join unnest($3::text[]) with ordinality as q(quote_id, position)`,
    [basket.id, basket.userId, basket.quoteIds, basket.paymentMethod],
  );
}

/** In the send's transaction: the person's own basket, locked to the commit (a twin send waits here), or null. */
export async function lockBasket(tx: Queryable, id: string, userId: string) {
  const { rows } = await tx.query<BasketRow>(`select * from baskets where id = $1 and user_id = $2 for update`, [id, userId]);
  if (!rows[0]) return null;
  const items = await tx.query<BasketItemRow>(
    `select position, quote_id, order_id from basket_items where basket_id = $1 order by position`,
    [id],
  );
  return { basket: rows[0], items: items.rows };
}

/** Sent: each item gets its order (ids in the items' order) and the basket its key, with the holds. */
export async function markSent(tx: Queryable, id: string, idempotencyKey: string | null, orderIds: readonly string[]) {
  await tx.query(`update baskets set state = 'sent', sent_at = now(), idempotency_key = $2 where id = $1 and state = 'quoted'`, [
    id,
    idempotencyKey,
  ]);
  await tx.query(
    `update basket_items i set order_id = o.order_id
       from unnest($2::text[]) with ordinality as o(order_id, position)
      where i.basket_id = $1 and i.position = o.position`,
    [id, orderIds],
  );
}

/** The person's own basket with its items, or null (unknown, or someone else's). */
export async function findBasket(db: Queryable, id: string, userId: string) {
  const { rows } = await db.query<BasketRow>(`select * from baskets where id = $1 and user_id = $2`, [id, userId]);
  if (!rows[0]) return null;
  const items = await db.query<BasketItemRow>(
    `select position, quote_id, order_id from basket_items where basket_id = $1 order by position`,
    [id],
  );
  return { basket: rows[0], items: items.rows };
}

/** Which of the person's baskets was sent with this Idempotency-Key, if any. */
export async function basketOfKey(db: Queryable, userId: string, idempotencyKey: string): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(`select id from baskets where user_id = $1 and idempotency_key = $2`, [
    userId,
    idempotencyKey,
  ]);
  return rows[0]?.id ?? null;
}

/** The one PayPal payment of a sent basket, and whether any item still waits for it (null: paid from the wallet). */
export async function paymentOf(db: Queryable, id: string): Promise<{ fundingId: string; waiting: boolean } | null> {
  const { rows } = await db.query<{ order_id: string }>(`select order_id from basket_items where basket_id = $1 and order_id is not null`, [
    id,
  ]);
  return rows.length === 0
    ? null
    : paymentAmong(
        db,
        rows.map((row) => row.order_id),
      );
}
