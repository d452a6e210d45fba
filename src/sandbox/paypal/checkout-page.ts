import type { FastifyInstance } from 'fastify';
import { errorAlert, escapeHtml, sendPage } from '../shared/html.js';
import { cardPage, isGuestCheckout, payByCard, registerThreeDSecure } from './card-page.js';
import { buyerFromCookie, buyerName, buyerOf, isPayerId, newBrowserBuyer, SHARED_BUYER } from './buyers.js';
import { layout } from './html.js';
import { formatAmount } from './money.js';
import { MERCHANT, MERCHANT_NAME } from './representations.js';
import type { Outcome, PayPalStore, SandboxOrder } from './store.js';

/**
 * The payer's approval page, at the `payer-action`/`approve` link (`/checkoutnow?token=<order id>`).
 * Instead of a PayPal login it asks which outcome the capture should have. "Pay now" approves the order
 * and returns to the merchant's return_url with `token` and `PayerID`; "Cancel and return" goes to the
 * cancel_url with `token` and leaves the order unapproved. End-to-end tests drive it by those names, by
 * the "Test outcome" radio group (Completed, Pending, Declined) and by the "Buyer account" radio group,
 * whose default is this browser's own buyer (buyers.ts), named in each choice by its email.
 */
const OUTCOMES: ReadonlyArray<{ value: Outcome; label: string; hint: string }> = [
  { value: 'COMPLETED', label: 'Completed', hint: 'The capture completes at once (PAYMENT.CAPTURE.COMPLETED).' },
  { value: 'PENDING', label: 'Pending', hint: 'The capture stays PENDING (PENDING_REVIEW) until completed or denied on the sandbox page.' },
  { value: 'DECLINED', label: 'Declined', hint: 'The order completes with a DECLINED capture (PAYMENT.CAPTURE.DECLINED): no money moves.' },
];

export function registerCheckoutPage(app: FastifyInstance, store: PayPalStore): void {
  registerThreeDSecure(app, store);

  app.get<{ Querystring: { token?: string; login?: string } }>('/checkoutnow', async (request, reply) => {
    const order = store.orders.get(request.query.token ?? '');
    if (!order) return sendPage(reply, notFound(), 404);
    if (!awaitingApproval(order)) return sendPage(reply, settledPage(order));
    // landing_page GUEST_CHECKOUT: the card form first, with a way to log in instead (ADR 0069).
    if (isGuestCheckout(order) && request.query.login !== '1') return sendPage(reply, cardPage(order));
    let own = buyerFromCookie(request.headers.cookie);
    if (!own) {
      const fresh = newBrowserBuyer();
      own = fresh.id;
      reply.header('set-cookie', fresh.setCookie);
    }
    return sendPage(reply, approvalPage(order, own, store.recentPayers(RECENT_BUYERS)));
  });

  app.post<{ Body: Record<string, string> | undefined }>('/checkoutnow', async (request, reply) => {
    const body = request.body ?? {};
    const order = store.orders.get(body.token ?? '');
    if (!order) return sendPage(reply, notFound(), 404);

    if (body.action === 'cancel') {
      if (!order.cancelUrl) return sendPage(reply, message('Payment cancelled', 'You cancelled this payment. You can close this window.'));
      return reply.redirect(withParams(order.cancelUrl, { token: order.id }));
    }
    if (!awaitingApproval(order) && order.status !== 'APPROVED') return sendPage(reply, settledPage(order), 409);
    if (body.action === 'card') {
      if (!awaitingApproval(order)) return sendPage(reply, settledPage(order), 409);
      return payByCard(reply, store, order, body);
    }
    const own = buyerFromCookie(request.headers.cookie);
    const again = (error: string) => sendPage(reply, approvalPage(order, own, store.recentPayers(RECENT_BUYERS), error), 400);
    const outcome = OUTCOMES.find((option) => option.value === (body.outcome ?? 'COMPLETED'));
    if (!outcome) return again('Choose a test outcome.');
    // A form names its buyer; a client that names none pays as this browser's buyer, or the shared one.
    const payer = body.buyer ?? own ?? SHARED_BUYER.payer_id;
    if (!isPayerId(payer)) return again('Choose a buyer account.');
    store.approve(order.id, outcome.value, payer);
    if (!order.returnUrl)
      return sendPage(
        reply,
        message('Payment approved', 'You approved this payment. The merchant captures it; you can close this window.'),
      );
    return reply.redirect(withParams(order.returnUrl, { token: order.id, PayerID: order.payerId ?? payer }));
  });
}

