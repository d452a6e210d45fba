import type { Catalogue } from './catalogue/index.js';
import type { SandboxPromotion } from './catalogue/promotions.js';
import { errorAlert, escapeHtml, pageHeader, table, timeElement } from '../shared/html.js';
import { layout } from './html.js';
import { digitsLabel, OUTCOME_TABLE } from './outcomes.js';
import { decimalText } from './representations.js';
import type { AggregatorStore, TopupRecord } from './store.js';

/**
 * The sandbox's page at `/`: the account (balance, delays, the recent-recharge rule, with forms to change
 * them), the outcome table, the operator promotions it publishes, and the most recent top-ups with a button
 * to settle a PROCESSING one now.
 */
const SHOWN = 50;

export function renderPage(
  store: AggregatorStore,
  catalogue: Catalogue,
  promotions: readonly SandboxPromotion[],
  apiUrl: string,
  error?: string,
): string {
  const { settings } = store;
  const recent = [...store.transactions.values()].reverse().slice(0, SHOWN);
  const outcomeRows = OUTCOME_TABLE.map((row) => `<tr><td>${escapeHtml(digitsLabel(row))}</td><td>${escapeHtml(row.summary)}</td></tr>`);
  const ruleOn = settings.recentRechargeWindowMs > 0;
  return layout(
    'Top-up aggregator sandbox',
    `${pageHeader(
      'Top-up aggregator sandbox',
      `Reloadly's Airtime API at <code>${escapeHtml(apiUrl)}</code>: ${catalogue.countries.length} countries, ${catalogue.operators.length} operators. Nothing here reaches Reloadly or any operator.`,
    )}
${errorAlert(error)}
<h2>Account</h2>
<p>Balance <strong>${escapeHtml(decimalText(store.balanceCents))} USD</strong> ·
PROCESSING top-ups settle ${settings.pendingDelayMs === null ? 'only by hand' : `after ${settings.pendingDelayMs} ms`} ·
timeouts hang ${settings.hangMs} ms ·
same number within ${ruleOn ? `${settings.recentRechargeWindowMs / 1000} s: refused (PHONE_RECENTLY_RECHARGED)` : 'the window: allowed (rule off)'}</p>
<form class="inline" method="post" action="/sandbox/balance"><div><label for="balance">Balance (USD)</label>
<input id="balance" name="amount" inputmode="decimal" value="${escapeHtml(decimalText(store.balanceCents))}"></div><button type="submit">Set balance</button></form>
<form class="inline" method="post" action="/sandbox/settings"><div><label for="delay">Pending delay (ms)</label>
<input id="delay" name="pendingDelayMs" inputmode="numeric" value="${settings.pendingDelayMs ?? 'manual'}"></div>
<div><label for="hang">Timeout hang (ms)</label><input id="hang" name="hangMs" inputmode="numeric" value="${settings.hangMs}"></div><button type="submit">Save delays</button></form>
<form class="inline" method="post" action="/sandbox/settings"><input type="hidden" name="recentRechargeRule" value="${ruleOn ? 'off' : 'on'}">
<button type="submit">${ruleOn ? 'Turn the 2-minute rule off' : 'Turn the 2-minute rule on'}</button></form>
<h2>Outcomes by the recipient number's last two digits</h2>
${table(['Last digits', 'What happens'], outcomeRows, '')}
<h2>Operator promotions</h2>
${table(['Id', 'Operator', 'Offer', 'From', 'To'], promotions.map(promotionRow), 'No promotions.')}
<h2>Recent top-ups</h2>
<form class="inline" method="post" action="/sandbox/transactions/resolve-all"><button type="submit">Settle all PROCESSING now</button></form>
${table(['Transaction', 'Status', 'Recipient', 'Operator', 'Amount', 'customIdentifier', 'Created', ''], recent.map(row), 'No top-ups yet.')}`,
  );
}

function row(record: TopupRecord): string {
  const settle =
    record.status === 'PROCESSING'
      ? `<form method="post" action="/sandbox/transactions/${record.transactionId}/resolve"><button type="submit" aria-label="Settle transaction ${record.transactionId} now">Settle now</button></form>`
      : '';
  return `<tr><td><code>${record.transactionId}</code>${record.async ? ' <span class="muted">async</span>' : ''}</td>
<td>${escapeHtml(record.status)}<br><span class="muted">${escapeHtml(record.outcome)}</span></td><td>+${escapeHtml(record.recipientPhone)}</td>
<td>${escapeHtml(record.operator.name)}</td>
<td>${escapeHtml(decimalText(record.requestedCents))} USD<br><span class="muted">${escapeHtml(decimalText(record.deliveredLocalCents))} ${escapeHtml(record.operator.country.currencyCode)}</span></td>
<td><code>${escapeHtml(record.customIdentifier ?? '')}</code></td><td>${timeElement(record.createdAt.toISOString())}</td><td>${settle}</td></tr>`;
}

function promotionRow(promotion: SandboxPromotion): string {
  return `<tr><td><code>${promotion.promotionId}</code></td><td>${escapeHtml(promotion.operator.name)}</td><td>${escapeHtml(promotion.title2)}</td>
<td>${timeElement(promotion.startsAt.toISOString())}</td><td>${timeElement(promotion.endsAt.toISOString())}</td></tr>`;
}
