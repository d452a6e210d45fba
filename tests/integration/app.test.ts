import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { healthResponse } from '../../src/shared/api/health';
import { errorResponse } from '../../src/shared/errors';
import { checkAnswersAgainstDocument } from './openapi-conformance';
import { testConfig } from './test-config';
import { createTestDatabase, type TestDatabase } from './test-database';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({ config: testConfig(), database, serveWeb: false });
  checkAnswersAgainstDocument(app);
});
afterAll(async () => {
  await app.close();
  await database.destroy();
});

describe('operational endpoints', () => {
  it('/api/health answers liveness and database readiness', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const body = healthResponse.parse(response.json());
    expect(body).toMatchObject({ status: 'ok', live: true, database: { ready: true } });
  });

  it('/api/health says 503 degraded when the database stops answering', async () => {
    const broken = await createTestDatabase({ migrate: false });
    const brokenApp = await buildApp({ config: testConfig(), database: broken, serveWeb: false });
    checkAnswersAgainstDocument(brokenApp);
    await broken.pool.end();
    const response = await brokenApp.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'degraded', live: true, database: { ready: false } });
    await brokenApp.close();
    await broken.destroy().catch(() => {});
  });

  it('/metrics is in Prometheus text format and counts requests', async () => {
    await app.inject({ method: 'GET', url: '/api/health' });
    const response = await app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain('# TYPE kredi_http_request_duration_seconds histogram');
    expect(response.body).toMatch(/kredi_http_request_duration_seconds_count\{[^}]*route="\/api\/health"[^}]*\} \d+/);
  });

  it('/metrics counts the statements sent to the database, by verb and table', async () => {
    const count = async () => {
      const body = (await app.inject({ method: 'GET', url: '/metrics' })).body;
      return Number(/kredi_db_queries_total\{statement="select",table="none"\} (\d+)/.exec(body)?.[1] ?? 0);
    };
    const before = await count();
    await app.inject({ method: 'GET', url: '/api/health' }); // its probe: select 1
    expect(await count()).toBe(before + 1);
  });

  it('serves the OpenAPI document and its page at /api/docs', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger');
    const document = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(document.json()).toMatchObject({ openapi: expect.stringMatching(/^3\./), info: { title: 'Kredi API' } });
    expect(Object.keys(document.json().paths)).toContain('/api/health');
  });

  it('gives every response a request id, and keeps the caller’s', async () => {
    const fresh = await app.inject({ method: 'GET', url: '/api/health' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const given = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'abc-123' } });
    expect(given.headers['x-request-id']).toBe('abc-123');
  });

  it('answers an unknown API path with a 404 in the error envelope', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(errorResponse.parse(response.json()).error.code).toBe('NOT_FOUND');
  });

  it('sets security headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
