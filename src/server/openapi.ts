import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import type { FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { errorResponse } from '../shared/errors.js';
import { IDENTITY_BASE_PATH, sessionCookieName, requireActor, requireAdmin } from './features/identity/index.js';
import { API_BODY_LIMIT_BYTES } from './security/json-body.js';

/**
 * The OpenAPI document at /api/docs/json, derived from the routes so that it cannot drift from them or
 * miss an operation: each operation's id comes from its method and path, its security from the guard on
 * the route (guardEveryRoute), and its 4xx answers from what the shared machinery can refuse (bad input,
 * a bad ID token, a cross-site write, a body too large) plus what the route declares.
 */
export function openApiOptions(publicUrl: string): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Kredi API',
        version: '1',
        description:
          'Send mobile top-ups abroad. Money is integer cents (USD) everywhere. Sign up or in through /api/identity ' +
          '(POST /api/identity/sign-up/email, then POST /api/auth/register; or POST /api/identity/sign-in/email): the ' +
          'answer sets the session cookie. Then call the API with that cookie or with an ID token from GET ' +
          '/api/identity/token (Authorization: Bearer). A client that is not a browser sends no Origin while it has ' +
          `no cookie; once it sends the cookie, a POST under /api/identity also carries \`Origin: ${new URL(publicUrl).origin}\`, ` +
          'as a browser does (ADR 0064). A foreign Origin is always refused (403).',
      },
      servers: [{ url: publicUrl }],
      components: {
        securitySchemes: {
          [SESSION_COOKIE]: {
            type: 'apiKey',
            in: 'cookie',
            name: sessionCookieName(publicUrl),
            description: 'The session cookie that signing in through /api/identity sets (what the web app uses).',
          },
          [ID_TOKEN]: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'An ID token from GET /api/identity/token: valid 15 minutes, and only while its session lives.',
          },
        },
      },
    },
    transform: describeOperation,
    transformObject: (document) => withNullInNullableEnums(withoutUnusedSchemas(jsonSchemaTransformObject(document))),
  };
}

const SESSION_COOKIE = 'sessionCookie';
const ID_TOKEN = 'idToken';
const SIGNED_IN: Array<Record<string, string[]>> = [{ [SESSION_COOKIE]: [] }, { [ID_TOKEN]: [] }];
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const ERROR_DESCRIPTIONS: Record<string, string> = {
  400: 'Not valid: a field, the query, a path parameter or the JSON body (error.details names each field).',
  401: 'Not signed in, or the ID token is invalid or expired: sign in again.',
  402: 'The wallet cannot cover it.',
  403: 'Not allowed: a cross-site request, an admin-only operation, or a password that is not correct.',
  404: 'Not found for the signed-in person.',
  409: 'Conflicts with what was already done.',
  413: `The body is larger than ${API_BODY_LIMIT_BYTES / 1024} KiB.`,
  414: 'A path parameter is longer than 100 characters.',
  415: 'The body is not JSON.',
  422: 'Refused by the top-up provider.',
  429: 'Too many attempts: wait a moment and try again.',
  503: 'A service Kredi depends on is unavailable: try again shortly.',
};

type Transform = NonNullable<FastifyDynamicSwaggerOptions['transform']>;

const describeOperation: Transform = (document) => {
  const { route, url } = document;
  const schema = (document.schema ?? {}) as FastifySchema & { hide?: boolean; response?: Record<string, unknown> };
  if (schema.hide) return jsonSchemaTransform(document);
  const method = [route.method].flat()[0]!;
  const response: Record<string, unknown> = { ...schema.response };
  for (const status of refusalsOf(route, schema, method, url)) response[status] ??= errorResponse;
  for (const [status, body] of Object.entries(response)) {
    if (body === errorResponse) {
      response[status] = {
        description: ERROR_DESCRIPTIONS[status] ?? 'Refused.',
        content: { 'application/json': { schema: errorResponse } },
      };
    }
  }
  // A route may name its own (the identity calls that only the session cookie opens).
  const security = (schema as { security?: typeof SIGNED_IN }).security ?? (isGuarded(route) ? SIGNED_IN : []);
  const transformed = jsonSchemaTransform({
    ...document,
    schema: { ...schema, response, operationId: operationIdOf(method, url), security },
  });
  return withoutBodyOn204(withResponseHeaders(transformed, response));
};

