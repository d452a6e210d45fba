import { expect } from 'vitest';
import { checkLedgerInvariants } from '../../../src/server/ledger/index';
import type { Client, TestApp } from '../test-app';

/** The sandbox's approval page, as a person would press its buttons: returns where PayPal sends them back. */
export async function approveOnPayPal(
  t: TestApp,
  approveUrl: string,
  outcome: 'COMPLETED' | 'PENDING' | 'DECLINED' = 'COMPLETED',
  action: 'pay' | 'cancel' = 'pay',
) {
  const token = new URL(approveUrl).searchParams.get('token')!;
  const response = await fetch(`${t.paypalUrl}/checkoutnow`, {
    method: 'POST',
    body: new URLSearchParams({ token, outcome, action }),
    redirect: 'manual',
  });
  expect(response.status).toBe(302);
  return { orderId: token, returnedTo: new URL(response.headers.get('location')!) };
}

export async function paypalControl<T = unknown>(t: TestApp, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${t.paypalUrl}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.ok, `${method} ${path}: ${response.status}`).toBe(true);
  return (await response.json()) as T;
}

export async function available(client: Client): Promise<number> {
  const response = await client.get('/api/wallet');
  expect(response.statusCode).toBe(200);
  return response.json().availableCents;
}

/** Starts adding `amountCents`, approves it on PayPal with `outcome`, and returns the funding id. */
export async function fundThroughPayPal(
  t: TestApp,
  client: Client,
  amountCents: number,
  outcome: 'COMPLETED' | 'PENDING' | 'DECLINED' = 'COMPLETED',
) {
  const started = await client.post('/api/wallet/funding', { amountCents });
  expect(started.statusCode, started.body).toBe(200);
  const { funding, approveUrl } = started.json();
  await approveOnPayPal(t, approveUrl, outcome);
  return funding.id as string;
}

export async function expectLedgerSound(t: TestApp) {
  expect(await checkLedgerInvariants(t.database.pool)).toEqual([]);
}

/** Waits until `read` returns a value `until` accepts (webhooks arrive asynchronously). */
export async function waitFor<T>(read: () => Promise<T>, until: (value: T) => boolean, timeoutMs = 8000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (until(value)) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out; last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
