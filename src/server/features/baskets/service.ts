import type { PayPalCheckout } from '../../../shared/api/paypal-checkout.js';
import { randomUUID } from 'node:crypto';
import type { Basket, BasketItemRequest, BasketSent } from '../../../shared/api/baskets.js';
import { formatMoney } from '../../../shared/money.js';
import { groupTotalCents, type TopupFees } from '../../../shared/pricing.js';
import { AppError } from '../../errors.js';
import { keyReused } from '../idempotency.js';
import { InsufficientFundsError, type Ledger, type Queryable } from '../../ledger/index.js';
import type { Actor } from '../identity/index.js';
import type { TopupService } from '../topups/index.js';
import type { WalletService } from '../wallet/index.js';
import * as store from './store.js';

export interface BasketServiceDeps {
  /** Plain reads and the quoted basket's one-statement insert. */
  pool: Queryable;
  ledger: Ledger;
  topups: Pick<TopupService, 'quote' | 'getQuote' | 'get' | 'groupPlacer' | 'sharePayPalFee' | 'nudge'>;
  /** The fee schedule in force: what the basket would cost paid the other way. */
  fees: () => Promise<TopupFees>;
  /** A basket paid with PayPal: its one payment's approval page, and its capture or cancel on return. */
  wallet: Pick<WalletService, 'sendToPayPal' | 'capture' | 'cancel'>;
}

export type BasketService = ReturnType<typeof createBasketService>;

const UNIQUE_VIOLATION = '23505';

/**
 * One payment for several top-ups (ADR 0036). Each item is priced by the top-up feature's own quote (the
 * same rules, fees and loyalty reduction as a single top-up, no promo code; with PayPal, its share of the
 * one payment's fee), and once paid each is an ordinary top-up order; this feature only keeps which orders
 * were bought together, and shows them so.
 */
