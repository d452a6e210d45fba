import { expect } from 'vitest';
import { checkLedgerInvariants } from '../../../src/server/ledger/index';
import type { Client } from '../test-app';
import { paypalControl, waitFor } from '../wallet/wallet-kit';
import { availableOf, topupOf, type TopupTestApp } from './topups-kit';

/**
 * The model of the top-up lifecycle (tests/integration/topups/lifecycle-model.test.ts): what one person
 * ordered and how each order must end, from which the wallet's available balance follows at every moment.
 * The sandbox decides an outcome by the recipient's last two digits; these are the kinds the model uses.
 */
export const OUTCOMES = {
  delivered: '05', // 00–79: SUCCESSFUL at once
  pendingDelivered: '81', // 80–84: PROCESSING, then SUCCESSFUL
  pendingFailed: '86', // 85–87: PROCESSING, then FAILED and refunded by the aggregator
  failed: '90', // 88–94: a definite failure
  timeout: '95', // 95–96: recorded, but our client times out: unknown, found later by our identifier
} as const;
export type OutcomeKind = keyof typeof OUTCOMES;
export const delivers = (kind: OutcomeKind) => kind === 'delivered' || kind === 'pendingDelivered' || kind === 'timeout';

export type Approval = 'COMPLETED' | 'PENDING' | 'never';

export interface ModelOrder {
  id: string;
  key: string;
  quoteId: string;
  kind: OutcomeKind;
  method: 'wallet' | 'paypal';
  approval: Approval | null;
  /** The person came back to our return page from PayPal. */
  returned: boolean;
  totalCents: number;
  paypalFeeCents: number;
  /** What was last seen: once delivered or refunded, an order must stay so. */
  seen: 'open' | 'delivered' | 'refunded' | 'cancelled';
}

export interface Model {
  initialCents: number;
  orders: ModelOrder[];
}

export interface Real {
  t: TopupTestApp;
  client: Client;
  userId: string;
}

/**
 * What the wallet must show given how the orders stand: a wallet order holds or spends its total unless
 * refunded; a PayPal order costs the wallet nothing (its charge is credited, then held) but a refund puts its
 * whole total, PayPal fee included, in the wallet.
 */
export function expectedAvailable(model: Model): number {
  return model.orders.reduce((cents, order) => {
    if (order.method === 'wallet') return order.seen === 'refunded' ? cents : cents - order.totalCents;
    return order.seen === 'refunded' ? cents + order.totalCents : cents;
  }, model.initialCents);
}

/** After every step: the ledger balances, every order is where the model allows, and so is the wallet. */
export async function checkEverything(model: Model, real: Real): Promise<void> {
  expect(await checkLedgerInvariants(real.t.database.pool)).toEqual([]);
  for (const order of model.orders) {
    const topup = await topupOf(real.client, order.id);
    expect(topup.status === 'completed' && topup.refunded, `${order.id} delivered and refunded`).toBe(false);
    const now =
      topup.status === 'completed' ? 'delivered' : topup.refunded ? 'refunded' : topup.stage === 'cancelled' ? 'cancelled' : 'open';
    if (order.seen !== 'open') expect(now, `${order.id} was ${order.seen}`).toBe(order.seen);
    if (now === 'delivered') expect(delivers(order.kind), `${order.id} (${order.kind}) delivered`).toBe(true);
    if (now === 'refunded') {
      expect(delivers(order.kind), `${order.id} (${order.kind}) refunded`).toBe(false);
      expect(topup.refund).toMatchObject({
        toWalletCents: order.totalCents,
        paypalFeeCents: order.method === 'paypal' ? order.paypalFeeCents : 0,
      });
    }
    // Only a PayPal checkout never paid ends without money moving.
    if (now === 'cancelled') expect(order.approval, `${order.id} cancelled`).toBe('never');
    order.seen = now;
  }
  expect(await availableOf(real.client)).toBe(expectedAvailable(model));
}

/** Waits until the PayPal sandbox has no webhook still on its way, so what we read is not changing. */
export async function paypalQuiet(real: Real): Promise<void> {
  await waitFor(
    () => paypalControl<{ events: { state: string }[] }>(real.t, 'GET', '/sandbox/events'),
    ({ events }) => events.every((event) => event.state !== 'sending'),
  );
}

/** The PayPal capture of an order, when its payment got that far. */
export async function captureOf(real: Real, orderId: string): Promise<string | null> {
  const { rows } = await real.t.database.pool.query<{ paypal_capture_id: string | null }>(
    `select f.paypal_capture_id from topup_orders o join funding_orders f on f.id = o.funding_id where o.id = $1`,
    [orderId],
  );
  return rows[0]?.paypal_capture_id ?? null;
}

/**
 * Time passes for this person's orders: what waits on a backoff or on an abandoned lease is due now. The
 * worker's lease is 60 s and its backoff starts at 2 s; moving `next_attempt_at` stands for waiting them out.
 */
export async function timePasses(real: Real): Promise<void> {
  await real.t.database.pool.query(
    `update topup_orders set next_attempt_at = now() where user_id = $1 and state in ('reserved', 'unknown')`,
    [real.userId],
  );
}
