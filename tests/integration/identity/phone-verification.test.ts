import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, eventually, smsTo, startTestApp, type TestApp } from '../test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function codeTextedTo(phone: string): Promise<string> {
  const messages = await eventually(
    () => smsTo(t.smsUrl, phone),
    (m) => m.length > 0,
  );
  return /\b(\d{6})\b/.exec(messages[0]!.body)![1]!;
}

describe('phone verification by SMS code', () => {
  it('texts a code to the profile number (in the person’s language) and verifies this account only', async () => {
    const phone = '+50937110001';
    const mother = new Client(t.app);
    await mother.register({ email: 'mother@example.com', phoneNumber: phone });
    const daughter = new Client(t.app);
    await daughter.register({ email: 'daughter@example.com', phoneNumber: phone }); // a shared family phone

    await daughter.call('PUT', '/api/user/profile', { firstName: 'Marie', lastName: 'Joseph', phoneNumber: phone, language: 'ht' });
    expect((await daughter.post('/api/account/phone/send-code')).statusCode).toBe(200);
    const code = await codeTextedTo(phone);
    expect((await smsTo(t.smsUrl, phone))[0]!.body).toContain('kòd verifikasyon ou se');

    const wrong = await daughter.post('/api/account/phone/verify', { code: code === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ code: 'validation.codeIncorrect' });

    const right = await daughter.post('/api/account/phone/verify', { code });
    expect(right.statusCode).toBe(200);
    expect((await daughter.get('/api/user/me')).json().user).toMatchObject({ phoneNumberVerified: true, verificationStatus: 'pending' });
    expect((await mother.get('/api/user/me')).json().user.phoneNumberVerified).toBe(false);

    // The same number cannot be verified on a second account.
    expect((await mother.post('/api/account/phone/send-code')).statusCode).toBe(200);
    const secondCode = /\b(\d{6})\b/.exec(
      (
        await eventually(
          () => smsTo(t.smsUrl, phone),
          (m) => m.length > 1,
        )
      )[0]!.body,
    )![1]!;
    const clash = await mother.post('/api/account/phone/verify', { code: secondCode });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.fields).toEqual({ code: 'validation.phoneVerifiedElsewhere' });
  });

  it('refuses a malformed code, and a code for another number after the profile changed', async () => {
    const client = new Client(t.app);
    await client.register({ email: 'changer@example.com', phoneNumber: '+13055550177' });
    expect((await client.post('/api/account/phone/verify', { code: '12ab' })).statusCode).toBe(400);
    await client.post('/api/account/phone/send-code');
    const code = await codeTextedTo('+13055550177');
    await client.call('PUT', '/api/user/profile', { firstName: 'Marie', lastName: 'Joseph', phoneNumber: '+13055550178', language: 'en' });
    const stale = await client.post('/api/account/phone/verify', { code });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().error.fields).toEqual({ code: 'validation.codeExpired' });
  });

  it('limits how many codes one account can ask for', async () => {
    const client = new Client(t.app);
    await client.register({ email: 'spammer@example.com', phoneNumber: '+13055550199' });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await client.post('/api/account/phone/send-code')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
