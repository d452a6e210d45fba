import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, isLanguage, splitLanguagePrefix } from '../../../shared/i18n/languages.js';
import { buildPageHead } from '../../../shared/seo/head.js';
import { screenFor } from '../../../shared/web/screens.js';
import { AppError } from '../../errors.js';
import { BOOT_SCRIPT } from './boot-script.js';
import { EARLY_READS } from '../../../shared/web/early-reads.js';
import { readPrerendered } from './prerendered.js';
import { escapeHtml, renderHead, renderPreloads } from './render-head.js';
import { readWebBuild } from './web-build.js';

const HEAD_SLOT = '<!--app-head-->';

/** One cookie's value from a request's Cookie header. */
function cookieValue(header: string | undefined, name: string): string | null {
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return null;
}

/**
 * Serves the built web app: hashed assets from disk, brotli or gzip as built when the browser takes them
 * (ADR 0022), and for every other GET the app's HTML with that route's head already written in, in the
 * language of its `/{lang}` prefix, so crawlers and link previews see the metadata without running
 * JavaScript. The page also asks at once for the files its first screen needs (the screen's code, the
 * language's catalog), and says when the request carried no session cookie, so the app draws the
 * signed-out screen without first asking the server who is signed in.
 */
export async function siteRoutes(app: FastifyInstance, options: { webDistDir: string; publicUrl: string; sessionCookieName: string }) {
  const root = path.resolve(options.webDistDir);
  const template = await readFile(path.join(root, 'index.html'), 'utf8').catch(() => {
    throw new Error(`The web app is not built: ${root}/index.html is missing. Run \`npm run build\` first.`);
  });
  if (!template.includes(HEAD_SLOT)) throw new Error(`${root}/index.html has no ${HEAD_SLOT} slot.`);
  const build = await readWebBuild(root);
  const prerendered = await readPrerendered(root);
  const written = splitTemplate(template);

  await app.register(fastifyStatic, {
    root,
    index: false,
    wildcard: false,
    preCompressed: true,
    // Left to setHeaders below: send's own header would overwrite it (max-age=0 on everything).
    cacheControl: false,
    allowedPath: (pathName) => pathName !== '/index.html',
    setHeaders(res, filePath) {
      // Vite fingerprints everything under assets/, so those never change once served; the rest (the
      // favicon) may change under the same name, so the browser asks again each time.
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      // The same address answers brotli, gzip or plain by the request's Accept-Encoding: caches must know.
      res.setHeader('vary', 'accept-encoding');
    },
  });

  const renderPage = (request: FastifyRequest, reply: FastifyReply) => {
    const { language, path: pagePath } = splitLanguagePrefix(request.url.split('?')[0]!);
    const head = buildPageHead(pagePath, language ?? DEFAULT_LANGUAGE, options.publicUrl);
    const cookies = request.headers.cookie;
    const hasSession = cookieValue(cookies, options.sessionCookieName) !== null;
    const storedLanguage = cookieValue(cookies, LANGUAGE_COOKIE);
    const appLanguage = language ?? (isLanguage(storedLanguage) ? storedLanguage : DEFAULT_LANGUAGE);
    const preloads = [...build.catalogFiles(appLanguage), ...build.screenFiles(screenFor(pagePath, hasSession))];
    const screen = prerendered.find({
      language: appLanguage,
      prefixed: language !== null,
      signedIn: hasSession,
      key: hasSession ? pagePath : screenFor(pagePath, false),
    });
    const html = screen
      ? pageWithScreen({
          written,
          screen,
          language: appLanguage,
          fixed: language !== null,
          hasSession,
          head: renderHead(head),
          preloads,
          early: hasSession ? (EARLY_READS[pagePath] ?? null) : null,
        })
      : template
          .replace(/<html lang="[^"]*"/, `<html lang="${head.lang}"${hasSession ? '' : ' data-session="none"'}`)
          .replace(HEAD_SLOT, renderHead(head))
          .replace('</head>', `  ${renderPreloads(preloads)}\n  </head>`);
    // The page depends on the cookies (who may be signed in, the language), and is never cached as is.
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'cookie').send(html);
  };

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (wantsPage && !request.url.startsWith('/api/') && request.url !== '/api') {
      return renderPage(request, reply);
    }
    throw new AppError('NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}`);
  });
}

/** index.html taken apart once, for the pages whose first screen was written at build time (ADR 0038). */
interface WrittenTemplate {
  /** Up to `<div id="root">`, without the app's script and preloads (the boot script asks for them). */
  before: string;
  /** After the root's closing tag. */
  after: string;
  /** What index.html draws in the root before any script: the neutral loader. */
  loader: string;
  entry: string;
  preloads: string[];
}

function splitTemplate(template: string): WrittenTemplate | null {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(template);
  const rootStart = template.indexOf('<div id="root">');
  const rootEnd = template.lastIndexOf('</div>', template.indexOf('</body>'));
  if (!entry || rootStart < 0 || rootEnd < rootStart) return null;
  const preloadTag = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
  const head = template.slice(0, rootStart);
  return {
    before: head.replace(entry[0], '').replace(preloadTag, ''),
    after: template.slice(rootEnd + '</div>'.length),
    loader: template.slice(rootStart + '<div id="root">'.length, rootEnd),
    entry: entry[1]!,
    preloads: [...head.matchAll(preloadTag)].map((match) => match[1]!),
  };
}

/**
 * The page with its first screen written into the root, the loader kept aside for the boot script, and the
 * app's files named for the boot script to ask for after the first paint.
 */
function pageWithScreen(page: {
  written: WrittenTemplate | null;
  screen: string;
  language: string;
  fixed: boolean;
  hasSession: boolean;
  head: string;
  preloads: string[];
  /** A signed-in screen's first reads, for the boot script to ask for early (ADR 0045); null for none. */
  early: readonly string[] | null;
}): string {
  const { written } = page;
  if (!written) throw new Error('index.html has no app script or root to write a screen into.');
  const files = escapeHtml(JSON.stringify([...written.preloads, ...page.preloads]));
  const early = page.early ? ` data-early="${escapeHtml(JSON.stringify(page.early))}"` : '';
  return (
    written.before
      .replace(/<html lang="[^"]*"/, `<html lang="${page.language}"${page.hasSession ? '' : ' data-session="none"'}`)
      .replace(HEAD_SLOT, page.head) +
    `<div id="root" data-prerendered="${page.language}"${page.fixed ? ' data-language-fixed' : ''}>${page.screen}</div>\n` +
    `    <template id="kredi-loader">${written.loader}</template>\n` +
    `    <script data-entry="${escapeHtml(written.entry)}" data-preload="${files}"${early}>${BOOT_SCRIPT}</script>` +
    written.after
  );
}
