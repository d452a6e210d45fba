import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderInput, startPayPal, type PayPalHarness } from './harness.js';

/** The sandbox's HTML: the payer's approval page and the page at `/` with its control buttons. */
let paypal: PayPalHarness;

beforeAll(async () => {
  paypal = await startPayPal();
});
afterAll(() => paypal.stop());

async function html(path: string): Promise<{ status: number; text: string; headers: Headers }> {
  const response = await fetch(`${paypal.apiUrl}${path}`);
  return { status: response.status, text: await response.text(), headers: response.headers };
}

async function formPost(path: string, fields: Record<string, string> = {}): Promise<Response> {
  return fetch(`${paypal.apiUrl}${path}`, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
}

describe('PayPal sandbox approval page', () => {
  it('shows amount and payee, a "Test outcome" radio group defaulting to Completed, and the two buttons', async () => {
    const { id, approveUrl } = await paypal.client().createOrder(orderInput({ amountCents: 2050, description: 'Top-up <for> "Manman"' }));
    const page = await html(new URL(approveUrl).pathname + new URL(approveUrl).search);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const text = page.text;
    expect(text).toContain('<title>PayPal Sandbox</title>');
    expect(text).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(text).toContain('<html lang="en">');
    expect(text).toContain('$20.50 USD');
    expect(text).toContain('Kredi (sandbox merchant)');
    expect(text).toContain('Top-up &#60;for&#62; &#34;Manman&#34;');
    expect(text).not.toContain('<for>');
    expect(text).toMatch(
      /<fieldset role="radiogroup" aria-labelledby="outcome-legend">\s*<legend id="outcome-legend">Test outcome<\/legend>/,
    );
    for (const [value, label] of [
      ['COMPLETED', 'Completed'],
      ['PENDING', 'Pending'],
      ['DECLINED', 'Declined'],
    ]) {
      expect(text).toContain(`<label for="outcome-${value}">${label}</label>`);
      expect(text).toMatch(new RegExp(`<input type="radio" id="outcome-${value}" name="outcome" value="${value}"`));
    }
    expect(text).toMatch(/id="outcome-COMPLETED" name="outcome" value="COMPLETED" checked/);
    expect(text).not.toMatch(/value="PENDING" checked/);
    // Pay now first: Enter in the form must not cancel.
    expect(text.indexOf('>Pay now</button>')).toBeGreaterThan(0);
    expect(text.indexOf('>Pay now</button>')).toBeLessThan(text.indexOf('>Cancel and return</button>'));
    expect(text).toContain(`name="token" value="${id}"`);
    expect(text).not.toContain('<script');
  });

  it('answers 404 for an unknown token, and says when an order is already approved', async () => {
    expect((await html('/checkoutnow?token=NOPE')).status).toBe(404);
    const { id } = await paypal.client().createOrder(orderInput());
    await paypal.approve(id);
    const again = await html(`/checkoutnow?token=${id}`);
    expect(again.status).toBe(200);
    expect(again.text).toContain('Payment already approved');
    expect(again.text).not.toContain('Pay now');
  });

  it('refuses an outcome that is not offered', async () => {
    const { id } = await paypal.client().createOrder(orderInput());
    const response = await formPost('/checkoutnow', { token: id, outcome: 'MAYBE', action: 'pay' });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('role="alert"');
    expect((await paypal.client().getOrder(id)).status).toBe('PAYER_ACTION_REQUIRED');
  });
});

describe('PayPal sandbox page and controls', () => {
  it('lists orders, captures and events with buttons for the controls', async () => {
    const client = paypal.client();
    const { id } = await client.createOrder(orderInput({ amountCents: 1234 }));
    await paypal.approve(id, 'PENDING');
    const { capture } = await client.captureOrder(id, { requestId: `capture-${id}` });
    const page = await html('/');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<title>PayPal sandbox</title>');
    expect(page.text).toContain(id);
    expect(page.text).toContain(capture!.id);
    expect(page.text).toContain('12.34 USD');
    expect(page.text).toContain(`action="/sandbox/captures/${capture!.id}/complete"`);
    expect(page.text).toContain(`action="/sandbox/captures/${capture!.id}/deny"`);
    expect(page.text).toContain('PAYMENT.CAPTURE.PENDING');
    expect(page.text).toContain('action="/sandbox/events/forged"');
    expect(page.text).toContain('<label for="webhook-url">Webhook URL</label>');
  });

  it('form posts act and come back to the page; a control that does not apply says why', async () => {
    const client = paypal.client();
    const { id } = await client.createOrder(orderInput());
    await paypal.approve(id, 'PENDING');
    const { capture } = await client.captureOrder(id, { requestId: `capture-${id}` });

    const complete = await formPost(`/sandbox/captures/${capture!.id}/complete`);
    expect(complete.status).toBe(303);
    expect(complete.headers.get('location')).toBe('/');
    expect((await client.getCapture(capture!.id)).status).toBe('COMPLETED');

    const again = await formPost(`/sandbox/captures/${capture!.id}/complete`);
    expect(again.status).toBe(303);
    const location = again.headers.get('location')!;
    expect(location).toMatch(/^\/\?error=/);
    expect((await html(location)).text).toMatch(/role="alert">Capture [0-9A-Z]+ is COMPLETED, not PENDING/);

    expect((await formPost(`/sandbox/captures/${capture!.id}/refund`)).status).toBe(303);
    expect((await client.getCapture(capture!.id)).status).toBe('REFUNDED');

    const saved = await formPost('/sandbox/webhook-url', { url: 'http://127.0.0.1:9/hook' });
    expect(saved.status).toBe(303);
    expect(await paypal.control('GET', '/sandbox/webhook-url')).toEqual({ url: 'http://127.0.0.1:9/hook' });
    await formPost('/sandbox/webhook-url', { url: '' });
    expect(await paypal.control('GET', '/sandbox/webhook-url')).toEqual({ url: null });
  });

  it('serves its certificate as PEM and nothing else under /certs', async () => {
    const cert = await html(`/certs/${'x'}.pem`);
    expect(cert.status).toBe(404);
  });
});
