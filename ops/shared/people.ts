/** People using Kredi over its HTTP API: sign up, add funds with PayPal's sandbox approval, send top-ups. Loopback only. */
import { randomUUID } from 'node:crypto';
import { until, pause } from './processes.js';

/** A person of the drill: their session cookie, sent to whichever instance they call, with Kredi's Origin. */
export class Person {
  constructor(
    readonly origin: string,
    readonly cookie: string,
    readonly userId: string,
  ) {}

  static async signUp(base: string, origin: string, label: string): Promise<Person> {
    const response = await fetch(`${base}/api/identity/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({
        email: `${label}-${randomUUID().slice(0, 8)}@example.com`,
        password: 'drill-password-1234',
        name: 'Drill Person',
        firstName: 'Drill',
        lastName: 'Person',
      }),
    });
    if (response.status !== 200) throw new Error(`sign-up: ${response.status} ${await response.text()}`);
    // The Set-Cookie is read here (a Secure cookie too: the drill talks http to an https PUBLIC_URL).
    const cookie = response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    return new Person(origin, cookie, ((await response.json()) as { user: { id: string } }).user.id);
  }

  call(base: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
    return fetch(`${base}${path}`, {
      method,
      headers: {
        origin: this.origin,
        cookie: this.cookie,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
  }
}

/** What the people saw, by answer, for the report. */
export class Answers {
  readonly byKind = new Map<string, number>();
  note(what: string, status: number, code?: string) {
    const key = `${what} ${status || 'no answer'}${code ? ` ${code}` : ''}`;
    this.byKind.set(key, (this.byKind.get(key) ?? 0) + 1);
  }
  count(predicate: (status: number) => boolean): number {
    let n = 0;
    for (const [key, count] of this.byKind) if (predicate(Number(/ (\d{3})( |$)/.exec(key)?.[1] ?? 0))) n += count;
    return n;
  }
  toString() {
    return [...this.byKind]
      .sort()
      .map(([key, n]) => `${key}: ${n}`)
      .join(', ');
  }
}

interface Operator {
  id: number;
  name: string;
  denominationType: string;
  fixedAmountsCents: number[];
  minCents: number;
}

/** Digicel Haiti once the catalogue is copied from the aggregator, and an amount it takes. */
export async function digicelHaiti(base: string, person: Person, timeoutMs: number) {
  const operator = await until(
    async () => {
      const answer = await person.call(base, 'GET', '/api/catalogue/countries/HT/operators');
      return ((await answer.json()) as { operators?: Operator[] }).operators?.find((o) => o.name === 'Digicel Haiti');
    },
    timeoutMs,
    'the catalogue to be copied from the aggregator',
    500,
  );
  return { id: operator.id, amountCents: operator.denominationType === 'FIXED' ? operator.fixedAmountsCents[0]! : operator.minCents };
}

/**
 * Presses until a definite answer (< 500), as the web app does after a 503, with the same body and headers
 * (the same Idempotency-Key): answers the response, or null if there was none within `tries`.
 */
async function press(answers: Answers, what: string, send: () => Promise<Response>, tries = 20): Promise<Response | null> {
  for (let attempt = 0; attempt < tries; attempt++) {
    const response = await send().catch(() => null);
    const code =
      response && response.status >= 400
        ? (
            (await response
              .clone()
              .json()
              .catch(() => ({}))) as { error?: { code?: string } }
          ).error?.code
        : undefined;
    answers.note(what, response?.status ?? 0, code);
    if (response && response.status < 500) return response;
    await pause(250);
  }
  return null;
}

/** One top-up paid from the wallet, through the instance `base`: quote, then send with a new key. True once accepted. */
export async function sendTopup(
  answers: Answers,
  base: string,
  person: Person,
  operator: { id: number; amountCents: number },
  recipientNumber: string,
): Promise<boolean> {
  const quote = await press(answers, 'quote', () =>
    person.call(base, 'POST', '/api/topups/quotes', {
      countryIso: 'HT',
      operatorId: operator.id,
      recipientNumber,
      amountCents: operator.amountCents,
      paymentMethod: 'wallet',
    }),
  );
  if (!quote?.ok) return false;
  const quoteId = ((await quote.json()) as { id: string }).id;
  const key = randomUUID();
  const sent = await press(answers, 'send', () => person.call(base, 'POST', '/api/topups', { quoteId }, { 'idempotency-key': key }));
  return Boolean(sent?.ok);
}

/** Adds funds with PayPal through `base`: starts the payment, approves it at the sandbox as the payer, captures. */
export async function addFunds(answers: Answers, base: string, person: Person, amountCents: number): Promise<boolean> {
  const started = await press(answers, 'funding', () => person.call(base, 'POST', '/api/wallet/funding', { amountCents }));
  if (!started?.ok) return false;
  const { funding, approveUrl } = (await started.json()) as { funding: { id: string }; approveUrl: string };
  const approve = new URL(approveUrl);
  const approved = await fetch(`${approve.origin}/checkoutnow`, {
    method: 'POST',
    body: new URLSearchParams({ token: approve.searchParams.get('token')!, outcome: 'COMPLETED', action: 'pay' }),
    redirect: 'manual',
  });
  answers.note('paypal approval', approved.status);
  const captured = await press(answers, 'capture', () => person.call(base, 'POST', `/api/wallet/funding/${funding.id}/capture`, {}));
  return Boolean(captured?.ok);
}

/** A new Haitian number each time, ending in 05 (the aggregator sandbox delivers those), so no recent-recharge rule applies. */
export function recipientNumber(person: number, n: number): string {
  return `+509 3${String(400 + person).padStart(3, '0')} ${String(n % 100).padStart(2, '0')}05`;
}
