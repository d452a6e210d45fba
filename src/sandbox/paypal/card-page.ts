import type { FastifyInstance, FastifyReply } from 'fastify';
import { errorAlert, escapeHtml, sendPage } from '../shared/html.js';
import { behaviourOf, checkCard, TEST_CARDS, THREE_DS_CODE, type CardField, type CardForm } from './cards.js';
import { layout } from './html.js';
import { payerId } from './ids.js';
import { formatAmount } from './money.js';
import { MERCHANT_NAME } from './representations.js';
import type { PayPalStore, SandboxOrder } from './store.js';

/**
 * PayPal's guest checkout, as the approval page shows it when the order asked for
 * `landing_page: GUEST_CHECKOUT` (ADR 0069): "Pay with debit or credit card" with the card number, expiry,
 * CVC, name and billing postcode, checked as PayPal checks them (cards.ts). The test card decides what the
 * bank says: approved (back to the merchant's return_url, as "Pay now" does), declined (PayPal's decline
 * message; the order stays unapproved, the payer can try another card or return to the merchant's
 * cancel_url), or a 3-D Secure challenge page first (/checkoutnow/3ds) whose code approves or declines.
 * End-to-end tests drive it by its labels: "Card number", "Expiry date (MM/YY)", "CVC", "Name on card",
 * "Billing postcode", "Pay now", "Cancel and return to Kredi", and "Verification code", "Submit".
 */
const DECLINED_MESSAGE = 'Your card was declined. Try another card, or return to Kredi to choose another way to pay.';
const CHALLENGE_FAILED_MESSAGE = 'Your bank could not verify this payment, so the card was declined. Try again or use another card.';

const FIELDS: ReadonlyArray<{ name: CardField; label: string; autocomplete: string; inputmode?: string; hint?: string }> = [
  { name: 'cardNumber', label: 'Card number', autocomplete: 'cc-number', inputmode: 'numeric' },
  { name: 'expiry', label: 'Expiry date (MM/YY)', autocomplete: 'cc-exp' },
  {
    name: 'cvc',
    label: 'CVC',
    autocomplete: 'cc-csc',
    inputmode: 'numeric',
    hint: 'The 3 digits on the back (4 on the front of an American Express card).',
  },
  { name: 'name', label: 'Name on card', autocomplete: 'cc-name' },
  { name: 'postcode', label: 'Billing postcode', autocomplete: 'postal-code' },
];

export function isGuestCheckout(order: SandboxOrder): boolean {
  return order.landingPage === 'GUEST_CHECKOUT';
}

/** "Pay now" on the card form: the checks, then what the test card's bank says. */
export function payByCard(reply: FastifyReply, store: PayPalStore, order: SandboxOrder, body: Record<string, string>): FastifyReply {
  const form: CardForm = { cardNumber: body.cardNumber, expiry: body.expiry, cvc: body.cvc, name: body.name, postcode: body.postcode };
  const checked = checkCard(form, new Date());
  if ('errors' in checked) return sendPage(reply, cardPage(order, { form, errors: checked.errors }), 400);
  const { card } = checked;
  const summary = { brand: card.brand, lastDigits: card.lastDigits, name: card.name };
  const behaviour = behaviourOf(card.number);
  if (behaviour === 'declined') {
    store.declineCard(order.id);
    return sendPage(reply, cardPage(order, { declined: DECLINED_MESSAGE }));
  }
  if (behaviour === 'challenge') {
    order.challenge = summary;
    return reply.redirect(`/checkoutnow/3ds?token=${encodeURIComponent(order.id)}`, 303);
  }
  return approveCard(reply, store, order, summary);
}

function approveCard(reply: FastifyReply, store: PayPalStore, order: SandboxOrder, card: NonNullable<SandboxOrder['card']>): FastifyReply {
  // A guest has no PayPal account: PayPal names the payment's payer anew.
  const guest = payerId();
  store.approve(order.id, 'COMPLETED', guest, card);
  if (!order.returnUrl) return sendPage(reply, layout('PayPal Sandbox', `<h1>Payment approved</h1><p>You can close this window.</p>`));
  const target = new URL(order.returnUrl);
  target.searchParams.set('token', order.id);
  target.searchParams.set('PayerID', guest);
  return reply.redirect(target.toString());
}

/** The 3-D Secure challenge: the "bank's" page asking for the code it sent. */
export function registerThreeDSecure(app: FastifyInstance, store: PayPalStore): void {
  app.get<{ Querystring: { token?: string } }>('/checkoutnow/3ds', async (request, reply) => {
    const order = store.orders.get(request.query.token ?? '');
    if (!order?.challenge)
      return sendPage(
        reply,
        layout('PayPal Sandbox', '<h1>Nothing to verify</h1><p>This payment has no card waiting for a code.</p>'),
        404,
      );
    return sendPage(reply, challengePage(order));
  });

  app.post<{ Body: Record<string, string> | undefined }>('/checkoutnow/3ds', async (request, reply) => {
    const body = request.body ?? {};
    const order = store.orders.get(body.token ?? '');
    if (!order?.challenge)
      return sendPage(
        reply,
        layout('PayPal Sandbox', '<h1>Nothing to verify</h1><p>This payment has no card waiting for a code.</p>'),
        404,
      );
    if (body.action === 'cancel') {
      store.declineCard(order.id);
      return sendPage(reply, cardPage(order, { declined: CHALLENGE_FAILED_MESSAGE }));
    }
    const code = (body.code ?? '').trim();
    if (!/^\d{4,8}$/.test(code)) return sendPage(reply, challengePage(order, 'Enter the code your bank sent.'), 400);
    if (code !== THREE_DS_CODE) {
      store.declineCard(order.id);
      return sendPage(reply, cardPage(order, { declined: CHALLENGE_FAILED_MESSAGE }));
    }
    return approveCard(reply, store, order, order.challenge);
  });
}

