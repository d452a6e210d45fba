import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import type { RunningSandbox } from '../../../src/sandbox/framework.js';
import { createPayPalSandbox, type PayPalSandboxOptions, type RecordedExchange } from '../../../src/sandbox/paypal/index.js';
import { createHttpExchange, type HttpExchange } from '../../../src/server/integrations/http-exchange.js';
import { createPayPalClient, type PayPalClientOptions } from '../../../src/server/integrations/paypal/index.js';
import { sandboxControls, type ControlCall } from '../sandbox-harness.js';

/** The PayPal sandbox on loopback, the adapter pointed at it, and helpers that act as the payer would. */
export interface PayPalHarness {
  sandbox: RunningSandbox;
  apiUrl: string;
  /** The clients' exchange (undici, kept-alive, as production's), shared by them and closed by `stop`. */
  exchange: HttpExchange;
  client(overrides?: Partial<PayPalClientOptions>): ReturnType<typeof createPayPalClient>;
  control: ControlCall;
  /** Submits the approval page's form ("Pay now" or "Cancel and return") and returns where it redirects. */
  approve(orderId: string, outcome?: 'COMPLETED' | 'PENDING' | 'DECLINED', action?: 'pay' | 'cancel'): Promise<URL>;
  requests(): Promise<RecordedExchange[]>;
  stop(): Promise<void>;
}

export const RETURN_URL = 'http://localhost:3000/wallet/paypal/return';
export const CANCEL_URL = 'http://localhost:3000/wallet/paypal/cancel';

export async function startPayPal(options: PayPalSandboxOptions = {}): Promise<PayPalHarness> {
  const sandbox = await createPayPalSandbox({ webhookUrl: null, webhookBackoffMs: 20, ...options }).start({ host: '127.0.0.1' });
  const apiUrl = sandbox.env.PAYPAL_API_URL!;
  const { control, requests } = sandboxControls<RecordedExchange>(apiUrl);
  const exchange = createHttpExchange();

  return {
    sandbox,
    apiUrl,
    exchange,
    client: (overrides = {}) =>
      createPayPalClient({
        apiUrl,
        clientId: sandbox.env.PAYPAL_CLIENT_ID!,
        clientSecret: sandbox.env.PAYPAL_CLIENT_SECRET!,
        webhookId: sandbox.env.PAYPAL_WEBHOOK_ID!,
        exchange,
        ...overrides,
      }),
    control,
    async approve(orderId, outcome = 'COMPLETED', action = 'pay') {
      const response = await fetch(`${apiUrl}/checkoutnow`, {
        method: 'POST',
        body: new URLSearchParams({ token: orderId, outcome, action }),
        redirect: 'manual',
      });
      expect(response.status).toBe(302);
      return new URL(response.headers.get('location')!);
    },
    requests,
    async stop() {
      await exchange.close();
      await sandbox.stop();
    },
  };
}

export function orderInput(overrides: Partial<Parameters<ReturnType<typeof createPayPalClient>['createOrder']>[0]> = {}) {
  const id = crypto.randomUUID();
  return {
    amountCents: 2000,
    currency: 'USD' as const,
    customId: id,
    description: 'Kredi wallet top-up',
    returnUrl: RETURN_URL,
    cancelUrl: CANCEL_URL,
    requestId: `create-${id}`,
    ...overrides,
  };
}

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  rawBody: Buffer;
  event: { id: string; event_type: string; resource_type: string; resource: Record<string, unknown> };
}

/** A merchant's webhook endpoint: keeps what arrives, answers the statuses queued in `answers` (then 200). */
export async function startWebhookReceiver(): Promise<{
  url: string;
  received: ReceivedWebhook[];
  answers: number[];
  close(): Promise<void>;
}> {
  const received: ReceivedWebhook[] = [];
  const answers: number[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const rawBody = Buffer.concat(chunks);
      received.push({ headers: request.headers, rawBody, event: JSON.parse(rawBody.toString('utf8')) as ReceivedWebhook['event'] });
      response.statusCode = answers.shift() ?? 200;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/webhooks/paypal`,
    received,
    answers,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Polls until `check` returns a value (not undefined), or fails after `timeoutMs`. */
export async function eventually<T>(check: () => T | undefined | Promise<T | undefined>, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
