import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import type { FundingStatus } from '../../../shared/api/wallet.js';
import type { Db } from '../../db/connect.js';
import { fundingOrders, paypalWebhookEvents } from '../../db/schema.js';

export type FundingRow = typeof fundingOrders.$inferSelect;

export async function insertFunding(db: Db, row: typeof fundingOrders.$inferInsert): Promise<FundingRow> {
  const [created] = await db.insert(fundingOrders).values(row).returning();
  return created!;
}

export async function setStatus(db: Db, id: string, status: FundingStatus, failureReason: string | null): Promise<void> {
  await db.update(fundingOrders).set({ status, failureReason, updatedAt: new Date() }).where(eq(fundingOrders.id, id));
}

export async function setPayPalOrder(db: Db, id: string, paypalOrderId: string): Promise<void> {
  await db.update(fundingOrders).set({ paypalOrderId, updatedAt: new Date() }).where(eq(fundingOrders.id, id));
}

/** A funding order as its owner sees it: another person's id answers null (then 404). */
export async function findOwnFunding(db: Db, userId: string, id: string): Promise<FundingRow | null> {
  const [row] = await db.select().from(fundingOrders).where(and(eq(fundingOrders.id, id), eq(fundingOrders.userId, userId))).limit(1);
  return row ?? null;
}

export async function findFunding(db: Db, id: string): Promise<FundingRow | null> {
  const [row] = await db.select().from(fundingOrders).where(eq(fundingOrders.id, id)).limit(1);
  return row ?? null;
}

export async function recentFundings(db: Db, userId: string, limit: number): Promise<FundingRow[]> {
  return db.select().from(fundingOrders).where(eq(fundingOrders.userId, userId)).orderBy(desc(fundingOrders.createdAt)).limit(limit);
}

/** Orders that went to PayPal but never reached an outcome here: the reconciler looks each one up. */
export async function unsettledFundings(db: Db, olderThan: Date, limit: number): Promise<FundingRow[]> {
  return db
    .select()
    .from(fundingOrders)
    .where(and(inArray(fundingOrders.status, ['created', 'approved', 'pending'] satisfies FundingStatus[]), lt(fundingOrders.updatedAt, olderThan)))
    .orderBy(fundingOrders.updatedAt)
    .limit(limit);
}

/** Records a webhook event once; false when it was already recorded (a duplicate delivery). */
export async function recordWebhookEvent(db: Db, event: { id: string; eventType: string; resourceId: string | null }): Promise<boolean> {
  const inserted = await db.insert(paypalWebhookEvents).values(event).onConflictDoNothing().returning({ id: paypalWebhookEvents.id });
  return inserted.length > 0;
}

export async function webhookEventProcessed(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ processedAt: paypalWebhookEvents.processedAt }).from(paypalWebhookEvents).where(eq(paypalWebhookEvents.id, id));
  return Boolean(row?.processedAt);
}

export async function markWebhookEventProcessed(db: Db, id: string, outcome: string): Promise<void> {
  await db.update(paypalWebhookEvents).set({ processedAt: new Date(), outcome }).where(eq(paypalWebhookEvents.id, id));
}
