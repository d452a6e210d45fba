import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * While `npm start` runs, the embedded engine's loopback URL is written into DATA_DIR, so commands such as
 * `npm run admin:grant` talk to the running engine instead of opening the same files a second time.
 */
const fileIn = (dataDir: string) => path.join(dataDir, 'postgres.url');

export const publishEmbeddedUrl = (dataDir: string, url: string) => writeFile(fileIn(dataDir), url);
export const withdrawEmbeddedUrl = (dataDir: string) => rm(fileIn(dataDir), { force: true });
export const readEmbeddedUrl = (dataDir: string) =>
  readFile(fileIn(dataDir), 'utf8').then(
    (url) => url.trim(),
    () => null,
  );
