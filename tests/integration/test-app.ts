import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../../src/server/app';
import { startSandboxes, stopSandboxes } from '../../src/sandbox/framework';
import { mailSandbox } from '../../src/sandbox/mail/index';
import { smsSandbox } from '../../src/sandbox/sms/index';
import { paypalSandbox } from '../../src/sandbox/paypal/index';
import { aggregatorSandbox } from '../../src/sandbox/aggregator/index';
import { createHttpExchange } from '../../src/server/integrations/http-exchange';
import { createPayPalClient, type PayPalClient, type PayPalClientOptions } from '../../src/server/integrations/paypal/index';
import { checkAnswersAgainstDocument } from './openapi-conformance';
import { testConfig } from './test-config';
import { createTestDatabase, type TestDatabase } from './test-database';

export const PUBLIC_URL = 'http://localhost:3000';
const AUTH_SECRET = 'integration-tests-secret-integration-tests';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  mailboxUrl: string;
  smsUrl: string;
  paypalUrl: string;
  /** The variables the sandboxes gave the app (their addresses and credentials). */
  env: Record<string, string>;
  /** Where the app listens on loopback (PayPal's webhooks arrive there), when started with `listen`. */
  baseUrl: string | null;
  /** A PayPal client with the sandbox's credentials, as main.ts configures the app's own. */
  appPayPal(overrides?: Partial<PayPalClientOptions>): PayPalClient;
  close(): Promise<void>;
}

/**
 * The whole server on a fresh database, with the mail, SMS and PayPal sandboxes on loopback, as `npm start`
 * wires it. With `listen`, the app also listens on a loopback port and PayPal's webhooks are delivered to it.
 */
export async function startTestApp(
  options: { listen?: boolean; aggregator?: boolean; config?: Record<string, string>; clock?: () => Date; backgroundJobs?: boolean } = {},
): Promise<TestApp> {
  const sandboxes = await startSandboxes([mailSandbox, smsSandbox, paypalSandbox, ...(options.aggregator ? [aggregatorSandbox] : [])]);
  const env = Object.assign({}, ...sandboxes.map((s) => s.env)) as Record<string, string>;
  const database = await createTestDatabase();
  const app = await buildApp({
    config: testConfig({
      ...env,
      PUBLIC_URL,
      AUTH_SECRET,
      DATA_DIR: await mkdtemp(path.join(tmpdir(), 'kredi-it-')),
      ...options.config,
    }),
    database,
    serveWeb: false,
    clock: options.clock,
    backgroundJobs: options.backgroundJobs,
  });
  checkAnswersAgainstDocument(app);
  // The test's own PayPal clients (appPayPal) share one exchange, closed with the app.
  const paypalExchange = createHttpExchange();
  let baseUrl: string | null = null;
  if (options.listen) {
    baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
    await fetch(`${env.PAYPAL_API_URL}/sandbox/webhook-url`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: `${baseUrl}/api/webhooks/paypal` }),
    });
  }
  return {
    app,
    database,
    mailboxUrl: env.MAILBOX_URL!,
    smsUrl: env.SMS_API_URL!,
    paypalUrl: env.PAYPAL_API_URL!,
    env,
    baseUrl,
    appPayPal: (overrides = {}) =>
      createPayPalClient({
        apiUrl: env.PAYPAL_API_URL!,
        clientId: env.PAYPAL_CLIENT_ID!,
        clientSecret: env.PAYPAL_CLIENT_SECRET!,
        webhookId: env.PAYPAL_WEBHOOK_ID!,
        exchange: paypalExchange,
        ...overrides,
      }),
    async close() {
      await app.close();
      await paypalExchange.close();
      await stopSandboxes(sandboxes);
      await database.destroy();
    },
  };
}

/**
 * A second instance of the server on the same database and sandboxes, as a deployment with two of them
 * runs: what one instance keeps in memory, the other does not know. Closing it leaves the database open.
 */
export async function startAnotherInstance(t: TestApp, options: { clock?: () => Date } = {}): Promise<FastifyInstance> {
  const app = await buildApp({
    config: testConfig({ ...t.env, PUBLIC_URL, AUTH_SECRET, DATA_DIR: await mkdtemp(path.join(tmpdir(), 'kredi-it-')) }),
    database: t.database,
    serveWeb: false,
    clock: options.clock,
  });
  checkAnswersAgainstDocument(app);
  return app;
}

