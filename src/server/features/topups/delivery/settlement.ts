import {
  AccountNotFoundError,
  InsufficientFundsError,
  systemAccountId,
  walletAccountId,
  type Ledger,
  type LedgerStep,
  type LedgerTx,
} from '../../../ledger/index.js';
import type { NewAttempt } from './attempts.js';
import { keepPin } from './pins.js';
import type { DeliveredPin } from './provider-port.js';
import * as store from '../orders/store.js';

const holdId = (orderId: string) => `topup:${orderId}:hold`;

/** A settled order, as the statement that settled it read it: what follows needs no second read of it. */
export interface Settled {
  orderId: string;
  userId: string;
  outcome: 'succeeded' | 'failed';
  amountCents: number;
  /** The promotion whose code was used, or null: only then has a promotion a use to spend or give back. */
  promotionId: string | null;
  /** It answers a request for credit (ADR 0067): only then has the request anything to do. */
  answersCreditRequest: boolean;
  /** What the sender's notice says (notices.ts). */
  notice: {
    recipientNumber: string;
    localAmount: string;
    localCurrency: string;
    walletChargeCents: number;
    textRecipient: boolean;
    /** Paid with PayPal: a failure's refund gives the PayPal fee back too (settleFailed). */
    paidWithPayPal: boolean;
    /** What a failure gives back to the wallet, as settleFailed moves it: the charge, and the PayPal fee of a PayPal-paid one. */
    refundCents: number;
  };
  /** For the metrics (ADR 0060): the operator's id, and the seconds from payment to this settlement (null if never paid). */
  operatorId?: number;
  paidToFinalSeconds?: number | null;
}

/** The PayPal fee a failure gives back: only a top-up paid with PayPal (it has a payment) paid one. */
const paypalFeeRefundCents = (order: Pick<store.SettledOrder, 'funding_id' | 'paypal_fee_cents'>) =>
  order.funding_id ? order.paypal_fee_cents : 0;

/**
 * Runs in the settling transaction, once the order is settled (the receipt is queued here: ADR 0020), so
 * what follows a settlement commits with it or not at all. What it runs (receipt, points, promotion use,
 * referral payout, an answered request for credit) is listed in `src/server/delivery-effects.ts`.
 */
export type OnSettled = (tx: LedgerTx, settled: Settled) => Promise<void>;

const settledOf = (order: store.SettledOrder, outcome: Settled['outcome']): Settled => ({
  orderId: order.id,
  userId: order.user_id,
  outcome,
  amountCents: order.amount_cents,
  promotionId: order.promotion_id,
  answersCreditRequest: order.answers_credit_request,
  notice: {
    recipientNumber: order.recipient_number,
    localAmount: order.local_amount,
    localCurrency: order.local_currency,
    walletChargeCents: order.wallet_charge_cents,
    textRecipient: order.text_recipient,
    paidWithPayPal: order.funding_id !== null,
    refundCents: order.wallet_charge_cents + paypalFeeRefundCents(order),
  },
  operatorId: order.operator_id,
  paidToFinalSeconds: order.paid_to_final_seconds,
});

/**
 * Holds the wallet charge of a top-up (a pending transfer wallet → topup_clearing), in the caller's
 * transaction. Insufficient funds fail here, before anything is sent. A wallet order is inserted already
 * reserved (store.insertOrderFromQuote), so this alone is its payment.
 */
export async function holdWalletCharge(tx: LedgerTx, order: { id: string; userId: string; walletChargeCents: number }) {
  const wallet = walletAccountId(order.userId);
  try {
    await tx.reserve({
      id: holdId(order.id),
      debitAccountId: wallet,
      creditAccountId: systemAccountId('topup_clearing'),
      amountCents: order.walletChargeCents,
      code: 'topup_debit',
      userId: order.userId,
      metadata: { topupId: order.id },
    });
  } catch (error) {
    // No wallet yet (never funded): there is nothing to pay with.
    if (error instanceof AccountNotFoundError) throw new InsufficientFundsError(wallet, order.walletChargeCents, 0);
    throw error;
  }
}

/** A PayPal-paid order whose payment completed: holds the charge and queues the order (awaiting_payment → reserved). */
export async function reserveForTopup(tx: LedgerTx, order: { id: string; userId: string; walletChargeCents: number }) {
  await holdWalletCharge(tx, order);
  await store.pay(tx.client, order.id);
}

/** What the aggregator answered for a delivered top-up, and the call that said so. */
export interface Delivery {
  transactionId: string;
  operatorReference: string | null;
  pin?: DeliveredPin | null;
  attempt?: NewAttempt;
}

/** Why a top-up was not delivered, and the call that said so (none when it was never sent). */
export interface Failure {
  errorCode: string;
  needsReview?: boolean;
  attempt?: NewAttempt;
}

/** How the aggregator's answer (or the clock, or staff) settles one order: delivered, or not. */
type Decision = { orderId: string } & ({ outcome: 'succeeded'; delivery: Delivery } | { outcome: 'failed'; failure: Failure });

/** A worker's decision, with the sender it settles for (the order two passes take people's rows in). */
export type Verdict = Decision & { userId: string };

/**
 * Delivered: the hold is charged; a promo code's discount is paid in from promo_expense; the aggregator's
 * cost and our fees (what was charged plus the discount, less the amount) leave the clearing account. Once.
 * The order's move comes first and locks it, so a second worker finds it settled and moves no money.
 */
export async function settleDelivered(ledger: Ledger, orderId: string, delivery: Delivery, onSettled?: OnSettled) {
  const [outcome] = await ledger.transaction((tx) => settleIn(tx, [{ orderId, outcome: 'succeeded', delivery }], onSettled));
  return outcome!;
}

