import type { ErrorCode, ErrorResponse, FieldProblem } from '../../shared/errors';
import { getIdToken } from './id-token';
import { noteAnswer } from './offline-data';
import { STORED_AT_HEADER } from './offline-rules';
import { mayBeAskedEarly, takeEarlyAnswer } from './early-answers';

/**
 * An API call that did not succeed. `message` follows docs/product-rules.md#api-errors: the status code, a colon
 * and a space, then the body text (or the status text when the body is empty). `code` and `fields` come
 * from our error envelope or better-auth's `{code, message}` when present. `fields` maps a refused field to
 * what fieldMessage (error-message.ts) shows: its `validation.*` code, translated there, else the server's text.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: ErrorCode | string | null,
    readonly serverMessage: string | null,
    readonly fields: Record<string, string> = {},
    /** How long the server asked us to wait (a 429's Retry-After), in seconds. */
    readonly retryAfterSeconds: number | null = null,
    /** Why, where the code alone does not say (a `reasons.*` key of the catalogs, ADR 0055). */
    readonly reason: string | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * A request that never reached the server (offline, DNS, the server down). `offline`: the phone said it
 * had no connection, so the request never left it and nothing can have happened on the server.
 */
export class NetworkError extends Error {
  constructor(
    cause: unknown,
    readonly offline = false,
  ) {
    super('network-request-failed', { cause });
    this.name = 'NetworkError';
  }
}

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Send the in-memory ID token as a bearer header (docs/product-rules.md#web-data); the session cookie always goes. */
  bearer?: boolean;
  signal?: AbortSignal;
  /** Extra headers for this call, e.g. Idempotency-Key. */
  headers?: Record<string, string>;
}

/**
 * The browser's time zone, which only a sign-in keeps (the approximate place in login history, and the person's
 * zone when they have none): read at the first change, not when this module loads nor for a read. Intl's first
 * call is costly on a slow phone (it loads the time zone data: 113 ms of `/dashboard`'s start at 4×, in the
 * token read the page had already answered, bench/web-profile.ts).
 */
let timeZone: string | undefined;
function browserTimeZone(): string {
  if (timeZone === undefined) {
    try {
      timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    } catch {
      timeZone = '';
    }
  }
  return timeZone;
}

/**
 * The one way the web talks to the server: JSON in, JSON out, cookies always, no retries. Offline, a
 * change (POST, PUT, PATCH, DELETE: money above all) fails at once with a NetworkError rather than waiting
 * on a request that cannot leave the phone; a read still goes, so the service worker can answer it with
 * the last answer it kept (ADR 0037), which is noted so the screen says how old it is.
 */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  if (method !== 'GET' && isOffline()) throw new NetworkError(new Error('navigator.onLine is false'), true);
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET') {
    const zone = browserTimeZone();
    if (zone) headers['x-timezone'] = zone;
  }
  const token = options.bearer === false ? null : getIdToken();
  if (token) headers.authorization = `Bearer ${token}`;

  let response: Response;
  try {
    // The page may have asked already, before this code arrived (ADR 0045): its answer is taken once.
    const early = mayBeAskedEarly(method, path) ? await takeEarlyAnswer(method, path, options.body) : null;
    response =
      early ??
      (await fetch(path, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        credentials: 'include',
        signal: options.signal,
      }));
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    throw new NetworkError(error, isOffline());
  }

  const text = await response.text();
  if (method === 'GET') noteAnswer(path, response.headers.get(STORED_AT_HEADER));
  if (!response.ok) throw toApiError(response, text);
  return (text ? JSON.parse(text) : null) as T;
}

function toApiError(response: Response, text: string): ApiError {
  let code: string | null = null;
  let serverMessage: string | null = null;
  let fields: Record<string, string> = {};
  let reason: string | null = null;
  try {
    const body = JSON.parse(text) as { error?: Partial<ErrorResponse['error']>; code?: string; message?: string };
    code = body.error?.code ?? body.code ?? null;
    serverMessage = body.error?.message ?? body.message ?? null;
    fields = fieldsOf(body.error?.details ?? []);
    reason = body.error?.reason ?? null;
  } catch {
    // not JSON: the text itself is the message
  }
  const retryAfter = Number(response.headers.get('retry-after'));
  const retryAfterSeconds = Number.isInteger(retryAfter) && retryAfter > 0 ? retryAfter : null;
  // A paused account sign-in keeps its own code (its message says when to try again); other 429s are alike.
  if (response.status === 429 && !(code === 'SIGN_IN_PAUSED' && retryAfterSeconds)) code = 'RATE_LIMITED';
  return new ApiError(
    response.status,
    `${response.status}: ${text || response.statusText}`,
    code,
    serverMessage,
    fields,
    retryAfterSeconds,
    reason,
  );
}

/** Our field codes are translated in the web's catalogs; the validator's own codes are not, so their text is shown. */
function fieldsOf(details: FieldProblem[]): Record<string, string> {
  return Object.fromEntries(details.map((d) => [d.field, d.code.startsWith('validation.') ? d.code : d.message]));
}
