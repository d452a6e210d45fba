import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorCode, ErrorReason, ErrorResponse, FieldProblem } from '../shared/errors.js';
import { isValidationCode, validationText } from './validation-texts.js';
import { RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from './db/unavailable.js';

/** The one error type services throw. Its code decides the HTTP status, here and nowhere else. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** Why, for the web to say in the person's language (ADR 0055). */
    readonly reason?: ErrorReason,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

const STATUS_OF: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  NOT_AUTHENTICATED: 401,
  FORBIDDEN: 403,
  STEP_UP_REQUIRED: 403,
  TWO_FACTOR_REQUIRED: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  INSUFFICIENT_FUNDS: 402,
  QUOTE_EXPIRED: 409,
  TOPUP_REJECTED: 422,
  RATE_LIMITED: 429,
  CROSS_SITE_REQUEST: 403,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
};

function statusOf(code: ErrorCode): number {
  return STATUS_OF[code];
}

/** Turns every thrown error into `{error: {code, message, ...}}`; only unknown errors become a 500. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const body = (code: ErrorCode, message: string, details?: FieldProblem[], reason?: ErrorReason): ErrorResponse => ({
      error: {
        code,
        message,
        ...(reason ? { reason } : {}),
        ...(details?.length ? { details, fields: Object.fromEntries(details.map((d) => [d.field, d.code])) } : {}),
        requestId: String(request.id),
      },
    });

    if (error instanceof AppError) {
      const details = Object.entries(error.fields ?? {}).map(([field, code]) => problem(field, code));
      if (error.code === 'SERVICE_UNAVAILABLE') reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return reply.code(statusOf(error.code)).send(body(error.code, error.message, details, error.reason));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = fieldProblems(error.validation, error.validationContext);
      return reply.code(400).send(body('VALIDATION_FAILED', summary(details), details));
    }
    const status = (error as FastifyError).statusCode;
    if (status === 429) {
      return reply.code(429).send(body('RATE_LIMITED', 'Too many attempts. Please wait a moment and try again.'));
    }
    if (status && status >= 400 && status < 500) {
      // Malformed JSON, a body too large, an unsupported media type: the client's mistake, said plainly.
      return reply.code(status).send(body('VALIDATION_FAILED', error.message));
    }
    if (isTextPostgresCannotHold(error)) {
      // A NUL byte in an id or a text that no schema refused: bad input, said plainly (docs/operations.md).
      return reply.code(400).send(body('VALIDATION_FAILED', TEXT_POSTGRES_CANNOT_HOLD_MESSAGE));
    }
    if (isDatabaseUnavailable(error)) {
      // PostgreSQL restarting or out of reach: not a bug, and the pool reconnects by itself (docs/operations.md).
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return reply.code(503).send(body('SERVICE_UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(body('INTERNAL', 'Something went wrong on our side. Please try again.'));
  });
}

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/**
 * A known path asked with a method it does not have answers 405 with `Allow` (RFC 9110 §15.5.5), not 404:
 * before any not-found handler runs (the API-only one, or the site's pages for unknown GETs), the router is
 * asked which methods the path has. A path only a wildcard route matches is not known: it stays a 404.
 */
export function answerWrongMethod(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.is404) return;
    const path = request.url.split('?')[0]!;
    const allowed = METHODS.filter((method) => {
      const found = method !== request.method && app.findRoute({ method, url: path });
      return found && !('*' in (found.params ?? {}));
    });
    if (allowed.length === 0) return;
    const body: ErrorResponse = {
      error: {
        code: 'METHOD_NOT_ALLOWED',
        message: `${request.method} is not a method of ${path}; it has ${allowed.join(', ')}.`,
        requestId: String(request.id),
      },
    };
    return reply.code(405).header('allow', allowed.join(', ')).send(body);
  });
}

/**
 * SQLSTATEs of text PostgreSQL cannot store: 22021 character_not_in_repertoire ("invalid byte sequence for
 * encoding UTF8: 0x00", a NUL in a text parameter) and 22P05 untranslatable_character (a \u0000 in JSON).
 */
const INVALID_TEXT_SQLSTATES = new Set(['22021', '22P05']);

const TEXT_POSTGRES_CANNOT_HOLD_MESSAGE =
  'A value holds a character that cannot be stored (a NUL byte, \\u0000, in an id or a text): remove it and try again.';

/** True when `error`, or what it wraps (drizzle and better-auth wrap the driver's error as `cause`), is one of those. */
function isTextPostgresCannotHold(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 10; depth++) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && INVALID_TEXT_SQLSTATES.has(code)) return true;
    current = cause;
  }
  return false;
}

/**
 * Fastify's router refuses some URLs before any hook or handler runs (its `frameworkErrors` option): a path
 * parameter over 100 characters (414), or one that is not valid percent-encoding (400). Said in our envelope.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const body = (code: ErrorCode, message: string): ErrorResponse => ({ error: { code, message, requestId: String(request.id) } });
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.code(414).send(body('VALIDATION_FAILED', 'A path parameter is longer than 100 characters; no id is that long.'));
  } else if (error.code === 'FST_ERR_BAD_URL') {
    void reply.code(400).send(body('VALIDATION_FAILED', 'The URL is not valid: a path parameter is not well-formed percent-encoding.'));
  } else {
    request.log.error({ err: error }, 'router error');
    void reply.code(500).send(body('INTERNAL', 'Something went wrong on our side. Please try again.'));
  }
}

type ZodIssue = Extract<FastifyError['validation'], unknown[]>[number];

/** A field's first broken rule is the one to fix; its code is the rule's `validation.*` key, else the issue's. */
function fieldProblems(issues: ZodIssue[], context: string | undefined): FieldProblem[] {
  const byField = new Map<string, FieldProblem>();
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || (context ?? 'body');
    if (byField.has(field)) continue;
    const message = issue.message ?? 'This value is not valid.';
    byField.set(field, isValidationCode(message) ? problem(field, message) : { field, code: issue.keyword, message: sentence(message) });
  }
  return [...byField.values()];
}

function problem(field: string, code: string): FieldProblem {
  return isValidationCode(code) ? { field, code, message: validationText(code) } : { field, code: 'invalid', message: sentence(code) };
}

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** The top-level message: which fields, and what is wrong with each, in one readable line. */
function summary(details: FieldProblem[]): string {
  return `Some fields are not valid. ${details.map((d) => `${d.field}: ${d.message}`).join(' ')}`;
}
