import { describe, expect, it } from 'vitest';
import { REPORTED_ROUTES, routeTemplateOf, webVitalsReport } from './vitals';

describe('routeTemplateOf: what the web may say about where a page was', () => {
  it.each([
    ['/', '/'],
    ['/send-topup', '/send-topup'],
    ['/send-topup/', '/send-topup'],
    ['/fr/send-topup', '/send-topup'],
    ['/ht', '/'],
    ['/history', '/history'],
    ['/topups/6f1c1f0e-1b7a-4f3e-9d55-2f1f5a2b9c10', 'other'],
    ['/en/wallet', 'other'],
    ['marie@example.com', 'other'],
    ['', '/'],
  ])('%s → %s', (path, route) => expect(routeTemplateOf(path)).toBe(route));

  it('knows every route it lists', () => {
    for (const route of REPORTED_ROUTES) expect(routeTemplateOf(route)).toBe(route);
  });
});

describe('webVitalsReport', () => {
  it('takes a route and up to 12 measurements, each a known metric with a number not below zero', () => {
    expect(webVitalsReport.safeParse({ route: '/', metrics: [{ name: 'app-init', value: 0 }] }).success).toBe(true);
    expect(webVitalsReport.safeParse({ route: '/', metrics: [{ name: 'LCP', value: -1 }] }).success).toBe(false);
    expect(webVitalsReport.safeParse({ route: '/', metrics: Array(13).fill({ name: 'CLS', value: 0 }) }).success).toBe(false);
  });
});
