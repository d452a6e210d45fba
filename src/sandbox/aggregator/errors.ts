import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Reloadly's error body, `{timeStamp, message, path, errorCode, infoLink, details}`, with the codes and
 * messages live integrations report. Business failures answer 400 as on Reloadly; unknown resources 404.
 */
export const MESSAGES = {
  INVALID_CREDENTIALS: 'Access Denied',
  INVALID_TOKEN: 'Full authentication is required to access this resource',
  TOKEN_EXPIRED: 'The provided token has expired',
  NOT_ACCEPTABLE: 'Could not find acceptable representation: send Accept: application/com.reloadly.topups-v1+json',
  INVALID_REQUEST_BODY: 'The request body is not valid',
  COUNTRY_NOT_SUPPORTED: 'Country not found and/or not currently supported',
  OPERATOR_NOT_FOUND: 'Operator not found',
  TRANSACTION_NOT_FOUND: 'Transaction not found',
  PROMOTION_NOT_FOUND: 'Promotion not found',
  COULD_NOT_AUTO_DETECT_OPERATOR: 'Could not auto detect operator for the provided phone number',
  INVALID_PHONE_NUMBER: 'Phone number is not valid for the given country',
  INVALID_RECIPIENT_PHONE: 'Recipient phone number is not valid',
  INVALID_SENDER_PHONE: 'Sender phone number is not valid',
  INVALID_AMOUNT_FOR_OPERATOR: 'The amount is not valid for this operator',
  IMPOSSIBLE_AMOUNT: 'Amount must be positive with at most two decimals',
  LOCAL_AMOUNTS_NOT_SUPPORTED: 'This operator does not support local amounts',
  CUSTOM_IDENTIFIER_ALREADY_USED: 'The custom identifier has already been used for another transaction',
  PHONE_RECENTLY_RECHARGED: 'The recipient phone number was recharged recently. Please wait 2 minutes before trying again',
  TRANSACTION_CANNOT_BE_PROCESSED_AT_THE_MOMENT: 'Transaction cannot be processed at the moment, please try again later',
  OPERATOR_UNAVAILABLE_OR_CURRENTLY_INACTIVE: 'The operator is currently unavailable or inactive',
  INSUFFICIENT_BALANCE: 'Your account balance is insufficient to complete this transaction',
  INVALID_DATE: 'Dates must be written as yyyy-MM-dd HH:mm:ss',
  SERVICE_UNAVAILABLE: 'The service is temporarily unavailable',
} as const;

export type ErrorCode = keyof typeof MESSAGES;

export class ReloadlyFailure extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: ErrorCode,
    message: string = MESSAGES[errorCode],
    readonly details: Array<Record<string, string>> = [],
  ) {
    super(message);
  }
}

/** `2022-01-06 18:37:10`, Reloadly's way of writing times (UTC). */
export function reloadlyTime(date = new Date()): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

export function errorBody(path: string, failure: ReloadlyFailure) {
  return {
    timeStamp: reloadlyTime(),
    message: failure.message,
    path,
    errorCode: failure.errorCode,
    infoLink: null,
    details: failure.details,
  };
}

export function sendFailure(request: FastifyRequest, reply: FastifyReply, failure: ReloadlyFailure): FastifyReply {
  return reply.code(failure.status).send(errorBody(request.url.split('?')[0] ?? request.url, failure));
}

/** Spring's answer for a path that does not exist, as Reloadly gives it. */
export function notFoundBody(path: string) {
  return { timeStamp: reloadlyTime(), status: 404, error: 'Not Found', message: 'No message available', path };
}
