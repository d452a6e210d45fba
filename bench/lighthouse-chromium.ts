/**
 * Debian's Chromium, headless, with a DevTools port for Lighthouse to drive. Started through Playwright
 * (already a dependency) rather than chrome-launcher, because the signed-in runs need the session cookie in
 * the browser's own cookie jar: Lighthouse's extraHeaders Cookie loses to any cookie the jar already holds
 * for the host (the app's language cookie from an earlier run), and the page's own requests need it too.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';

export interface RunningChromium {
  port: number;
  /** Empties the cookie jar, then holds these cookies (name=value; …) for the host of `url`. */
  useCookies(url: string, cookieHeader: string | null): Promise<void>;
  stop(): Promise<void>;
}

const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** A Cookie header (name=value; …) as cookies for the host of `url`. */
export function cookiesOf(cookieHeader: string, url: string) {
  return cookieHeader.split('; ').map((pair) => {
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url };
  });
}

export async function launchChromium(executablePath: string, port: number): Promise<RunningChromium> {
  const profile = mkdtempSync(path.join(tmpdir(), 'kredi-lighthouse-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    args: [...FLAGS, `--remote-debugging-port=${port}`],
  });
  return {
    port,
    async useCookies(url, cookieHeader) {
      await context.clearCookies();
      if (!cookieHeader) return;
      await context.addCookies(cookiesOf(cookieHeader, url));
    },
    async stop() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
