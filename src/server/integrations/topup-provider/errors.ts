/**
 * Errors of the top-up provider adapter, for the calls that are not top-ups (catalogue, FX, lookups):
 * a top-up's own failures are results (`TopupResult`), never thrown, so that an unknown outcome cannot
 * be mistaken for a failure. Each carries Reloadly's `errorCode` when it gave one.
 */
class TopupProviderError extends Error {
  override name = 'TopupProviderError';
}

/** Reloadly answered with an error status, e.g. 404 OPERATOR_NOT_FOUND, 401 INVALID_CREDENTIALS. */
export class TopupApiError extends TopupProviderError {
  override name = 'TopupApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly errorCode: string | null,
    readonly details: readonly unknown[] = [],
  ) {
    super(message);
  }
}

/** Reloadly could not be reached, or did not answer within the timeout. */
export class TopupUnreachableError extends TopupProviderError {
  override name = 'TopupUnreachableError';
  constructor(
    message: string,
    readonly timedOut: boolean,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** Reloadly answered 2xx with something the adapter cannot read. */
export class TopupProtocolError extends TopupProviderError {
  override name = 'TopupProtocolError';
}

/** Reloadly's error body `{timeStamp, message, path, errorCode, infoLink, details}` (or Spring's 404). */
export function apiErrorFrom(status: number, payload: unknown, what: string): TopupApiError {
  const body = (typeof payload === 'object' && payload !== null ? payload : {}) as Record<string, unknown>;
  const errorCode = typeof body.errorCode === 'string' ? body.errorCode : null;
  const message = typeof body.message === 'string' ? body.message : typeof body.error === 'string' ? body.error : `HTTP ${status}`;
  return new TopupApiError(
    `${what}: ${message}${errorCode ? ` (${errorCode})` : ''}`,
    status,
    errorCode,
    Array.isArray(body.details) ? body.details : [],
  );
}

export function reasonOf(error: unknown): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return 'timed out';
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return error instanceof Error ? `${error.message}${cause}` : String(error);
}