let octet = 0;
const nextOctet = () => (octet = (octet % 250) + 1);

/** A browser's view of the API: same-origin headers and a cookie jar, over Fastify's inject. */
export class Client {
  private cookies = new Map<string, string>();
  idToken: string | null = null;
  /** Each client is its own person on its own address, so per-IP rate limits count them apart. */
  private readonly ip = `127.${nextOctet()}.${nextOctet()}.${nextOctet()}`;

  constructor(
    private readonly app: FastifyInstance,
    private readonly userAgent = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36',
  ) {}

  async call(method: InjectOptions['method'], url: string, body?: unknown, headers: Record<string, string> = {}) {
    const response = await this.app.inject({
      method,
      url,
      remoteAddress: this.ip,
      payload: body === undefined ? undefined : JSON.stringify(body),
      headers: {
        origin: PUBLIC_URL,
        'user-agent': this.userAgent,
        'x-timezone': 'America/New_York',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookies.size ? { cookie: this.cookieHeader() } : {}),
        ...headers,
      },
    });
    for (const cookie of response.cookies as { name: string; value: string; maxAge?: number }[]) {
      if (cookie.value === '' || cookie.maxAge === 0) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get = (url: string, headers?: Record<string, string>) => this.call('GET', url, undefined, headers);
  post = (url: string, body: unknown = {}, headers?: Record<string, string>) => this.call('POST', url, body, headers);

  /** Signs up, completes the product user, and keeps the session cookie and an ID token. */
  /** Signs up and completes the account as the register form does, in `language` (the form's current one). */
  async register(person: {
    email: string;
    password?: string;
    firstName?: string;
    lastName?: string;
    phoneNumber?: string;
    language?: string;
  }) {
    const firstName = person.firstName ?? 'Marie';
    const lastName = person.lastName ?? 'Joseph';
    const language = person.language ?? 'en';
    const signUp = await this.post('/api/identity/sign-up/email', {
      email: person.email,
      password: person.password ?? 'secret12',
      name: `${firstName} ${lastName}`,
      firstName,
      lastName,
      language,
    });
    if (signUp.statusCode !== 200) throw new Error(`sign-up failed: ${signUp.statusCode} ${signUp.body}`);
    await this.refreshIdToken();
    const registered = await this.post('/api/auth/register', {
      idToken: this.idToken,
      userData: { firstName, lastName, phoneNumber: person.phoneNumber ?? '+1 305 555 0123', language },
    });
    if (registered.statusCode !== 200) throw new Error(`register failed: ${registered.statusCode} ${registered.body}`);
    return registered.json().user as import('../../src/shared/api/identity').ProductUser;
  }

  async signIn(email: string, password = 'secret12') {
    const response = await this.post('/api/identity/sign-in/email', { email, password });
    if (response.statusCode === 200 && !response.json().twoFactorRedirect) await this.refreshIdToken();
    return response;
  }

  async refreshIdToken() {
    const response = await this.get('/api/identity/token');
    this.idToken = response.statusCode === 200 ? response.json().token : null;
    return this.idToken;
  }

  bearer(): Record<string, string> {
    return { authorization: `Bearer ${this.idToken}` };
  }

  /** The cookies this client's browser holds now, as a Cookie header value. */
  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  forgetCookies() {
    this.cookies.clear();
  }
}

/** Messages the mail sandbox received for one address, newest first. */
export async function mailTo(mailboxUrl: string, email: string) {
  const response = await fetch(`${mailboxUrl}/api/messages?to=${encodeURIComponent(email)}`);
  return ((await response.json()) as { messages: { subject: string; text: string }[] }).messages;
}

export async function smsTo(smsUrl: string, phone: string) {
  const response = await fetch(`${smsUrl}/api/messages?to=${encodeURIComponent(phone)}`);
  return ((await response.json()) as { messages: { body: string }[] }).messages;
}

/** Lets fire-and-forget side effects (alerts) finish before asserting on them. */
export async function eventually<T>(read: () => Promise<T>, until: (value: T) => boolean, timeoutMs = 5000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (until(value) || Date.now() - started > timeoutMs) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