function awaitingApproval(order: SandboxOrder): boolean {
  return order.status === 'CREATED' || order.status === 'PAYER_ACTION_REQUIRED';
}

function withParams(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
  return target.toString();
}

function amountText(order: SandboxOrder): string {
  return `${order.currency === 'USD' ? '$' : ''}${formatAmount(order.amountCents)} ${order.currency}`;
}

/** How many buyers of earlier payments the page offers, newest first. */
const RECENT_BUYERS = 8;

/** "Pay now" comes first: Enter submits with the first button, and Enter must not cancel. */
function approvalPage(order: SandboxOrder, own: string | null, recent: readonly string[], error?: string): string {
  const options = OUTCOMES.map(
    ({ value, label, hint }, index) => `<div class="option">
<input type="radio" id="outcome-${value}" name="outcome" value="${value}"${index === 0 ? ' checked' : ''} aria-describedby="outcome-${value}-hint">
<label for="outcome-${value}">${label}</label>
<p class="hint" id="outcome-${value}-hint">${escapeHtml(hint)}</p>
</div>`,
  ).join('\n');
  return layout(
    'PayPal Sandbox',
    `<p class="brand">PayPal Sandbox</p>
<h1>Pay ${escapeHtml(MERCHANT_NAME)}</h1>
<dl>
  <dt>Amount</dt><dd class="amount">${escapeHtml(amountText(order))}</dd>
  <dt>Pay to</dt><dd>${escapeHtml(MERCHANT_NAME)}<br><span class="muted">${escapeHtml(MERCHANT.email_address)}</span></dd>
  ${order.description ? `<dt>For</dt><dd>${escapeHtml(order.description)}</dd>` : ''}
</dl>
${errorAlert(error)}
<form method="post" action="/checkoutnow">
<input type="hidden" name="token" value="${escapeHtml(order.id)}">
${buyerChoices(own, recent)}
<fieldset role="radiogroup" aria-labelledby="outcome-legend">
<legend id="outcome-legend">Test outcome</legend>
${options}
</fieldset>
<div class="actions">
<button class="primary" type="submit" name="action" value="pay">Pay now</button>
<button type="submit" name="action" value="cancel">Cancel and return</button>
</div>
</form>
<p class="muted">This is a sandbox standing in for PayPal: no account, no money. Order <code>${escapeHtml(order.id)}</code>.</p>`,
  );
}

function settledPage(order: SandboxOrder): string {
  const back = order.returnUrl
    ? `<p><a href="${escapeHtml(withParams(order.returnUrl, { token: order.id }))}">Return to the merchant</a></p>`
    : '';
  return message('Payment already approved', `Order ${order.id} is ${order.status}: there is nothing left to approve.`, back);
}

function notFound(): string {
  return message('Payment not found', 'This payment does not exist in the sandbox (it may be from an earlier run).');
}

function message(heading: string, text: string, extra = ''): string {
  return layout(
    'PayPal Sandbox',
    `<p class="brand">PayPal Sandbox</p>\n<h1>${escapeHtml(heading)}</h1>\n<p>${escapeHtml(text)}</p>\n${extra}`,
  );
}

/**
 * "Buyer account": this browser's own buyer first and checked, then the buyers of earlier payments (another
 * browser's, to pay as the same PayPal account), then the account every browser shares.
 */
function buyerChoices(own: string | null, recent: readonly string[]): string {
  const choices: Array<{ id: string; label: string; hint: string }> = [];
  if (own) choices.push({ id: own, label: "This browser's buyer", hint: 'A buyer account of its own for this browser.' });
  for (const id of recent) {
    if (id === own || id === SHARED_BUYER.payer_id) continue;
    choices.push({ id, label: 'Paid before', hint: 'The same buyer as an earlier payment in this sandbox.' });
  }
  choices.push({ id: SHARED_BUYER.payer_id, label: 'Shared buyer', hint: 'The one account every browser may pay with.' });
  const options = choices
    .map(({ id, label, hint }, index) => {
      const buyer = buyerOf(id);
      return `<div class="option">
<input type="radio" id="buyer-${id}" name="buyer" value="${id}"${index === 0 ? ' checked' : ''} aria-describedby="buyer-${id}-hint">
<label for="buyer-${id}">${escapeHtml(`${label}: ${buyerName(buyer)}, ${buyer.email_address}`)}</label>
<p class="hint" id="buyer-${id}-hint">${escapeHtml(hint)}</p>
</div>`;
    })
    .join('\n');
  return `<fieldset role="radiogroup" aria-labelledby="buyer-legend">
<legend id="buyer-legend">Buyer account</legend>
${options}
</fieldset>`;
}
