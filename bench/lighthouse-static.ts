/**
 * The baseline of `npm run bench:lighthouse`: a screen's rendered DOM with its scripts removed, served by a
 * bare node:http server with the built stylesheet (gzip, as any static host would), and the size of the
 * JavaScript a first visit to / downloads before it can draw anything.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The page as it stands, minus every script and script preload: the same content, no app. */
export function staticSnapshot(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, '');
}

const TYPES: Record<string, string> = { '.css': 'text/css', '.svg': 'image/svg+xml', '.woff2': 'font/woff2' };

export function startStaticServer(port: number, pages: Map<string, string>, webDist: string): Promise<Server> {
  const server = createServer((request, response) => {
    const url = (request.url ?? '/').split('?')[0]!;
    const page = pages.get(url);
    let body: Buffer;
    let type: string;
    if (page !== undefined) {
      body = Buffer.from(page);
      type = 'text/html; charset=utf-8';
    } else {
      const file = path.join(webDist, path.normalize(url));
      if (!file.startsWith(webDist) || !TYPES[path.extname(file)]) return void response.writeHead(404).end();
      try {
        body = readFileSync(file);
      } catch {
        return void response.writeHead(404).end();
      }
      type = TYPES[path.extname(file)]!;
    }
    const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    response.writeHead(200, { 'content-type': type, ...(gzip ? { 'content-encoding': 'gzip' } : {}) });
    response.end(gzip ? gzipSync(body) : body);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/** The entry script index.html names and every chunk it imports statically, gzip-compressed (level 9). */
export function initialScriptSize(webDist: string): { gzipKb: number; rawKb: number } {
  const html = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const entry = /<script type="module"[^>]*src="\/([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error('index.html names no entry script');
  const seen = new Set<string>();
  const pending = [entry];
  while (pending.length) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(path.join(webDist, file), 'utf8');
    for (const match of code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["'](\.\/[^"']+)["']/g)) {
      pending.push(path.posix.join(path.posix.dirname(file), match[1]!));
    }
  }
  let raw = 0;
  let gzip = 0;
  for (const file of seen) {
    const bytes = readFileSync(path.join(webDist, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { gzipKb: Math.round(gzip / 102.4) / 10, rawKb: Math.round(raw / 102.4) / 10 };
}

/** The built files at these paths (/assets/….js, each once), gzip-compressed (level 9), in KB. */
export function gzipKbOf(webDist: string, paths: string[]): number {
  let gzip = 0;
  for (const file of new Set(paths)) {
    const full = path.join(webDist, path.normalize(file));
    if (!full.startsWith(webDist)) continue;
    try {
      gzip += gzipSync(readFileSync(full), { level: 9 }).length;
    } catch {
      // not a built file (an inline or third-party script): Lighthouse's transfer size still counts it
    }
  }
  return Math.round(gzip / 102.4) / 10;
}
