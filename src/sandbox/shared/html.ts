import type { FastifyReply } from 'fastify';

/**
 * The one look every sandbox page shares: no script at all, readable on a phone, light and dark. Each
 * sandbox brings only its width, its accent colour and the rules of its own widgets; the shell, the
 * escaping and the common rules live here so the pages cannot drift apart.
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * For pages with forms that leave the sandbox: `form-action` stays open because Chrome applies it to the
 * redirect back to the app (PayPal's "Pay now", the identity provider's "Continue").
 */
export const PAGE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
  'Cache-Control': 'no-store',
};

export function sendPage(reply: FastifyReply, html: string, status = 200, headers = PAGE_SECURITY_HEADERS): FastifyReply {
  return reply.code(status).headers(headers).type('text/html; charset=utf-8').send(html);
}

const STYLE = `
  :root { color-scheme: light dark; --line: #8888; --muted: #595959; --accent: #1d4ed8; --accent-text: #fff; --danger: #b91c1c; }
  @media (prefers-color-scheme: dark) { :root { --muted: #b0b0b0; --accent: #93b4ff; --accent-text: #0b1220; --danger: #ff9b9b; } }
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; padding: 1.5rem 1rem; }
  h1 { font-size: 1.4rem; margin: 0 0 .5rem; } h2 { font-size: 1.15rem; margin: 1.5rem 0 .5rem; }
  p { margin: .5rem 0; } .muted { color: var(--muted); } .error { color: var(--danger); }
  header { display: flex; flex-wrap: wrap; gap: .5rem 1rem; align-items: baseline; justify-content: space-between; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; margin: 1rem 0; }
  dt { color: var(--muted); } dd { margin: 0; overflow-wrap: anywhere; }
  table { border-collapse: collapse; width: 100%; font-size: .95rem; }
  th, td { text-align: left; padding: .4rem .5rem; border-top: 1px solid var(--line); vertical-align: top; overflow-wrap: anywhere; }
  .scroll { overflow-x: auto; } td form { display: inline; }
  button { font: inherit; font-weight: 600; padding: .6rem 1rem; border-radius: .5rem; cursor: pointer; min-height: 2.75rem;
           border: 1px solid var(--accent); background: transparent; color: var(--accent); }
  button.primary { background: var(--accent); color: var(--accent-text); }
  td button { padding: .25rem .6rem; min-height: 2rem; font-size: .9rem; }
  .actions { display: flex; flex-wrap: wrap; gap: .75rem; margin-top: 1.5rem; } .actions button { flex: 1 1 10rem; }
  input:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
  code { overflow-wrap: anywhere; }
  .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
`;

export interface PageOptions {
  /** The document title; headings are the caller's, in `main`. */
  title: string;
  /** The page's content, inside `<main>`. */
  main: string;
  /** What stands before `<main>`: a back link, a page header that is not main content. */
  before?: string;
  /** The column's widest extent: forms read best narrow, tables need room. */
  maxWidth: string;
  /** The sandbox's accent colour, light and dark (buttons, focus rings). */
  accent?: readonly [light: string, dark: string];
  /** Rules for this page's own widgets, after the shared ones. */
  style?: string;
}

export function page({ title, main, before, maxWidth, accent, style = '' }: PageOptions): string {
  const theme = accent
    ? `\n  :root { --accent: ${accent[0]}; }\n  @media (prefers-color-scheme: dark) { :root { --accent: ${accent[1]}; } }`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}  body { max-width: ${maxWidth}; }${theme}${style}</style>
</head>
<body>
${before ? `${before}\n` : ''}<main>
${main}
</main>
</body>
</html>`;
}

/** A page's heading with a line about it (HTML, escaped by the caller) and a Refresh button beside them. */
export function pageHeader(heading: string, summaryHtml: string): string {
  return `<header><div><h1>${escapeHtml(heading)}</h1>
<p class="muted">${summaryHtml}</p></div>
<form method="get" action="/"><button type="submit">Refresh</button></form></header>`;
}

/** A refused form action, sent back to the page as `?error=`. */
export function errorAlert(error: string | undefined): string {
  return error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : '';
}

/**
 * A table that scrolls sideways on a phone instead of widening the page. A heading left '' still gets a
 * name for screen readers: `unnamedColumn`, visually hidden.
 */
export function table(headings: readonly string[], rows: readonly string[], empty: string, unnamedColumn = 'Actions'): string {
  if (rows.length === 0) return `<p class="muted">${escapeHtml(empty)}</p>`;
  const head = headings
    .map(
      (heading) =>
        `<th scope="col">${heading ? escapeHtml(heading) : `<span class="visually-hidden">${escapeHtml(unnamedColumn)}</span>`}</th>`,
    )
    .join('');
  return `<div class="scroll"><table><thead><tr>${head}</tr></thead><tbody>\n${rows.join('\n')}\n</tbody></table></div>`;
}

/** `2026-01-31 14:05:09 UTC`: the sandboxes show every time in UTC, to the second. */
function utcTime(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
}

export function timeElement(iso: string, className?: string): string {
  return `<time${className ? ` class="${className}"` : ''} datetime="${escapeHtml(iso)}">${escapeHtml(utcTime(iso))}</time>`;
}
