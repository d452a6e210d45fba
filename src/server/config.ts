import { isIP } from 'node:net';
import { z } from 'zod';
import { productionProblems, type ConfigProblem } from './config-production.js';

/**
 * Every setting Kredi reads from the environment, validated once at start.
 * A bad value stops the process with a message that names the variable (see formatConfigError).
 */
const postgresUrl = z
  .string()
  .url({ message: 'must be a URL like postgres://user:password@host:5432/database' })
  .refine((value) => /^postgres(ql)?:\/\//.test(value), {
    message: 'must start with postgres:// or postgresql://',
  });

/** proxy-addr's names for address ranges, as Fastify's `trustProxy` understands them. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

/**
 * The proxies whose `X-Forwarded-*` headers are believed: addresses, CIDR ranges or the names loopback,
 * linklocal, uniquelocal, comma-separated. Anything a client writes itself is never believed.
 */
const trustedProxies = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  )
  .refine((entries) => entries.every(isProxyAddress), {
    message: 'must be proxy addresses or ranges, comma-separated: e.g. 10.0.0.0/8,192.0.2.7 or loopback',
  });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('localhost'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.string().url({ message: 'must be the public URL, e.g. https://kredi.app' }).optional(),
  DATABASE_URL: postgresUrl.optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  EMBEDDED_DB_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().min(1).default('./dist/web'),
  SANDBOXES: z.enum(['on', 'off']).default('on'),
  APP_BUILD: z.string().default('dev'),
  /** Empty: no proxy is trusted and the client address is the connection's own. */
  TRUSTED_PROXIES: trustedProxies.default([]),
  /** Signs sessions and encrypts identity secrets; at least 32 characters. Required in production, 32 random bytes. */
  AUTH_SECRET: z.string().min(32, { message: 'must be at least 32 characters: make one with `openssl rand -base64 48`' }).optional(),
  /**
   * How long an instance may serve a signed-in request from memory instead of reading the session again
   * (ADR 0021): the longest a session revoked or an account deleted on ANOTHER instance still works here.
   * On the instance that revoked it, it ends at once. 0 reads the session on every request.
   */
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { message: 'must look like smtp://user:password@host:587' })
    .optional(),
  MAIL_FROM: z.string().min(3).default('Kredi <no-reply@kredi.app>'),
  /** SMTP connections each instance keeps open to the relay (ADR 0054); the relay must allow this many per instance. */
  SMTP_POOL_SIZE: z.coerce.number().int().min(1).max(50).default(3),
  SMS_API_URL: z.string().url().optional(),
  SMS_ACCOUNT_SID: z.string().min(1).optional(),
  SMS_AUTH_TOKEN: z.string().min(1).optional(),
  SMS_FROM: z
    .string()
    .regex(/^\+[1-9]\d{7,14}$/, { message: 'must be an E.164 number like +15005550006' })
    .optional(),
  /**
   * Web Push's VAPID key pair (base64url, as `web-push generate-vapid-keys` prints). Unset, outside
   * production, one is made once and kept in DATA_DIR; production requires it (the same on every instance).
   */
  VAPID_PUBLIC_KEY: z.string().min(80).optional(),
  VAPID_PRIVATE_KEY: z.string().min(40).optional(),
  /** Who push services may contact about our pushes: a mailto: or https: URL. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, { message: 'must be a mailto: or https: URL' })
    .default('mailto:support@kredi.app'),
  OIDC_ISSUER: z.string().url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_PROVIDER_NAME: z.string().min(1).default('Google'),
  PAYPAL_API_URL: z.string().url().optional(),
  PAYPAL_CLIENT_ID: z.string().min(1).optional(),
  PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
  PAYPAL_WEBHOOK_ID: z.string().min(1).optional(),
  PAYPAL_MODE: z.enum(['sandbox', 'live']).default('sandbox'),
  /** The PayPal fee passed on when adding funds: basis points of the amount (349 = 3.49 %) plus a fixed part. */
  PAYPAL_FEE_BPS: z.coerce.number().int().min(0).max(2000).default(349),
  PAYPAL_FEE_FIXED_CENTS: z.coerce.number().int().min(0).max(500).default(49),
  TOPUP_API_URL: z.string().url().optional(),
  TOPUP_AUTH_URL: z.string().url().optional(),
  TOPUP_CLIENT_ID: z.string().min(1).optional(),
  TOPUP_CLIENT_SECRET: z.string().min(1).optional(),
  TOPUP_AUDIENCE: z.string().min(1).optional(),
  TOPUP_MODE: z.enum(['sandbox', 'live']).default('sandbox'),
  /** How long one call to the aggregator may take before its outcome counts as unknown (then looked up). */
  TOPUP_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(30_000),
  /** The top-up fee: basis points of the amount (200 = 2 %) plus a fixed part, on every top-up. */
  TOPUP_FEE_BPS: z.coerce.number().int().min(0).max(2000).default(200),
  TOPUP_FEE_FIXED_CENTS: z.coerce.number().int().min(0).max(1000).default(50),
  /** Paying from the wallet: free by default, to reward keeping a balance. */
  WALLET_FEE_CENTS: z.coerce.number().int().min(0).max(1000).default(0),
  QUOTE_VALID_MINUTES: z.coerce.number().int().min(1).max(60).default(10),
  /** How often the catalogue is copied from the aggregator, in minutes. */
  CATALOGUE_SYNC_MINUTES: z.coerce.number().int().min(5).max(1440).default(360),
  /** The 24/7 chat line shown on /support (a WhatsApp link, https://wa.me/<number>), and the support address. */
  SUPPORT_WHATSAPP_NUMBER: z
    .string()
    .regex(/^\+[1-9]\d{7,14}$/, { message: 'must be an E.164 number like +13055550100' })
    .default('+13055550100'),
  SUPPORT_EMAIL: z.string().email({ message: 'must be an email address like support@kredi.app' }).default('support@kredi.app'),
  /**
   * What this instance runs (ADR 0057): `web` serves people and the API, `worker` runs the background jobs
   * (and answers only health and metrics), `all` does both (one machine, `npm start`).
   */
  INSTANCE_ROLE: z.enum(['all', 'web', 'worker']).default('all'),
  /** How long a periodic job's lease holds without renewal: how soon another instance takes over a dead one's run. */
  JOB_LEASE_SECONDS: z.coerce.number().int().min(5).max(3600).default(30),
  /** Connections this instance keeps to PostgreSQL; unset: 10 on PostgreSQL, 4 on the embedded engine. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).optional(),
  /** When set, /metrics answers only `Authorization: Bearer <token>` (at least 32 characters). */
  METRICS_TOKEN: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  /** When set, /metrics is served on this port alone (for the scraper's network), not on PORT. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** OpenTelemetry traces go to this OTLP/HTTP collector (e.g. http://otel-collector:4318); unset: no tracing. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url().optional(),
  OTEL_SERVICE_NAME: z.string().min(1).default('kredi'),
});

/** The variables as read, before PUBLIC_URL gets its default. */
export type Settings = z.infer<typeof envSchema>;
export type Config = Settings & { PUBLIC_URL: string };

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set": `DATABASE_URL= npm start` uses the embedded database.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  const problems: ConfigProblem[] = parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({ variable: issue.path.join('.'), problem: issue.message }));
  // Production's refusals are judged on the valid variables too, so one start lists everything to fix.
  const settings = parsed.success ? parsed.data : envSchema.safeParse(without(present, problems)).data;
  if (settings) problems.push(...productionProblems(settings));
  if (!parsed.success || problems.length > 0) throw new ConfigError(formatProblems(problems));
  return {
    ...parsed.data,
    PUBLIC_URL: (parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}`).replace(/\/+$/, ''),
  };
}

function without(env: Record<string, string | undefined>, problems: ConfigProblem[]): Record<string, string | undefined> {
  const refused = new Set(problems.map((problem) => problem.variable));
  return Object.fromEntries(Object.entries(env).filter(([name]) => !refused.has(name)));
}

/** One line per variable: the first problem found with it (a value refused by its format, then by production). */
function formatProblems(problems: ConfigProblem[]): string {
  const firstPerVariable = new Map<string, string>();
  for (const { variable, problem } of problems) if (!firstPerVariable.has(variable)) firstPerVariable.set(variable, problem);
  const lines = [...firstPerVariable].map(([variable, problem]) => `  ${variable}: ${problem}`);
  return `Invalid configuration in the environment:\n${lines.join('\n')}\nSee the configuration table in README.md.`;
}
