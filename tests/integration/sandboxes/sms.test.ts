import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../../src/sandbox/framework.js';
import { smsSandbox, type SentSms } from '../../../src/sandbox/sms/index.js';
import { createSmsClient, SmsSendError } from '../../../src/server/integrations/sms/sms-client.js';

let sandbox: RunningSandbox;
let apiUrl: string;

beforeAll(async () => {
  sandbox = await smsSandbox.start({ host: '127.0.0.1' });
  apiUrl = sandbox.env.SMS_API_URL!;
});
afterAll(() => sandbox.stop());
beforeEach(async () => {
  expect((await fetch(`${apiUrl}/api/messages`, { method: 'DELETE' })).status).toBe(204);
});

function client(overrides: Partial<Parameters<typeof createSmsClient>[0]> = {}) {
  return createSmsClient({
    apiUrl,
    accountSid: sandbox.env.SMS_ACCOUNT_SID!,
    authToken: sandbox.env.SMS_AUTH_TOKEN!,
    from: sandbox.env.SMS_FROM!,
    ...overrides,
  });
}

async function sentTo(query: string): Promise<SentSms[]> {
  const response = await fetch(`${apiUrl}/api/messages${query}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { messages: SentSms[] }).messages;
}

describe('SMS sandbox', () => {
  it('advertises Twilio-shaped credentials and its URL', () => {
    expect(sandbox.name).toBe('sms');
    expect(sandbox.env.SMS_API_URL).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(sandbox.env.SMS_ACCOUNT_SID).toMatch(/^AC[0-9a-f]{32}$/);
    expect(sandbox.env.SMS_AUTH_TOKEN).toBeTruthy();
    expect(sandbox.env.SMS_FROM).toBe('+15005550006');
  });

  it('keeps what the client sends, readable newest first with a to-filter', async () => {
    const { id } = await client().send({ to: '+13055550123', body: 'Kòd ou se 482913' });
    await client().send({ to: '+50937000000', body: 'For someone else' });
    await client().send({ to: '+13055550123', body: 'Second text' });
    expect(id).toMatch(/^SM[0-9a-f]{32}$/);

    // Both an encoded `+` and a raw one (which arrives as a space) find the number.
    const encoded = await sentTo(`?to=${encodeURIComponent('+13055550123')}`);
    expect(await sentTo('?to=+13055550123')).toEqual(encoded);
    expect(encoded.map((sms) => sms.body)).toEqual(['Second text', 'Kòd ou se 482913']);
    expect(encoded[1]).toMatchObject({ id, to: '+13055550123', from: '+15005550006', body: 'Kòd ou se 482913' });
    expect(Date.now() - Date.parse(encoded[1]!.sentAt)).toBeLessThan(10_000);
    expect(await sentTo('')).toHaveLength(3);
  });

  it("answers in Twilio's wire format: 201 with the message resource", async () => {
    const { SMS_ACCOUNT_SID: sid, SMS_AUTH_TOKEN: token } = sandbox.env;
    const response = await fetch(`${apiUrl}/2010-04-01/Accounts/${sid}/Messages.json`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(`${sid}:${token}`).toString('base64')}` },
      body: new URLSearchParams({ To: '+14155550100', From: '+15005550006', Body: 'Hello' }),
    });
    expect(response.status).toBe(201);
    const resource = (await response.json()) as Record<string, unknown>;
    expect(resource).toMatchObject({
      account_sid: sid,
      api_version: '2010-04-01',
      status: 'queued',
      to: '+14155550100',
      from: '+15005550006',
      body: 'Hello',
      direction: 'outbound-api',
      num_segments: '1',
    });
    expect(resource.sid).toMatch(/^SM[0-9a-f]{32}$/);
    expect(resource.uri).toBe(`/2010-04-01/Accounts/${sid}/Messages/${String(resource.sid)}.json`);
    expect(resource.date_created).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} \+0000$/);
  });

  it("rejects wrong credentials with Twilio's 401 Authenticate error, and sends nothing", async () => {
    const failure = await client({ authToken: 'wrong' })
      .send({ to: '+13055550123', body: 'x' })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SmsSendError);
    expect(failure).toMatchObject({ message: 'Authenticate', status: 401, code: 20003 });

    const otherAccount = await client({ accountSid: `AC${'0'.repeat(32)}` })
      .send({ to: '+13055550123', body: 'x' })
      .catch((error: unknown) => error);
    expect(otherAccount).toMatchObject({ message: 'Authenticate', status: 401, code: 20003 });

    const raw = await fetch(`${apiUrl}/2010-04-01/Accounts/${sandbox.env.SMS_ACCOUNT_SID}/Messages.json`, {
      method: 'POST',
      body: new URLSearchParams({ To: '+13055550123', From: '+15005550006', Body: 'x' }),
    });
    expect(raw.status).toBe(401);
    expect(await raw.json()).toEqual({
      code: 20003,
      message: 'Authenticate',
      more_info: 'https://www.twilio.com/docs/errors/20003',
      status: 401,
    });
    expect(await sentTo('')).toEqual([]);
  });

  it('rejects a number that is not E.164 with Twilio error 21211', async () => {
    for (const to of ['3055550123', '+0123456789', '+1 305 555 0123', '+1234']) {
      const failure = await client()
        .send({ to, body: 'x' })
        .catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(SmsSendError);
      expect(failure).toMatchObject({ status: 400, code: 21211, message: `The 'To' number ${to} is not a valid phone number.` });
    }
    expect(await sentTo('')).toEqual([]);
  });

  it('throws a clear error when the gateway is unreachable', async () => {
    const failure = await client({ apiUrl: 'http://127.0.0.1:1' })
      .send({ to: '+13055550123', body: 'x' })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SmsSendError);
    expect((failure as Error).message).toContain('SMS gateway at http://127.0.0.1:1 unreachable');
  });

  it('lists texts on its page with their content escaped', async () => {
    await client().send({ to: '+13055550123', body: '<script>alert("x")</script> & more' });
    const response = await fetch(`${apiUrl}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('<meta name="viewport"');
    expect(html).toContain('+13055550123');
    expect(html).toContain('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; more');
    expect(html).not.toContain('<script>');
  });
});
