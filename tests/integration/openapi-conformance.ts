import { appendFileSync } from 'node:fs';
import type { ValidateFunction } from 'ajv';
import Ajv04 from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import type { OpenAPIV3 } from 'openapi-types';

/**
 * Every answer an integration test's app gives is checked against the OpenAPI document that app serves at
 * /api/docs/json (what `app.swagger()` returns), by Ajv in strict mode: the operation must list the status,
 * and a JSON body must match that status's schema. A mismatch is kept here and fails the test it happened
 * in (openapi-conformance-setup.ts), named by operation, status and the place in the body.
 *
 * OpenAPI 3.0's schemas are JSON Schema draft 04 with a few words of OpenAPI's own, so they are compiled
 * by Ajv's draft-04 class, which knows `nullable` (Ajv's OpenAPI support) and draft 04's boolean
 * `exclusiveMinimum`; `example` is declared as the annotation it is. Nothing in a schema is rewritten.
 */

const mismatches: string[] = [];

/** The mismatches seen since the last call, emptied. */
export function takeMismatches(): string[] {
  return mismatches.splice(0);
}

/** Where every mismatch is also written, one per line, when set: how a whole run's are counted at once. */
const LOG_FILE = process.env.OPENAPI_MISMATCH_LOG;

function record(mismatch: string) {
  mismatches.push(mismatch);
  if (LOG_FILE) appendFileSync(LOG_FILE, `${mismatch}\n`);
}

type Verb = 'get' | 'put' | 'post' | 'delete' | 'patch';

/** Checks every answer of `app` from now on. Call it before the app is ready (before its first request). */
export function checkAnswersAgainstDocument(app: FastifyInstance): void {
  let checker: ReturnType<typeof createChecker> | null = null;
  app.addHook('onSend', async (request, reply, payload) => {
    const route = request.routeOptions.url;
    if (!route || request.is404) return payload;
    let problem: string | null;
    try {
      checker ??= createChecker(app.swagger() as OpenAPIV3.Document);
      problem = checker.check({
        method: request.method,
        route,
        status: reply.statusCode,
        contentType: String(reply.getHeader('content-type') ?? ''),
        payload,
      });
    } catch (error) {
      // A schema Ajv's strict mode refuses is a mismatch too, reported, never the answer's 500.
      problem = `${request.method} ${route} ${reply.statusCode} could not be checked: ${(error as Error).message}`;
    }
    if (problem) record(`${problem} (${request.method} ${request.url})`);
    return payload;
  });
}

interface Answer {
  method: string;
  /** The route's pattern as Fastify knows it: `/api/wallet/funding/:id`. */
  route: string;
  status: number;
  contentType: string;
  payload: unknown;
}

function createChecker(document: OpenAPIV3.Document) {
  const ajv = new Ajv04({ strict: true, allErrors: true });
  addFormats.default(ajv);
  ajv.addKeyword({ keyword: 'example' });
  // The component schemas under their document path, so a `$ref: #/components/schemas/X` resolves as written.
  ajv.addSchema(withRefsInto({ id: 'openapi.json', definitions: document.components?.schemas ?? {} }));
  const compiled = new Map<OpenAPIV3.SchemaObject | OpenAPIV3.ReferenceObject, ValidateFunction>();
  const compile = (schema: OpenAPIV3.SchemaObject | OpenAPIV3.ReferenceObject) => {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(withRefsInto(schema));
      compiled.set(schema, validate);
    }
    return validate;
  };

  return {
    check({ method, route, status, contentType, payload }: Answer): string | null {
      const path = route.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      const item = document.paths[path];
      // HEAD answers what GET does, without a body.
      const verb = (method === 'HEAD' ? 'get' : method.toLowerCase()) as Verb;
      const operation = item?.[verb];
      if (!operation) return null; // not an operation of the document (its own pages, the web app, hidden routes)
      const name = operation.operationId ?? `${verb} ${path}`;
      const documented = operation.responses[String(status)] as OpenAPIV3.ResponseObject | undefined;
      if (!documented) return `${name} answered ${status}, which it does not list`;
      if (method === 'HEAD' || status === 204 || payload === null || payload === undefined || payload === '') return null;
      const media = contentType.split(';')[0]!.trim();
      const content = documented.content;
      if (!content?.[media]) {
        return `${name} ${status} answered ${media || 'a body'}, which it does not list (${Object.keys(content ?? {}).join(', ') || 'no body'})`;
      }
      const schema = content[media]!.schema;
      if (!schema || media !== 'application/json') return null;
      const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
      if (text === null) return null; // a stream: a file, never JSON here
      const validate = compile(schema);
      if (validate(JSON.parse(text))) return null;
      const errors = (validate.errors ?? []).map((error) => `at ${error.instancePath || '/'} ${error.message ?? ''}`.trim());
      return `${name} ${status}: ${errors.join('; ')}`;
    },
  };
}

/** `#/components/schemas/X` as a reference into the schema registered as openapi.json. */
function withRefsInto<T>(schema: T): T {
  return JSON.parse(
    JSON.stringify(schema).replace(/"#\/components\/schemas\/([^"]+)"/g, (_, name: string) => `"openapi.json#/definitions/${name}"`),
  ) as T;
}
