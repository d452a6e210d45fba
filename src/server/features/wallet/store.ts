import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.js';
import type { Queryable } from '../../ledger/index.js';
import { fundingOrders, paypalWebhookEvents } from '../../db/schema.js';

export type FundingRow = typeof fundingOrders.$inferSelect;

export async function insertFunding(db: Db, row: typeof fundingOrders.$inferInsert): Promise<FundingRow> {
  const [created] = await db.insert(fundingOrders).values(row).returning();
  return created!;
}

export async function setPayPalOrder(db: Db, id: string, paypalOrderId: string): Promise<void> {
  await db.update(fundingOrders).set({ paypalOrderId, updatedAt: new Date() }).where(eq(fundingOrders.id, id));
}

/** How the payer pays on PayPal's page (ADR 0069), chosen until PayPal has the order. */
export async function setPayPalCheckout(db: Db, id: string, paypalCheckout: FundingRow['paypalCheckout']): Promise<FundingRow> {
  const [row] = await db.update(fundingOrders).set({ paypalCheckout, updatedAt: new Date() }).where(eq(fundingOrders.id, id)).returning();
  return row!;
}

/** A funding order as its owner sees it: another person's id answers null (then 404). */
/** Who paid, as PayPal names the account: the referral programme compares it between people (ADR 0026). */
export async function setPayPalPayer(db: Db, id: string, payerId: string): Promise<void> {
  await db.update(fundingOrders).set({ paypalPayerId: payerId }).where(eq(fundingOrders.id, id));
}

export async function findOwnFunding(db: Db, userId: string, id: string): Promise<FundingRow | null> {
  const [row] = await db
    .select()
    .from(fundingOrders)
    .where(and(eq(fundingOrders.id, id), eq(fundingOrders.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function findFunding(db: Db, id: string): Promise<FundingRow | null> {
  const [row] = await db.select().from(fundingOrders).where(eq(fundingOrders.id, id)).limit(1);
  return row ?? null;
}

/** How long the reconciler waits before its next look at the same unsettled payment: 1, 2, 4, 8, then 10 minutes. */
const RECHECK_CAP_SECONDS = 600;

/**
 * Claims the unsettled payments due for a look, the longest-waiting first, and pushes each one's next look
 * back before anything is asked of PayPal: a row whose look fails or hangs goes to the back of the queue,
 * so it can never hold the head, and reconcilers running side by side skip each other's rows.
 */
export async function claimDueFundings(db: Db, now: Date, limit: number): Promise<FundingRow[]> {
  const result = await db.execute<{ id: string }>(sql`
    with due as (
      select id from funding_orders
       where (status in ('created', 'approved', 'pending') or refund_state = 'requested') and next_check_at <= ${now}
       order by next_check_at limit ${limit} for update skip locked)
    update funding_orders f
       set checks = f.checks + 1,
           next_check_at = ${now}::timestamptz + make_interval(secs => least(${RECHECK_CAP_SECONDS}, 60 * power(2, least(f.checks, 10))))
      from due where f.id = due.id
    returning f.id`);
  const ids = result.rows.map((row) => row.id);
  if (ids.length === 0) return [];
  return db.select().from(fundingOrders).where(inArray(fundingOrders.id, ids)).orderBy(fundingOrders.nextCheckAt);
}

/** Opens a payment in the caller's transaction (a top-up paid with PayPal opens it with its order). */
export async function insertFundingIn(
  tx: Queryable,
  row: { id: string; userId: string; amountCents: number; feeCents: number; totalCents: number },
): Promise<void> {
  await tx.query(
    `insert into funding_orders (id, user_id, amount_cents, fee_cents, total_cents, status) values ($1, $2, $3, $4, $5, 'created')`,
    [row.id, row.userId, row.amountCents, row.feeCents, row.totalCents],
  );
}

export async function refundStatesOf(db: Db, ids: string[]): Promise<Map<string, 'requested' | 'completed' | 'refused'>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: fundingOrders.id, refundState: fundingOrders.refundState })
    .from(fundingOrders)
    .where(inArray(fundingOrders.id, ids));
  return new Map(rows.flatMap((row) => (row.refundState ? [[row.id, row.refundState] as const] : [])));
}

/** Records a webhook event once; false when it was already recorded (a duplicate delivery). */
export async function recordWebhookEvent(db: Db, event: { id: string; eventType: string; resourceId: string | null }): Promise<boolean> {
  const inserted = await db.insert(paypalWebhookEvents).values(event).onConflictDoNothing().returning({ id: paypalWebhookEvents.id });
  return inserted.length > 0;
}

export async function webhookEventProcessed(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .select({ processedAt: paypalWebhookEvents.processedAt })
    .from(paypalWebhookEvents)
    .where(eq(paypalWebhookEvents.id, id));
  return Boolean(row?.processedAt);
}

export async function markWebhookEventProcessed(db: Db, id: string, outcome: string): Promise<void> {
  await db.update(paypalWebhookEvents).set({ processedAt: new Date(), outcome }).where(eq(paypalWebhookEvents.id, id));
}
