import type { Settings } from './config.js';

/**
 * What production refuses (ADR 0058): settings with which Kredi would start and then lose data, money or
 * sign-ins without a word. Each problem names its variable and the fix; loadConfig lists them all at once.
 *
 * Production is NODE_ENV=production with SANDBOXES=off. NODE_ENV=production with SANDBOXES=on is a demo
 * or a rehearsal of the production build (the end-to-end journeys, the benchmarks): it keeps the embedded
 * engine and the made-up keys of `npm start`, but it never reaches a live PayPal or a live aggregator, so
 * real airtime is never paid with pretend money nor real money spent on pretend airtime.
 */
export interface ConfigProblem {
  variable: string;
  problem: string;
}

export function productionProblems(settings: Settings): ConfigProblem[] {
  if (settings.NODE_ENV !== 'production') return [];
  const deployment = settings.SANDBOXES === 'off' ? deploymentProblems(settings) : liveServicesInADemo(settings);
  return [...deployment, ...modeMismatches(settings)];
}

const MAKE_A_SECRET = 'make one with `openssl rand -base64 48`';

/** The outside services production cannot run without, each with where its value comes from. */
const REQUIRED_SERVICES = {
  SMTP_URL: 'your SMTP relay, e.g. smtp://user:password@smtp.example.com:587',
  SMS_API_URL: 'https://api.twilio.com (or another Twilio-compatible Messages API)',
  SMS_ACCOUNT_SID: "your Twilio account's SID",
  SMS_AUTH_TOKEN: "your Twilio account's auth token",
  SMS_FROM: 'the number texts come from, e.g. +15005550006',
  PAYPAL_API_URL: 'https://api-m.paypal.com with PAYPAL_MODE=live',
  PAYPAL_CLIENT_ID: "your PayPal REST app's client id",
  PAYPAL_CLIENT_SECRET: "your PayPal REST app's secret",
  PAYPAL_WEBHOOK_ID: 'the id of the PayPal webhook pointing at PUBLIC_URL/api/webhooks/paypal',
  TOPUP_API_URL: 'https://topups.reloadly.com with TOPUP_MODE=live',
  TOPUP_AUTH_URL: 'https://auth.reloadly.com',
  TOPUP_CLIENT_ID: "your Reloadly account's client id",
  TOPUP_CLIENT_SECRET: "your Reloadly account's client secret",
  TOPUP_AUDIENCE: 'the same URL as TOPUP_API_URL',
} as const;

function deploymentProblems(settings: Settings): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const refuse = (variable: string, problem: string) => problems.push({ variable, problem });

  if (!settings.DATABASE_URL) {
    // Without it Kredi would start on the embedded engine: one process's files in DATA_DIR, no second instance.
    refuse(
      'DATABASE_URL',
      'is required in production (SANDBOXES=off never runs on the embedded engine): set postgres://user:password@host:5432/kredi',
    );
  }
  if (!settings.PUBLIC_URL) {
    refuse('PUBLIC_URL', 'is required in production: set the https:// address people use, e.g. https://kredi.app');
  } else if (!settings.PUBLIC_URL.startsWith('https://')) {
    refuse(
      'PUBLIC_URL',
      'must start with https:// in production (people sign in and pay through it): put TLS in front and set its address',
    );
  }
  const secretProblem = settings.AUTH_SECRET ? weakSecret(settings.AUTH_SECRET) : 'is required in production';
  if (secretProblem) refuse('AUTH_SECRET', `${secretProblem}: ${MAKE_A_SECRET}, the same on every instance`);

  for (const [variable, value] of Object.entries(REQUIRED_SERVICES)) {
    if (!settings[variable as keyof typeof REQUIRED_SERVICES]) {
      refuse(variable, `is required when NODE_ENV=production and SANDBOXES=off: set ${value}`);
    }
  }
  // Browsers' subscriptions are bound to the public key: every instance must sign with the same pair, so
  // the pair is configuration, not something each instance makes for itself in its DATA_DIR.
  for (const variable of ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'] as const) {
    if (!settings[variable]) {
      refuse(variable, 'is required in production, the same on every instance: make the pair once with `npx web-push generate-vapid-keys`');
    }
  }
  if (!settings.METRICS_TOKEN && !settings.METRICS_PORT) {
    refuse(
      'METRICS_TOKEN or METRICS_PORT',
      `one is required in production, else /metrics is public: set METRICS_TOKEN (${MAKE_A_SECRET}) or METRICS_PORT (a port only the scraper reaches)`,
    );
  }
  return problems;
}

/** Where PayPal and Reloadly answer, live and in their own sandboxes. */
const PAYPAL_HOSTS = { live: 'api-m.paypal.com', sandbox: 'api-m.sandbox.paypal.com' } as const;
const RELOADLY_HOSTS = { live: 'topups.reloadly.com', sandbox: 'topups-sandbox.reloadly.com' } as const;

