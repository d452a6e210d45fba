import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-app';

const TOKEN = 'metrics-token-for-the-tests-0123456789abcdef';

/** A port free right now on loopback (the metrics listener takes a fixed port, as in production). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

let t: TestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

describe('/metrics, protected (ADR 0060)', () => {
  it('answers only the bearer token when METRICS_TOKEN is set', async () => {
    t = await startTestApp({ config: { METRICS_TOKEN: TOKEN } });
    const scrape = (authorization?: string) =>
      t!.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape(`Bearer ${TOKEN}x`)).statusCode).toBe(401);
    expect((await scrape(`Basic ${TOKEN}`)).statusCode).toBe(401);
    const allowed = await scrape(`Bearer ${TOKEN}`);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.body).toContain('kredi_http_request_duration_seconds');
  });

  it('is served on METRICS_PORT alone, with the token, and not on the public port', async () => {
    const port = await freePort();
    t = await startTestApp({ config: { METRICS_PORT: String(port), METRICS_TOKEN: TOKEN, HOST: '127.0.0.1' } });
    await t.app.ready();
    expect((await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(404);

    const url = `http://127.0.0.1:${port}/metrics`;
    expect((await fetch(url)).status).toBe(401);
    const allowed = await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(allowed.status).toBe(200);
    expect(await allowed.text()).toContain('kredi_queue_depth');
    expect((await fetch(`http://127.0.0.1:${port}/api/health`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);

    // It stops with the app.
    await t.app.close();
    await expect(fetch(url)).rejects.toThrow();
  });

  it('is open on the public port when neither is set (development)', async () => {
    t = await startTestApp();
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(200);
  });
});
