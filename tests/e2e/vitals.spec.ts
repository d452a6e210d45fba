import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import en from '../../src/web/i18n/en.json' with { type: 'json' };

/** One histogram's sample count for a route, read from the server's /metrics as Prometheus would. */
async function samples(request: APIRequestContext, metric: string, route: string): Promise<number> {
  const text = await (await request.get('/metrics')).text();
  const line = text.split('\n').find((l) => l.startsWith(`${metric}_count{route="${route}"} `));
  return line ? Number(line.split(' ')[1]) : 0;
}

test.describe('the web reports how fast it started (docs/product-rules.md#app-start-metric)', () => {
  test('loading a page adds an app-init sample to /metrics at start, and its LCP once it is final', async ({ page, request }) => {
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

    // LCP is final at the person's first input (or when the page is hidden: src/web/app/vitals.test.ts sends
    // what is left at once then). A key press finalises it here and the next report carries it, the page
    // still open: leaving by navigation depends on the browser dispatching an unload beacon, which a
    // loaded machine sometimes does not, and proves nothing more about Kredi.
    await page.keyboard.press('Shift');
    await expect.poll(() => samples(request, 'kredi_web_vital_lcp_ms', '/login'), { timeout: 20_000 }).toBe(lcpBefore + 1);
  });
});
