import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Client } from '../test-app';
import { digicelHaiti, haitiNumber, personWith, type TopupTestApp } from '../topups/topups-kit';

/** A person with a verified phone of their own (texts go only to a verified number). */
export async function personWithPhone(t: TopupTestApp, cents = 3000) {
  const person = await personWith(t, cents);
  const phone = randomPhone();
  await t.database.pool.query(`update users set phone_number = $2, phone_number_verified = true where id = $1`, [person.user.id, phone]);
  return { ...person, phone };
}

export async function chooseChannels(client: Client, channels: { notifyEmail?: boolean; notifySms?: boolean; notifyPush?: boolean }) {
  const response = await client.call('PATCH', '/api/account/settings', channels);
  expect(response.statusCode, response.body).toBe(200);
}

/** Quotes and sends a top-up to a Haitian number ending in `lastTwo` (the sandbox's outcome), asking to text the recipient or not. */
export async function sendTopup(client: Client, lastTwo: string, options: { textRecipient?: boolean } = {}) {
  const operator = await digicelHaiti(client);
  const recipientNumber = haitiNumber(lastTwo);
  const quote = await client.post('/api/topups/quotes', {
    countryIso: 'HT',
    operatorId: operator.id,
    recipientNumber,
    amountCents: operator.denominationType === 'FIXED' ? operator.fixedAmountsCents[0]! : Math.max(operator.minCents, 500),
    paymentMethod: 'wallet',
    ...(options.textRecipient === undefined ? {} : { textRecipient: options.textRecipient }),
  });
  expect(quote.statusCode, quote.body).toBe(200);
  const sent = await client.post('/api/topups', { quoteId: quote.json().id }, { 'idempotency-key': randomUUID() });
  expect(sent.statusCode, sent.body).toBe(200);
  return { quote: quote.json(), orderId: sent.json().topup.id as string };
}

export interface OutboxRow {
  id: string;
  kind: string;
  channel: string;
  state: string;
  attempts: number;
}

/** The outbox rows of one event (`topup:<id>:delivered` → its `:email`, `:sms`, `:push:<browser>`), by id. */
export async function outboxOf(t: TopupTestApp, event: string): Promise<OutboxRow[]> {
  const { rows } = await t.database.pool.query<OutboxRow>(
    `select id, kind, channel, state, attempts from notification_outbox where id like $1 || ':%' order by id`,
    [event],
  );
  return rows;
}

/** Makes everything of `event` due now (a lease ran out, a backoff passed), without waiting for it. */
export async function dueNow(t: TopupTestApp, event: string) {
  await t.database.pool.query(`update notification_outbox set next_attempt_at = now() where id like $1 || ':%'`, [event]);
}

export async function notificationsOf(client: Client, lang = 'en') {
  const response = await client.get(`/api/notifications?lang=${lang}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    notifications: { id: string; title: string; message: string; type: string; createdAt: string; read: boolean }[];
    unreadCount: number;
  };
}

/** A valid US mobile-looking number (exchange 2x2–9x9), different each time: verified numbers are unique. */
export const randomPhone = () =>
  `+1305${2 + Math.floor(Math.random() * 8)}2${Math.floor(Math.random() * 10)}${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}`;
