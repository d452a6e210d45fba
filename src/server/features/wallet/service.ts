import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Funding, WalletSummary, WalletTransaction } from '../../../shared/api/wallet.js';
import { WALLET_TRANSACTION_TYPES } from '../../../shared/api/wallet.js';
import { WELCOME_BONUS_CENTS } from '../../../shared/business.js';
import type { Db } from '../../db/connect.js';
import { isDatabaseUnavailable } from '../../db/unavailable.js';
import { AppError } from '../../errors.js';
import { PayPalApiError, PayPalUnreachableError, type PayPalClient, type WebhookHeaders } from '../../integrations/paypal/index.js';
import type { Ledger, LedgerTx, WalletActivityItem } from '../../ledger/index.js';
import type { Actor } from '../identity/index.js';
import { fundingQuote, type PayPalFeeSchedule } from './fees.js';
import type { AddFundsLimits } from '../../../shared/api/admin-settings.js';
import { formatMoney } from '../../../shared/money.js';
import type { PayPalCheckout } from '../../../shared/api/paypal-checkout.js';
import { reconcileFundings } from './reconcile.js';
import { askPayPal, refundToPayPal } from './refund-to-paypal.js';
import { createFundingSettlement, type OnFundingDecided } from './settle.js';
import * as store from './store.js';
import { handlePayPalWebhook } from './webhooks.js';

export interface WalletDeps {
  db: Db;
  ledger: Ledger;
  paypal: PayPalClient;
  /** PayPal's fee in force and the add-funds limits, asked per payment (runtime settings, ADR 0033). */
  fees: () => Promise<PayPalFeeSchedule>;
  addFundsLimits: () => Promise<AddFundsLimits>;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** What a payment was for moves on in the transaction that decides it (a top-up paid with PayPal). */
  onFundingDecided?: OnFundingDecided;
  /** The person's loyalty points as stored now (the signed-in actor may be a few seconds old: ADR 0021). */
  rewardPointsOf(userId: string): Promise<number>;
}

export type WalletService = ReturnType<typeof createWalletService>;