/** The zod transform keeps a response's description and content only: the headers it declares (Set-Cookie) come back. */
function withResponseHeaders<T extends { schema: unknown }>(transformed: T, declared: Record<string, unknown>): T {
  const responses = (transformed.schema as { response?: Record<string, Record<string, unknown>> }).response ?? {};
  for (const [status, body] of Object.entries(declared)) {
    const headers = (body as { headers?: unknown } | null)?.headers;
    if (headers && responses[status]) responses[status].headers = headers;
  }
  return transformed;
}

/** A 204 has no body: a `null` JSON schema is how @fastify/swagger writes a response without content. */
function withoutBodyOn204<T extends { schema: unknown }>(transformed: T): T {
  const responses = (transformed.schema as { response?: Record<string, { description?: string }> }).response;
  if (responses?.['204']) responses['204'] = { type: 'null', description: responses['204'].description ?? 'No content.' } as never;
  return transformed;
}

/** The zod registry yields an input and an output schema per named schema; only the ones referenced stay. */
function withoutUnusedSchemas<T extends object>(document: T): T {
  const components = (document as { components?: { schemas?: Record<string, unknown> } }).components;
  const schemas = components?.schemas ?? {};
  const text = JSON.stringify({ ...document, components: { ...components, schemas: {} } });
  for (const name of Object.keys(schemas)) {
    if (!text.includes(`"#/components/schemas/${name}"`)) delete schemas[name];
  }
  return document;
}

/**
 * zod writes a nullable enum as `{type, enum: [...], nullable: true}`; OpenAPI 3.0 (and so every strict
 * validator) reads `enum` as the whole list of allowed values, null included, and refuses a null the enum
 * does not list. Wherever a nullable schema has an enum, null joins it, everywhere in the document.
 */
function withNullInNullableEnums<T extends object>(document: T): T {
  const seen = new Set<object>();
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    if (Array.isArray(node)) return node.forEach(visit);
    const schema = node as { nullable?: unknown; enum?: unknown; type?: unknown };
    const nullable = schema.nullable === true || (Array.isArray(schema.type) && schema.type.includes('null'));
    if (nullable && Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum = [...(schema.enum as unknown[]), null];
    Object.values(node).forEach(visit);
  };
  visit(document);
  return document;
}

/** `GET /api/wallet/funding/:id` → `getWalletFundingById`: unique, as method and path are. */
function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => (segment.startsWith(':') ? ['by', segment.slice(1)] : segment.split(/[^A-Za-z0-9]+/)));
  return method.toLowerCase() + words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
}

function isGuarded(route: RouteOptions): boolean {
  const guards = [route.preValidation ?? []].flat() as unknown[];
  return guards.includes(requireActor) || guards.includes(requireAdmin);
}

/** What any route like this one can be refused with, whatever its handler does. */
function refusalsOf(route: RouteOptions, schema: FastifySchema, method: string, url: string): number[] {
  const statuses: number[] = [];
  const write = WRITES.has(method);
  if (write || schema.body || schema.querystring || schema.params) statuses.push(400); // the JSON body, a field
  if (url.startsWith('/api/') && !url.startsWith(`${IDENTITY_BASE_PATH}/`)) statuses.push(401); // an ID token that is no longer valid
  if (write || [route.preValidation].flat().includes(requireAdmin)) statuses.push(403); // cross-site, admins only
  if (schema.params) statuses.push(404, 414); // none such, or a parameter over 100 characters
  if (write) statuses.push(413, 415);
  if (url.startsWith('/api/')) statuses.push(503); // the database or a service it needs is away (ADR 0013)
  return statuses;
}
