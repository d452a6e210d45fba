/** The look of the aggregator sandbox's page: no script, readable on a phone, light and dark. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export const PAGE_SECURITY_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'",
  'Cache-Control': 'no-store',
};

const STYLE = `
  :root { color-scheme: light dark; --line: #8888; --muted: #595959; --accent: #0b5394; --accent-text: #fff; --danger: #b91c1c; }
  @media (prefers-color-scheme: dark) { :root { --muted: #b0b0b0; --accent: #9cc3ff; --accent-text: #0b1220; --danger: #ff9b9b; } }
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; padding: 1.5rem 1rem; max-width: 64rem; }
  h1 { font-size: 1.4rem; margin: 0 0 .5rem; } h2 { font-size: 1.15rem; margin: 1.5rem 0 .5rem; }
  p { margin: .5rem 0; } .muted { color: var(--muted); } .error { color: var(--danger); }
  table { border-collapse: collapse; width: 100%; font-size: .95rem; }
  th, td { text-align: left; padding: .4rem .5rem; border-top: 1px solid var(--line); vertical-align: top; overflow-wrap: anywhere; }
  .scroll { overflow-x: auto; } form.inline { display: inline-flex; flex-wrap: wrap; gap: .5rem; align-items: end; margin: .25rem 1rem .25rem 0; }
  label { display: block; font-size: .9rem; color: var(--muted); }
  input { font: inherit; padding: .35rem .5rem; width: 9rem; box-sizing: border-box; }
  button { font: inherit; font-weight: 600; padding: .45rem .9rem; border-radius: .5rem; cursor: pointer; min-height: 2.5rem;
           border: 1px solid var(--accent); background: transparent; color: var(--accent); }
  td button { padding: .2rem .6rem; min-height: 2rem; font-size: .9rem; }
  input:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
  code { overflow-wrap: anywhere; }
`;

export function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

export function table(headings: string[], rows: string[], empty: string): string {
  if (rows.length === 0) return `<p class="muted">${escapeHtml(empty)}</p>`;
  const head = headings.map((heading) => `<th scope="col">${escapeHtml(heading)}</th>`).join('');
  return `<div class="scroll"><table><thead><tr>${head}</tr></thead><tbody>\n${rows.join('\n')}\n</tbody></table></div>`;
}
