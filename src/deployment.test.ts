import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/**
 * The deployment files (ADR 0059) read as an operator's tools would: compose.yaml parsed as YAML (no
 * Docker on the machines that run these tests), the Dockerfile split into its stages. What is checked is
 * what would hurt in production if it drifted: a secret silently empty, the wrong number of instances,
 * instances before the migration, a root process, dev dependencies in the image.
 */
const read = (file: string) => readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');

interface ComposeService {
  image?: string;
  build?: { context: string; target: string };
  command?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string; required?: boolean }>;
  healthcheck?: { test?: string[]; disable?: boolean };
  profiles?: string[];
  deploy?: { replicas?: number };
  volumes?: string[];
}
interface Compose {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
}

// `merge: true`: compose.yaml shares the instances' settings with YAML merge keys (<<), as compose reads them.
const composeText = read('compose.yaml');
const compose = parse(composeText, { merge: true }) as Compose;
const services = Object.entries(compose.services);
const kredi = services.filter(([, service]) => service.build?.target === 'runtime');
const instances = kredi.filter(([, service]) => service.environment?.INSTANCE_ROLE);
const replicas = (service: ComposeService) => service.deploy?.replicas ?? 1;
const countOfRole = (role: string) =>
  instances.filter(([, service]) => service.environment?.INSTANCE_ROLE === role).reduce((sum, [, service]) => sum + replicas(service), 0);

/** What production refuses to start without (config-production.ts), so compose refuses first. */
const REQUIRED = [
  'PUBLIC_URL',
  'AUTH_SECRET',
  'SMTP_URL',
  'SMS_API_URL',
  'SMS_ACCOUNT_SID',
  'SMS_AUTH_TOKEN',
  'SMS_FROM',
  'PAYPAL_API_URL',
  'PAYPAL_CLIENT_ID',
  'PAYPAL_CLIENT_SECRET',
  'PAYPAL_WEBHOOK_ID',
  'TOPUP_API_URL',
  'TOPUP_AUTH_URL',
  'TOPUP_CLIENT_ID',
  'TOPUP_CLIENT_SECRET',
  'TOPUP_AUDIENCE',
  'VAPID_PUBLIC_KEY',
  'VAPID_PRIVATE_KEY',
  'METRICS_TOKEN',
];

describe('compose.yaml', () => {
  it('runs two web instances and one worker, production with the sandboxes off', () => {
    expect(countOfRole('web')).toBe(2);
    expect(countOfRole('worker')).toBe(1);
    expect(instances.map(([, service]) => service.environment?.INSTANCE_ROLE).every((role) => role === 'web' || role === 'worker')).toBe(
      true,
    );
    for (const [, service] of instances) {
      expect(service.environment).toMatchObject({ NODE_ENV: 'production', SANDBOXES: 'off' });
    }
  });

  it('refuses to start while a required secret is unset or empty (${VAR:?message})', () => {
    for (const [name, service] of instances) {
      for (const variable of REQUIRED) {
        expect(service.environment?.[variable], `${name}: ${variable}`).toMatch(new RegExp(`^\\$\\{${variable}:\\?[^}]+\\}$`));
      }
      expect(service.environment?.DATABASE_URL, name).toMatch(/^postgres:\/\/kredi:\$\{POSTGRES_PASSWORD:\?[^}]+\}@postgres:5432\/kredi$/);
    }
    expect(compose.services.postgres?.environment?.POSTGRES_PASSWORD).toMatch(/^\$\{POSTGRES_PASSWORD:\?[^}]+\}$/);
  });

  it('never lets a variable through empty by accident: each is required (:?) or has a stated default (:-)', () => {
    const interpolations = [...composeText.matchAll(/\$\{([^}]*)\}/g)].map((match) => match[1]!);
    expect(interpolations.length).toBeGreaterThan(REQUIRED.length);
    for (const interpolation of interpolations) expect(interpolation).toMatch(/^[A-Z0-9_]+:[?-]/);
  });

  it('migrates once, after PostgreSQL is healthy and before any instance starts', () => {
    const migrate = compose.services.migrate!;
    expect(migrate.command).toEqual(['node', '--enable-source-maps', 'dist/server/migrate.js']);
    expect(migrate.depends_on?.postgres?.condition).toBe('service_healthy');
    for (const [name, service] of instances) {
      expect(service.depends_on?.migrate?.condition, name).toBe('service_completed_successfully');
    }
  });

  it('checks the health of PostgreSQL and of every instance, and keeps the data in a named volume', () => {
    expect(compose.services.postgres?.image).toBe('postgres:15');
    expect(compose.services.postgres?.healthcheck?.test).toContain('pg_isready');
    expect(compose.services.postgres?.volumes).toContain('postgres-data:/var/lib/postgresql/data');
    expect(compose.volumes).toHaveProperty('postgres-data');
    for (const [name, service] of instances) {
      // Every part a string: an unquoted `a ? 0 : 1` in the command would have been read as a YAML mapping.
      expect(
        service.healthcheck?.test?.every((part) => typeof part === 'string'),
        name,
      ).toBe(true);
      expect(service.healthcheck?.test?.join(' '), name).toContain('/api/health');
    }
  });

  it('has a demo profile whose sandboxes process the app is pointed at', () => {
    const sandboxes = compose.services.sandboxes!;
    expect(sandboxes.profiles).toEqual(['demo']);
    expect(sandboxes.build?.target).toBe('sandboxes');
    expect(sandboxes.command?.slice(0, 3)).toEqual(['node', '--enable-source-maps', 'dist/server/sandboxes.js']);
    expect(sandboxes.healthcheck?.test).toBeDefined();
    // Outside the demo the service does not exist: the instances wait for it only when it does.
    for (const [name, service] of instances)
      expect(service.depends_on?.sandboxes, name).toEqual({ condition: 'service_healthy', required: false });
    expect(services.filter(([, service]) => service.profiles).map(([name]) => name)).toEqual(['sandboxes']);

    const demo = Object.fromEntries(
      read('compose.demo.env')
        .split('\n')
        .filter((line) => line && !line.startsWith('#'))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    const serviceVariables = REQUIRED.filter((variable) => /^(SMTP|SMS|PAYPAL|TOPUP)_/.test(variable));
    for (const variable of serviceVariables) expect(demo[variable], variable).toBeTruthy();
    for (const variable of serviceVariables.filter((name) => name.endsWith('_URL') || name === 'TOPUP_AUDIENCE')) {
      expect(new URL(demo[variable]!).hostname, variable).toBe('sandboxes');
    }
    expect(demo).toMatchObject({ PAYPAL_MODE: 'sandbox', TOPUP_MODE: 'sandbox' });
  });
});