export function createWalletService({
  db,
  ledger,
  paypal,
  fees,
  addFundsLimits,
  publicUrl,
  log,
  onFundingDecided,
  rewardPointsOf,
}: WalletDeps) {
  /** Adding funds: the amount within the limits in force, else 400 naming the limit. */
  async function quoteWithinLimits(amountCents: number) {
    const limits = await addFundsLimits();
    if (amountCents < limits.minCents)
      throw new AppError('VALIDATION_FAILED', `Add at least ${formatMoney(limits.minCents, 'en-US')}.`, {
        amountCents: 'validation.addFundsMin',
      });
    if (amountCents > limits.maxCents)
      throw new AppError('VALIDATION_FAILED', `Add at most ${formatMoney(limits.maxCents, 'en-US')} at a time.`, {
        amountCents: 'validation.addFundsMax',
      });
    return fundingQuote(amountCents, await fees());
  }
  const settlement = createFundingSettlement(ledger, onFundingDecided);
  const present = (row: store.FundingRow): Funding => ({
    id: row.id,
    status: row.status,
    amountCents: row.amountCents,
    feeCents: row.feeCents,
    totalCents: row.totalCents,
    paypalCheckout: row.paypalCheckout,
    createdAt: row.createdAt.toISOString(),
  });

  async function ownFunding(actor: Actor, id: string) {
    const row = await store.findOwnFunding(db, actor.user.id, id);
    if (!row) throw new AppError('NOT_FOUND', 'No such payment.');
    return row;
  }

  return {
    /** docs/product-rules.md#welcome-bonus: $2 on registration, once — the transfer id is the person's id. */
    async grantWelcomeBonus(userId: string) {
      const wallet = await ledger.walletOf(userId);
      const promo = await ledger.systemAccount('promo_expense');
      await ledger.transfer({
        id: `welcome:${userId}`,
        debitAccountId: promo,
        creditAccountId: wallet,
        amountCents: WELCOME_BONUS_CENTS,
        code: 'promotion_bonus',
        userId,
      });
    },

    async summary(actor: Actor): Promise<WalletSummary> {
      const wallet = await ledger.walletOf(actor.user.id);
      const monthStart = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 1));
      const [balance, spending, rewardPoints] = await Promise.all([
        ledger.balance(wallet),
        ledger.spending(actor.user.id, 'topup_debit', monthStart),
        rewardPointsOf(actor.user.id),
      ]);
      return {
        availableCents: balance.availableCents,
        incomingCents: balance.pendingCreditsCents,
        heldCents: balance.pendingDebitsCents,
        thisMonthCents: spending.sinceCents,
        topupsSent: spending.totalCount,
        rewardPoints,
      };
    },

    /** For support staff: what a person can spend now, in cents. */
    availableOf: async (userId: string) => (await ledger.balance(await ledger.walletOf(userId))).availableCents,

    async transactions(actor: Actor, page: { limit: number; before?: string }) {
      const activity = await ledger.walletActivity(actor.user.id, page);
      return { transactions: activity.items.map(toWalletTransaction), nextCursor: activity.nextCursor };
    },

    quote: quoteWithinLimits,

    /** Creates our order and PayPal's; the person is then sent to PayPal's approval page. */
    async startFunding(actor: Actor, amountCents: number, paypalCheckout: PayPalCheckout = 'paypal') {
      const quote = await quoteWithinLimits(amountCents);
      const row = await store.insertFunding(db, { id: randomUUID(), userId: actor.user.id, ...quote, status: 'created', paypalCheckout });
      const approveUrl = await sendToPayPal(row.id, { returnTo: '/wallet-summary', description: 'Kredi wallet funds' });
      return { funding: present(row), approveUrl: approveUrl! };
    },

    /**
     * Opens a payment of what was quoted (the top-ups' charge and their PayPal fee, each as its quote priced
     * it) in the caller's transaction, so whatever it pays for is recorded in the same commit; `sendToPayPal`
     * then creates PayPal's order. The fee is the quote's, never the one in force now: the person pays exactly
     * the total they were shown, and a failed item of a basket gives back exactly its own fee (ADR 0036).
     */
    async openFundingIn(tx: LedgerTx, userId: string, charge: { amountCents: number; feeCents: number }): Promise<string> {
      const id = randomUUID();
      await store.insertFundingIn(tx.client, { id, userId, ...charge, totalCents: charge.amountCents + charge.feeCents });
      return id;
    },

    sendToPayPal,

    /** Whether a payment was made by card on PayPal's guest checkout (ADR 0069), for its receipt. */
    paidByCard: async (fundingId: string) => (await store.findFunding(db, fundingId))?.paypalCheckout === 'card',

    async funding(actor: Actor, id: string) {
      return present(await ownFunding(actor, id));
    },

    /** The person came back from PayPal: capture (safe to retry: PayPal-Request-Id is our id) and settle. */
    async capture(actor: Actor, id: string): Promise<Funding> {
      return present(await captureApproved(await ownFunding(actor, id)));
    },

    async cancel(actor: Actor, id: string): Promise<Funding> {
      const row = await ownFunding(actor, id);
      await settlement.close(row.id, 'cancelled', 'cancelled by the payer');
      return present((await store.findFunding(db, row.id))!);
    },

    /** Where sending each payment back to PayPal stands, for those that were asked to. */
    refundStatesOf: (ids: string[]) => store.refundStatesOf(db, ids),

    /** Sends a completed payment back to PayPal from the wallet, all of it (see refund-to-paypal.ts). */
    refundToPayPal: (fundingId: string) => refundToPayPal({ ledger, paypal, log }, fundingId),

    /** One pass of the reconciler (every minute under `npm start`; tests call it). */
    reconcile: (now?: Date) =>
      reconcileFundings(
        {
          db,
          paypal,
          settlement,
          log,
          captureApproved,
          retryRefund: (row) => askPayPal({ ledger, paypal, log }, row.id, { captureId: row.paypalCaptureId!, totalCents: row.totalCents }),
        },
        now,
      ),

    handleWebhook: (headers: WebhookHeaders, rawBody: string) =>
      handlePayPalWebhook({ db, ledger, paypal, settlement, log }, headers, rawBody),
  };

  /**
   * PayPal's order for one of ours, and the page to approve it on; the same funding id gives the same PayPal
   * order (PayPal-Request-Id). Null once the payment is past approval: there is nothing left to approve.
   */
  async function sendToPayPal(
    fundingId: string,
    options: { returnTo: string; description: string; paypalCheckout?: PayPalCheckout },
  ): Promise<string | null> {
    let row = (await store.findFunding(db, fundingId))!;
    if (row.status !== 'created') return null;
    if (row.paypalOrderId) return approvalPageAgain(row);
    // How to pay is chosen until PayPal has the order: by card, PayPal's guest checkout opens first (ADR 0069).
    if (options.paypalCheckout && options.paypalCheckout !== row.paypalCheckout) {
      row = await store.setPayPalCheckout(db, row.id, options.paypalCheckout);
    }
    const back = `${publicUrl}${options.returnTo}${options.returnTo.includes('?') ? '&' : '?'}funding=${row.id}`;
    try {
      const order = await paypal.createOrder({
        amountCents: row.totalCents,
        currency: 'USD',
        customId: row.id,
        invoiceId: row.id,
        description: options.description,
        returnUrl: back,
        cancelUrl: `${back}&cancelled=1`,
        requestId: row.id,
        ...(row.paypalCheckout === 'card' ? { landingPage: 'GUEST_CHECKOUT' as const } : {}),
      });
      await store.setPayPalOrder(db, row.id, order.id);
      return order.approveUrl;
    } catch (error) {
      await settlement.close(row.id, 'failed', describe(error));
      throw paypalTrouble(error);
    }
  }

  /**
   * A retried request for a payment PayPal already has: its approval page while it waits for the payer;
   * once approved (the person paid, then the tab closed and the request was sent again), it is taken now,
   * as the return page would. Trouble here leaves the payment as it is: the reconciler looks at it later.
   */
  async function approvalPageAgain(row: store.FundingRow): Promise<string | null> {
    try {
      const order = await paypal.getOrder(row.paypalOrderId!);
      if (order.status === 'APPROVED') await captureApproved(row);
      return order.approveUrl;
    } catch (error) {
      throw paypalTrouble(error);
    }
  }

  /** Takes an approved payment and settles what PayPal answers: the return page and the reconciler both. */
  async function captureApproved(row: store.FundingRow): Promise<store.FundingRow> {
    if (row.status !== 'created' && row.status !== 'approved') return row;
    if (!row.paypalOrderId) throw new AppError('CONFLICT', 'This payment was never sent to PayPal.');
    try {
      const result = await paypal.captureOrder(row.paypalOrderId, { requestId: row.id });
      // Kept before the money arrives, so no top-up it pays for can be settled without it (ADR 0026).
      if (result.payerId) await store.setPayPalPayer(db, row.id, result.payerId);
      if (result.capture) await settlement.capture(row.id, result.capture);
      else if (result.declined) await settlement.close(row.id, 'declined', result.declined.issue);
    } catch (error) {
      if (error instanceof PayPalApiError && error.details.some((detail) => detail.issue === 'ORDER_NOT_APPROVED')) {
        throw new AppError('CONFLICT', 'The payment was not approved on PayPal.');
      }
      log.warn({ err: error, fundingId: row.id }, 'capture did not complete; the reconciler will look it up');
      throw paypalTrouble(error);
    }
    return (await store.findFunding(db, row.id))!;
  }
}

function toWalletTransaction(item: WalletActivityItem): WalletTransaction {
  const type = (WALLET_TRANSACTION_TYPES as readonly string[]).includes(item.code)
    ? (item.code as WalletTransaction['type'])
    : 'correction';
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

/**
 * PayPal being down or refusing is not our bug: 503 with a message the web maps to the spec's text. Our
 * own database being away is said as such (the error handler's outage answer), not blamed on PayPal.
 */
function paypalTrouble(error: unknown): unknown {
  if (error instanceof AppError || isDatabaseUnavailable(error)) return error;
  if (error instanceof PayPalUnreachableError || error instanceof PayPalApiError) {
    return new AppError('SERVICE_UNAVAILABLE', 'PayPal could not be reached. Please try again.');
  }
  return new AppError('SERVICE_UNAVAILABLE', 'There was an issue with the payment. Please try again.');
}
