import type { PageHead } from '../../shared/seo/head';

/**
 * Applies a page head to the document, updating the tags the server wrote (marked `data-head`)
 * rather than adding new ones, so a crawler and a person see one set of tags.
 */
export function applyHead(head: PageHead): void {
  document.documentElement.lang = head.lang;
  document.title = head.title;
  setMeta('name', 'description', head.description);
  setMeta('name', 'keywords', head.keywords);
  setMeta('name', 'robots', head.robots);
  setMeta('property', 'og:title', head.og.title);
  setMeta('property', 'og:description', head.og.description);
  setMeta('property', 'og:url', head.og.url);
  setMeta('property', 'og:type', head.og.type);
  setLink('link[rel="canonical"]', { rel: 'canonical', href: head.canonical });
  document.head.querySelectorAll('link[rel="alternate"][hreflang]').forEach((node) => node.remove());
  for (const alternate of head.alternates) {
    const link = document.createElement('link');
    link.rel = 'alternate';
    link.hreflang = alternate.hrefLang;
    link.href = alternate.href;
    link.dataset.head = '';
    document.head.append(link);
  }
}

/** The site's public origin, as the server wrote it into the canonical link (else this page's origin). */
export function publicOrigin(): string {
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  try {
    return canonical ? new URL(canonical).origin : window.location.origin;
  } catch {
    return window.location.origin;
  }
}

function setMeta(key: 'name' | 'property', name: string, content: string) {
  let node = document.head.querySelector<HTMLMetaElement>(`meta[${key}="${name}"]`);
  if (!node) {
    node = document.createElement('meta');
    node.setAttribute(key, name);
    node.dataset.head = '';
    document.head.append(node);
  }
  node.content = content;
}

function setLink(selector: string, attributes: { rel: string; href: string }) {
  let node = document.head.querySelector<HTMLLinkElement>(selector);
  if (!node) {
    node = document.createElement('link');
    node.rel = attributes.rel;
    node.dataset.head = '';
    document.head.append(node);
  }
  node.href = attributes.href;
}
