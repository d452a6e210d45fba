import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Funding, WalletSummary, WalletTransaction } from '../../../shared/api/wallet.js';
import { WALLET_TRANSACTION_TYPES } from '../../../shared/api/wallet.js';
import { WELCOME_BONUS_CENTS } from '../../../shared/business.js';
import type { Db } from '../../db/connect.js';
import { AppError } from '../../errors.js';
import { PayPalApiError, PayPalUnreachableError, type PayPalClient } from '../../integrations/paypal/index.js';
import type { Ledger, WalletActivityItem } from '../../ledger/index.js';
import type { Actor } from '../identity/authenticate.js';
import { fundingQuote, type PayPalFeeSchedule } from './fees.js';
import { settleCapture } from './settle.js';
import * as store from './store.js';

export interface WalletDeps {
  db: Db;
  ledger: Ledger;
  paypal: PayPalClient;
  fees: PayPalFeeSchedule;
  publicUrl: string;
  log: FastifyBaseLogger;
}

export type WalletService = ReturnType<typeof createWalletService>;

export function createWalletService({ db, ledger, paypal, fees, publicUrl, log }: WalletDeps) {
  const present = (row: store.FundingRow): Funding => ({
    id: row.id,
    status: row.status,
    amountCents: row.amountCents,
    feeCents: row.feeCents,
    totalCents: row.totalCents,
    createdAt: row.createdAt.toISOString(),
  });

  async function ownFunding(actor: Actor, id: string) {
    const row = await store.findOwnFunding(db, actor.user.id, id);
    if (!row) throw new AppError('NOT_FOUND', 'No such payment.');
    return row;
  }

  return {
    /** Spec §9: $2 on registration, once — the transfer id is the person's id. */
    async grantWelcomeBonus(userId: string) {
      const wallet = await ledger.walletOf(userId);
      const promo = await ledger.systemAccount('promo_expense');
      await ledger.transfer({ id: `welcome:${userId}`, debitAccountId: promo, creditAccountId: wallet, amountCents: WELCOME_BONUS_CENTS, code: 'promotion_bonus', userId });
    },

    async summary(actor: Actor): Promise<WalletSummary> {
      const wallet = await ledger.walletOf(actor.user.id);
      const monthStart = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 1));
      const [balance, spending] = await Promise.all([ledger.balance(wallet), ledger.spending(actor.user.id, 'topup_debit', monthStart)]);
      return {
        availableCents: balance.availableCents,
        incomingCents: balance.pendingCreditsCents,
        heldCents: balance.pendingDebitsCents,
        thisMonthCents: spending.sinceCents,
        topupsSent: spending.totalCount,
        rewardPoints: actor.user.loyaltyPoints,
      };
    },

    async transactions(actor: Actor, page: { limit: number; before?: string }) {
      const activity = await ledger.walletActivity(actor.user.id, page);
      return { transactions: activity.items.map(toWalletTransaction), nextCursor: activity.nextCursor };
    },

    quote: (amountCents: number) => fundingQuote(amountCents, fees),

    /** Creates our order and PayPal's; the person is then sent to PayPal's approval page. */
    async startFunding(actor: Actor, amountCents: number, options: { returnTo?: string; description?: string } = {}) {
      const quote = fundingQuote(amountCents, fees);
      const row = await store.insertFunding(db, { id: randomUUID(), userId: actor.user.id, ...quote, status: 'created' });
      const returnTo = options.returnTo ?? '/wallet-summary';
      const back = `${publicUrl}${returnTo}${returnTo.includes('?') ? '&' : '?'}funding=${row.id}`;
      try {
        const order = await paypal.createOrder({
          amountCents: quote.totalCents,
          currency: 'USD',
          customId: row.id,
          invoiceId: row.id,
          description: options.description ?? 'Kredi wallet funds',
          returnUrl: back,
          cancelUrl: `${back}&cancelled=1`,
          requestId: row.id,
        });
        await store.setPayPalOrder(db, row.id, order.id);
        return { funding: present(row), approveUrl: order.approveUrl };
      } catch (error) {
        await store.setStatus(db, row.id, 'failed', describe(error));
        throw paypalTrouble(error);
      }
    },

    async funding(actor: Actor, id: string) {
      return present(await ownFunding(actor, id));
    },

    /** The person came back from PayPal: capture (safe to retry: PayPal-Request-Id is our id) and settle. */
    async capture(actor: Actor, id: string): Promise<Funding> {
      const row = await ownFunding(actor, id);
      if (row.status !== 'created' && row.status !== 'approved') return present(row);
      if (!row.paypalOrderId) throw new AppError('CONFLICT', 'This payment was never sent to PayPal.');
      try {
        const result = await paypal.captureOrder(row.paypalOrderId, { requestId: row.id });
        if (result.capture) await settleCapture(ledger, row.id, result.capture);
        else if (result.declined) await store.setStatus(db, row.id, 'declined', result.declined.issue);
      } catch (error) {
        if (error instanceof PayPalApiError && error.details.some((detail) => detail.issue === 'ORDER_NOT_APPROVED')) {
          throw new AppError('CONFLICT', 'The payment was not approved on PayPal.');
        }
        log.warn({ err: error, fundingId: row.id }, 'capture did not complete; the reconciler will look it up');
        throw paypalTrouble(error);
      }
      return present((await store.findFunding(db, row.id))!);
    },

    async cancel(actor: Actor, id: string): Promise<Funding> {
      const row = await ownFunding(actor, id);
      if (row.status === 'created' || row.status === 'approved') await store.setStatus(db, row.id, 'cancelled', 'cancelled by the payer');
      return present((await store.findFunding(db, row.id))!);
    },
  };
}

function toWalletTransaction(item: WalletActivityItem): WalletTransaction {
  const type = (WALLET_TRANSACTION_TYPES as readonly string[]).includes(item.code) ? (item.code as WalletTransaction['type']) : 'correction';
  return {
    id: item.transferId,
    type,
    direction: item.direction,
    amountCents: item.amountCents,
    status: item.status,
    createdAt: item.createdAt.toISOString(),
    description: typeof item.metadata.description === 'string' ? item.metadata.description : null,
  };
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message.slice(0, 500) : String(error);
}

/** PayPal being down or refusing is not our bug: 503 with a message the web maps to the spec's text. */
function paypalTrouble(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof PayPalUnreachableError || error instanceof PayPalApiError) {
    return new AppError('SERVICE_UNAVAILABLE', 'PayPal could not be reached. Please try again.');
  }
  return new AppError('SERVICE_UNAVAILABLE', 'There was an issue with the payment. Please try again.');
}
