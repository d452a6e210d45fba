import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '../test-app';
import { haitiNumber, personWith, quoteAndSend, startTopupApp, topupOf, type TopupTestApp } from '../topups/topups-kit';

let t: TopupTestApp;
beforeAll(async () => {
  t = await startTopupApp();
});
afterAll(() => t.close());

const ticketBody = { subject: 'My top-up did not arrive', message: 'I sent $5 to my mother this morning.', priority: 'high' };

async function openTicket(client: Client, body: Record<string, unknown> = ticketBody) {
  const created = await client.post('/api/support/tickets', body);
  expect(created.statusCode, created.body).toBe(201);
  return created.json().ticket.id as string;
}

/** A top-up the sandbox operator refuses (numbers ending in 88), failed and refunded. */
async function failedTopupOf(client: Client) {
  const { sent } = await quoteAndSend(client, haitiNumber('88'));
  expect(sent.statusCode, sent.body).toBe(200);
  const id = sent.json().topup.id as string;
  await t.work();
  expect(await topupOf(client, id)).toMatchObject({ status: 'failed' });
  return id;
}

describe('support tickets of a person', () => {
  it('creates a ticket about a failed top-up, lists it open, and shows its thread with the top-up', async () => {
    const { client } = await personWith(t, 3000);
    const topupId = await failedTopupOf(client);
    const created = await client.post('/api/support/tickets', { ...ticketBody, subject: '  Failed top-up  ', topupId });
    expect(created.statusCode, created.body).toBe(201);
    const thread = created.json();
    expect(thread.ticket).toMatchObject({ subject: 'Failed top-up', priority: 'high', status: 'open', topupId, messageCount: 1 });
    expect(thread.topup).toMatchObject({ id: topupId, status: 'failed' });
    expect(thread.messages).toEqual([expect.objectContaining({ fromStaff: false, body: ticketBody.message })]);

    const listed = (await client.get('/api/support/tickets')).json().tickets;
    expect(listed).toEqual([expect.objectContaining({ id: thread.ticket.id, status: 'open', topupId })]);
    const read = await client.get(`/api/support/tickets/${thread.ticket.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().topup.operatorName).toBe('Digicel Haiti');
  });

  it('answers and closes, then refuses answers and a second close with a clear 409', async () => {
    const { client } = await personWith(t, 200);
    const id = await openTicket(client);
    const answered = await client.post(`/api/support/tickets/${id}/messages`, { message: 'Any news?' });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().messages.map((m: { body: string }) => m.body)).toEqual([ticketBody.message, 'Any news?']);

    const closed = await client.post(`/api/support/tickets/${id}/close`);
    expect(closed.json().ticket.status).toBe('closed');
    const again = await client.post(`/api/support/tickets/${id}/close`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This ticket is already closed.');
    const late = await client.post(`/api/support/tickets/${id}/messages`, { message: 'Hello?' });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining('closed'),
      fields: { status: 'validation.ticketTransition' },
    });
    expect((await client.get(`/api/support/tickets/${id}`)).json().messages).toHaveLength(2);
  });

  it('refuses bad input field by field and writes nothing', async () => {
    const { client } = await personWith(t, 200);
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ ...ticketBody, subject: 'a' }, 'subject', 'validation.ticketSubject'],
      [{ ...ticketBody, subject: 'x'.repeat(121) }, 'subject', 'validation.ticketSubject'],
      [{ ...ticketBody, message: '   ' }, 'message', 'validation.ticketMessage'],
      [{ ...ticketBody, message: 'x'.repeat(5001) }, 'message', 'validation.ticketMessage'],
      [{ ...ticketBody, priority: 'critical' }, 'priority', 'validation.ticketPriority'],
      [{ subject: 'Hello there', message: 'Hi' }, 'priority', 'validation.ticketPriority'],
    ];
    for (const [body, field, code] of refusals) {
      const refused = await client.post('/api/support/tickets', body);
      expect(refused.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(refused.json().error.fields[field]).toBe(code);
    }
    expect((await client.get('/api/support/tickets')).json().tickets).toEqual([]);
  });

  it("keeps tickets apart: another's ticket is 404 to read, answer or close, and another's top-up is refused", async () => {
    const owner = await personWith(t, 3000);
    const stranger = await personWith(t, 200);
    const topupId = await failedTopupOf(owner.client);
    const id = await openTicket(owner.client, { ...ticketBody, topupId });

    expect((await stranger.client.get(`/api/support/tickets/${id}`)).statusCode).toBe(404);
    expect((await stranger.client.post(`/api/support/tickets/${id}/messages`, { message: 'Mine now' })).statusCode).toBe(404);
    expect((await stranger.client.post(`/api/support/tickets/${id}/close`)).statusCode).toBe(404);
    expect((await stranger.client.get('/api/support/tickets')).json().tickets).toEqual([]);

    const borrowed = await stranger.client.post('/api/support/tickets', { ...ticketBody, topupId });
    expect(borrowed.statusCode).toBe(400);
    expect(borrowed.json().error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { topupId: 'validation.ticketTopup' } });
    const unknown = await stranger.client.post('/api/support/tickets', { ...ticketBody, topupId: 'no-such-topup' });
    expect(unknown.json().error.fields).toEqual({ topupId: 'validation.ticketTopup' });
    expect((await stranger.client.get('/api/support/tickets')).json().tickets).toEqual([]);
    expect((await owner.client.get(`/api/support/tickets/${id}`)).json().messages).toHaveLength(1);
  });

  it("erases a deleted account's tickets and messages with it", async () => {
    const { client, user } = await personWith(t, 200);
    await openTicket(client);
    expect((await client.post('/api/account/delete', { password: 'secret12' })).statusCode).toBe(200);
    const { rows } = await t.database.pool.query(
      `select (select count(*)::int from support_tickets where user_id = $1) as tickets,
              (select count(*)::int from support_messages where author_user_id = $1) as messages`,
      [user.id],
    );
    expect(rows[0]).toEqual({ tickets: 0, messages: 0 });
  });

  it('tells anyone how to reach support, from the configuration', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/support/contact' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      whatsappUrl: 'https://wa.me/13055550100',
      whatsappNumber: '+13055550100',
      email: 'support@kredi.app',
      replyWithinHours: 24,
    });
  });

  it('refuses the ticket calls to someone not signed in', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/support/tickets' })).statusCode).toBe(401);
  });
});
