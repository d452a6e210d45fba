import { escapeHtml, page, pageHeader, timeElement } from '../shared/html.js';
import type { MailboxMessage } from './mailbox.js';

/**
 * The mailbox pages people open during development to read what Kredi sent (verification links, receipts).
 * Every value that came in a message is escaped: mail is untrusted input, even in a sandbox.
 */

// Links in the text part become clickable, so a verification link is one tap away. Only http(s):
// a `javascript:` URL in a message must never become a link on our page.
const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

function linkify(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    // A sentence's closing punctuation is not part of the link.
    const url = match[0].replace(/[.,;:!?)\]]+$/, '');
    html += `${escapeHtml(text.slice(last, match.index))}<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    last = match.index + url.length;
  }
  return html + escapeHtml(text.slice(last));
}

const STYLE = `
  ul.messages { list-style: none; padding: 0; margin: 1rem 0; }
  ul.messages li { border-top: 1px solid var(--line); }
  ul.messages a { display: block; padding: .75rem .25rem; color: inherit; text-decoration: none; }
  ul.messages a:hover, ul.messages a:focus-visible { background: #8881; }
  .subject { font-weight: 600; display: block; overflow-wrap: anywhere; }
  iframe { width: 100%; height: 70vh; border: 1px solid var(--line); border-radius: .5rem; background: #fff; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; border: 1px solid var(--line); border-radius: .5rem; padding: 1rem; }
`;

const BACK_LINK = '<p><a href="/">← All messages</a></p>';

function layout(title: string, main: string, before: string): string {
  return page({ title, main, before, maxWidth: '52rem', style: STYLE });
}

export function renderMailboxPage(messages: readonly MailboxMessage[]): string {
  const items = messages
    .map(
      (message) => `<li><a href="/messages/${encodeURIComponent(message.id)}">
  <span class="subject">${escapeHtml(message.subject || '(no subject)')}</span>
  <span class="muted">to ${escapeHtml(message.to.join(', '))} · ${timeElement(message.receivedAt)}</span>
</a></li>`,
    )
    .join('\n');
  const list = messages.length
    ? `<ul class="messages">${items}</ul>`
    : '<p>No messages yet. Mail Kredi sends through this sandbox appears here; nothing is delivered.</p>';
  return layout(
    'Mail sandbox',
    list,
    pageHeader('Mail sandbox', `${messages.length} message${messages.length === 1 ? '' : 's'}, newest first`),
  );
}

export function renderMessagePage(message: MailboxMessage): string {
  // The HTML body runs in a sandboxed frame with no scripts and no access to this page; links open in a
  // new tab, because a sandboxed frame may not navigate this one.
  const htmlPart = message.html
    ? `<h2>HTML</h2>
<iframe title="HTML body of the message" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(`<base target="_blank">${message.html}`)}"></iframe>`
    : '';
  return layout(
    message.subject || '(no subject)',
    `<h1>${escapeHtml(message.subject || '(no subject)')}</h1>
<dl>
  <dt>From</dt><dd>${escapeHtml(message.from)}</dd>
  <dt>To</dt><dd>${escapeHtml(message.to.join(', '))}</dd>
  <dt>Received</dt><dd>${timeElement(message.receivedAt)}</dd>
</dl>
${htmlPart}
<h2>Text</h2>
<pre>${linkify(message.text) || '<span class="muted">(no text part)</span>'}</pre>`,
    BACK_LINK,
  );
}

export function renderNotFoundPage(): string {
  return layout('Message not found', '<h1>Message not found</h1><p>It may have been cleared.</p>', BACK_LINK);
}
