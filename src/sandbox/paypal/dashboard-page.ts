import { errorAlert, escapeHtml, pageHeader, table, timeElement } from '../shared/html.js';
import { layout } from './html.js';
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

  const orderRows = orders.map(
    (order) => `<tr><td><code>${escapeHtml(order.id)}</code></td><td>${escapeHtml(order.status)}</td>
<td>${escapeHtml(`${formatAmount(order.amountCents)} ${order.currency}`)}</td><td>${escapeHtml(order.customId ?? '')}</td>
<td>${timeElement(order.createTime)}</td>
<td>${order.status === 'CREATED' || order.status === 'PAYER_ACTION_REQUIRED' ? `<a href="/checkoutnow?token=${encodeURIComponent(order.id)}">Approval page<span class="visually-hidden"> for ${escapeHtml(order.id)}</span></a>` : ''}</td></tr>`,
  );

  const captureRows = captures.map(
    (capture) => `<tr><td><code>${escapeHtml(capture.id)}</code></td><td><code>${escapeHtml(capture.orderId)}</code></td>
<td>${escapeHtml(capture.status)}${capture.reason ? ` <span class="muted">(${escapeHtml(capture.reason)})</span>` : ''}</td>
<td>${escapeHtml(`${formatAmount(capture.amountCents)} ${capture.currency}`)}${capture.refundedCents ? `<br><span class="muted">refunded ${escapeHtml(formatAmount(capture.refundedCents))}</span>` : ''}</td>
<td>${captureActions(capture)}</td></tr>`,
  );

  const eventRows = webhooks.list().map(eventRow);

  return layout(
    'PayPal sandbox',
    `${pageHeader('PayPal sandbox', `Orders v2, Payments v2 and webhooks at <code>${escapeHtml(apiUrl)}</code>. Nothing here reaches PayPal.`)}
${errorAlert(error)}
<h2>Webhooks</h2>
<form method="post" action="/sandbox/webhook-url">
<label for="webhook-url">Webhook URL</label><br>
<input id="webhook-url" name="url" type="url" placeholder="http://localhost:3000/api/webhooks/paypal" value="${escapeHtml(webhooks.webhookUrl ?? '')}">
<button type="submit">Save webhook URL</button>
</form>
<form method="post" action="/sandbox/events/forged"><button type="submit">Send a forged event</button>
<span class="muted">a PAYMENT.CAPTURE.COMPLETED with a bad signature</span></form>
<h2>Orders</h2>
${table(['Order', 'Status', 'Amount', 'custom_id', 'Created', ''], orderRows, 'No orders yet.', 'Links')}
<h2>Captures</h2>
${table(['Capture', 'Order', 'Status', 'Amount', 'Actions'], captureRows, 'No captures yet.')}
<h2>Webhook events</h2>
${table(['Event', 'Type', 'Resource', 'Delivery', 'Actions'], eventRows, webhooks.webhookUrl ? 'No events yet.' : 'No events yet. Set a webhook URL to have them delivered.')}`,
    'wide',
  );
}

function captureActions(capture: SandboxCapture): string {
  const action = (path: string, label: string) =>
    `<form method="post" action="/sandbox/captures/${encodeURIComponent(capture.id)}/${path}"><button type="submit" aria-label="${escapeHtml(`${label} capture ${capture.id}`)}">${label}</button></form>`;
  if (capture.status === 'PENDING') return `${action('complete', 'Complete')} ${action('deny', 'Deny')}`;
  if (capture.status === 'COMPLETED' || capture.status === 'PARTIALLY_REFUNDED')
    return `${action('refund', 'Refund')} ${action('reverse', 'Reverse')}`;
  return '';
}

function eventRow(record: WebhookEventRecord): string {
  const last = record.transmissions[record.transmissions.length - 1];
  const lastResult = last ? (last.status !== undefined ? `HTTP ${last.status}` : `error: ${last.error ?? 'unknown'}`) : '';
  const delivery = `${record.state}${record.transmissions.length ? ` · ${record.transmissions.length} attempt${record.transmissions.length === 1 ? '' : 's'}, last ${lastResult}` : ''}`;
  return `<tr><td><code>${escapeHtml(record.id)}</code>${record.forged ? ' <strong>forged</strong>' : ''}<br>${timeElement(record.createTime, 'muted')}</td>
<td>${escapeHtml(record.eventType)}</td><td><code>${escapeHtml(record.resourceId)}</code></td><td>${escapeHtml(delivery)}</td>
<td><form method="post" action="/sandbox/events/${encodeURIComponent(record.id)}/resend"><button type="submit" aria-label="${escapeHtml(`Re-send event ${record.id}`)}">Re-send</button></form></td></tr>`;
}
