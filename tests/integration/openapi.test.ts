import SwaggerParser from '@apidevtools/swagger-parser';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from './test-app';

let t: TestApp;
let document: OpenAPIV3.Document;
beforeAll(async () => {
  t = await startTestApp();
  document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    (['get', 'put', 'post', 'delete', 'patch'] as const).flatMap((method) =>
      item?.[method] ? [{ path, method, operation: item[method]! }] : [],
    ),
  );

describe('the OpenAPI document at /api/docs/json', () => {
  it('is a valid OpenAPI 3.0 document (swagger-parser)', async () => {
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
    expect(document.openapi).toBe('3.0.3');
  });

  it("passes Redocly's recommended ruleset with no error and no warning", async () => {
    const config = await createConfig({
      extends: ['recommended'],
      rules: {
        // Kredi's API is not published under a licence: there is none to name (package.json is private).
        'info-license': 'off',
        // The server is PUBLIC_URL, which is http://localhost:3000 in tests and the public https origin in production.
        'no-server-example.com': 'off',
      },
    });
    const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: 'openapi.json', config });
    expect(problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`)).toEqual([]);
  });

  it('declares the session cookie and the bearer ID token, and says which operations need one', async () => {
    const person = new Client(t.app);
    const signUp = await person.post('/api/identity/sign-up/email', {
      email: 'doc@example.com',
      password: 'secret12',
      name: 'Doc Reader',
      firstName: 'Doc',
      lastName: 'Reader',
    });
    const sessionCookie = (signUp.cookies as { name: string }[]).find((cookie) => cookie.name.endsWith('session_token'));
    expect(document.components?.securitySchemes).toEqual({
      sessionCookie: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: sessionCookie?.name }),
      idToken: expect.objectContaining({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }),
    });
    const signedIn = [{ sessionCookie: [] }, { idToken: [] }];
    const securityOf = (path: string, method: string) =>
      operations().find((o) => o.path === path && o.method === method)?.operation.security;
    expect(securityOf('/api/wallet', 'get')).toEqual(signedIn);
    expect(securityOf('/api/admin/users/summary', 'get')).toEqual(signedIn);
    expect(securityOf('/api/user/me', 'get')).toEqual(signedIn);
    expect(securityOf('/api/auth/providers', 'get')).toEqual([]);
    expect(securityOf('/api/health', 'get')).toEqual([]);
  });

  it('gives every operation a unique operationId and lists its 4xx answers in the error envelope', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^(get|put|post|delete|patch)[A-Z][A-Za-z0-9]*$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThan(30);
    for (const { path, method, operation } of operations()) {
      const refusals = Object.entries(operation.responses).filter(([status]) => status.startsWith('4'));
      expect(refusals.length, `${method} ${path}`).toBeGreaterThan(0);
      const envelope = { $ref: '#/components/schemas/ErrorResponse' };
      // better-auth refuses in its own envelope; the API's machinery (a cross-site write, a body that is not JSON) in ours.
      const identityEnvelope = { anyOf: [{ $ref: '#/components/schemas/IdentityError' }, envelope] };
      for (const [status, response] of refusals) {
        const schema = (response as OpenAPIV3.ResponseObject).content?.['application/json']?.schema;
        if (path.startsWith('/api/identity/')) expect([envelope, identityEnvelope], `${method} ${path} ${status}`).toContainEqual(schema);
        else expect(schema, `${method} ${path} ${status}`).toEqual(envelope);
      }
    }
  });

  it('describes what a client that follows it gets back: by bearer, by cookie, and without either', async () => {
    const person = new Client(t.app);
    await person.register({ email: 'follower@example.com' });
    const resolved = (await SwaggerParser.dereference(structuredClone(document) as never)) as unknown as OpenAPIV3.Document;
    const ajv = new Ajv({ strict: false, allErrors: true });
    addFormats.default(ajv);
    const cookieName = (document.components!.securitySchemes!.sessionCookie as OpenAPIV3.ApiKeySecurityScheme).name;
    const sessionCookie = person
      .cookieHeader()
      .split('; ')
      .find((pair) => pair.startsWith(`${cookieName}=`))!;
    const credentials: Record<string, Record<string, string>> = { bearer: person.bearer(), cookie: { cookie: sessionCookie }, none: {} };
    let checked = 0;
    for (const { path, method, operation } of operations()) {
      if (method !== 'get') continue;
      const described = resolved.paths[path]!.get!;
      if ((described.parameters as OpenAPIV3.ParameterObject[] | undefined)?.some((parameter) => parameter.required)) continue;
      const schemes = new Set((operation.security ?? []).flatMap((requirement) => Object.keys(requirement)));
      const anonymousToo = (operation.security ?? []).some((requirement) => Object.keys(requirement).length === 0);
      for (const [way, headers] of Object.entries(credentials)) {
        // An operation that names its credentials is tried with those (the identity calls take the cookie only).
        if (way !== 'none' && schemes.size > 0 && !schemes.has(way === 'bearer' ? 'idToken' : 'sessionCookie')) continue;
        const response = await t.app.inject({ method: 'GET', url: path, headers });
        // Either documented credential lets a person in (the admin operations want an admin: 403).
        if (way !== 'none')
          expect([response.statusCode, operation.operationId]).toEqual([path.startsWith('/api/admin/') ? 403 : 200, operation.operationId]);
        if (way === 'none' && operation.security?.length && !anonymousToo) expect(response.statusCode).toBe(401);
        const documented = described.responses[String(response.statusCode)] as OpenAPIV3.ResponseObject | undefined;
        expect(documented, `${operation.operationId} (${way}) answered ${response.statusCode}, which it does not list`).toBeDefined();
        const schema = documented!.content?.['application/json']?.schema;
        if (!schema || !response.headers['content-type']?.toString().startsWith('application/json')) continue;
        const validate = ajv.compile(schema);
        expect(
          validate(response.json()),
          `${operation.operationId} (${way}) ${response.statusCode}: ${ajv.errorsText(validate.errors)}`,
        ).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(40);
  });
});
