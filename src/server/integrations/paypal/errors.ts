import type { HttpAnswer } from '../http-exchange.js';
import type { WireLink } from './types.js';

/**
 * Errors of the PayPal adapter. Every one carries PayPal's `debug_id` when PayPal gave one: it is what
 * PayPal's support asks for, so logs must keep it.
 */
export interface PayPalErrorDetail {
  issue: string;
  description?: string;
  field?: string;
  value?: string;
  location?: string;
}

class PayPalError extends Error {
  override name = 'PayPalError';
  constructor(
    message: string,
    readonly debugId: string | null = null,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** PayPal answered with an error status; `errorName` is PayPal's (e.g. UNPROCESSABLE_ENTITY, invalid_client). */
export class PayPalApiError extends PayPalError {
  override name = 'PayPalApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly errorName: string | null,
    readonly details: readonly PayPalErrorDetail[],
    debugId: string | null,
    readonly links: readonly WireLink[] = [],
  ) {
    super(message, debugId);
  }

  /** The detail issues, e.g. ['ORDER_ALREADY_CAPTURED']. */
  get issues(): string[] {
    return this.details.map((detail) => detail.issue);
  }

  hasIssue(issue: string): boolean {
    return this.details.some((detail) => detail.issue === issue);
  }
}

/** PayPal could not be reached or did not answer in time: the outcome of the call is unknown. */
export class PayPalUnreachableError extends PayPalError {
  override name = 'PayPalUnreachableError';
}

/** PayPal answered 2xx with something the adapter cannot read. */
export class PayPalProtocolError extends PayPalError {
  override name = 'PayPalProtocolError';
}

/** PayPal's `paypal-debug-id` header, which its support asks for. */
export function debugIdOf({ headers }: HttpAnswer): string | null {
  const value = headers['paypal-debug-id'];
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

/** Builds the typed error from an error answer: PayPal's error model, or OAuth's `{error, error_description}`. */
export function apiErrorFrom(status: number, payload: unknown, headerDebugId: string | null): PayPalApiError {
  const body = (typeof payload === 'object' && payload !== null ? payload : {}) as Record<string, unknown>;
  const errorName = stringOr(body.name) ?? stringOr(body.error);
  const message = stringOr(body.message) ?? stringOr(body.error_description) ?? `HTTP ${status} from PayPal`;
  const details = Array.isArray(body.details)
    ? body.details.flatMap((detail): PayPalErrorDetail[] => {
        const d = (detail ?? {}) as Record<string, unknown>;
        const issue = stringOr(d.issue);
        if (!issue) return [];
        return [
          {
            issue,
            description: stringOr(d.description),
            field: stringOr(d.field),
            value: stringOr(d.value),
            location: stringOr(d.location),
          },
        ];
      })
    : [];
  const links = Array.isArray(body.links) ? (body.links.filter(isLink) as WireLink[]) : [];
  const debugId = stringOr(body.debug_id) ?? headerDebugId;
  const issues = details.length ? ` (${details.map((d) => d.issue).join(', ')})` : '';
  return new PayPalApiError(`${message}${issues}`, status, errorName ?? null, details, debugId ?? null, links);
}

function stringOr(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function isLink(value: unknown): boolean {
  const link = value as Partial<WireLink> | null;
  return typeof link?.href === 'string' && typeof link.rel === 'string';
}
