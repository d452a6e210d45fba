import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productUser } from '../../../src/shared/api/identity';
import { errorResponse } from '../../../src/shared/errors';
import { ACCOUNT_MESSAGES } from '../../../src/server/features/identity/messages';
import { Client, eventually, mailTo, startTestApp, type TestApp } from '../test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('product auth API (docs/product-rules.md#product-user)', () => {
  it('POST /api/auth/register {idToken, userData} → {user} with the product fields, language en', async () => {
    const client = new Client(t.app);
    const user = await client.register({
      email: 'nadege@example.com',
      firstName: 'Nadège',
      lastName: 'Pierre',
      phoneNumber: '(305) 555-0142',
    });
    expect(productUser.parse(user)).toMatchObject({
      firstName: 'Nadège',
      lastName: 'Pierre',
      email: 'nadege@example.com',
      phoneNumber: '+13055550142',
      language: 'en',
      isAdmin: false,
      loyaltyPoints: 0,
      emailVerified: false,
      phoneNumberVerified: false,
      verificationStatus: 'not_verified',
      hasPassword: true,
    });
  });

  it('registering in Kreyòl keeps Kreyòl: the account, and the verification email sent at sign-up (ADR 0014)', async () => {
    const client = new Client(t.app);
    const user = await client.register({ email: 'roseline@example.com', firstName: 'Roseline', language: 'ht' });
    expect(user.language).toBe('ht');
    expect((await client.get('/api/user/me')).json().user.language).toBe('ht');
    const mail = await eventually(
      () => mailTo(t.mailboxUrl, 'roseline@example.com'),
      (m) => m.length > 0,
    );
    expect(mail.map((m) => m.subject)).toEqual([ACCOUNT_MESSAGES.ht.verifySubject]);
  });

  it('a language Kredi does not speak is stored as en at sign-up, and refused by register', async () => {
    const client = new Client(t.app);
    const signUp = await client.post('/api/identity/sign-up/email', {
      email: 'klaus@example.com',
      password: 'secret12',
      name: 'Klaus Weber',
      firstName: 'Klaus',
      lastName: 'Weber',
      language: 'de',
    });
    expect(signUp.statusCode).toBe(200);
    const mail = await eventually(
      () => mailTo(t.mailboxUrl, 'klaus@example.com'),
      (m) => m.length > 0,
    );
    expect(mail.map((m) => m.subject)).toEqual([ACCOUNT_MESSAGES.en.verifySubject]);
    await client.refreshIdToken();
    const refused = await client.post('/api/auth/register', {
      idToken: client.idToken,
      userData: { firstName: 'Klaus', lastName: 'Weber', phoneNumber: '+1 305 555 0123', language: 'de' },
    });
    expect(refused.statusCode).toBe(400);
  });

  it('POST /api/auth/login {idToken} → {user}; a forged or missing token is refused', async () => {
    const client = new Client(t.app);
    await client.register({ email: 'jean@example.com', firstName: 'Jean' });
    const login = await client.post('/api/auth/login', { idToken: client.idToken });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.firstName).toBe('Jean');

    const forged = await client.post('/api/auth/login', { idToken: `${client.idToken!.slice(0, -4)}AAAA` });
    expect(forged.statusCode).toBe(401);
    expect(errorResponse.parse(forged.json()).error.code).toBe('NOT_AUTHENTICATED');
    const missing = await client.post('/api/auth/login', {});
    expect(missing.statusCode).toBe(400);
  });

  it('PUT /api/user/profile with no user fails with "Not authenticated"', async () => {
    const anonymous = new Client(t.app);
    const response = await anonymous.call('PUT', '/api/user/profile', {});
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toMatchObject({ code: 'NOT_AUTHENTICATED', message: 'Not authenticated' });
  });

  it('PUT /api/user/profile → {user}, by cookie or by bearer token; a new phone must be verified again', async () => {
    const client = new Client(t.app);
    await client.register({ email: 'rose@example.com', firstName: 'Rose' });
    const byCookie = await client.call('PUT', '/api/user/profile', {
      firstName: 'Rosie',
      lastName: 'Joseph',
      phoneNumber: '+509 3712 3456',
      language: 'ht',
    });
    expect(byCookie.statusCode).toBe(200);
    expect(byCookie.json().user).toMatchObject({
      firstName: 'Rosie',
      phoneNumber: '+50937123456',
      language: 'ht',
      phoneNumberVerified: false,
    });

    client.forgetCookies();
    const byBearer = await client.call(
      'PUT',
      '/api/user/profile',
      { firstName: 'Rose', lastName: 'Joseph', phoneNumber: '+50937123456', language: 'fr' },
      client.bearer(),
    );
    expect(byBearer.statusCode).toBe(200);
    expect(byBearer.json().user).toMatchObject({ firstName: 'Rose', language: 'fr' });
  });

  it('refuses bad profile fields with their rule, and changes nothing', async () => {
    const client = new Client(t.app);
    await client.register({ email: 'paul@example.com', firstName: 'Paul' });
    const response = await client.call('PUT', '/api/user/profile', {
      firstName: 'P',
      lastName: 'Joseph',
      phoneNumber: '12345',
      language: 'de',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({
      firstName: 'validation.nameMin',
      phoneNumber: 'validation.phoneMin',
      language: expect.any(String),
    });
    const me = await client.get('/api/user/me');
    expect(me.json().user).toMatchObject({ firstName: 'Paul', phoneNumber: '+13055550123', language: 'en' });
  });

  it('a refused register says in English what is wrong, with a stable code per field for the web to translate', async () => {
    const client = new Client(t.app);
    await client.post('/api/identity/sign-up/email', {
      email: 'short@example.com',
      password: 'secret12',
      name: 'Short Name',
      firstName: 'Short',
      lastName: 'Name',
    });
    const response = await client.post('/api/auth/register', {
      idToken: await client.refreshIdToken(),
      userData: { firstName: 'P', lastName: 'Joseph', phoneNumber: '+1 305 555 0123', language: 'xx' },
    });
    expect(response.statusCode).toBe(400);
    const { error } = errorResponse.parse(response.json());
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.details).toEqual([
      { field: 'userData.firstName', code: 'validation.nameMin', message: 'Must be at least 2 characters.' },
      { field: 'userData.language', code: 'invalid_value', message: expect.stringMatching(/^Invalid option/) },
    ]);
    expect(error.fields).toEqual({ 'userData.firstName': 'validation.nameMin', 'userData.language': 'invalid_value' });
    expect(error.message).toMatch(
      /^Some fields are not valid\. userData\.firstName: Must be at least 2 characters\. userData\.language: Invalid option/,
    );
    // No translation key is ever given as a message.
    expect([error.message, ...error.details!.map((d) => d.message)].filter((m) => m.includes('validation.'))).toEqual([]);
  });

  it('an email already in use gets its own code, so the web can say so', async () => {
    await new Client(t.app).register({ email: 'twice@example.com' });
    const again = await new Client(t.app).post('/api/identity/sign-up/email', {
      email: 'twice@example.com',
      password: 'secret12',
      name: 'Twice Again',
      firstName: 'Twice',
      lastName: 'Again',
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toMatch(/^USER_ALREADY_EXISTS/);
  });

  it('lists the federated providers configured (none without OIDC settings)', async () => {
    const response = await new Client(t.app).get('/api/auth/providers');
    expect(response.json()).toEqual({ federated: [] });
  });
});
