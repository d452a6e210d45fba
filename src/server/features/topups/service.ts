import { createHash, randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Quote, Topup } from '../../../shared/api/topups.js';
import { recipientE164 } from '../../../shared/phone.js';
import type { Db } from '../../db/connect.js';
import { topupOrders, topupQuotes } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { InsufficientFundsError, type Ledger } from '../../ledger/index.js';
import type { Actor } from '../identity/authenticate.js';
import type { WalletService } from '../wallet/service.js';
import { findOperator } from './catalogue.js';
import { presentTopup, type OrderRow, type QuoteRow } from './present.js';
import { localAmountOf, priceTopup, type TopupFees } from './pricing.js';
import { reserveForTopup } from './settlement.js';

export interface TopupServiceDeps {
  db: Db;
  ledger: Ledger;
  wallet: WalletService;
  fees: TopupFees;
  quoteValidMinutes: number;
  log: FastifyBaseLogger;
  /** Wakes the worker so a queued top-up is sent now rather than at its next tick. */
  nudge(): void;
}

export type TopupService = ReturnType<typeof createTopupService>;

export function createTopupService({ db, ledger, wallet, fees, quoteValidMinutes, nudge }: TopupServiceDeps) {
  async function ownOrder(actor: Actor, id: string): Promise<{ order: OrderRow; quote: QuoteRow }> {
    const [row] = await db
      .select({ order: topupOrders, quote: topupQuotes })
      .from(topupOrders)
      .innerJoin(topupQuotes, eq(topupQuotes.id, topupOrders.quoteId))
      .where(and(eq(topupOrders.id, id), eq(topupOrders.userId, actor.user.id)))
      .limit(1);
    if (!row) throw new AppError('NOT_FOUND', 'No such top-up.');
    return row;
  }
  const present = async (actor: Actor, id: string) => {
    const { order, quote } = await ownOrder(actor, id);
    return presentTopup(order, quote);
  };

  return {
    /** Prices a top-up and holds the price for a few minutes. Every rule of the number and amount is checked here. */
    async quote(actor: Actor, request: { countryIso: string; operatorId: number; recipientNumber: string; amountCents: number; paymentMethod: 'wallet' | 'paypal' }): Promise<Quote> {
      const operator = await findOperator(db, request.operatorId);
      if (!operator || !operator.active || operator.countryIso !== request.countryIso) {
        throw new AppError('VALIDATION_FAILED', 'This operator does not serve that country.', { operatorId: 'validation.operator' });
      }
      const recipient = recipientE164(request.recipientNumber, request.countryIso);
      if (!recipient) throw new AppError('VALIDATION_FAILED', 'This number is not valid for that country.', { recipientNumber: 'validation.phoneInvalidForCountry' });
      const amount = request.amountCents;
      if (operator.denominationType === 'FIXED' ? !operator.fixedAmountsCents.includes(amount) : amount < operator.minCents || amount > operator.maxCents) {
        throw new AppError('VALIDATION_FAILED', 'The operator does not offer this amount.', { amountCents: operator.denominationType === 'FIXED' ? 'validation.amountNotOffered' : 'validation.amountRange' });
      }
      const price = priceTopup(amount, request.paymentMethod, fees);
      const [row] = await db
        .insert(topupQuotes)
        .values({
          id: randomUUID(),
          userId: actor.user.id,
          countryIso: request.countryIso,
          operatorId: operator.id,
          operatorName: operator.name,
          recipientNumber: recipient,
          amountCents: amount,
          fxRate: operator.fxRate,
          localAmount: localAmountOf(amount, operator.fxRate),
          localCurrency: operator.localCurrency,
          topupFeeCents: price.topupFeeCents,
          walletFeeCents: price.walletFeeCents,
          paypalFeeCents: price.paypalFeeCents,
          totalCents: price.totalCents,
          paymentMethod: request.paymentMethod,
          expiresAt: new Date(Date.now() + quoteValidMinutes * 60_000),
        })
        .returning();
      return presentQuote(row!);
    },

    /**
     * Sends a quoted top-up. The same Idempotency-Key with the same body answers the first result; with
     * another body, 409. A quote is used once. From the wallet: one transaction creates the order, holds
     * the money and queues it. With PayPal: the order waits for the payment, then takes the same path.
     */
    async send(actor: Actor, quoteId: string, idempotencyKey: string | null): Promise<{ topup: Topup; approveUrl: string | null }> {
      const digest = createHash('sha256').update(JSON.stringify({ quoteId })).digest('hex');
      if (idempotencyKey) {
        const [earlier] = await db.select().from(topupOrders).where(and(eq(topupOrders.userId, actor.user.id), eq(topupOrders.idempotencyKey, idempotencyKey))).limit(1);
        if (earlier) {
          if (earlier.requestDigest !== digest) throw new AppError('CONFLICT', 'This Idempotency-Key was already used for a different request.');
          return { topup: await present(actor, earlier.id), approveUrl: null };
        }
      }
      const [quote] = await db.select().from(topupQuotes).where(and(eq(topupQuotes.id, quoteId), eq(topupQuotes.userId, actor.user.id))).limit(1);
      if (!quote) throw new AppError('NOT_FOUND', 'No such price quote.');
      const [used] = await db.select({ id: topupOrders.id }).from(topupOrders).where(eq(topupOrders.quoteId, quote.id)).limit(1);
      if (used) return { topup: await present(actor, used.id), approveUrl: null };
      if (quote.expiresAt.getTime() < Date.now()) throw new AppError('QUOTE_EXPIRED', 'This price is no longer held. Please review the new price.');

      const orderId = randomUUID();
      const walletChargeCents = quote.totalCents - quote.paypalFeeCents;
      try {
        await ledger.transaction(async (tx) => {
          await tx.client.query(
            `insert into topup_orders (id, user_id, quote_id, idempotency_key, request_digest, state) values ($1, $2, $3, $4, $5, 'awaiting_payment')`,
            [orderId, actor.user.id, quote.id, idempotencyKey, digest],
          );
          if (quote.paymentMethod === 'wallet') await reserveForTopup(tx, { id: orderId, userId: actor.user.id, walletChargeCents });
        });
      } catch (error) {
        if (error instanceof InsufficientFundsError) throw new AppError('INSUFFICIENT_FUNDS', 'Insufficient wallet balance. Please add funds or use PayPal.');
        if ((error as { code?: string }).code === '23505') return this.send(actor, quoteId, idempotencyKey); // a twin request won the race
        throw error;
      }
      if (quote.paymentMethod === 'wallet') {
        nudge();
        return { topup: await present(actor, orderId), approveUrl: null };
      }
      const { funding, approveUrl } = await wallet.startFunding(actor, walletChargeCents, {
        returnTo: `/payment-summary?topup=${orderId}`,
        description: `Kredi top-up for ${quote.recipientNumber}`,
      });
      await db.update(topupOrders).set({ fundingId: funding.id, updatedAt: new Date() }).where(eq(topupOrders.id, orderId));
      return { topup: await present(actor, orderId), approveUrl };
    },

    /** Back from PayPal: take the payment; once the wallet holds it, the top-up goes out as from the wallet. */
    async paypalReturn(actor: Actor, id: string, cancelled: boolean): Promise<Topup> {
      const { order } = await ownOrder(actor, id);
      if (order.state !== 'awaiting_payment' || !order.fundingId) return present(actor, id);
      const funding = cancelled ? await wallet.cancel(actor, order.fundingId) : await wallet.capture(actor, order.fundingId);
      await advanceAfterPayment(db, ledger, id, funding.status);
      nudge();
      return present(actor, id);
    },

    get: present,

    async list(actor: Actor, limit = 200) {
      const rows = await db
        .select({ order: topupOrders, quote: topupQuotes })
        .from(topupOrders)
        .innerJoin(topupQuotes, eq(topupQuotes.id, topupOrders.quoteId))
        .where(eq(topupOrders.userId, actor.user.id))
        .orderBy(desc(topupOrders.createdAt))
        .limit(limit);
      return rows.map(({ order, quote }) => presentTopup(order, quote));
    },
  };
}

