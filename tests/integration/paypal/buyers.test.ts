import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderInput, RETURN_URL, startPayPal, type PayPalHarness } from './harness.js';

/**
 * The approval page's buyer accounts (docs/product-rules.md#referrals): each browser pays as a PayPal account of its own (a cookie
 * keeps it), may choose the buyer of an earlier payment instead, and the chosen buyer is the order's payer
 * on the wire, as PayPal's Orders v2 names it. A client with no cookie that names no buyer pays as the shared one.
 */
let paypal: PayPalHarness;
beforeAll(async () => {
  paypal = await startPayPal();
});
afterAll(() => paypal.stop());

/** A browser: keeps the sandbox's cookie between its requests, as Chromium does. */
function browser() {
  let cookie = '';
  return {
    async open(orderId: string) {
      const response = await fetch(`${paypal.apiUrl}/checkoutnow?token=${orderId}`, { headers: cookie ? { cookie } : {} });
      const set = response.headers.get('set-cookie');
      if (set) cookie = set.split(';')[0]!;
      return { status: response.status, text: await response.text(), setCookie: set };
    },
    async pay(orderId: string, fields: Record<string, string>) {
      return fetch(`${paypal.apiUrl}/checkoutnow`, {
        method: 'POST',
        headers: cookie ? { cookie } : {},
        body: new URLSearchParams({ token: orderId, outcome: 'COMPLETED', action: 'pay', ...fields }),
        redirect: 'manual',
      });
    },
  };
}

/** The order as PayPal's REST API answers it, raw. */
async function orderOnTheWire(id: string) {
  const credentials = Buffer.from(`${paypal.sandbox.env.PAYPAL_CLIENT_ID}:${paypal.sandbox.env.PAYPAL_CLIENT_SECRET}`).toString('base64');
  const token = await fetch(`${paypal.apiUrl}/v1/oauth2/token`, {
    method: 'POST',
    headers: { authorization: `Basic ${credentials}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials',
  }).then((r) => r.json() as Promise<{ access_token: string }>);
  const response = await fetch(`${paypal.apiUrl}/v2/checkout/orders/${id}`, { headers: { authorization: `Bearer ${token.access_token}` } });
  return (await response.json()) as {
    payer?: { payer_id: string; email_address: string; name: { given_name: string; surname: string } };
    payment_source?: { paypal?: { account_id?: string; email_address?: string } };
  };
}

const checkedBuyer = (html: string) => /<input type="radio" id="buyer-([A-Z0-9]{13})" name="buyer" value="\1" checked/.exec(html)?.[1];

describe('the PayPal sandbox’s buyer accounts', () => {
  it('gives each new browser a buyer of its own, kept by a cookie, and names it as the payer on the wire', async () => {
    const marie = browser();
    const first = (await paypal.client().createOrder(orderInput())).id;
    const page = await marie.open(first);
    expect(page.status).toBe(200);
    expect(page.setCookie).toMatch(/^paypal_sandbox_buyer=[A-Z0-9]{13}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/);
    const own = checkedBuyer(page.text)!;
    expect(page.setCookie).toContain(own);
    expect(page.text).toMatch(
      /<fieldset role="radiogroup" aria-labelledby="buyer-legend">\s*<legend id="buyer-legend">Buyer account<\/legend>/,
    );
    expect(page.text).toContain(`This browser&#39;s buyer: Buyer ${own.slice(-4)}, sb-${own.toLowerCase()}@personal.example.com`);

    const paid = await marie.pay(first, { buyer: own });
    expect(paid.status).toBe(302);
    const back = new URL(paid.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe(RETURN_URL);
    expect(back.searchParams.get('PayerID')).toBe(own);
    const wire = await orderOnTheWire(first);
    expect(wire.payer).toMatchObject({ payer_id: own, email_address: `sb-${own.toLowerCase()}@personal.example.com` });
    expect(wire.payment_source?.paypal).toMatchObject({ account_id: own, email_address: `sb-${own.toLowerCase()}@personal.example.com` });
    expect((await paypal.client().captureOrder(first, { requestId: `capture-${first}` })).payerId).toBe(own);

    // The same browser later: the same buyer, with no new cookie.
    const second = (await paypal.client().createOrder(orderInput())).id;
    const later = await marie.open(second);
    expect(later.setCookie).toBeNull();
    expect(checkedBuyer(later.text)).toBe(own);
  });

  it('another browser pays as another buyer by default, and may choose the buyer of an earlier payment', async () => {
    const marie = browser();
    const hers = (await paypal.client().createOrder(orderInput())).id;
    const marieBuyer = checkedBuyer((await marie.open(hers)).text)!;
    await marie.pay(hers, { buyer: marieBuyer });

    const cousin = browser();
    const his = (await paypal.client().createOrder(orderInput())).id;
    const page = await cousin.open(his);
    const cousinBuyer = checkedBuyer(page.text)!;
    expect(cousinBuyer).not.toBe(marieBuyer);
    expect(page.text).toContain(`Paid before: Buyer ${marieBuyer.slice(-4)}, sb-${marieBuyer.toLowerCase()}@personal.example.com`);
    expect(page.text).toContain('Shared buyer: Sandbox Buyer, sb-buyer@personal.example.com');
    const paid = await cousin.pay(his, { buyer: marieBuyer });
    expect(new URL(paid.headers.get('location')!).searchParams.get('PayerID')).toBe(marieBuyer);
    expect((await orderOnTheWire(his)).payer?.payer_id).toBe(marieBuyer);
  });

  it('a client without a cookie that names no buyer pays as the shared buyer; a buyer that cannot be one is refused', async () => {
    const id = (await paypal.client().createOrder(orderInput())).id;
    const refused = await browser().pay(id, { buyer: 'nobody' });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('Choose a buyer account.');
    expect((await paypal.client().getOrder(id)).status).toBe('PAYER_ACTION_REQUIRED');

    const back = await paypal.approve(id);
    expect(back.searchParams.get('PayerID')).toBe('QYR5Z8XDVJNXQ');
    expect((await orderOnTheWire(id)).payer).toMatchObject({ payer_id: 'QYR5Z8XDVJNXQ', email_address: 'sb-buyer@personal.example.com' });
  });
});
