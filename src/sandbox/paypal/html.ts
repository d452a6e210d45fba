/** Shared look of the PayPal sandbox's pages: no script at all, readable on a phone, light and dark. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export const PAGE_SECURITY_HEADERS = {
  // `form-action` stays open: Chrome applies it to the redirect back to the merchant after Pay now.
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
  'Cache-Control': 'no-store',
};

const STYLE = `
  :root { color-scheme: light dark; --line: #8888; --muted: #595959; --accent: #003087; --accent-text: #fff;
          --soft: #eef3fb; --danger: #b91c1c; }
  @media (prefers-color-scheme: dark) { :root { --muted: #b0b0b0; --accent: #9cc3ff; --accent-text: #0b1220; --soft: #17223a; --danger: #ff9b9b; } }
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; padding: 1.5rem 1rem; }
  body.narrow { max-width: 28rem; } body.wide { max-width: 64rem; }
  h1 { font-size: 1.4rem; margin: 0 0 .5rem; } h2 { font-size: 1.15rem; margin: 1.5rem 0 .5rem; }
  p { margin: .5rem 0; } .muted { color: var(--muted); } .brand { font-weight: 700; letter-spacing: .02em; }
  .error { color: var(--danger); }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; margin: 1rem 0; }
  dt { color: var(--muted); } dd { margin: 0; overflow-wrap: anywhere; } .amount { font-size: 1.5rem; font-weight: 700; }
  fieldset { border: 1px solid var(--line); border-radius: .5rem; padding: .5rem 1rem 1rem; margin: 1rem 0; }
  legend { font-weight: 600; padding: 0 .25rem; }
  .option { display: grid; grid-template-columns: auto 1fr; gap: 0 .5rem; align-items: start; margin-top: .75rem; }
  .option input { width: 1.25rem; height: 1.25rem; margin: .15rem 0 0; } .option label { font-weight: 600; }
  .option .hint { grid-column: 2; margin: 0; color: var(--muted); font-size: .9rem; }
  input:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
  .actions { display: flex; flex-wrap: wrap; gap: .75rem; margin-top: 1.5rem; }
  .actions button { flex: 1 1 10rem; }
  button { font: inherit; font-weight: 600; padding: .6rem 1rem; border-radius: .5rem; cursor: pointer; min-height: 2.75rem;
           border: 1px solid var(--accent); background: transparent; color: var(--accent); }
  button.primary { background: var(--accent); color: var(--accent-text); }
  table { border-collapse: collapse; width: 100%; font-size: .95rem; }
  th, td { text-align: left; padding: .4rem .5rem; border-top: 1px solid var(--line); vertical-align: top; overflow-wrap: anywhere; }
  .scroll { overflow-x: auto; } td form { display: inline; } td button { padding: .25rem .6rem; min-height: 2rem; font-size: .9rem; }
  .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
  code { overflow-wrap: anywhere; } input[type=url] { font: inherit; padding: .4rem .6rem; width: min(100%, 30rem); box-sizing: border-box; }
`;

export function layout(title: string, body: string, width: 'narrow' | 'wide' = 'narrow'): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body class="${width}">
<main>
${body}
</main>
</body>
</html>`;
}
