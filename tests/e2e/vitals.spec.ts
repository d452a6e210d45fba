import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import en from '../../src/web/i18n/en.json' with { type: 'json' };

/** One histogram's sample count for a route, read from the server's /metrics as Prometheus would. */
async function samples(request: APIRequestContext, metric: string, route: string): Promise<number> {
  const text = await (await request.get('/metrics')).text();
  const line = text.split('\n').find((l) => l.startsWith(`${metric}_count{route="${route}"} `));
  return line ? Number(line.split(' ')[1]) : 0;
}

test.describe('the web reports how fast it started (spec §7 analytics)', () => {
  test('loading a page adds an app-init sample to /metrics at start, and its LCP when the page is left', async ({ page, request }) => {
    const appInitBefore = await samples(request, 'kredi_web_app_init_ms', '/login');
    const fcpBefore = await samples(request, 'kredi_web_vital_fcp_ms', '/login');
    const lcpBefore = await samples(request, 'kredi_web_vital_lcp_ms', '/login');

    await page.goto('/login');
    await expect(page.getByRole('button', { name: en.auth.signIn })).toBeVisible();
    // Reported while the person is still on the page: the start-up report leaves a few seconds in.
    await expect.poll(() => samples(request, 'kredi_web_app_init_ms', '/login'), { timeout: 20_000 }).toBe(appInitBefore + 1);
    // FCP comes from the web-vitals library, loaded apart from the entry: once it is counted, its LCP
    // observer is listening too. Leaving before that (a busy machine) would leave nothing to report.
    await expect.poll(() => samples(request, 'kredi_web_vital_fcp_ms', '/login'), { timeout: 20_000 }).toBe(fcpBefore + 1);

    // LCP is final only when the page is hidden; leaving it sends the rest by beacon.
    await page.goto('about:blank');
    await expect.poll(() => samples(request, 'kredi_web_vital_lcp_ms', '/login'), { timeout: 20_000 }).toBe(lcpBefore + 1);
  });
});
