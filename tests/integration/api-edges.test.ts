import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { Client, startTestApp, type TestApp } from './test-app';
import { checkAnswersAgainstDocument } from './openapi-conformance';
import { testConfig } from './test-config';
import { createTestDatabase } from './test-database';

/**
 * The edges of the API that fuzzing and strict OpenAPI validators found: a NUL byte in an id or a text is
 * bad input (400, nothing changed), not a 500; the document says what the server enforces and that a
 * nullable enum allows null; a known path with a method it does not have answers 405 with Allow.
 */
let t: TestApp;
let document: OpenAPIV3.Document;
beforeAll(async () => {
  t = await startTestApp();
  document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
});
afterAll(() => t.close());

const countRows = async (table: string) => Number((await t.database.pool.query(`select count(*) as n from ${table}`)).rows[0].n);

describe('a NUL byte in an id or a text', () => {
  it('answers 400 in the error envelope and changes nothing', async () => {
    const person = new Client(t.app);
    await person.register({ email: 'nul@example.com' });
    const before = await Promise.all(['support_tickets', 'notifications', 'sessions'].map(countRows));

    const calls = [
      () => person.get('/api/support/tickets/%00'),
      () => person.get('/api/support/tickets/a%00b'),
      () => person.post('/api/support/tickets/%00/messages', { message: 'Hello' }),
      () => person.post('/api/support/tickets/%00/close', {}),
      () => person.call('DELETE', '/api/notifications/%00'),
      () => person.call('DELETE', '/api/account/sessions/%00'),
      () => person.post('/api/support/tickets', { subject: 'About a top-up', message: 'Hello', priority: 'low', topupId: '\u0000' }),
      () => person.post('/api/support/tickets', { subject: 'About\u0000 a top-up', message: 'Hello', priority: 'low' }),
      () => person.post('/api/support/tickets', { subject: 'About a top-up', message: 'Hel\u0000lo', priority: 'low' }),
    ];
    for (const call of calls) {
      const response = await call();
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.any(String) });
    }
    expect(await Promise.all(['support_tickets', 'notifications', 'sessions'].map(countRows))).toEqual(before);
  });

  it('that reaches PostgreSQL is still bad input (SQLSTATE 22021), not a bug', async () => {
    // The session id is checked by its own route, not a shared schema: PostgreSQL is the one to refuse it.
    const person = new Client(t.app);
    await person.register({ email: 'nul-db@example.com' });
    const response = await person.call('DELETE', '/api/account/sessions/a%00b');
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringMatching(/NUL/) });
  });
});

/** Every schema object of the document, with where it is. */
function* schemasOf(node: unknown, at = '#'): Generator<[string, Record<string, unknown>]> {
  if (Array.isArray(node)) {
    for (const [i, item] of node.entries()) yield* schemasOf(item, `${at}/${i}`);
  } else if (node && typeof node === 'object') {
    yield [at, node as Record<string, unknown>];
    for (const [key, value] of Object.entries(node)) yield* schemasOf(value, `${at}/${key}`);
  }
}

describe('the OpenAPI document', () => {
  it('lists null in every enum that allows null', () => {
    const broken = [...schemasOf(document)]
      .filter(([, schema]) => Array.isArray(schema.enum))
      .filter(([, schema]) => schema.nullable === true || (Array.isArray(schema.type) && schema.type.includes('null')))
      .filter(([, schema]) => !(schema.enum as unknown[]).includes(null))
      .map(([at]) => at);
    expect(broken).toEqual([]);
  });

  const bodyOf = (path: string, method: 'post' | 'patch' | 'put') =>
    (document.paths[path]?.[method]?.requestBody as OpenAPIV3.RequestBodyObject).content['application/json']!
      .schema as OpenAPIV3.SchemaObject;
  const resolve = (schema: OpenAPIV3.SchemaObject | OpenAPIV3.ReferenceObject): OpenAPIV3.SchemaObject =>
    '$ref' in schema ? resolve(document.components!.schemas![schema.$ref.split('/').pop()!]!) : schema;

  it('says the least amount of a top-up and the shape of a phone number', () => {
    const quote = resolve(bodyOf('/api/topups/quotes', 'post'));
    const amount = resolve(quote.properties!.amountCents!);
    expect(amount.type).toBe('integer');
    expect(amount.minimum === 1 || (amount.minimum === 0 && amount.exclusiveMinimum === true)).toBe(true);
    const phone = resolve(quote.properties!.recipientNumber!);
    expect(phone.pattern).toBeTruthy();
    const pattern = new RegExp(phone.pattern!);
    expect(pattern.test('+509 3712 3456')).toBe(true);
    expect(pattern.test('3712 3456')).toBe(true);
    expect(pattern.test('1234567')).toBe(false);
    expect(pattern.test('1234567890123456')).toBe(false);
  });

  it('says a settings update has at least one setting', () => {
    const update = resolve(bodyOf('/api/account/settings', 'patch'));
    expect(update.minProperties).toBe(1);
  });
});

describe('a known path with a method it does not have', () => {
  it('answers 405 with the methods it has in Allow', async () => {
    const person = new Client(t.app);
    const response = await person.call('PUT', '/api/topups');
    expect(response.statusCode, response.body).toBe(405);
    const allow = String(response.headers.allow).split(/,\s*/);
    expect(allow).toEqual(expect.arrayContaining(['GET', 'POST']));
    expect(allow).not.toContain('PUT');
    expect(response.json().error).toMatchObject({ code: 'METHOD_NOT_ALLOWED', message: expect.stringContaining('PUT') });

    const parametric = await person.call('PATCH', '/api/support/tickets/some-id');
    expect(parametric.statusCode).toBe(405);
    expect(String(parametric.headers.allow)).toContain('GET');
  });

  it('answers 405 too where the server serves the web app, whose pages still answer unknown GETs', async () => {
    const webDist = await mkdtemp(path.join(tmpdir(), 'kredi-web-'));
    await writeFile(
      path.join(webDist, 'index.html'),
      '<!doctype html><html lang="en"><head><!--app-head--></head><body><div id="root"></div></body></html>',
    );
    const database = await createTestDatabase({ migrate: false });
    const site = await buildApp({ config: testConfig({ WEB_DIST_DIR: webDist, PUBLIC_URL: 'https://kredi.example' }), database });
    checkAnswersAgainstDocument(site);
    try {
      const wrong = await site.inject({ method: 'DELETE', url: '/api/topups' });
      expect(wrong.statusCode).toBe(405);
      expect(String(wrong.headers.allow)).toContain('POST');
      expect((await site.inject({ method: 'GET', url: '/some/page' })).statusCode).toBe(200);
      expect((await site.inject({ method: 'POST', url: '/some/page' })).statusCode).toBe(404);
      expect((await site.inject({ method: 'PUT', url: '/api/no-such-thing' })).statusCode).toBe(404);
    } finally {
      await site.close();
      await database.destroy();
    }
  });

  it('while an unknown path still answers 404', async () => {
    const response = await new Client(t.app).call('PUT', '/api/no-such-thing');
    expect(response.statusCode).toBe(404);
    expect(response.headers.allow).toBeUndefined();
  });
});

describe('an empty settings update', () => {
  it('is refused with a clear 400 and changes nothing', async () => {
    const person = new Client(t.app);
    await person.register({ email: 'settings-empty@example.com' });
    const before = (await person.get('/api/account/settings')).json();
    const response = await person.call('PATCH', '/api/account/settings', {});
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringContaining('Nothing to update') });
    expect((await person.get('/api/account/settings')).json()).toEqual(before);
  });
});