function amountText(order: SandboxOrder): string {
  return `${order.currency === 'USD' ? '$' : ''}${formatAmount(order.amountCents)} ${order.currency}`;
}

function testCardsTable(): string {
  const rows = TEST_CARDS.map(
    (card) => `<tr><td><code>${card.number.replace(/(\d{4})(?=\d)/g, '$1 ')}</code></td><td>${escapeHtml(card.label)}</td></tr>`,
  ).join('\n');
  return `<section aria-labelledby="test-cards">
<h2 id="test-cards">Sandbox test cards</h2>
<p class="muted">Any future expiry date, any 3-digit CVC, any name and postcode. The 3-D Secure code is <code>${THREE_DS_CODE}</code>.</p>
<div class="scroll"><table>
<thead><tr><th scope="col">Card number</th><th scope="col">What happens</th></tr></thead>
<tbody>
${rows}
</tbody>
</table></div>
</section>`;
}

/** "Pay with debit or credit card": the form, its errors at each field, and the bank's decline when there was one. */
export function cardPage(
  order: SandboxOrder,
  state: { form?: CardForm; errors?: Partial<Record<CardField, string>>; declined?: string } = {},
): string {
  const fields = FIELDS.map(({ name, label, autocomplete, inputmode, hint }) => {
    const error = state.errors?.[name];
    const described = [hint ? `${name}-hint` : '', error ? `${name}-error` : ''].filter(Boolean).join(' ');
    const value = name === 'cvc' || name === 'cardNumber' ? '' : (state.form?.[name] ?? '');
    return `<div class="field">
<label for="${name}">${escapeHtml(label)}</label>
${hint ? `<p class="hint" id="${name}-hint">${escapeHtml(hint)}</p>` : ''}
<input id="${name}" name="${name}" type="text" autocomplete="${autocomplete}"${inputmode ? ` inputmode="${inputmode}"` : ''} value="${escapeHtml(value)}"${error ? ' aria-invalid="true"' : ''}${described ? ` aria-describedby="${described}"` : ''} required>
${error ? `<p class="error" id="${name}-error">${escapeHtml(error)}</p>` : ''}
</div>`;
  }).join('\n');
  const errorCount = Object.keys(state.errors ?? {}).length;
  return layout(
    'PayPal Sandbox: pay with a card',
    `<p class="brand">PayPal Sandbox</p>
<h1>Pay with debit or credit card</h1>
<dl>
  <dt>Amount</dt><dd class="amount">${escapeHtml(amountText(order))}</dd>
  <dt>Pay to</dt><dd>${escapeHtml(MERCHANT_NAME)}</dd>
  ${order.description ? `<dt>For</dt><dd>${escapeHtml(order.description)}</dd>` : ''}
</dl>
${state.declined ? `<div class="declined" role="alert"><p><strong>Card declined.</strong> ${escapeHtml(state.declined)}</p></div>` : ''}
${errorAlert(errorCount > 0 ? 'Check the card details: some are missing or not valid.' : undefined)}
<p class="muted">No PayPal account needed. PayPal pays ${escapeHtml(MERCHANT_NAME)}; your card is charged by PayPal.</p>
<form method="post" action="/checkoutnow" novalidate>
<input type="hidden" name="token" value="${escapeHtml(order.id)}">
${fields}
<div class="actions">
<button class="primary" type="submit" name="action" value="card">Pay now</button>
<button type="submit" name="action" value="cancel">Cancel and return to Kredi</button>
</div>
</form>
<p><a href="/checkoutnow?token=${encodeURIComponent(order.id)}&amp;login=1">Log in to PayPal instead</a></p>
${testCardsTable()}
<p class="muted">This is a sandbox standing in for PayPal: no card is charged. Order <code>${escapeHtml(order.id)}</code>.</p>`,
  );
}

function challengePage(order: SandboxOrder, error?: string): string {
  const card = order.challenge!;
  return layout(
    'PayPal Sandbox: verify the payment',
    `<p class="brand">Sandbox bank · 3-D Secure</p>
<h1>Verify it's you</h1>
<p>Your bank sent a code to confirm the payment of <strong>${escapeHtml(amountText(order))}</strong> to ${escapeHtml(MERCHANT_NAME)} with the ${escapeHtml(card.brand)} card ending in ${escapeHtml(card.lastDigits)}.</p>
<p class="muted">Sandbox: the code is <code>${THREE_DS_CODE}</code>; any other code declines the card.</p>
${errorAlert(error)}
<form method="post" action="/checkoutnow/3ds" novalidate>
<input type="hidden" name="token" value="${escapeHtml(order.id)}">
<div class="field">
<label for="code">Verification code</label>
<input id="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code"${error ? ' aria-invalid="true"' : ''} required>
</div>
<div class="actions">
<button class="primary" type="submit" name="action" value="verify">Submit</button>
<button type="submit" name="action" value="cancel">Cancel</button>
</div>
</form>`,
  );
}
