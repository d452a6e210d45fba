import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorCode, ErrorResponse } from '../shared/errors.js';
import { RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from './db/unavailable.js';

/** The one error type services throw. Its code decides the HTTP status, here and nowhere else. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

const STATUS_OF: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  NOT_AUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  INSUFFICIENT_FUNDS: 402,
  QUOTE_EXPIRED: 409,
  TOPUP_REJECTED: 422,
  RATE_LIMITED: 429,
  CROSS_SITE_REQUEST: 403,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
};

export function statusOf(code: ErrorCode): number {
  return STATUS_OF[code];
}

/** Turns every thrown error into `{error: {code, message, ...}}`; only unknown errors become a 500. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const body = (code: ErrorCode, message: string, fields?: Record<string, string>): ErrorResponse => ({
      error: { code, message, ...(fields ? { fields } : {}), requestId: String(request.id) },
    });

    if (error instanceof AppError) {
      if (error.code === 'SERVICE_UNAVAILABLE') reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return reply.code(statusOf(error.code)).send(body(error.code, error.message, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
        fields[key || '_'] ??= issue.message ?? 'Invalid value'; // a field's first broken rule is the one to fix
      }
      return reply.code(400).send(body('VALIDATION_FAILED', 'Some fields are not valid.', fields));
    }
    const status = (error as FastifyError).statusCode;
    if (status === 429) {
      return reply.code(429).send(body('RATE_LIMITED', 'Too many attempts. Please wait a moment and try again.'));
    }
    if (status && status >= 400 && status < 500) {
      // Malformed JSON, a body too large, an unsupported media type: the client's mistake, said plainly.
      return reply.code(status).send(body('VALIDATION_FAILED', error.message));
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
