import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { Client } from '../test-app';

/** One answer the app gave while the load ran. */
export interface Answer {
  what: string;
  status: number;
  code: string | null;
  message: string | null;
  retryAfter: string | null;
}

/**
 * What the people using Kredi did: each answer recorded, and after a 503 they wait until Kredi is back,
 * then press again (the same Idempotency-Key, the same payment), as the web app does.
 */
export class Load {
  readonly answers: Answer[] = [];
  /** People waiting for Kredi to come back, each after a 503. */
  waiting = 0;
  /** Steps that finished with a 2xx. */
  done = 0;
  /** Answers that were neither a 2xx nor a 503: each ended that person's work. */
  readonly unexpected: string[] = [];
  /** Requests sent and not answered yet. */
  readonly inFlight: string[] = [];
  private back!: () => void;
  private readonly comeBack = new Promise<void>((resolve) => (this.back = resolve));

  /** People whose work is all done. */
  finished = 0;

  /** One person's work, counted when it is all done. */
  async person<T>(work: Promise<T>): Promise<T> {
    const result = await work;
    this.finished++;
    return result;
  }

  /** Whether each of `people` waits for Kredi to come back or is done; fails at once on an answer that is not a 503. */
  allWaiting(people: number): boolean {
    if (this.unexpected.length > 0) throw new Error(`answers other than 2xx or 503:\n${this.unexpected.join('\n')}`);
    return this.waiting + this.finished === people;
  }

  /** Kredi answers again: everyone who waits presses again. */
  resume() {
    this.back();
  }

  /** Calls until a 2xx (one wait for Kredi to come back after a 503); anything else ends the step with an error. */
  async step(what: string, call: () => Promise<LightMyRequestResponse>): Promise<LightMyRequestResponse> {
    for (let attempt = 0; ; attempt++) {
      this.inFlight.push(what);
      const response = await call().finally(() => this.inFlight.splice(this.inFlight.indexOf(what), 1));
      const body = safeJson(response.body);
      this.answers.push({
        what,
        status: response.statusCode,
        code: body?.error?.code ?? null,
        message: body?.error?.message ?? null,
        retryAfter: (response.headers['retry-after'] as string | undefined) ?? null,
      });
      if (response.statusCode < 300) {
        this.done++;
        return response;
      }
      if (response.statusCode !== 503 || attempt > 0) {
        this.unexpected.push(`${what}: ${response.statusCode} ${response.body}`);
        throw new Error(this.unexpected.at(-1));
      }
      this.waiting++;
      await this.comeBack;
      this.waiting--;
    }
  }
}

function safeJson(text: string): { error?: { code?: string; message?: string } } | null {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export interface Sent {
  key: string;
  topupIds: Set<string>;
  number: string;
}

/** A person sending `count` wallet top-ups one after the other: quote, send with an Idempotency-Key, look. */
export async function sendTopups(
  load: Load,
  client: Client,
  plan: { operatorId: number; amountCents: number; numbers: string[] },
): Promise<Sent[]> {
  const sent: Sent[] = [];
  for (const number of plan.numbers) {
    const quote = await load.step('quote', () =>
      client.post('/api/topups/quotes', {
        countryIso: 'HT',
        operatorId: plan.operatorId,
        recipientNumber: number,
        amountCents: plan.amountCents,
        paymentMethod: 'wallet',
      }),
    );
    const record: Sent = { key: randomUUID(), topupIds: new Set(), number };
    sent.push(record);
    const response = await load.step('send', () =>
      client.post('/api/topups', { quoteId: quote.json().id }, { 'idempotency-key': record.key }),
    );
    record.topupIds.add(response.json().topup.id);
    await load.step('wallet', () => client.get('/api/wallet'));
    await load.step('topup', () => client.get(`/api/topups/${response.json().topup.id}`));
  }
  return sent;
}

/** A person adding funds `amounts.length` times: start, approve on PayPal's page, come back and capture. */
export async function addFunds(
  load: Load,
  client: Client,
  amounts: number[],
  approve: (approveUrl: string) => Promise<void>,
): Promise<string[]> {
  const fundings: string[] = [];
  for (const amountCents of amounts) {
    const started = await load.step('funding', () => client.post('/api/wallet/funding', { amountCents }));
    const { funding, approveUrl } = started.json();
    fundings.push(funding.id);
    await approve(approveUrl);
    await load.step('capture', () => client.post(`/api/wallet/funding/${funding.id}/capture`));
    await load.step('wallet', () => client.get('/api/wallet'));
  }
  return fundings;
}

/** Waits until `condition` holds, looking every 20 ms; fails after `timeoutMs` saying so (and what `explain` tells). */
export async function waitUntil(condition: () => boolean | Promise<boolean>, timeoutMs = 10_000, explain = () => ''): Promise<void> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error(`condition not met within ${timeoutMs} ms: ${condition.toString()} ${explain()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
