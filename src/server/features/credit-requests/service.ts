import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import QRCode from 'qrcode';
import {
  CREDIT_REQUEST_VALID_DAYS,
  CREDIT_REQUESTS_PER_ADDRESS_PER_DAY,
  CREDIT_REQUESTS_PER_NUMBER_PER_DAY,
  type CreateCreditRequest,
  type CreatedCreditRequest,
  type CreditRequest,
  type CreditRequestDetected,
} from '../../../shared/api/credit-requests.js';
import type { CatalogueOperator } from '../../../shared/api/topups.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../errors.js';
import * as store from './store.js';
import { hashAddress, hashToken, newToken } from './tokens.js';

/** The number checked and its operator named: the send screen's own detection (topups/catalogue/catalogue.ts `detect`). */
export type DetectOperator = (
  countryIso: string,
  number: string,
) => Promise<{ e164: string | null; valid: boolean; operator: CatalogueOperator | null }>;

/** The amounts she may suggest: a FIXED operator's amounts, a RANGE operator's suggested ones within its range. */
function amountsOf(operator: CatalogueOperator): number[] {
  if (operator.denominationType === 'FIXED') return operator.fixedAmountsCents;
  return operator.suggestedAmountsCents.filter((cents) => cents >= operator.minCents && cents <= operator.maxCents);
}

function offers(operator: CatalogueOperator, cents: number): boolean {
  return operator.denominationType === 'FIXED'
    ? operator.fixedAmountsCents.includes(cents)
    : cents >= operator.minCents && cents <= operator.maxCents;
}

export type CreditRequestService = ReturnType<typeof createCreditRequestService>;

/** "Ask for credit" (docs/product-rules.md#credit-requests; ADR 0067): made without an account, answered once. */
export function createCreditRequestService(deps: { pool: pg.Pool; publicUrl: string; detect: DetectOperator }) {
  const { pool, publicUrl, detect } = deps;

  async function detected(countryIso: string, number: string): Promise<CreditRequestDetected> {
    const found = await detect(countryIso, number);
    return {
      e164: found.e164,
      valid: found.valid,
      operator: found.operator
        ? {
            id: found.operator.id,
            name: found.operator.name,
            denominationType: found.operator.denominationType,
            amountsCents: amountsOf(found.operator),
          }
        : null,
    };
  }

  return {
    detect: (countryIso: string, number: string) => detected(countryIso, number),

    /**
     * A new request. The number must be real: valid for its country and named an operator by the aggregator's
     * lookup (docs/product-rules.md#credit-requests). At most 3 per number and 10 per client address in 24 hours.
     */
    async create(input: CreateCreditRequest, clientAddress: string): Promise<CreatedCreditRequest> {
      const found = await detect(input.countryIso, input.phoneNumber);
      if (!found.e164)
        throw new AppError('VALIDATION_FAILED', 'This number is not valid for that country.', {
          phoneNumber: 'validation.phoneInvalidForCountry',
        });
      const operator = found.operator;
      if (!operator)
        throw new AppError('VALIDATION_FAILED', "We could not find this number's operator. Check the number and the country.", {
          phoneNumber: 'validation.creditRequestNoOperator',
        });
      if (input.amountCents !== undefined && !offers(operator, input.amountCents))
        throw new AppError('VALIDATION_FAILED', 'The operator does not offer this amount.', {
          amountCents: operator.denominationType === 'FIXED' ? 'validation.amountNotOffered' : 'validation.amountRange',
        });
      const e164 = found.e164;
      const token = newToken();
      const addressHash = hashAddress(clientAddress);
      const expiresAt = await inTransaction(pool, async (client) => {
        await store.lockCounters(client, e164, addressHash);
        const counts = await store.recentCounts(client, e164, addressHash);
        if (counts.byNumber >= CREDIT_REQUESTS_PER_NUMBER_PER_DAY)
          throw new AppError(
            'RATE_LIMITED',
            `This number already asked for credit ${CREDIT_REQUESTS_PER_NUMBER_PER_DAY} times today. Share a link you already have, or try again tomorrow.`,
            undefined,
            'creditRequestNumberLimit',
          );
        if (counts.byAddress >= CREDIT_REQUESTS_PER_ADDRESS_PER_DAY)
          throw new AppError(
            'RATE_LIMITED',
            `Too many requests for credit from this connection today (${CREDIT_REQUESTS_PER_ADDRESS_PER_DAY}). Try again tomorrow.`,
            undefined,
            'creditRequestAddressLimit',
          );
        return store.insertRequest(client, {
          id: randomUUID(),
          tokenHash: hashToken(token),
          countryIso: input.countryIso,
          phoneE164: e164,
          operatorId: operator.id,
          operatorName: operator.name,
          amountCents: input.amountCents ?? null,
          name: input.name,
          message: input.message ?? '',
          language: input.language,
          addressHash,
          validDays: CREDIT_REQUEST_VALID_DAYS,
        });
      });
      const url = `${publicUrl.replace(/\/$/, '')}/r/${token}`;
      const qrSvg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
      return { token, url, qrSvg, expiresAt: expiresAt.toISOString() };
    },

    /** What an opened link shows; an unknown or expired token is 404 (the same answer: a token tells nothing). */
    async get(token: string): Promise<CreditRequest> {
      const row = await store.findByTokenHash(pool, hashToken(token));
      if (!row || row.expired) throw new AppError('NOT_FOUND', 'This request for credit does not exist or has expired.');
      return {
        status: row.answered_order_id ? 'answered' : 'open',
        name: row.name,
        message: row.message,
        countryIso: row.country_iso,
        phoneNumber: row.phone_e164,
        operatorId: row.operator_id,
        operatorName: row.operator_name,
        amountCents: row.amount_cents,
        language: row.language,
        expiresAt: row.expires_at.toISOString(),
      };
    },
  };
}