export function createBasketService({ pool, ledger, topups, wallet, fees }: BasketServiceDeps) {
  async function present(actor: Actor, found: NonNullable<Awaited<ReturnType<typeof store.findBasket>>>): Promise<Basket> {
    const items = await Promise.all(
      found.items.map(async (item) => ({
        position: item.position,
        quote: await topups.getQuote(actor, item.quote_id),
        topup: item.order_id ? await topups.get(actor, item.order_id) : null,
      })),
    );
    const method = found.basket.payment_method;
    // Each item's charge before its payment's fee: what either way of paying starts from.
    const charges = items.map(({ quote }) => quote.totalCents - quote.paypalFeeCents - quote.walletFeeCents);
    return {
      id: found.basket.id,
      state: found.basket.state,
      paymentMethod: method,
      totalCents: items.reduce((sum, item) => sum + item.quote.totalCents, 0),
      paypalFeeCents: items.reduce((sum, item) => sum + item.quote.paypalFeeCents, 0),
      otherMethodTotalCents: groupTotalCents(charges, method === 'paypal' ? 'wallet' : 'paypal', await fees()),
      expiresAt: items.map((item) => item.quote.expiresAt).sort()[0]!,
      createdAt: found.basket.created_at.toISOString(),
      sentAt: found.basket.sent_at?.toISOString() ?? null,
      items,
    };
  }

  async function get(actor: Actor, id: string): Promise<Basket> {
    const found = await store.findBasket(pool, id, actor.user.id);
    if (!found) throw new AppError('NOT_FOUND', 'No such basket.');
    return present(actor, found);
  }

  /**
   * What a send answers, first time or replayed: a basket whose PayPal payment still waits for the payer gets
   * its approval page again (the same PayPal order: its request id is the payment's id), as a single send does.
   */
  async function answer(actor: Actor, id: string, paypalCheckout?: PayPalCheckout): Promise<BasketSent> {
    const basket = await get(actor, id);
    const payment = basket.paymentMethod === 'paypal' ? await store.paymentOf(pool, id) : null;
    const approveUrl = payment?.waiting
      ? await wallet.sendToPayPal(payment.fundingId, {
          returnTo: `/basket?id=${id}`,
          description: `Kredi top-ups for ${basket.items.length} people`,
          ...(paypalCheckout ? { paypalCheckout } : {}),
        })
      : null;
    return { ...(approveUrl ? await get(actor, id) : basket), approveUrl };
  }

  return {
    get,

    /**
     * Prices every item as its own held quote, then keeps them together as one basket. A refused item is
     * named by its place (`items.<n>.<field>`), so the form can point at the right row; nothing is kept.
     */
    async quote(actor: Actor, request: { items: BasketItemRequest[]; paymentMethod: 'wallet' | 'paypal' }): Promise<Basket> {
      const quoteIds: string[] = [];
      for (const [index, item] of request.items.entries()) {
        try {
          quoteIds.push((await topups.quote(actor, { ...item, paymentMethod: request.paymentMethod })).id);
        } catch (error) {
          if (!(error instanceof AppError) || !error.fields) throw error;
          const fields = Object.fromEntries(Object.entries(error.fields).map(([field, code]) => [`items.${index}.${field}`, code]));
          throw new AppError(error.code, `Recipient ${index + 1}: ${error.message}`, fields);
        }
      }
      // One PayPal payment, one PayPal fee: on the basket's total, each item's quote carrying its share.
      if (request.paymentMethod === 'paypal') await topups.sharePayPalFee(actor, quoteIds);
      const id = randomUUID();
      await store.insertBasket(pool, { id, userId: actor.user.id, paymentMethod: request.paymentMethod, quoteIds });
      return get(actor, id);
    },

    /**
     * Pays a quoted basket: from the wallet, every item's order and hold in ONE transaction, or none; with
     * PayPal, every item's order and their one payment in one transaction, then PayPal's approval page (the
     * orders move on when the payment is decided, payment.ts). Sending it again (a retry, a double press, the
     * same Idempotency-Key) answers the basket as it is and charges nothing more; the basket's row lock
     * makes a twin request wait and then find it sent.
     */
    async send(actor: Actor, id: string, idempotencyKey: string | null, paypalCheckout?: PayPalCheckout): Promise<BasketSent> {
      const userId = actor.user.id;
      if (idempotencyKey) {
        const earlier = await store.basketOfKey(pool, userId, idempotencyKey);
        if (earlier && earlier !== id) throw keyReused();
      }
      const place = await topups.groupPlacer();
      /** Wallet-paid items are queued now; PayPal-paid ones when their payment is decided. */
      let placed: boolean;
      try {
        placed = await ledger.transaction(async (tx) => {
          const found = await store.lockBasket(tx.client, id, userId);
          if (!found) throw new AppError('NOT_FOUND', 'No such basket.');
          if (found.basket.state === 'sent') return false;
          const { orderIds } = await place(tx, actor, {
            quoteIds: found.items.map((item) => item.quote_id),
            paymentMethod: found.basket.payment_method,
          });
          await store.markSent(tx.client, id, idempotencyKey, orderIds);
          return found.basket.payment_method === 'wallet';
        });
      } catch (error) {
        if (error instanceof InsufficientFundsError) {
          const total = (await get(actor, id)).totalCents;
          throw new AppError(
            'INSUFFICIENT_FUNDS',
            `Your wallet does not cover this basket's total of ${formatMoney(total, 'en-US')}. Nothing was charged: add funds or take someone out of the basket.`,
          );
        }
        if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw keyReused();
        throw error;
      }
      if (placed) topups.nudge();
      return answer(actor, id, paypalCheckout);
    },

    /**
     * Back from PayPal's approval page: take the basket's one payment (or close it, cancelled); every item
     * moves on with it in the payment's transaction, as from a webhook or the reconciler (payment.ts).
     */
    async paypalReturn(actor: Actor, id: string, cancelled: boolean): Promise<Basket> {
      await get(actor, id); // someone else's basket: 404
      const payment = await store.paymentOf(pool, id);
      if (!payment?.waiting) return get(actor, id);
      if (cancelled) await wallet.cancel(actor, payment.fundingId);
      else await wallet.capture(actor, payment.fundingId);
      topups.nudge();
      return get(actor, id);
    },
  };
}
