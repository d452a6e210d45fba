import type { Mismatch } from './store.js';

/** What reconciliation compares, in its own words (the adapters' shapes are mapped in service.ts). */
export interface OurTopup {
  id: string;
  amountCents: number;
}
export interface TheirTopup {
  transactionId: string;
  /** Our order id, sent as customIdentifier. */
  customIdentifier: string | null;
  status: string;
  /** USD cents asked of the aggregator; null when the report gives another currency. */
  amountCents: number | null;
  /** Made in the window compared (the report is read a little wider, to find ours made near its edges). */
  inWindow: boolean;
}

/**
 * Our delivered top-ups against the aggregator's report (ADR 0032):
 * - ours only: delivered here, but no successful transaction there with our id;
 * - theirs only: a successful transaction there (in the window) that is not a delivered top-up here —
 *   unknown to us, or settled here as failed; one we still wait on (reserved, unknown) is left to the worker;
 * - amounts differ: both, for other amounts.
 */
export function compareTopups(ours: OurTopup[], theirs: TheirTopup[], ourStates: Map<string, string>): Mismatch[] {
  const mismatches: Mismatch[] = [];
  const successful = new Map<string, TheirTopup>();
  for (const transaction of theirs)
    if (transaction.status === 'SUCCESSFUL' && transaction.customIdentifier) successful.set(transaction.customIdentifier, transaction);
  for (const order of ours) {
    const match = successful.get(order.id);
    if (!match) {
      mismatches.push({
        source: 'aggregator',
        kind: 'ours_only',
        ourRef: order.id,
        theirRef: null,
        ourAmountCents: order.amountCents,
        theirAmountCents: null,
        detail: 'Delivered here; the aggregator reports no successful transaction for it.',
      });
    } else if (match.amountCents !== order.amountCents) {
      mismatches.push({
        source: 'aggregator',
        kind: 'amounts_differ',
        ourRef: order.id,
        theirRef: match.transactionId,
        ourAmountCents: order.amountCents,
        theirAmountCents: match.amountCents,
        detail: 'The aggregator charged another amount than the top-up we sold.',
      });
    }
  }
  for (const transaction of successful.values()) {
    if (!transaction.inWindow) continue;
    const state = ourStates.get(transaction.customIdentifier!);
    if (state === 'succeeded' || state === 'reserved' || state === 'unknown') continue;
    mismatches.push({
      source: 'aggregator',
      kind: 'theirs_only',
      ourRef: state ? transaction.customIdentifier : null,
      theirRef: transaction.transactionId,
      ourAmountCents: null,
      theirAmountCents: transaction.amountCents,
      detail: state
        ? `The aggregator delivered it; here it is ${state}.`
        : `The aggregator delivered a top-up we have no order for (customIdentifier ${transaction.customIdentifier}).`,
    });
  }
  // A successful transaction without our identifier cannot be ours at all.
  for (const transaction of theirs)
    if (transaction.inWindow && transaction.status === 'SUCCESSFUL' && !transaction.customIdentifier)
      mismatches.push({
        source: 'aggregator',
        kind: 'theirs_only',
        ourRef: null,
        theirRef: transaction.transactionId,
        ourAmountCents: null,
        theirAmountCents: transaction.amountCents,
        detail: 'The aggregator delivered a top-up without our identifier.',
      });
  return mismatches;
}

export interface OurFunding {
  id: string;
  totalCents: number;
  captureId: string;
}
/** PayPal's capture of one of our fundings, or null when PayPal does not know it. */
export interface TheirCapture {
  status: string;
  amountCents: number;
}

const CAPTURED = new Set(['COMPLETED', 'REFUNDED', 'PARTIALLY_REFUNDED']);

/** One completed funding against its capture at PayPal (no listing of PayPal's own: ADR 0032). */
export function compareFunding(ours: OurFunding, theirs: TheirCapture | null): Mismatch | null {
  if (!theirs || !CAPTURED.has(theirs.status))
    return {
      source: 'paypal',
      kind: 'ours_only',
      ourRef: ours.id,
      theirRef: ours.captureId,
      ourAmountCents: ours.totalCents,
      theirAmountCents: theirs?.amountCents ?? null,
      detail: theirs ? `Completed here; PayPal's capture is ${theirs.status}.` : 'Completed here; PayPal does not know the capture.',
    };
  if (theirs.amountCents !== ours.totalCents)
    return {
      source: 'paypal',
      kind: 'amounts_differ',
      ourRef: ours.id,
      theirRef: ours.captureId,
      ourAmountCents: ours.totalCents,
      theirAmountCents: theirs.amountCents,
      detail: 'PayPal captured another amount than we credited.',
    };
  return null;
}
