import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, splitLanguagePrefix } from '../../../shared/i18n/languages.js';
import { buildPageHead } from '../../../shared/seo/head.js';
import { AppError } from '../../errors.js';
import { renderHead } from './render-head.js';

const HEAD_SLOT = '<!--app-head-->';

/**
 * Serves the built web app: hashed assets from disk, and for every other GET the app's HTML with that
 * route's head already written in, in the language of its `/{lang}` prefix, so crawlers and link
 * previews see the metadata without running JavaScript.
 */
export async function siteRoutes(app: FastifyInstance, options: { webDistDir: string; publicUrl: string }) {
  const root = path.resolve(options.webDistDir);
  const template = await readFile(path.join(root, 'index.html'), 'utf8').catch(() => {
    throw new Error(`The web app is not built: ${root}/index.html is missing. Run \`npm run build\` first.`);
  });
  if (!template.includes(HEAD_SLOT)) throw new Error(`${root}/index.html has no ${HEAD_SLOT} slot.`);

  await app.register(fastifyStatic, {
    root,
    index: false,
    wildcard: false,
    allowedPath: (pathName) => pathName !== '/index.html',
    setHeaders(res, filePath) {
      // Vite fingerprints everything under assets/, so those never change once served.
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      }
    },
  });

  const renderPage = (request: FastifyRequest, reply: FastifyReply) => {
    const { language, path: pagePath } = splitLanguagePrefix(request.url.split('?')[0]!);
    const head = buildPageHead(pagePath, language ?? DEFAULT_LANGUAGE, options.publicUrl);
    const html = template.replace(/<html lang="[^"]*"/, `<html lang="${head.lang}"`).replace(HEAD_SLOT, renderHead(head));
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  };

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (wantsPage && !request.url.startsWith('/api/') && request.url !== '/api') {
      return renderPage(request, reply);
    }
    throw new AppError('NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}`);
  });
}
