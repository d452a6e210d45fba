import type { SentSms } from './outbox.js';

/** The page people open during development to read the texts Kredi sent (one-time codes, receipts). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE = `
  :root { color-scheme: light dark; --line: #8886; --muted: #666; --bubble: #e7f0ff; }
  @media (prefers-color-scheme: dark) { :root { --muted: #aaa; --bubble: #1d2b45; } }
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 40rem; padding: 1rem; }
  h1 { font-size: 1.4rem; margin: 0 0 .25rem; } .muted { color: var(--muted); }
  header { display: flex; flex-wrap: wrap; gap: .5rem 1rem; align-items: baseline; justify-content: space-between; }
  ol { list-style: none; padding: 0; margin: 1rem 0; }
  li { border-top: 1px solid var(--line); padding: .75rem 0; }
  .meta { display: block; font-size: .9rem; color: var(--muted); overflow-wrap: anywhere; }
  .to { font-weight: 600; color: CanvasText; }
  .body { margin: .35rem 0 0; padding: .5rem .75rem; border-radius: .75rem; background: var(--bubble);
          white-space: pre-wrap; overflow-wrap: anywhere; }
  button { font: inherit; padding: .4rem .9rem; }
`;

function formatTime(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
}

export function renderOutboxPage(messages: readonly SentSms[], apiUrl: string): string {
  const items = messages
    .map(
      (sms) => `<li>
  <span class="meta"><span class="to">to ${escapeHtml(sms.to)}</span> · from ${escapeHtml(sms.from)} · <time datetime="${escapeHtml(sms.sentAt)}">${escapeHtml(formatTime(sms.sentAt))}</time></span>
  <p class="body">${escapeHtml(sms.body)}</p>
</li>`,
    )
    .join('\n');
  const list = messages.length
    ? `<ol>${items}</ol>`
    : `<p>No texts yet. Texts Kredi sends through this sandbox appear here; none reaches a phone.</p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>SMS sandbox</title>
<style>${STYLE}</style>
</head>
<body>
<header><div><h1>SMS sandbox</h1>
<p class="muted">${messages.length} text${messages.length === 1 ? '' : 's'}, newest first · Twilio Messages API at ${escapeHtml(apiUrl)}</p></div>
<form method="get" action="/"><button type="submit">Refresh</button></form></header>
<main>${list}</main>
</body>
</html>`;
}
