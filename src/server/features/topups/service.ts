import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Db } from '../../db/connect.js';
import { topupQuotes } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { InsufficientFundsError, type Ledger, type LedgerTx, type Queryable } from '../../ledger/index.js';
import type { Actor } from '../identity/index.js';
import { keyReused, requestDigest } from '../idempotency.js';
import type { LoyaltyService } from '../loyalty/index.js';
import type { PromotionService } from '../promotions/index.js';
import type { PayPalCheckout } from '../../../shared/api/paypal-checkout.js';
import type { WalletService } from '../wallet/index.js';
import { cachedOperatorLookup } from './catalogue/catalogue.js';
import { presentTopup } from './orders/present.js';
import type { TopupFees } from '../../../shared/pricing.js';
import type { Topup } from '../../../shared/api/topups.js';
import { createQuotes } from './checkout/quotes.js';
import { sentThisDayAndMonth, isVerified } from './checkout/limits.js';
import type { SendingLimits } from '../../../shared/api/admin-settings.js';
import * as store from './orders/store.js';
import { placeOrders, shareGroupPayPalFee, type Placement } from './checkout/placing.js';

export interface TopupServiceDeps {
  db: Db;
  /** Plain SQL reads (the sending totals, staff's operator lists). */
  pool: Pick<pg.Pool, 'query'>;
  ledger: Ledger;
  wallet: WalletService;
  /** The fee schedule in force, asked for every quote (runtime settings, ADR 0033). */
  fees: () => Promise<TopupFees>;
  /** Sending limits by verification state, asked for every send (ADR 0033). */
  sendingLimits: () => Promise<SendingLimits>;
  /** The loyalty level that reduces the top-up fee, read by every quote's insert (ADR 0027, ADR 0046). */
  loyalty: Pick<LoyaltyService, 'levelPositionSql'>;
  quoteValidMinutes: () => Promise<number>;
  /** Promo codes on the quote, and their use held with the send (ADR 0024). */
  promotions: Pick<PromotionService, 'applyToQuote' | 'holdUse'>;
  log: FastifyBaseLogger;
  /** Wakes the worker so a queued top-up is sent now rather than at its next tick. */
  nudge(): void;
}

export type TopupService = ReturnType<typeof createTopupService>;

