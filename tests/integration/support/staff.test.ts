import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSupportService, type StaffReply } from '../../../src/server/features/support/service';
import { createLedgerFor, type Queryable } from '../../../src/server/ledger/index';
import type { Client } from '../test-app';
import { haitiNumber, personWith, quoteAndSend, startTopupApp, type TopupTestApp } from '../topups/topups-kit';

let t: TopupTestApp;
beforeAll(async () => {
  t = await startTopupApp();
});
afterAll(() => t.close());

const ticketBody = { subject: 'Where is my top-up?', message: 'It has been an hour.', priority: 'urgent' };

async function openTicket(client: Client, extra: Record<string, unknown> = {}) {
  const created = await client.post('/api/support/tickets', { ...ticketBody, ...extra });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().ticket.id as string;
}

async function anAdmin() {
  const admin = await personWith(t, 200);
  await t.database.pool.query('update users set is_admin = true where id = $1', [admin.user.id]);
  return admin.client;
}

describe('the staff side of support', () => {
  it('answers only admins: anonymous 401, a user 403, an admin 200, on every staff route', async () => {
    const { client: asker } = await personWith(t, 200);
    const id = await openTicket(asker);
    const admin = await anAdmin();
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/support/tickets'],
      ['GET', `/api/admin/support/tickets/${id}`],
      ['POST', `/api/admin/support/tickets/${id}/messages`, { message: 'We are looking into it.' }],
      ['POST', `/api/admin/support/tickets/${id}/status`, { status: 'resolved' }],
    ];
    for (const [method, url, body] of calls) {
      const anonymous = await t.app.inject({
        method: method as 'GET',
        url,
        payload: body as object,
        headers: { origin: 'http://localhost:3000' },
      });
      expect([url, anonymous.statusCode]).toEqual([url, 401]);
      expect([url, (await asker.call(method as 'GET', url, body)).statusCode]).toEqual([url, 403]);
      const allowed = await admin.call(method as 'GET', url, body);
      expect([url, allowed.statusCode, allowed.body]).toEqual([url, 200, allowed.body]);
    }
    expect((await asker.get(`/api/support/tickets/${id}`)).json().ticket.status).toBe('resolved');
  });

  it("opens a thread with the person's name, email, wallet and the top-up's state, amount and operator", async () => {
    const { client, user } = await personWith(t, 3000);
    const { sent } = await quoteAndSend(client, haitiNumber('88'));
    const topupId = sent.json().topup.id as string;
    await t.work();
    const id = await openTicket(client, { topupId });
    const admin = await anAdmin();

    const thread = (await admin.get(`/api/admin/support/tickets/${id}`)).json();
    expect(thread.user).toMatchObject({ id: user.id, email: user.email, walletAvailableCents: 3000 });
    expect(thread.topup).toMatchObject({ id: topupId, status: 'failed', operatorName: 'Digicel Haiti', amountCents: expect.any(Number) });

    const answered = await admin.post(`/api/admin/support/tickets/${id}/messages`, { message: 'Your money is back in your wallet.' });
    expect(answered.json().ticket).toMatchObject({ status: 'in_progress', lastFromStaff: true, messageCount: 2 });
    const seen = (await client.get(`/api/support/tickets/${id}`)).json();
    expect(seen.messages.at(-1)).toMatchObject({ fromStaff: true, body: 'Your money is back in your wallet.' });
    expect(seen).not.toHaveProperty('user');
  });

  it('lists by status and priority, the most urgent first, a page at a time', async () => {
    const { client } = await personWith(t, 200);
    const low = await openTicket(client, { priority: 'low', subject: 'A low one' });
    const urgent = await openTicket(client, { priority: 'urgent', subject: 'An urgent one' });
    const admin = await anAdmin();
    await admin.post(`/api/admin/support/tickets/${low}/status`, { status: 'in_progress' });

    const open = (await admin.get('/api/admin/support/tickets?status=open&priority=urgent&limit=100')).json();
    expect(open.tickets.map((x: { id: string }) => x.id)).toContain(urgent);
    expect(open.tickets.every((x: { status: string; priority: string }) => x.status === 'open' && x.priority === 'urgent')).toBe(true);
    const working = (await admin.get('/api/admin/support/tickets?status=in_progress&priority=low')).json();
    expect(working.tickets.map((x: { id: string }) => x.id)).toContain(low);
    expect(working.tickets.find((x: { id: string }) => x.id === low).user).toMatchObject({ name: expect.any(String) });

    const all = (await admin.get('/api/admin/support/tickets?limit=100')).json();
    const priorities = all.tickets.map((x: { priority: string }) => ['urgent', 'high', 'medium', 'low'].indexOf(x.priority));
    expect(priorities).toEqual([...priorities].sort((a: number, b: number) => a - b));
    const first = (await admin.get('/api/admin/support/tickets?limit=1')).json();
    const second = (await admin.get('/api/admin/support/tickets?limit=1&offset=1')).json();
    expect(first.total).toBe(all.total);
    expect(first.tickets[0].id).not.toBe(second.tickets[0].id);

    for (const query of ['status=waiting', 'priority=critical', 'limit=0', 'limit=101', 'offset=-1']) {
      const refused = await admin.get(`/api/admin/support/tickets?${query}`);
      expect([query, refused.statusCode]).toEqual([query, 400]);
    }
  });

  it('refuses status moves off the rules with a clear 409, and a person reopens a resolved ticket by answering', async () => {
    const { client } = await personWith(t, 200);
    const id = await openTicket(client);
    const admin = await anAdmin();
    const move = (status: string) => admin.post(`/api/admin/support/tickets/${id}/status`, { status });

    expect((await move('resolved')).json().ticket.status).toBe('resolved');
    const refused = await move('open');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('A resolved ticket cannot move to open; it can move to: in_progress, closed.');
    expect((await move('urgent')).statusCode).toBe(400);

    const reopened = await client.post(`/api/support/tickets/${id}/messages`, { message: 'It still has not arrived.' });
    expect(reopened.json().ticket.status).toBe('open');
    expect((await move('closed')).json().ticket.status).toBe('closed');
    const final = await move('in_progress');
    expect(final.statusCode).toBe(409);
    expect(final.json().error.message).toBe('A closed ticket cannot change status.');
    expect((await admin.post(`/api/admin/support/tickets/${id}/messages`, { message: 'Late' })).statusCode).toBe(409);
    expect((await admin.get('/api/admin/support/tickets/no-such-ticket')).statusCode).toBe(404);
  });
});

