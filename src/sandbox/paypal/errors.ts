import type { FastifyReply } from 'fastify';
import { debugId } from './ids.js';

/**
 * PayPal's error model (`name`, `message`, `debug_id`, `details[{field?, location?, issue, description}]`,
 * `links`), with the exact names, messages and issue descriptions of PayPal's OpenAPI documents, so that
 * the error answers validate against them too.
 */
const ERRORS = {
  400: { name: 'INVALID_REQUEST', message: 'Request is not well-formed, syntactically incorrect, or violates schema.' },
  401: {
    name: 'AUTHENTICATION_FAILURE',
    message: 'Authentication failed due to missing authorization header, or invalid authentication credentials.',
  },
  404: { name: 'RESOURCE_NOT_FOUND', message: 'The specified resource does not exist.' },
  422: {
    name: 'UNPROCESSABLE_ENTITY',
    message: 'The requested action could not be performed, semantically incorrect, or failed business validation.',
  },
} as const;

const ISSUES = {
  // 400
  MALFORMED_REQUEST_JSON: 'The request JSON is not well formed.',
  MISSING_REQUIRED_PARAMETER: 'A required parameter is missing.',
  INVALID_PARAMETER_VALUE: 'A parameter value is not valid.',
  INVALID_PARAMETER_SYNTAX: 'The value of a field does not conform to the expected format.',
  INVALID_STRING_LENGTH: 'The value of a field is either too short or too long',
  INVALID_ARRAY_MIN_ITEMS: 'The number of items in an array parameter is too small.',
  INVALID_ARRAY_MAX_ITEMS: 'The number of items in an array parameter is too large.',
  NOT_SUPPORTED: 'This field is not currently supported.',
  // 404
  INVALID_RESOURCE_ID: 'Specified resource ID does not exist. Please check the resource ID and try again.',
  // 422, orders
  DECIMAL_PRECISION: 'If the currency supports decimals, only two decimal place precision is supported.',
  CANNOT_BE_ZERO_OR_NEGATIVE:
    'Must be greater than zero. If the currency supports decimals, only two decimal place precision is supported.',
  INVALID_CURRENCY_CODE:
    'Currency code is invalid or is not currently supported. Please refer https://developer.paypal.com/api/rest/reference/currency-codes/ for list of supported currency codes.',
  MAX_VALUE_EXCEEDED: 'Should be less than or equal to 999999999999999.99.',
  ORDER_NOT_APPROVED:
    "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid `payment_source` in the request.",
  ORDER_ALREADY_CAPTURED: "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
  INSTRUMENT_DECLINED: "The instrument presented  was either declined by the processor or bank, or it can't be used for this payment.",
  // 422, refunds
  CAPTURE_FULLY_REFUNDED: 'The capture has already been fully refunded',
  REFUND_NOT_ALLOWED: 'Capture cannot be refunded.',
  REFUND_AMOUNT_EXCEEDED: 'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
  PENDING_CAPTURE:
    'Cannot initiate a refund as the capture is pending. Capture is typically pending when the payer has funded the transaction using e-check/bank funded.',
  REFUND_CAPTURE_CURRENCY_MISMATCH: 'Refund must be in the same currency as the capture',
} as const;

export type Issue = keyof typeof ISSUES;
export type ErrorStatus = keyof typeof ERRORS;

export interface IssueDetail {
  issue: Issue;
  field?: string;
  value?: string;
  location?: 'body' | 'path' | 'query';
}

/** A failed check, carried out of validation code to the route that answers it. */
export class PayPalFailure extends Error {
  constructor(
    readonly status: ErrorStatus,
    readonly details: IssueDetail[],
  ) {
    super(details.map((detail) => detail.issue).join(', ') || ERRORS[status].name);
  }
}

export function fail(status: ErrorStatus, issue: Issue, where: Omit<IssueDetail, 'issue'> = {}): PayPalFailure {
  return new PayPalFailure(status, [{ issue, ...where }]);
}

export function errorBody(status: ErrorStatus, details: IssueDetail[], id = debugId()) {
  const { name, message } = ERRORS[status];
  const first = details[0]?.issue;
  return {
    name,
    message,
    debug_id: id,
    ...(details.length
      ? {
          details: details.map(({ issue, field, value, location }) => ({
            ...(field ? { field } : {}),
            ...(value !== undefined ? { value } : {}),
            ...(location ? { location } : {}),
            issue,
            description: ISSUES[issue],
          })),
        }
      : {}),
    links: [
      {
        href: `https://developer.paypal.com/docs/api/orders/v2/#error-${first ?? ERRORS[status].name}`,
        rel: 'information_link',
        method: 'GET',
      },
    ],
  };
}

export function sendError(reply: FastifyReply, failure: PayPalFailure): FastifyReply {
  const body = errorBody(failure.status, failure.details);
  return reply.code(failure.status).header('paypal-debug-id', body.debug_id).send(body);
}
