import { existsSync } from 'node:fs';

/** Debian's Chromium (never a downloaded browser); CHROMIUM_PATH points elsewhere when needed. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function chromiumIsInstalled(): boolean {
  return existsSync(CHROMIUM_PATH);
}
