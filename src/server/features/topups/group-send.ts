import { randomUUID } from 'node:crypto';
import type { SendingLimits } from '../../../shared/api/admin-settings.js';
import { groupPayPalFee, type TopupFees } from '../../../shared/pricing.js';
import { AppError } from '../../errors.js';
import type { LedgerTx, Queryable } from '../../ledger/index.js';
import type { Actor } from '../identity/index.js';
import { assertWithinLimits } from './limits.js';
import * as groupStore from './group-store.js';
import { holdWalletCharge } from './settlement.js';
import * as store from './store.js';

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

/** Opens one payment of the group's charges plus its one PayPal fee (the sum of the shares), in the caller's transaction; its id. */
export type OpenGroupFunding = (tx: LedgerTx, userId: string, charge: { amountCents: number; feeCents: number }) => Promise<string>;

/**
 * Several quoted top-ups paid together (a basket, ADR 0036), in the caller's transaction: each quote becomes
 * an ordinary order, exactly as a single send makes it, so the worker, refunds, receipts and history treat
 * each one alone from here on. From the wallet, each order is inserted reserved with its charge held. With
 * PayPal, each waits for ONE payment of the sum of their totals (each item's charge and its share of the one
 * PayPal fee, as quoted: shareGroupPayPalFee), attached to every order; when that payment is decided, `moveTopupOnPayment` moves them all.
 * All or nothing: a quote no longer held, a short wallet (InsufficientFundsError) or a sending limit passed
 * by the total throws, and the caller's transaction rolls back every order and hold with it. Answers the
 * order ids in the order of the quotes, and the payment's id when paid with PayPal.
 */
export async function placeGroup(
  tx: LedgerTx,
  actor: Actor,
  group: { quoteIds: readonly string[]; paymentMethod: 'wallet' | 'paypal' },
  limits: SendingLimits,
  openFunding: OpenGroupFunding,
): Promise<{ orderIds: string[]; fundingId: string | null }> {
  const userId = actor.user.id;
  const orderIds: string[] = [];
  const charge = { amountCents: 0, feeCents: 0 };
  for (const quoteId of group.quoteIds) {
    const id = randomUUID();
    const created = await store.insertOrderFromQuote(tx.client, {
      id,
      userId,
      quoteId,
      idempotencyKey: null,
      requestDigest: '',
      group: true,
    });
    if (!created) throw new AppError('QUOTE_EXPIRED', 'These prices are no longer held. Please review the new prices.');
    if (created.quote.paymentMethod !== group.paymentMethod || created.quote.promotionId)
      throw new AppError('CONFLICT', 'A basket takes quotes of its own payment method, without a promo code.');
    if (group.paymentMethod === 'wallet') await holdWalletCharge(tx, { id, userId, walletChargeCents: created.quote.walletChargeCents });
    charge.amountCents += created.quote.walletChargeCents;
    charge.feeCents += created.quote.paypalFeeCents;
    orderIds.push(id);
  }
  let fundingId: string | null = null;
  if (group.paymentMethod === 'paypal') {
    fundingId = await openFunding(tx, userId, charge);
    for (const id of orderIds) await store.attachFunding(tx.client, id, fundingId);
  }
  // Every order is in: the limits see the basket's whole amount, as one send.
  await assertWithinLimits(tx.client, actor, limits, { sending: 'basket' });
  return { orderIds, fundingId };
}
