import fc from 'fast-check';
import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, describe, expect, it } from 'vitest';
import { createAuth, IDENTITY_BASE_PATH } from '../../src/server/features/identity/auth';
import { checkLedgerInvariants } from '../../src/server/ledger/index';
import { errorResponse } from '../../src/shared/errors';
import { inputFor, type Route } from './bad-input-arbitraries';
import { Client, PUBLIC_URL, startTestApp } from './test-app';

/**
 * Every route, thrown generated bodies, query strings and path parameters, anonymously and as a signed-in
 * person (by cookie and by bearer token): no answer is a 5xx, a documented operation answers only with a
 * status its OpenAPI entry lists, a refusal is in the error envelope, and a refused request changes nothing.
 * Fixed seed, bounded runs: the same inputs every time, well under a minute.
 */
const SEED = 20261123;
const RUNS_PER_ROUTE = 40;

const t = await startTestApp();
afterAll(() => t.close());
const document: OpenAPIV3.Document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();

/** The operations of the OpenAPI document, with what each reads and the statuses it may answer. */
const documented: Route[] = Object.entries(document.paths).flatMap(([path, item]) =>
  (['get', 'put', 'post', 'delete', 'patch'] as const).flatMap((method) => {
    const operation = item?.[method];
    if (!operation) return [];
    const parameters = (operation.parameters ?? []) as OpenAPIV3.ParameterObject[];
    const body = (operation.requestBody as OpenAPIV3.RequestBodyObject | undefined)?.content['application/json']?.schema as
      | OpenAPIV3.SchemaObject
      | undefined;
    return [
      {
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        fields: Object.keys(body?.properties ?? {}),
        statuses: new Set(Object.keys(operation.responses)),
        // The identity calls answer in better-auth's own { code, message } shape, as the document says (ADR 0064).
        envelope: !path.startsWith(`${IDENTITY_BASE_PATH}/`),
      },
    ];
  }),
);

/** better-auth's endpoints behind the hidden /api/identity/* route, as this app configures them. */
const identityApi = createAuth({
  db: t.database.db,
  secret: 'x'.repeat(40),
  publicUrl: PUBLIC_URL,
  messaging: {} as never,
  events: {} as never,
  signingKeys: {} as never,
  actors: {} as never,
}).api;
const IDENTITY_FIELDS = [
  'email',
  'password',
  'name',
  'firstName',
  'lastName',
  'newPassword',
  'currentPassword',
  'token',
  'code',
  'callbackURL',
  'provider',
  'idToken',
  'sessionToken',
  'newEmail',
  'trustDevice',
  'image',
];
const identity: Route[] = Object.values(identityApi as Record<string, { path?: string; options?: { method?: string | string[] } }>)
  .filter((endpoint) => endpoint.path)
  .flatMap((endpoint) =>
    [endpoint.options?.method ?? 'GET'].flat().map((method) => ({
      method,
      path: `${IDENTITY_BASE_PATH}${endpoint.path!.replace(/:(\w+)/g, '{$1}')}`,
      pathParams: [...endpoint.path!.matchAll(/:(\w+)/g)].map((m) => m[1]!),
      query: ['token', 'callbackURL', 'disableCookieCache', 'id'],
      fields: IDENTITY_FIELDS,
      envelope: false,
    })),
  );

/** Routes the document hides on purpose: PayPal's webhook, the metrics and the document itself. */
const hidden: Route[] = [
  {
    method: 'POST',
    path: '/api/webhooks/paypal',
    pathParams: [],
    query: [],
    fields: ['id', 'event_type', 'resource', 'resource_type'],
    envelope: true,
  },
  { method: 'GET', path: '/metrics', pathParams: [], query: ['name'], fields: [], envelope: false },
  { method: 'GET', path: '/api/docs/json', pathParams: [], query: ['x'], fields: [], envelope: false },
];

/** Row counts of every table but the rate limiter's, the newest update of each, and every ledger counter. */
const tables = (
  await t.database.pool.query<{ table_name: string; updated: boolean }>(
    `select table_name, bool_or(column_name = 'updated_at') as updated from information_schema.columns
      where table_schema = 'public' and table_name not in ('rate_limits', '__drizzle_migrations') group by table_name order by table_name`,
  )
).rows;
const snapshotSql = `select ${[
  ...tables.map(
    ({ table_name: name, updated }) =>
      `(select json_build_array(count(*)${updated ? ', max(updated_at)' : ''}) from "${name}") as "${name}"`,
  ),
  `(select json_build_array(sum(debits_posted), sum(debits_pending), sum(credits_posted), sum(credits_pending)) from ledger_accounts) as money`,
].join(', ')}`;
const snapshot = async () => (await t.database.pool.query(snapshotSql)).rows[0] as Record<string, unknown>;

/** The signed-in person, made again whenever a request that succeeded ended their session or account. */
let person: Client | null = null;
let people = 0;
async function signedIn(): Promise<Client> {
  if (!person) {
    person = new Client(t.app);
    await person.register({ email: `fuzzed-${people++}@example.com` });
  }
  return person;
}
async function stillSignedIn(client: Client): Promise<boolean> {
  const byCookie = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: { cookie: client.cookieHeader() } });
  const byBearer = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: client.bearer() });
  return byCookie.statusCode === 200 && byBearer.statusCode === 200;
}

let address = 0;
/** Each request from its own address, so the per-address rate limits do not turn every later run into a 429. */
const nextAddress = () => `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address++ & 255}`;

describe.each([
  ['documented operations', documented],
  ['better-auth endpoints under /api/identity', identity],
  ['hidden routes', hidden],
])('bad input to the %s', (_group, group) => {
  it.each(group.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s: never a 5xx, and a refusal changes nothing',
    async (_name, route) => {
      const exists =
        t.app.hasRoute({ method: route.method as 'GET', url: route.path.replace(/\{(\w+)\}/g, ':$1') }) ||
        route.path.startsWith(`${IDENTITY_BASE_PATH}/`);
      expect(exists).toBe(true);
      await fc.assert(
        fc.asyncProperty(inputFor(route), async (input) => {
          const client = input.who === 'anonymous' ? null : await signedIn();
          const credentials = !client ? {} : input.who === 'cookie' ? { cookie: client.cookieHeader() } : client.bearer();
          const before = await snapshot();
          const response = await t.app.inject({
            method: route.method as 'GET',
            url: input.url,
            remoteAddress: nextAddress(),
            payload: input.body,
            headers: {
              'user-agent': 'fuzz',
              ...(input.origin ? { origin: input.origin } : {}),
              ...(input.contentType ? { 'content-type': input.contentType } : {}),
              ...credentials,
              ...input.headers,
            },
          });
          const what = `${route.method} ${input.url.slice(0, 200)} as ${input.who} → ${response.statusCode} ${response.body.slice(0, 300)}`;
          expect(response.statusCode, what).toBeLessThan(500);
          if (route.statuses) expect(route.statuses.has(String(response.statusCode)), `undocumented status: ${what}`).toBe(true);
          if (response.statusCode >= 400) {
            if (route.envelope) expect(errorResponse.safeParse(response.json()).success, what).toBe(true);
            expect(await snapshot(), `a refused request changed something: ${what}`).toEqual(before);
          } else if (client && !(await stillSignedIn(client))) {
            person = null; // it signed them out, or closed their account: the next run signs someone in again
          }
        }),
        { seed: SEED, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
      expect(await checkLedgerInvariants(t.database.pool)).toEqual([]);
    },
  );
});
