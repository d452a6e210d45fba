/** What the drills find afterwards: every order's state, each top-up at the aggregator once, each capture credited. */
import pg from 'pg';

/** Top-up orders and fundings by state, and those not final (a worker or the reconciler must move them on). */
export async function ordersReport(client: pg.Client | pg.Pool) {
  const topups = (
    await client.query<{ state: string; n: number }>(`select state, count(*)::int as n from topup_orders group by 1 order by 1`)
  ).rows;
  const fundings = (
    await client.query<{ status: string; n: number }>(`select status, count(*)::int as n from funding_orders group by 1 order by 1`)
  ).rows;
  const stuckTopups = (
    await client.query<{ id: string; state: string }>(
      `select id, state from topup_orders where state in ('reserved', 'unknown') order by created_at`,
    )
  ).rows;
  // A `created` payment without a PayPal order moved no money; with one, the drills' payers always approved
  // it, so the reconciler must capture it (a payer who walks away would be closed after 3 hours instead).
  const stuckFundings = (
    await client.query<{ id: string; status: string }>(
      `select id, status from funding_orders
        where status in ('approved', 'pending') or (status = 'created' and paypal_order_id is not null) or refund_state = 'requested'
        order by created_at`,
    )
  ).rows;
  return {
    topups: topups.map((r) => `${r.state} ${r.n}`).join(', ') || 'none',
    fundings: fundings.map((r) => `${r.status} ${r.n}`).join(', ') || 'none',
    stuck: [...stuckTopups.map((r) => `top-up ${r.id} ${r.state}`), ...stuckFundings.map((r) => `funding ${r.id} ${r.status}`)],
  };
}

/** The aggregator sandbox's transactions by our order id (its customIdentifier): one each, or something doubled. */
async function aggregatorTransactions(topupApiUrl: string): Promise<Map<string, string[]>> {
  const answer = await fetch(`${topupApiUrl}/sandbox/transactions`);
  const { transactions } = (await answer.json()) as { transactions: { customIdentifier: string; status: string }[] };
  const byOrder = new Map<string, string[]>();
  for (const t of transactions) byOrder.set(t.customIdentifier, [...(byOrder.get(t.customIdentifier) ?? []), t.status]);
  return byOrder;
}

/**
 * What the aggregator and the database say of every top-up: doubled (two transactions for one order),
 * delivered twice or never (a succeeded order without its transaction), and orders the aggregator has
 * that the database does not know (made after a backup was taken, for instance).
 */
export async function deliveryReport(client: pg.Client | pg.Pool, topupApiUrl: string) {
  const byOrder = await aggregatorTransactions(topupApiUrl);
  const orders = (await client.query<{ id: string; state: string }>(`select id, state from topup_orders`)).rows;
  const known = new Set(orders.map((o) => o.id));
  const doubled = [...byOrder].filter(([, statuses]) => statuses.length > 1).map(([id]) => id);
  const succeededUndelivered = orders.filter((o) => o.state === 'succeeded' && !byOrder.get(o.id)?.includes('SUCCESSFUL')).map((o) => o.id);
  const failedButDelivered = orders.filter((o) => o.state === 'failed' && byOrder.get(o.id)?.includes('SUCCESSFUL')).map((o) => o.id);
  const unknownHere = [...byOrder.keys()].filter((id) => !known.has(id));
  return { transactions: byOrder.size, doubled, succeededUndelivered, failedButDelivered, unknownHere };
}

/**
 * PayPal's side of every payment: one captured at PayPal whose funding here is not completed is money
 * taken from a payer and not credited; one PayPal has that the database does not know was made after a backup.
 */
export async function paymentsReport(client: pg.Client | pg.Pool, paypalApiUrl: string) {
  const { orders } = (await (await fetch(`${paypalApiUrl}/sandbox/state`)).json()) as { orders: { id: string; status: string }[] };
  const here = new Map(
    (
      await client.query<{ paypal_order_id: string; status: string }>(
        `select paypal_order_id, status from funding_orders where paypal_order_id is not null`,
      )
    ).rows.map((r) => [r.paypal_order_id, r.status]),
  );
  const completed = orders.filter((o) => o.status === 'COMPLETED');
  const notCredited = completed.filter((o) => here.has(o.id) && here.get(o.id) !== 'completed').map((o) => `${o.id} (${here.get(o.id)})`);
  const unknownHere = completed.filter((o) => !here.has(o.id)).length;
  return { captured: completed.length, notCredited, unknownHere };
}