describe('Dockerfile', () => {
  const stages = read('Dockerfile')
    .split(/^(?=FROM )/m)
    .filter((stage) => stage.startsWith('FROM '))
    .map((text) => ({ name: /^FROM \S+ AS (\S+)/.exec(text)?.[1], base: /^FROM (\S+)/.exec(text)![1], text }));
  // The last stage is what `docker build` makes when no target is named: it must be the runtime.
  const runtime = stages.at(-1)!;

  it('builds and runs on Node 24 (bookworm-slim)', () => {
    expect(stages.find((stage) => stage.name === 'build')?.base).toBe('node:24-bookworm-slim');
    expect(runtime.name).toBe('runtime');
    expect(runtime.base).toBe('node:24-bookworm-slim');
  });

  it('runs production dependencies only, as the node user, with a health check', () => {
    expect(runtime.text).toContain('npm ci --omit=dev');
    expect(runtime.text).toMatch(/^USER node$/m);
    expect(runtime.text).toMatch(/^HEALTHCHECK .*\n?.*\/api\/health/m);
    expect(runtime.text).toMatch(/^EXPOSE 3000$/m);
    expect(runtime.text).toMatch(/^ENV .*NODE_ENV=production/m);
    expect(runtime.text).toMatch(/^ENV .*SANDBOXES=off/m);
    expect(runtime.text).toContain('COPY --from=build /app/dist ./dist');
    const cmd = /^CMD (.*)$/m.exec(runtime.text)?.[1];
    expect(JSON.parse(cmd!)).toEqual(['node', '--enable-source-maps', 'dist/server/main.js']);
    // USER comes before CMD: the server never runs as root.
    expect(runtime.text.indexOf('USER node')).toBeLessThan(runtime.text.indexOf('\nCMD '));
  });

  it('is built without what the host has installed, built or keeps secret', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['node_modules', 'dist', 'data', '.git', '.env']) expect(ignored).toContain(entry);
  });
});

describe('the production install', () => {
  const manifest = JSON.parse(read('package.json')) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };

  it('has neither the sandboxes, the embedded engine nor TypeScript at run time', () => {
    const devOnly = [
      'mailparser',
      'smtp-server',
      'libphonenumber-geo-carrier',
      '@electric-sql/pglite',
      '@electric-sql/pglite-socket',
      'tsx',
    ];
    for (const name of devOnly) {
      expect(manifest.dependencies, name).not.toHaveProperty(name);
      expect(manifest.devDependencies, name).toHaveProperty(name);
    }
  });
});
