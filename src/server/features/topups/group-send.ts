import { randomUUID } from 'node:crypto';
import type { SendingLimits } from '../../../shared/api/admin-settings.js';
import { AppError } from '../../errors.js';
import type { LedgerTx } from '../../ledger/index.js';
import type { Actor } from '../identity/authenticate.js';
import { assertWithinLimits, lockSender } from './limits.js';
import { holdWalletCharge } from './settlement.js';
import * as store from './store.js';

/**
 * Several quoted top-ups paid together from the wallet (a basket, ADR 0036), in the caller's transaction:
 * each quote becomes an ordinary order, inserted reserved with its charge held, exactly as a single wallet
 * send does, so the worker, refunds, receipts and history treat each one alone from here on. All or
 * nothing: a quote no longer held, a short wallet (InsufficientFundsError) or a sending limit passed by the
 * total throws, and the caller's transaction rolls back every order and hold with it. Answers the order ids
 * in the order of the quotes.
 */
export async function placeWalletGroup(tx: LedgerTx, actor: Actor, quoteIds: readonly string[], limits: SendingLimits) {
  const userId = actor.user.id;
  // The same per-person queue as a single send: a basket and a top-up at once cannot both fit one limit.
  await lockSender(tx.client, userId);
  const orderIds: string[] = [];
  for (const quoteId of quoteIds) {
    const id = randomUUID();
    const created = await store.insertOrderFromQuote(tx.client, { id, userId, quoteId, idempotencyKey: null, requestDigest: '' });
    if (!created) throw new AppError('QUOTE_EXPIRED', 'These prices are no longer held. Please review the new prices.');
    if (created.quote.paymentMethod !== 'wallet' || created.quote.promotionId)
      throw new AppError('CONFLICT', 'Only wallet-paid quotes without a promo code can go in a basket.');
    await holdWalletCharge(tx, { id, userId, walletChargeCents: created.quote.walletChargeCents });
    orderIds.push(id);
  }
  // Every order is in: the limits see the basket's whole amount, as one send.
  try {
    await assertWithinLimits(tx.client, actor, limits);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    throw new AppError(error.code, error.message.replace('This top-up', 'This basket'), error.fields);
  }
  return orderIds;
}
