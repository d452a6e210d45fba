import { z } from 'zod';

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
});

export type Config = z.infer<typeof envSchema> & { PUBLIC_URL: string };

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set": `DATABASE_URL= npm start` uses the embedded database.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) throw new ConfigError(formatConfigError(parsed.error));
  const config = parsed.data;
  return {
    ...config,
    PUBLIC_URL: (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, ''),
  };
}

function formatConfigError(error: z.ZodError): string {
  const lines = error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  return `Invalid configuration in the environment:\n${lines.join('\n')}\nSee the configuration table in README.md.`;
}
