import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORTS_PER_MINUTE } from '../../../src/server/observability/vitals-route';
import { errorResponse } from '../../../src/shared/errors';
import { PUBLIC_URL, startTestApp, type TestApp } from '../test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

let address = 0;
/** Each test reports from its own address, so the per-address limit counts only what the test sends. */
const nextAddress = () => `10.0.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

function report(body: unknown, options: { ip?: string; headers?: Record<string, string> } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/vitals',
    remoteAddress: options.ip ?? nextAddress(),
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    // What a beacon from our own page carries: no session needed.
    headers: { 'content-type': 'application/json', origin: PUBLIC_URL, 'sec-fetch-site': 'same-origin', ...options.headers },
  });
}

/** The web lines of /metrics, by series: `kredi_web_vital_lcp_ms_count{route="/"}` → 1. */
async function webSeries(): Promise<Map<string, number>> {
  const text = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
  const series = new Map<string, number>();
  for (const line of text.split('\n')) {
    const match = /^(kredi_web_\S+) (\S+)$/.exec(line);
    if (match) series.set(match[1]!, Number(match[2]));
  }
  return series;
}

describe('POST /api/vitals: the web reports its start-up time and Core Web Vitals', () => {
  it('records a report from someone not signed in as histograms by route in /metrics', async () => {
    const response = await report({
      route: '/send-topup',
      metrics: [
        { name: 'app-init', value: 812.4 },
        { name: 'TTFB', value: 95 },
        { name: 'FCP', value: 640 },
        { name: 'LCP', value: 1320 },
        { name: 'INP', value: 120 },
        { name: 'CLS', value: 0.04 },
      ],
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    const series = await webSeries();
    const route = '{route="/send-topup"}';
    expect(series.get(`kredi_web_app_init_ms_count${route}`)).toBe(1);
    expect(series.get(`kredi_web_app_init_ms_sum${route}`)).toBeCloseTo(812.4);
    expect(series.get('kredi_web_app_init_ms_bucket{le="750",route="/send-topup"}')).toBe(0);
    expect(series.get('kredi_web_app_init_ms_bucket{le="1000",route="/send-topup"}')).toBe(1);
    for (const name of ['ttfb', 'fcp', 'lcp', 'inp']) expect(series.get(`kredi_web_vital_${name}_ms_count${route}`)).toBe(1);
    // CLS is a score, not milliseconds: its own name and buckets below 1.
    expect(series.get('kredi_web_vital_cls_bucket{le="0.05",route="/send-topup"}')).toBe(1);
    expect(series.get('kredi_web_vital_cls_bucket{le="0.025",route="/send-topup"}')).toBe(0);
    expect(series.get('kredi_web_vitals_reports_total{outcome="accepted"}')).toBeGreaterThanOrEqual(1);
  });

  it('labels only known route templates: a language prefix is dropped, any other path is "other"', async () => {
    await report({ route: '/fr/wallet', metrics: [{ name: 'app-init', value: 500 }] });
    await report({ route: '/topups/6f1c1f0e-1b7a-4f3e-9d55-2f1f5a2b9c10', metrics: [{ name: 'app-init', value: 500 }] });
    await report({ route: 'marie@example.com', metrics: [{ name: 'app-init', value: 500 }] });
    const series = await webSeries();
    expect(series.get('kredi_web_app_init_ms_count{route="/wallet"}')).toBe(1);
    expect(series.get('kredi_web_app_init_ms_count{route="other"}')).toBe(2);
    expect([...series.keys()].some((key) => key.includes('6f1c1f0e') || key.includes('example.com'))).toBe(false);
  });

  it('clamps a value past its metric’s ceiling, so one report cannot move a sum far', async () => {
    await report({ route: '/history', metrics: [{ name: 'LCP', value: 9_000_000 }] });
    const series = await webSeries();
    expect(series.get('kredi_web_vital_lcp_ms_sum{route="/history"}')).toBe(60_000);
    expect(series.get('kredi_web_vital_lcp_ms_bucket{le="+Inf",route="/history"}')).toBe(1);
  });

  it.each([
    ['a negative time', { route: '/', metrics: [{ name: 'LCP', value: -1 }] }],
    ['an unknown metric', { route: '/', metrics: [{ name: 'FID', value: 10 }] }],
    ['no metrics', { route: '/', metrics: [] }],
    ['more metrics than a page view sends', { route: '/', metrics: Array.from({ length: 13 }, () => ({ name: 'CLS', value: 0 })) }],
    ['a value that is not a number', { route: '/', metrics: [{ name: 'LCP', value: '1200' }] }],
    ['no route', { metrics: [{ name: 'LCP', value: 1200 }] }],
    [
      'a good metric beside a bad one',
      {
        route: '/',
        metrics: [
          { name: 'app-init', value: 700 },
          { name: 'LCP', value: -5 },
        ],
      },
    ],
    ['not JSON', '{"route": "/", "metrics": ['],
  ])('refuses %s with a 400 and records nothing', async (_, body) => {
    const before = await webSeries();
    const response = await report(body);
    expect(response.statusCode).toBe(400);
    expect(errorResponse.parse(response.json()).error.code).toBe('VALIDATION_FAILED');
    expect(await webSeries()).toEqual(before);
  });

  it('refuses a report another site’s page makes a browser send', async () => {
    const before = await webSeries();
    const response = await report(
      { route: '/', metrics: [{ name: 'LCP', value: 1 }] },
      { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } },
    );
    expect(response.statusCode).toBe(403);
    expect(await webSeries()).toEqual(before);
  });

  it(`takes ${REPORTS_PER_MINUTE} reports a minute from one address, then 429 until the minute ends; others still report`, async () => {
    const ip = nextAddress();
    const one = { route: '/dashboard', metrics: [{ name: 'app-init', value: 400 }] };
    for (let i = 0; i < REPORTS_PER_MINUTE; i++) expect((await report(one, { ip })).statusCode).toBe(204);
    const refused = await report(one, { ip });
    expect(refused.statusCode).toBe(429);
    expect(errorResponse.parse(refused.json()).error.code).toBe('RATE_LIMITED');
    expect((await report(one)).statusCode).toBe(204);

    const series = await webSeries();
    expect(series.get('kredi_web_app_init_ms_count{route="/dashboard"}')).toBe(REPORTS_PER_MINUTE + 1);
    expect(series.get('kredi_web_vitals_reports_total{outcome="rate_limited"}')).toBe(1);
  });

  it('is in the OpenAPI document, open to anyone, with its refusals', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operation = document.paths['/api/vitals'].post;
    expect(operation.operationId).toBe('postVitals');
    expect(operation.security).toEqual([]);
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['204', '400', '403', '413', '429']));
  });
});
