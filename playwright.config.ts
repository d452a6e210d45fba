import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_PATH } from './tests/e2e/chromium-path';

const PORT = Number(process.env.E2E_PORT ?? 3210);
const BASE_URL = `http://localhost:${PORT}`;
/** The sandboxes listen on fixed ports here so journeys can read the mailbox and SMS outbox. */
export const E2E_SANDBOX_PORTS = { mailbox: PORT + 1, smtp: PORT + 2, sms: PORT + 3, oidc: PORT + 4, aggregator: PORT + 5 };
// Each run starts from an empty embedded database, exactly as a fresh `npm start` does.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'kredi-e2e-'));
if (!process.env.E2E_DATA_DIR) process.env.E2E_DATA_DIR = dataDir; // workers re-read this file

/**
 * Journeys that change what every other journey sees (the fees and limits, the aggregator sandbox's
 * settings, promotions announced to everyone, the catalogue, staff actions, the counts in /metrics) run
 * alone, after the others; the rest run two at a time, each as its own person (ADR 0043).
 */
const SHARED_STATE_SPECS = [
  /admin-[a-z-]+\.spec\.ts/,
  /accessibility-signed-in\.spec\.ts/,
  /schedules\.spec\.ts/,
  // Family pots turn the aggregator's recent-recharge rule off, which topups.spec.ts needs on.
  /family-pots\.spec\.ts/,
  /operator-promotions\.spec\.ts/,
  /(?<!operator-)promotions\.spec\.ts/,
  /notifications\.spec\.ts/,
  /support\.spec\.ts/,
  /small-screens\.spec\.ts/,
  /small-things\.spec\.ts/,
  /vitals\.spec\.ts/,
];

/**
 * A Pixel 7 (its size, touch, mobile user agent) drawn at one device pixel per CSS pixel: at its own 2.625 the
 * software-rendered browser paints 6.9 times the pixels, and two journeys with two such browsers kept both
 * cores busy painting (a PIN journey took 80 s beside another, 30 s alone). What a journey checks does not
 * depend on pixel density; the screenshots for people to look at are taken by their own scripts.
 */
const PHONE = { ...devices['Pixel 7'], deviceScaleFactor: 1, browserName: 'chromium' as const };

export default defineConfig({
  testDir: './tests/e2e',
  // A ceiling, not an expectation: with two journeys, two browsers, the server and its embedded engine on two
  // cores, a journey of a dozen steps took 48–52 s in CI (a PIN or a data plan bought, then the history).
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'phone', testIgnore: SHARED_STATE_SPECS, use: PHONE },
    {
      name: 'phone, shared state',
      testMatch: SHARED_STATE_SPECS,
      dependencies: ['phone'],
      workers: 1,
      use: PHONE,
    },
  ],
  webServer: {
    // The production build, started as `npm start` starts it (the build itself runs in `npm run test:e2e`).
    command: 'node --enable-source-maps dist/server/main.js',
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    // Its log at LOG_LEVEL=warn: a journey's 500 leaves its error and request id in the run's output (a CI run
    // once failed on a 500 whose cause no log kept).
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      DATABASE_URL: '', // always the embedded engine here: the integration layer covers DATABASE_URL
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // The journeys play distinct people behind a proxy on this machine (tests/e2e/fixtures.ts sets
      // X-Forwarded-For per journey); only a trusted hop may name the client, so trust the loopback one.
      TRUSTED_PROXIES: 'loopback',
      MAIL_SANDBOX_HTTP_PORT: String(E2E_SANDBOX_PORTS.mailbox),
      MAIL_SANDBOX_SMTP_PORT: String(E2E_SANDBOX_PORTS.smtp),
      SMS_SANDBOX_PORT: String(E2E_SANDBOX_PORTS.sms),
      OIDC_SANDBOX_PORT: String(E2E_SANDBOX_PORTS.oidc),
      // Journeys that need a top-up to stay unconfirmed switch the aggregator sandbox to settle by hand.
      AGGREGATOR_SANDBOX_PORT: String(E2E_SANDBOX_PORTS.aggregator),
    },
  },
});
