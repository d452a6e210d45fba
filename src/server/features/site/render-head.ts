import type { PageHead } from '../../../shared/seo/head.js';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/**
 * The <head> tags of one page as HTML. Each tag carries `data-head` so the web app can find and
 * update the same tags when the route or the language changes, instead of adding duplicates.
 */
export function renderHead(head: PageHead): string {
  const meta = (key: 'name' | 'property', name: string, content: string) =>
    `<meta ${key}="${name}" content="${escapeHtml(content)}" data-head>`;
  return [
    `<title data-head>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    meta('name', 'keywords', head.keywords),
    meta('name', 'robots', head.robots),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" data-head>`,
    meta('property', 'og:title', head.og.title),
    meta('property', 'og:description', head.og.description),
    meta('property', 'og:url', head.og.url),
    meta('property', 'og:type', head.og.type),
    meta('property', 'og:site_name', 'Kredi'),
    ...head.alternates.map((alt) => `<link rel="alternate" hreflang="${alt.hrefLang}" href="${escapeHtml(alt.href)}" data-head>`),
  ].join('\n    ');
}

/** Asks for a screen's and a catalog's built files together with the app's own (one round trip, not three). */
export function renderPreloads(files: string[]): string {
  return files.map((file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}">`).join('\n    ');
}