/**
 * Definitely not delivered: the hold is released, which is the refund; a top-up paid with PayPal also gets
 * PayPal's fee back, so the wallet holds everything the person paid (they may send it all back to PayPal:
 * wallet/refund-to-paypal.ts). Once, like settleDelivered.
 */
export async function settleFailed(ledger: Ledger, orderId: string, failure: Failure, onSettled?: OnSettled) {
  const [outcome] = await ledger.transaction((tx) => settleIn(tx, [{ orderId, outcome: 'failed', failure }], onSettled));
  return outcome!;
}

/** One worker's verdict in a transaction of its own. */
export function settleOne(ledger: Ledger, verdict: Verdict, onSettled?: OnSettled) {
  return ledger.transaction((tx) => settleIn(tx, [verdict], onSettled));
}

/**
 * Many orders' settlements in one transaction (ADR 0081): a worker's pass commits once, not once per order,
 * and its money moves in one ledger statement. Each order settles as it would alone, effects included, so a
 * replay moves nothing twice. They go in their senders' order, so two passes at once take people's rows in
 * the same order. One that throws rolls back them all: the caller settles each alone then (worker.ts).
 */
export function settleTogether(ledger: Ledger, verdicts: Verdict[], onSettled?: OnSettled) {
  const ordered = [...verdicts].sort((a, b) => compare(a.userId, b.userId) || compare(a.orderId, b.orderId));
  return ledger.transaction((tx) => settleIn(tx, ordered, onSettled));
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The one settlement, of one order or of many, in the caller's transaction: each order's move first (it
 * locks the order; one settled already answers its outcome and moves nothing), then every movement of the
 * orders moved in one ledger statement, then each order's PIN and effects. Answers each order's outcome.
 */
async function settleIn(tx: LedgerTx, decisions: Decision[], onSettled?: OnSettled): Promise<Settled['outcome'][]> {
  const moved: { decision: Decision; order: store.SettledOrder }[] = [];
  const outcomes: Settled['outcome'][] = [];
  for (const decision of decisions) {
    const order =
      decision.outcome === 'succeeded'
        ? await store.deliver(tx.client, decision.orderId, decision.delivery)
        : await store.fail(tx.client, decision.orderId, decision.failure);
    outcomes.push(typeof order === 'string' ? order : decision.outcome);
    if (typeof order !== 'string') moved.push({ decision, order });
  }
  if (moved.length === 0) return outcomes;
  await tx.apply(
    moved.flatMap(({ decision, order }) =>
      decision.outcome === 'succeeded' ? charged(order, decision.delivery) : refunded(order, decision.failure),
    ),
  );
  for (const { decision, order } of moved) {
    // A PIN product's code is what was bought: kept with the delivery, in its commit (ADR 0035).
    const pin = decision.outcome === 'succeeded' ? decision.delivery.pin : null;
    if (pin) await keepPin(tx.client, { orderId: order.id, userId: order.user_id, pin });
    await onSettled?.(tx, settledOf(order, decision.outcome));
  }
  return outcomes;
}

/** A delivery's movements: the hold charged, the promotion's discount paid in, the cost and our fees out of clearing. */
function charged(order: store.SettledOrder, delivery: Delivery): LedgerStep[] {
  const orderId = order.id;
  const clearing = systemAccountId('topup_clearing');
  const about = { userId: order.user_id, metadata: { topupId: orderId, transactionId: delivery.transactionId } };
  const amountCents = order.amount_cents;
  const promoCents = order.promo_discount_cents;
  const feesCents = order.wallet_charge_cents + promoCents - amountCents;
  return [
    { postPending: { id: `topup:${orderId}:charge`, pendingId: holdId(orderId), metadata: about.metadata } },
    ...(promoCents > 0
      ? [
          {
            transfer: {
              id: `topup:${orderId}:promo`,
              debitAccountId: systemAccountId('promo_expense'),
              creditAccountId: clearing,
              amountCents: promoCents,
              code: 'promo_discount',
              ...about,
            },
          },
        ]
      : []),
    {
      transfer: {
        id: `topup:${orderId}:cost`,
        debitAccountId: clearing,
        creditAccountId: systemAccountId('aggregator_float'),
        amountCents,
        code: 'topup_cost',
        ...about,
      },
    },
    ...(feesCents > 0
      ? [
          {
            transfer: {
              id: `topup:${orderId}:fee`,
              debitAccountId: clearing,
              creditAccountId: systemAccountId('fee_revenue'),
              amountCents: feesCents,
              code: 'fee',
              ...about,
            },
          },
        ]
      : []),
  ];
}

/** A failure's movements: the hold released, and PayPal's fee given back for a PayPal-paid one. */
function refunded(order: store.SettledOrder, failure: Failure): LedgerStep[] {
  const orderId = order.id;
  const paypalFeeCents = paypalFeeRefundCents(order);
  return [
    {
      voidPending: {
        id: `topup:${orderId}:refund`,
        pendingId: holdId(orderId),
        code: 'refund',
        metadata: { topupId: orderId, reason: failure.errorCode },
      },
    },
    ...(paypalFeeCents > 0
      ? [
          {
            transfer: {
              id: `topup:${orderId}:paypal-fee-refund`,
              debitAccountId: systemAccountId('fee_revenue'),
              creditAccountId: walletAccountId(order.user_id),
              amountCents: paypalFeeCents,
              code: 'refund',
              userId: order.user_id,
              metadata: { topupId: orderId, fundingId: order.funding_id, description: 'PayPal fee of a failed top-up' },
            },
          },
        ]
      : []),
  ];
}
