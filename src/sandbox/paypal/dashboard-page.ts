import { escapeHtml, layout } from './html.js';
import { formatAmount } from './money.js';
import type { PayPalStore, SandboxCapture } from './store.js';
import type { WebhookDispatcher, WebhookEventRecord } from './webhooks.js';

/**
 * The sandbox's page at `/`: orders, captures and webhook deliveries, newest first, with buttons for the
 * control actions (complete or deny a pending capture, refund or reverse, re-send an event, send a forged
 * one, set the webhook URL). Plain forms, no script.
 */
export function renderDashboard(store: PayPalStore, webhooks: WebhookDispatcher, apiUrl: string, error?: string): string {
  const orders = [...store.orders.values()].reverse();
  const captures = [...store.captures.values()].reverse();
  const events = webhooks.list();

  const orderRows = orders
    .map(
      (order) => `<tr><td><code>${escapeHtml(order.id)}</code></td><td>${escapeHtml(order.status)}</td>
<td>${escapeHtml(`${formatAmount(order.amountCents)} ${order.currency}`)}</td><td>${escapeHtml(order.customId ?? '')}</td>
<td><time datetime="${escapeHtml(order.createTime)}">${escapeHtml(shortTime(order.createTime))}</time></td>
<td>${order.status === 'CREATED' || order.status === 'PAYER_ACTION_REQUIRED' ? `<a href="/checkoutnow?token=${encodeURIComponent(order.id)}">Approval page<span class="visually-hidden"> for ${escapeHtml(order.id)}</span></a>` : ''}</td></tr>`,
    )
    .join('\n');

  const captureRows = captures
    .map(
      (capture) => `<tr><td><code>${escapeHtml(capture.id)}</code></td><td><code>${escapeHtml(capture.orderId)}</code></td>
<td>${escapeHtml(capture.status)}${capture.reason ? ` <span class="muted">(${escapeHtml(capture.reason)})</span>` : ''}</td>
<td>${escapeHtml(`${formatAmount(capture.amountCents)} ${capture.currency}`)}${capture.refundedCents ? `<br><span class="muted">refunded ${escapeHtml(formatAmount(capture.refundedCents))}</span>` : ''}</td>
<td>${captureActions(capture)}</td></tr>`,
    )
    .join('\n');

  const eventRows = events.map(eventRow).join('\n');

  return layout(
    'PayPal sandbox',
    `<header><h1>PayPal sandbox</h1>
<p class="muted">Orders v2, Payments v2 and webhooks at <code>${escapeHtml(apiUrl)}</code>. Nothing here reaches PayPal.</p>
<form method="get" action="/"><button type="submit">Refresh</button></form></header>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<h2>Webhooks</h2>
<form method="post" action="/sandbox/webhook-url">
<label for="webhook-url">Webhook URL</label><br>
<input id="webhook-url" name="url" type="url" placeholder="http://localhost:3000/api/webhooks/paypal" value="${escapeHtml(webhooks.webhookUrl ?? '')}">
<button type="submit">Save webhook URL</button>
</form>
<form method="post" action="/sandbox/events/forged"><button type="submit">Send a forged event</button>
<span class="muted">a PAYMENT.CAPTURE.COMPLETED with a bad signature</span></form>
${table('Orders', ['Order', 'Status', 'Amount', 'custom_id', 'Created', ''], orderRows, 'No orders yet.')}
${table('Captures', ['Capture', 'Order', 'Status', 'Amount', 'Actions'], captureRows, 'No captures yet.')}
${table('Webhook events', ['Event', 'Type', 'Resource', 'Delivery', 'Actions'], eventRows, webhooks.webhookUrl ? 'No events yet.' : 'No events yet. Set a webhook URL to have them delivered.')}`,
    'wide',
  );
}

function captureActions(capture: SandboxCapture): string {
  const action = (path: string, label: string) =>
    `<form method="post" action="/sandbox/captures/${encodeURIComponent(capture.id)}/${path}"><button type="submit" aria-label="${escapeHtml(`${label} capture ${capture.id}`)}">${label}</button></form>`;
  if (capture.status === 'PENDING') return `${action('complete', 'Complete')} ${action('deny', 'Deny')}`;
  if (capture.status === 'COMPLETED' || capture.status === 'PARTIALLY_REFUNDED') return `${action('refund', 'Refund')} ${action('reverse', 'Reverse')}`;
  return '';
}

function eventRow(record: WebhookEventRecord): string {
  const last = record.transmissions[record.transmissions.length - 1];
  const lastResult = last ? (last.status !== undefined ? `HTTP ${last.status}` : `error: ${last.error ?? 'unknown'}`) : '';
  const delivery = `${record.state}${record.transmissions.length ? ` · ${record.transmissions.length} attempt${record.transmissions.length === 1 ? '' : 's'}, last ${lastResult}` : ''}`;
  return `<tr><td><code>${escapeHtml(record.id)}</code>${record.forged ? ' <strong>forged</strong>' : ''}<br><time class="muted" datetime="${escapeHtml(record.createTime)}">${escapeHtml(shortTime(record.createTime))}</time></td>
<td>${escapeHtml(record.eventType)}</td><td><code>${escapeHtml(record.resourceId)}</code></td><td>${escapeHtml(delivery)}</td>
<td><form method="post" action="/sandbox/events/${encodeURIComponent(record.id)}/resend"><button type="submit" aria-label="${escapeHtml(`Re-send event ${record.id}`)}">Re-send</button></form></td></tr>`;
}

function table(title: string, headings: string[], rows: string, empty: string): string {
  if (!rows) return `<h2>${escapeHtml(title)}</h2>\n<p class="muted">${escapeHtml(empty)}</p>`;
  const head = headings.map((heading) => `<th scope="col">${heading ? escapeHtml(heading) : '<span class="visually-hidden">Links</span>'}</th>`).join('');
  return `<h2>${escapeHtml(title)}</h2>\n<div class="scroll"><table><thead><tr>${head}</tr></thead><tbody>\n${rows}\n</tbody></table></div>`;
}

function shortTime(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
}
