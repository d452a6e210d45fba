import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNotifications, type OutgoingMessage, type Renderer } from '../../../src/server/features/notifications/service';
import type { Notifier } from '../../../src/server/integrations/notifier';
import { createTestDatabase, type TestDatabase } from '../test-database';

/** The notifications job on its own: retries with backoff, drops what has nothing left to send, sends each once. */
let database: TestDatabase;
let userId: string;
beforeAll(async () => {
  database = await createTestDatabase();
  userId = randomUUID();
  await database.pool.query(`insert into users (id, name, email) values ($1, 'Ana', $2)`, [userId, `${userId}@example.com`]);
});
afterAll(() => database.destroy());

const silent = { info() {}, warn() {}, error() {} } as never;
const greeting: Renderer = async (batch) =>
  new Map(
    batch.map((n) => [
      n.id,
      n.payload.gone ? null : ({ channel: 'email', to: 'ana@example.com', subject: String(n.payload.say), text: '' } as OutgoingMessage),
    ]),
  );

function jobWith(email: Notifier['email']) {
  const sent: string[] = [];
  const notifier: Notifier = {
    email: async (message) => {
      await email(message);
      sent.push(message.subject);
    },
    sms: async () => {},
  };
  return { sent, notifications: createNotifications({ pool: database.pool, notifier, renderers: { greeting }, log: silent }) };
}

async function queue(payload: Record<string, unknown>, kind = 'greeting') {
  const id = `test:${randomUUID()}`;
  const client = await database.pool.connect();
  try {
    await jobWith(async () => {}).notifications.enqueue(client, { id, kind, userId, payload });
  } finally {
    client.release();
  }
  return id;
}
const rowOf = async (id: string) =>
  (
    await database.pool.query<{ state: string; attempts: number; last_error: string | null; due_in_s: number }>(
      `select state, attempts, last_error, extract(epoch from next_attempt_at - now())::int as due_in_s from notification_outbox where id = $1`,
      [id],
    )
  ).rows[0]!;

describe('the notifications job', () => {
  it('keeps a notification the relay refused, due again later, and sends it once the relay is back', async () => {
    const id = await queue({ say: 'hello' });
    const down = jobWith(async () => {
      throw new Error('relay down');
    });
    expect(await down.notifications.sendDue()).toBe(0);
    expect(await rowOf(id)).toMatchObject({ state: 'pending', attempts: 1, last_error: 'relay down' });
    expect((await rowOf(id)).due_in_s).toBeGreaterThan(20);

    const up = jobWith(async () => {});
    expect(await up.notifications.sendDue()).toBe(0); // not due yet
    await database.pool.query(`update notification_outbox set next_attempt_at = now() where id = $1`, [id]);
    expect(await up.notifications.sendDue()).toBe(1);
    expect(up.sent).toEqual(['hello']);
    expect(await rowOf(id)).toMatchObject({ state: 'sent', attempts: 2 });
  });

  it('drops a notification with nothing left to send, and waits on a kind it does not know', async () => {
    const gone = await queue({ gone: true });
    const unknown = await queue({}, 'from_a_newer_version');
    const job = jobWith(async () => {});
    expect(await job.notifications.sendDue()).toBe(0);
    expect(await rowOf(gone)).toMatchObject({ state: 'dropped' });
    expect(await rowOf(unknown)).toMatchObject({ state: 'pending', attempts: 1 });
  });

  it('sends each notification once when two instances run the job at the same time', async () => {
    const ids = await Promise.all(Array.from({ length: 120 }, (_, i) => queue({ say: `n${i}` })));
    const a = jobWith(async () => {});
    const b = jobWith(async () => {});
    const [sentByA, sentByB] = await Promise.all([a.notifications.sendDue(), b.notifications.sendDue()]);
    expect(sentByA + sentByB).toBe(120);
    expect(new Set([...a.sent, ...b.sent]).size).toBe(120);
    const states = await database.pool.query(`select distinct state from notification_outbox where id = any($1::text[])`, [ids]);
    expect(states.rows).toEqual([{ state: 'sent' }]);
  });
});