/** A demo's sandboxes stand in for PayPal and the aggregator; a variable pointing one of them at the live service mixes real and pretend. */
function liveServicesInADemo(settings: Settings): ConfigProblem[] {
  const fix = 'a demo never reaches a live service: leave it to the sandbox, or set SANDBOXES=off and configure every service';
  const live = [
    settings.PAYPAL_MODE === 'live' && 'PAYPAL_MODE',
    hostOf(settings.PAYPAL_API_URL) === PAYPAL_HOSTS.live && 'PAYPAL_API_URL',
    settings.TOPUP_MODE === 'live' && 'TOPUP_MODE',
    hostOf(settings.TOPUP_API_URL) === RELOADLY_HOSTS.live && 'TOPUP_API_URL',
  ].filter((variable): variable is string => variable !== false);
  return live.map((variable) => ({ variable, problem: `is live while SANDBOXES=on, and ${fix}` }));
}

/**
 * The mode says what the money is (live or sandbox) and the URL where it goes; when they disagree, one of
 * them is a mistake, and reporting a real payment as a test one (or the reverse) is the worse outcome.
 */
function modeMismatches(settings: Settings): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  type Mode = 'live' | 'sandbox';
  const mismatch = (modeVariable: string, mode: Mode, urlVariable: string, hosts: Record<Mode, string>, url?: string) => {
    const host = hostOf(url);
    const urlMode = host === hosts.live ? 'live' : host === hosts.sandbox ? 'sandbox' : null;
    if (urlMode && urlMode !== mode) {
      problems.push({
        variable: modeVariable,
        problem: `is ${mode} but ${urlVariable} is the ${urlMode} one (${url}): set ${modeVariable}=${urlMode}, or ${urlVariable}=https://${hosts[mode]}`,
      });
    }
  };
  mismatch('PAYPAL_MODE', settings.PAYPAL_MODE, 'PAYPAL_API_URL', PAYPAL_HOSTS, settings.PAYPAL_API_URL);
  mismatch('TOPUP_MODE', settings.TOPUP_MODE, 'TOPUP_API_URL', RELOADLY_HOSTS, settings.TOPUP_API_URL);
  // Reloadly issues a token for one API, named by the audience: another one's token is refused at every call.
  const apiUrl = settings.TOPUP_API_URL?.replace(/\/+$/, '');
  if (apiUrl && settings.TOPUP_AUDIENCE && settings.TOPUP_AUDIENCE.replace(/\/+$/, '') !== apiUrl) {
    problems.push({ variable: 'TOPUP_AUDIENCE', problem: `must equal TOPUP_API_URL: set TOPUP_AUDIENCE=${apiUrl}` });
  }
  return problems;
}

function hostOf(url: string | undefined): string | null {
  return url ? new URL(url).hostname : null;
}

/** Words that show a secret was typed from an example, not made: matched in any case, ignoring - and _. */
const PLACEHOLDER_WORDS = ['changeme', 'secret', 'password', 'example', 'placeholder', 'default', 'kredi'];
const SECRET_BITS = 256;
/** Even 64 random hex characters show at least 12 different ones, all but always; typed text shows fewer. */
const FEWEST_DIFFERENT_CHARACTERS = 12;

/**
 * Why the secret cannot be 32 random bytes, or null when it can. The length is measured in what each
 * character can carry (bitsPerCharacter): 43 base64 characters or 64 hex ones are enough.
 */
function weakSecret(secret: string): string | null {
  const bits = secret.length * bitsPerCharacter(secret);
  if (bits < SECRET_BITS) return `is too short to hold 32 random bytes (${secret.length} characters, at most ${Math.floor(bits)} bits)`;
  const plain = secret.toLowerCase().replace(/[-_]/g, '');
  const word = PLACEHOLDER_WORDS.find((candidate) => plain.includes(candidate));
  if (word) return `looks like a placeholder (it contains "${word}"), not a random secret`;
  const different = new Set(secret).size;
  if (different < FEWEST_DIFFERENT_CHARACTERS) return `does not look random (only ${different} different characters)`;
  if (repeatsItself(secret)) return 'does not look random (it repeats a pattern)';
  return null;
}

/**
 * 4 bits in hex; 6 in base64, told by its two cases of letters (a digit or a symbol missing from a short
 * random secret is chance, not a smaller alphabet); else only what the kinds of character present allow.
 */
function bitsPerCharacter(secret: string): number {
  if (/^[0-9a-f]+$/i.test(secret)) return 4;
  if (/[a-z]/.test(secret) && /[A-Z]/.test(secret)) return 6;
  const symbols = new Set(secret.replace(/[a-z0-9]/gi, '')).size;
  return Math.log2((/[a-z]/i.test(secret) ? 26 : 0) + (/\d/.test(secret) ? 10 : 0) + symbols);
}

/** True when the text is a shorter part written again and again (the last copy may be cut short). */
function repeatsItself(text: string): boolean {
  for (let period = 1; period <= text.length / 2; period++) {
    if (text.slice(period) === text.slice(0, -period)) return true;
  }
  return false;
}