describe('a staff answer, as the person sees it', () => {
  it('is in their notifications once, in their language, committed with the answer', async () => {
    const { client: asker } = await personWith(t, 200);
    const id = await openTicket(asker, { subject: 'Rechaj la pa rive' });
    const admin = await anAdmin();
    expect((await admin.post(`/api/admin/support/tickets/${id}/messages`, { message: 'We are on it.' })).statusCode).toBe(200);
    const english = (await asker.get('/api/notifications?lang=en')).json();
    const replies = english.notifications.filter((n: { title: string }) => n.title === 'Support replied');
    expect(replies).toHaveLength(1);
    expect(replies[0].message).toContain('Rechaj la pa rive');
    expect(english.unreadCount).toBeGreaterThanOrEqual(1);
    const kreyol = (await asker.get('/api/notifications?lang=ht')).json();
    expect(kreyol.notifications.map((n: { id: string }) => n.id)).toContain(replies[0].id);
    expect(kreyol.notifications.find((n: { id: string }) => n.id === replies[0].id).title).not.toBe('Support replied');
  });
});

describe('onStaffReply', () => {
  /** The support service as app.ts builds it, with a spy that writes in the answer's own transaction. */
  async function serviceWith(spy: (client: Queryable, reply: StaffReply) => Promise<void>) {
    const ledger = createLedgerFor(t.database);
    await t.database.pool.query('create table if not exists support_reply_probe (event_key text primary key)');
    return createSupportService({
      db: t.database.pool,
      transaction: (fn) => ledger.transaction((tx) => fn(tx.client)),
      topupOf: async () => null,
      personOf: async () => null,
      walletAvailableOf: async () => 0,
      onStaffReply: spy,
      contact: { whatsappNumber: '+13055550100', email: 'support@kredi.app' },
    });
  }
  const probes = async () =>
    (await t.database.pool.query<{ event_key: string }>('select event_key from support_reply_probe order by event_key')).rows.map(
      (row) => row.event_key,
    );

  it("is called once per staff answer, inside its transaction, never for the person's own answers", async () => {
    const { client, user } = await personWith(t, 200);
    const id = await openTicket(client);
    const calls: StaffReply[] = [];
    const support = await serviceWith(async (tx, reply) => {
      calls.push(reply);
      await tx.query('insert into support_reply_probe (event_key) values ($1)', [`support:${reply.ticketId}:reply:${reply.messageId}`]);
    });
    const admin = await anAdmin();
    const staff = (await admin.get('/api/user/me')).json().user;
    const first = await support.staffReply({ user: { id: staff.id } } as never, id, 'First answer');
    await client.post(`/api/support/tickets/${id}/messages`, { message: 'Thanks' });
    const second = await support.staffReply({ user: { id: staff.id } } as never, id, 'Second answer');

    const staffMessages = [first.messages.at(-1)!, second.messages.at(-1)!];
    expect(calls).toEqual(staffMessages.map((m) => ({ ticketId: id, messageId: m.id, userId: user.id, subject: ticketBody.subject })));
    expect(await probes()).toEqual(expect.arrayContaining(staffMessages.map((m) => `support:${id}:reply:${m.id}`)));
  });

  it('rolls the answer back with it: a failing notification leaves no message and no event', async () => {
    const { client } = await personWith(t, 200);
    const id = await openTicket(client);
    const before = await probes();
    const support = await serviceWith(async (tx, reply) => {
      await tx.query('insert into support_reply_probe (event_key) values ($1)', [`support:${reply.ticketId}:reply:${reply.messageId}`]);
      throw new Error('notifications are down');
    });
    const admin = await anAdmin();
    const staff = (await admin.get('/api/user/me')).json().user;
    await expect(support.staffReply({ user: { id: staff.id } } as never, id, 'Lost answer')).rejects.toThrow('notifications are down');

    expect(await probes()).toEqual(before);
    const thread = (await client.get(`/api/support/tickets/${id}`)).json();
    expect(thread.messages).toHaveLength(1);
    expect(thread.ticket.status).toBe('open');
  });
});
