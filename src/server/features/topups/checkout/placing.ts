import { randomUUID } from 'node:crypto';
import type { SendingLimits } from '../../../../shared/api/admin-settings.js';
import { groupPayPalFee, LEAST_CHARGE_CENTS, type TopupFees } from '../../../../shared/pricing.js';
import { AppError } from '../../../errors.js';
import type { LedgerTx, Queryable } from '../../../ledger/index.js';
import { claimCreditRequest } from '../../credit-requests/index.js';
import type { Actor } from '../../identity/index.js';
import type { PromotionService } from '../../promotions/index.js';
import { assertWithinLimits, type SentTotals } from './limits.js';
import * as groupStore from './group-store.js';
import { holdWalletCharge } from '../delivery/settlement.js';
import * as store from '../orders/store.js';

/**
 * Placing orders: the one path by which quotes become orders and are paid for, whether one person presses
 * "Send" (a single top-up, or an automatic top-up's run), pays a basket, or a family plan's run pays its
 * top-up (ADRs 0036, 0074). Each quote becomes an ordinary order, so the worker, refunds, receipts and history
 * treat each one alone from here on.
 */

/** Opens one PayPal payment of exactly what was quoted, in the caller's transaction (the wallet's front door); its id. */
type OpenFunding = (tx: LedgerTx, userId: string, charge: { amountCents: number; feeCents: number }) => Promise<string>;

export interface PlacingDeps {
  /** The sending limits in force, read before the transaction (inside it only its own connection may be used). */
  limits: SendingLimits;
  openFunding: OpenFunding;
  holdPromotionUse: PromotionService['holdUse'];
}

export interface Placement {
  quoteIds: readonly string[];
  /**
   * A group's own way of paying (a basket, a family plan's run), which every quote must have been priced for,
   * without a promo code; null for a single send, which pays as its quote says.
   */
  group: { paymentMethod: 'wallet' | 'paypal' } | null;
  /** A single send's Idempotency-Key and request digest, kept on its order (a basket keeps its own on the basket). */
  key?: { idempotencyKey: string | null; requestDigest: string };
  /** The token of a request for credit a single send answers (ADR 0067), claimed with the order. */
  creditRequest?: string;
}

/**
 * Places the quotes' orders in the caller's transaction, all or nothing: every order inserted (its amount
 * added to the person's sending totals), the limits checked on the new totals, then the money: from the wallet,
 * each order's charge held; with PayPal, ONE payment of the sum of what was quoted (each charge and its PayPal
 * fee, a group's fee shared as `sharePayPalFee` wrote it), attached to every order, which waits for it
 * (`moveTopupOnPayment` moves them all when it is decided). A promo code's use is held after the wallet, the
 * lock order of a settlement too (wallet, then promotion), so the two never deadlock.
 * A short wallet (InsufficientFundsError), a passed limit, a used-up code or a price with nothing to pay throws,
 * and the caller's rollback takes back every order, hold and total. Answers the orders in the order of the
 * quotes, and the payment's id when paid with PayPal; null when a single send's quote made no order (a twin
 * request, a key or quote already used, the price no longer held: the caller finds out which, off the hot path).
 */
export async function placeOrders(
  tx: LedgerTx,
  actor: Actor,
  placement: Placement,
  deps: PlacingDeps,
): Promise<{ placed: store.OrderWithQuote[]; fundingId: string | null } | null> {
  const userId = actor.user.id;
  const { group } = placement;
  const placed: (store.OrderWithQuote & { sent: SentTotals })[] = [];
  for (const quoteId of placement.quoteIds) {
    const created = await store.insertOrderFromQuote(tx.client, {
      id: randomUUID(),
      userId,
      quoteId,
      idempotencyKey: placement.key?.idempotencyKey ?? null,
      requestDigest: placement.key?.requestDigest ?? '',
      group: group !== null,
      answersCreditRequest: placement.creditRequest !== undefined,
    });
    if (!created) {
      if (!group) return null;
      throw new AppError('QUOTE_EXPIRED', 'These prices are no longer held. Please review the new prices.');
    }
    // Nothing to pay is no price: the ledger holds no nothing and PayPal opens no order of nothing. Quotes never make
    // one (LEAST_CHARGE_CENTS); a row priced otherwise is refused before any money moves, and the screen prices again.
    if (created.quote.walletChargeCents < LEAST_CHARGE_CENTS)
      throw new AppError('QUOTE_EXPIRED', 'This price leaves nothing to pay, so it is not held. Please review the new price.');
    if (group && (created.quote.paymentMethod !== group.paymentMethod || created.quote.promotionId))
      throw new AppError('CONFLICT', 'A basket takes quotes of its own payment method, without a promo code.');
    placed.push(created);
  }
  // Every order is in: the last insert's totals count them all, as one send.
  await assertWithinLimits(tx.client, actor, deps.limits, { known: placed.at(-1)!.sent, sending: group ? 'basket' : 'top-up' });
  if (placement.creditRequest) {
    const { order, quote } = placed[0]!;
    await claimCreditRequest(tx.client, placement.creditRequest, { id: order.id, recipientNumber: quote.recipientNumber });
  }
  const paymentMethod = group?.paymentMethod ?? placed[0]!.quote.paymentMethod;
  let fundingId: string | null = null;
  if (paymentMethod === 'paypal') {
    const charge = { amountCents: 0, feeCents: 0 };
    for (const { quote } of placed) {
      charge.amountCents += quote.walletChargeCents;
      charge.feeCents += quote.paypalFeeCents;
    }
    fundingId = await deps.openFunding(tx, userId, charge);
    for (const { order } of placed) await store.attachFunding(tx.client, order.id, fundingId);
  } else {
    for (const { order, quote } of placed) await holdWalletCharge(tx, { id: order.id, userId, walletChargeCents: quote.walletChargeCents });
  }
  for (const { order, quote } of placed)
    if (quote.promotionId)
      await deps.holdPromotionUse(tx.client, {
        promotionId: quote.promotionId,
        userId,
        orderId: order.id,
        quoteId: quote.id,
        discountCents: quote.promoDiscountCents,
      });
  return { placed: placed.map(({ order, quote }) => ({ order, quote })), fundingId };
}

/**
 * A group quoted to be paid with ONE PayPal payment: PayPal charges its fee once, on the payment's whole
 * amount, so each quote's own PayPal fee becomes its share of that one fee (`groupPayPalFee`, largest
 * remainder by charge, summing exactly). The payment's fee is then the sum of the shares, and a failed
 * item's refund gives back exactly its share. Answers the one fee.
 */
export async function shareGroupPayPalFee(db: Queryable, userId: string, quoteIds: readonly string[], fees: TopupFees) {
  const { feeCents, sharesCents } = groupPayPalFee(await groupStore.paypalChargesOf(db, userId, quoteIds), fees);
  await groupStore.sharePayPalFee(db, userId, quoteIds, sharesCents);
  return feeCents;
}
