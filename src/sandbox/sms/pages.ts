import { escapeHtml, page, pageHeader, timeElement } from '../shared/html.js';
import type { SentSms } from './outbox.js';

/** The page people open during development to read the texts Kredi sent (one-time codes, receipts). */
const STYLE = `
  :root { --bubble: #e7f0ff; } @media (prefers-color-scheme: dark) { :root { --bubble: #1d2b45; } }
  ol { list-style: none; padding: 0; margin: 1rem 0; }
  li { border-top: 1px solid var(--line); padding: .75rem 0; }
  .meta { display: block; font-size: .9rem; color: var(--muted); overflow-wrap: anywhere; }
  .to { font-weight: 600; color: CanvasText; }
  .body { margin: .35rem 0 0; padding: .5rem .75rem; border-radius: .75rem; background: var(--bubble);
          white-space: pre-wrap; overflow-wrap: anywhere; }
`;

export function renderOutboxPage(messages: readonly SentSms[], apiUrl: string): string {
  const items = messages
    .map(
      (sms) => `<li>
  <span class="meta"><span class="to">to ${escapeHtml(sms.to)}</span> · from ${escapeHtml(sms.from)} · ${timeElement(sms.sentAt)}</span>
  <p class="body">${escapeHtml(sms.body)}</p>
</li>`,
    )
    .join('\n');
  const list = messages.length
    ? `<ol>${items}</ol>`
    : `<p>No texts yet. Texts Kredi sends through this sandbox appear here; none reaches a phone.</p>`;
  const summary = `${messages.length} text${messages.length === 1 ? '' : 's'}, newest first · Twilio Messages API at ${escapeHtml(apiUrl)}`;
  return page({ title: 'SMS sandbox', before: pageHeader('SMS sandbox', summary), main: list, maxWidth: '40rem', style: STYLE });
}
