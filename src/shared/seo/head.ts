import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type Language, withLanguagePrefix } from '../i18n/languages.js';
import { META_ROUTES, ROUTE_TEXTS, type MetaRoute } from './route-texts.js';

/** Everything that goes into a page's <head>: one model, rendered by the server and applied by the web. */
export interface PageHead {
  lang: Language;
  title: string;
  description: string;
  keywords: string;
  canonical: string;
  robots: 'index, follow' | 'noindex, nofollow';
  og: { title: string; description: string; url: string; type: 'website' | 'article' };
  alternates: { hrefLang: Language | 'x-default'; href: string }[];
}

const NOINDEX_ROUTES = new Set<string>(['/login', '/wallet']);
const ARTICLE_ROUTES = new Set<string>(['/send-topup']);

function isMetaRoute(path: string): path is MetaRoute {
  return (META_ROUTES as readonly string[]).includes(path);
}

/** Removes a trailing slash (except on `/`) so `/wallet/` and `/wallet` share one canonical. */
function normalizePath(path: string): string {
  const withoutQuery = path.split(/[?#]/)[0] || '/';
  return withoutQuery.length > 1 ? withoutQuery.replace(/\/+$/, '') || '/' : withoutQuery;
}

/**
 * The head of `path` (without language prefix) in `lang`. `origin` is the public URL
 * of the site without a trailing slash, e.g. `https://kredi.app`.
 */
export function buildPageHead(path: string, lang: Language, origin: string): PageHead {
  const cleanPath = normalizePath(path);
  const texts = ROUTE_TEXTS[lang][isMetaRoute(cleanPath) ? cleanPath : 'generic'];
  const urlIn = (language: Language) => origin + withLanguagePrefix(language, cleanPath);
  const canonical = urlIn(lang);
  return {
    lang,
    title: texts.title,
    description: texts.description,
    keywords: texts.keywords,
    canonical,
    robots: NOINDEX_ROUTES.has(cleanPath) ? 'noindex, nofollow' : 'index, follow',
    og: {
      title: texts.title,
      description: texts.description,
      url: canonical,
      type: ARTICLE_ROUTES.has(cleanPath) ? 'article' : 'website',
    },
    alternates: [
      ...LANGUAGE_CODES.map((code) => ({ hrefLang: code, href: urlIn(code) })),
      { hrefLang: 'x-default' as const, href: urlIn(DEFAULT_LANGUAGE) },
    ],
  };
}
