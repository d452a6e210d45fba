import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SourceMap } from 'node:module';

/**
 * A CPU profile of the built web app read through the build's own source maps (`vite build` writes one beside
 * every file): which library or module of ours the time went to, and which of our functions and components it
 * went through. The minified names (`S`, `ne`) say nothing; the sources do. Used by bench/web-profile.ts.
 */
export interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
export interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** `node_modules/<package>` for a library's file, the path under src/ for ours, the script's URL otherwise. */
function sourceName(file: string): string {
  const library = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file);
  if (library) return library[1]!;
  const ours = /(src\/.*)$/.exec(file);
  return ours ? ours[1]! : file;
}

export function profileBySource(profile: Profile, webDist: string) {
  const maps = new Map<string, SourceMap | null>();
  const mapOf = (url: string) => {
    const file = /\/assets\/([^/?#]+\.js)$/.exec(url)?.[1];
    if (!file) return null;
    if (!maps.has(file)) {
      const mapFile = path.join(webDist, 'assets', `${file}.map`);
      maps.set(file, existsSync(mapFile) ? new SourceMap(JSON.parse(readFileSync(mapFile, 'utf8'))) : null);
    }
    return maps.get(file)!;
  };
  // Each node's origin: the source file and function it was built from, or the script and name as the profile gives.
  const origin = new Map<number, { source: string; fn: string }>();
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    const found: { name?: string; fileName?: string; lineNumber?: number } | undefined = url
      ? mapOf(url)?.findOrigin(lineNumber + 1, columnNumber + 1)
      : undefined;
    if (found?.fileName) {
      const source = sourceName(found.fileName);
      origin.set(node.id, { source, fn: `${found.name || functionName || '(anonymous)'} ${source}:${found.lineNumber}` });
    } else {
      const source = url ? new URL(url).pathname : functionName;
      origin.set(node.id, { source, fn: `${functionName || '(anonymous)'} ${source}` });
    }
  }
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

  const selfBySource = new Map<string, number>();
  const throughOurs = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const own = origin.get(id)!;
    if (own.source.startsWith('(')) return; // idle, program, garbage collector: web-profile.ts prints those
    selfBySource.set(own.source, (selfBySource.get(own.source) ?? 0) + ms);
    // Inclusive time of each of our functions on the stack, counted once per sample even when recursive.
    const seen = new Set<string>();
    for (let node: number | undefined = id; node !== undefined; node = parent.get(node)) {
      const { source, fn } = origin.get(node)!;
      if (!source.startsWith('src/') || seen.has(fn)) continue;
      seen.add(fn);
      throughOurs.set(fn, (throughOurs.get(fn) ?? 0) + ms);
    }
  });
  return { selfBySource, throughOurs };
}