export function createTopupService({
  db,
  pool,
  ledger,
  wallet,
  fees,
  sendingLimits,
  loyalty,
  quoteValidMinutes,
  promotions,
  nudge,
}: TopupServiceDeps) {
  const operators = cachedOperatorLookup(db);
  const quotes = createQuotes({ db, fees, loyalty, quoteValidMinutes, promotions, findOperator: operators.find });
  async function ownOrder(actor: Actor, id: string): Promise<store.OrderWithQuote> {
    const row = await store.findOrder(db, id, actor.user.id);
    if (!row) throw new AppError('NOT_FOUND', 'No such top-up.');
    return row;
  }
  /**
   * Where sending each failed order's payment back to PayPal stands. A payment that paid for a whole basket
   * is not sent back whole for one item: that item's refund stays in the wallet ('basket': not offered).
   */
  async function paypalRefundsOf(orders: readonly store.OrderRow[]) {
    const fundingIds = orders.flatMap((order) => (order.state === 'failed' && order.fundingId ? [order.fundingId] : []));
    const [states, shared] = await Promise.all([wallet.refundStatesOf(fundingIds), store.sharedFundings(pool, fundingIds)]);
    return (order: store.OrderRow) =>
      !order.fundingId ? null : shared.has(order.fundingId) ? ('basket' as const) : (states.get(order.fundingId) ?? null);
  }
  const present = async (actor: Actor, id: string) => {
    const { order, quote } = await ownOrder(actor, id);
    const [refunds, byCard] = await Promise.all([paypalRefundsOf([order]), order.fundingId ? wallet.paidByCard(order.fundingId) : false]);
    return { ...presentTopup(order, quote, refunds(order)), ...(byCard ? { paidByCard: true } : {}) };
  };
  /**
   * What a send answers, first time or replayed: a PayPal order still waiting for its payment gets its
   * approval page again (the same PayPal order: its request id is the payment's id), so a retry after a
   * lost answer or a crash can still pay.
   */
  const answer = async (
    actor: Actor,
    orderId: string,
    paypalCheckout?: PayPalCheckout,
  ): Promise<{ topup: Topup; approveUrl: string | null }> => {
    const { order, quote } = await ownOrder(actor, orderId);
    const approveUrl =
      order.state === 'awaiting_payment' && order.fundingId
        ? await wallet.sendToPayPal(order.fundingId, {
            returnTo: `/payment-summary?topup=${orderId}`,
            description: `Kredi top-up for ${quote.recipientNumber}`,
            ...(paypalCheckout ? { paypalCheckout } : {}),
          })
        : null;
    return { topup: await present(actor, orderId), approveUrl };
  };

  /** Places orders (placing.ts) with the sending limits in force, read first: inside a transaction only its own connection may be used. */
  async function placer() {
    const limits = await sendingLimits();
    return (tx: LedgerTx, actor: Actor, placement: Placement) =>
      placeOrders(tx, actor, placement, { limits, openFunding: wallet.openFundingIn, holdPromotionUse: promotions.holdUse });
  }

  /** Off the hot path: why a send made no order. Its key was used (replay or 409), the quote is not theirs, used, or expired. */
  async function replayedOrRefused(actor: Actor, quoteId: string, idempotencyKey: string | null, digest: string) {
    if (idempotencyKey) {
      const earlier = await store.findByIdempotencyKey(db, actor.user.id, idempotencyKey);
      if (earlier) {
        if (earlier.requestDigest !== digest) throw keyReused();
        return answer(actor, earlier.id);
      }
    }
    const [quote] = await db
      .select({ id: topupQuotes.id })
      .from(topupQuotes)
      .where(and(eq(topupQuotes.id, quoteId), eq(topupQuotes.userId, actor.user.id)))
      .limit(1);
    if (!quote) throw new AppError('NOT_FOUND', 'No such price quote.');
    const used = await store.findByQuote(db, quote.id);
    if (used) return answer(actor, used);
    // Held, unused, theirs, and still no order: the database's clock says the price is no longer held.
    throw new AppError('QUOTE_EXPIRED', 'This price is no longer held. Please review the new price.');
  }

  return {
    quote: quotes.quote,
    getQuote: quotes.getQuote,

    /**
     * Sends a quoted top-up. The same Idempotency-Key with the same body answers the first result; with
     * another body, 409. A quote is used once. From the wallet: one transaction creates the order, holds
     * the money and queues it. With PayPal: the order waits for the payment, then takes the same path.
     */
    async send(
      actor: Actor,
      quoteId: string,
      idempotencyKey: string | null,
      paypalCheckout?: PayPalCheckout,
      /** The token of a request for credit it answers (ADR 0067), claimed in the order's transaction. */
      creditRequest?: string,
    ): Promise<{ topup: Topup; approveUrl: string | null }> {
      const digest = requestDigest(creditRequest ? { quoteId, creditRequest } : { quoteId });
      const place = await placer();
      let sent: store.OrderWithQuote | null;
      try {
        // The order, and its hold (wallet) or its payment (PayPal), in one commit: a crash leaves both or neither.
        sent = await ledger.transaction(
          async (tx) =>
            (
              await place(tx, actor, {
                quoteIds: [quoteId],
                group: null,
                key: { idempotencyKey, requestDigest: digest },
                creditRequest,
              })
            )?.placed[0] ?? null,
        );
      } catch (error) {
        if (error instanceof InsufficientFundsError)
          throw new AppError('INSUFFICIENT_FUNDS', 'Insufficient wallet balance. Please add funds or use PayPal.');
        throw error;
      }
      if (!sent) return replayedOrRefused(actor, quoteId, idempotencyKey, digest);
      if (sent.quote.paymentMethod === 'paypal') return answer(actor, sent.order.id, paypalCheckout);
      nudge();
      // As its transaction left it (inserted reserved, paid and due at the transaction's time), without reading it back.
      const queued = { ...sent.order, state: 'reserved' as const, paidAt: sent.order.createdAt, nextAttemptAt: sent.order.createdAt };
      return { topup: presentTopup(queued, sent.quote), approveUrl: null };
    },

    /** Back from PayPal: take the payment; the order moves on with it (payment.ts), as from a webhook or the reconciler. */
    async paypalReturn(actor: Actor, id: string, cancelled: boolean): Promise<Topup> {
      const { order } = await ownOrder(actor, id);
      if (order.state !== 'awaiting_payment' || !order.fundingId) return present(actor, id);
      if (cancelled) await wallet.cancel(actor, order.fundingId);
      else await wallet.capture(actor, order.fundingId);
      nudge();
      return present(actor, id);
    },

    /** A failed top-up paid with PayPal: everything paid goes back to PayPal instead of staying in the wallet. */
    async refundToPayPal(actor: Actor, id: string): Promise<Topup> {
      const { order } = await ownOrder(actor, id);
      if (order.state !== 'failed' || !order.fundingId || !order.paidAt) {
        throw new AppError(
          'CONFLICT',
          'Only a failed top-up paid with PayPal can be sent back to PayPal.',
          undefined,
          'paypalRefundNotEligible',
        );
      }
      if ((await store.sharedFundings(pool, [order.fundingId])).size > 0)
        throw new AppError(
          'CONFLICT',
          'This top-up was paid in one PayPal payment with a whole basket; its refund stays in your wallet.',
          undefined,
          'paypalRefundBasket',
        );
      await wallet.refundToPayPal(order.fundingId);
      return present(actor, id);
    },

    /** Places a group's top-ups (a basket, a family plan's run), paid together, in the caller's transaction (placing.ts). */
    async groupPlacer() {
      const place = await placer();
      return async (tx: LedgerTx, actor: Actor, group: { quoteIds: readonly string[]; paymentMethod: 'wallet' | 'paypal' }) => {
        const { placed, fundingId } = (await place(tx, actor, {
          quoteIds: group.quoteIds,
          group: { paymentMethod: group.paymentMethod },
        }))!;
        return { orderIds: placed.map(({ order }) => order.id), fundingId };
      };
    },
    /** A basket to be paid with ONE PayPal payment: PayPal's fee once on its quotes' sum, shared (placing.ts). */
    sharePayPalFee: async (actor: Actor, quoteIds: readonly string[]) => shareGroupPayPalFee(pool, actor.user.id, quoteIds, await fees()),
    /** Wakes the worker after a caller's transaction queued top-ups. */
    nudge,

    get: present,

    /** For support: one of the person's own top-ups, or null (unknown, or someone else's). */
    async ofUser(userId: string, id: string) {
      const row = await store.findOrder(db, id, userId);
      return row ? presentTopup(row.order, row.quote, null) : null;
    },

    /** The person's sending limits (by their verification state) and what they sent this day and month of theirs. */
    async limitsOf(actor: Actor) {
      const [limits, sent] = await Promise.all([sendingLimits(), sentThisDayAndMonth(pool, actor.user.id)]);
      return { verified: isVerified(actor.user), limits, sentTodayCents: sent.dayCents, sentThisMonthCents: sent.monthCents };
    },

    /** For staff: operators by name or country, with their switch (ADR 0033). */
    searchOperators: (search: string | undefined, limit: number) => store.searchOperators(pool, search, limit),
    operator: (id: number) => store.adminOperator(pool, id),

    /**
     * Switches an operator on or off in the caller's transaction (audited there); the quote path's copy of
     * it is forgotten now. The caller empties the catalogue cache after the commit.
     */
    async setOperatorEnabled(client: Queryable, id: number, enabled: boolean) {
      const changed = await store.setOperatorEnabled(client, id, enabled);
      operators.forget(id);
      return changed;
    },

    /** For an admin: top-ups the aggregator never confirmed (refunded after 24 h, or unknown after an hour). */
    async unconfirmed(limit = 200) {
      return (await store.listUnconfirmed(db, limit)).map(({ order, quote }) => ({
        id: order.id,
        userId: order.userId,
        recipientNumber: quote.recipientNumber,
        operatorName: quote.operatorName,
        amountCents: quote.amountCents,
        state: order.state,
        failureCode: order.failureCode,
        createdAt: order.createdAt.toISOString(),
      }));
    },

    async list(actor: Actor, limit = 200) {
      const rows = await store.listOrders(db, actor.user.id, limit);
      const refundOf = await paypalRefundsOf(rows.map(({ order }) => order));
      return rows.map(({ order, quote }) => presentTopup(order, quote, refundOf(order)));
    },
  };
}

/** The worker's queue for the metrics (ADR 0060): top-ups due to be sent or looked up. */
export async function queueStats(pool: Pick<pg.Pool, 'query'>): Promise<{ queue: string; depth: number; oldestDueSeconds: number }[]> {
  return [{ queue: 'topups', ...(await store.dueStats(pool)) }];
}
