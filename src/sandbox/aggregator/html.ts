import { PAGE_SECURITY_HEADERS, page } from '../shared/html.js';

/** The aggregator sandbox's look on top of the shared one: its blue, and the small inline settings forms. */
const STYLE = `
  form.inline { display: inline-flex; flex-wrap: wrap; gap: .5rem; align-items: end; margin: .25rem 1rem .25rem 0; }
  label { display: block; font-size: .9rem; color: var(--muted); }
  input { font: inherit; padding: .35rem .5rem; width: 9rem; box-sizing: border-box; }
`;

/** Every form on this page posts back to the sandbox itself, so `form-action` can be closed to others. */
export const PAGE_SECURITY_HEADERS_SELF_FORMS = {
  ...PAGE_SECURITY_HEADERS,
  'Content-Security-Policy': `${PAGE_SECURITY_HEADERS['Content-Security-Policy']}; form-action 'self'`,
};

export function layout(title: string, main: string): string {
  return page({ title, main, maxWidth: '64rem', accent: ['#0b5394', '#9cc3ff'], style: STYLE });
}
