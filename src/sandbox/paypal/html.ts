import { page } from '../shared/html.js';

/** The PayPal sandbox's look on top of the shared one: PayPal's blue, the amount, the outcome choices. */
const STYLE = `
  .brand { font-weight: 700; letter-spacing: .02em; } .amount { font-size: 1.5rem; font-weight: 700; }
  fieldset { border: 1px solid var(--line); border-radius: .5rem; padding: .5rem 1rem 1rem; margin: 1rem 0; }
  legend { font-weight: 600; padding: 0 .25rem; }
  .option { display: grid; grid-template-columns: auto 1fr; gap: 0 .5rem; align-items: start; margin-top: .75rem; }
  .option input { width: 1.25rem; height: 1.25rem; margin: .15rem 0 0; } .option label { font-weight: 600; }
  /* A buyer's email is one long word: broken anywhere, or a 360-px phone scrolls sideways and zooms out. */
  .option label, dd { overflow-wrap: anywhere; }
  .option .hint { grid-column: 2; margin: 0; color: var(--muted); font-size: .9rem; }
  input[type=url] { font: inherit; padding: .4rem .6rem; width: min(100%, 30rem); box-sizing: border-box; }
  .field { display: flex; flex-direction: column; gap: .25rem; margin-top: .9rem; } .field label { font-weight: 600; }
  .field input { font: inherit; padding: .55rem .6rem; min-height: 2.75rem; box-sizing: border-box; width: 100%;
                 border: 1px solid var(--muted); border-radius: .4rem; }
  .field .hint { margin: 0; color: var(--muted); font-size: .9rem; } .field .error { margin: 0; }
  .declined { border: 2px solid var(--danger); border-radius: .5rem; padding: .25rem .9rem; margin: 1rem 0; }
`;

/** The payer's pages are narrow like PayPal's own; the dashboard is wide for its tables. */
export function layout(title: string, main: string, width: 'narrow' | 'wide' = 'narrow'): string {
  return page({ title, main, maxWidth: width === 'narrow' ? '28rem' : '64rem', accent: ['#003087', '#9cc3ff'], style: STYLE });
}