/**
 * A PayPal-paid order moves on once its payment settles: completed → the wallet (credited by the capture)
 * holds the charge and the order is queued; declined or cancelled → the order is cancelled, nothing taken.
 */
export async function advanceAfterPayment(db: Db, ledger: Ledger, orderId: string, fundingStatus: string): Promise<void> {
  if (fundingStatus === 'completed') {
    await ledger.transaction(async (tx) => {
      const { rows } = await tx.client.query<{ user_id: string; state: string; charge: string }>(
        `select o.user_id, o.state, (q.total_cents - q.paypal_fee_cents) as charge from topup_orders o join topup_quotes q on q.id = o.quote_id where o.id = $1 for update of o`,
        [orderId],
      );
      if (rows[0]?.state !== 'awaiting_payment') return;
      await reserveForTopup(tx, { id: orderId, userId: rows[0].user_id, walletChargeCents: Number(rows[0].charge) });
    });
  } else if (['declined', 'cancelled', 'failed', 'refunded', 'reversed'].includes(fundingStatus)) {
    await db
      .update(topupOrders)
      .set({ state: 'cancelled', failureCode: `PAYMENT_${fundingStatus.toUpperCase()}`, updatedAt: new Date() })
      .where(and(eq(topupOrders.id, orderId), eq(topupOrders.state, 'awaiting_payment')));
  }
}

function presentQuote(row: QuoteRow): Quote {
  return {
    id: row.id,
    countryIso: row.countryIso,
    operatorId: row.operatorId,
    operatorName: row.operatorName,
    recipientNumber: row.recipientNumber,
    amountCents: row.amountCents,
    fxRate: row.fxRate,
    localAmount: row.localAmount,
    localCurrency: row.localCurrency,
    topupFeeCents: row.topupFeeCents,
    walletFeeCents: row.walletFeeCents,
    paypalFeeCents: row.paypalFeeCents,
    totalCents: row.totalCents,
    paymentMethod: row.paymentMethod,
    expiresAt: row.expiresAt.toISOString(),
  };
}
