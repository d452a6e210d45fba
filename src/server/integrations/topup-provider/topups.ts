import { apiErrorFrom, TopupProtocolError, TopupUnreachableError } from './errors.js';
import type { RawAnswer, ReloadlyHttp } from './http.js';
import { centsToWireAmount } from './money.js';
import { normalizeTransaction } from './normalize.js';
import type { SendTopupInput, TopupProvider, TopupResult, TopupTransaction, UnknownReason } from './types.js';

/**
 * Top-ups and what became of them (docs/product-rules.md#topup-life). `sendTopup` sorts every answer into succeeded, failed
 * (Reloadly said it was not made) or unknown (it may have been made: timeouts, PROCESSING, 5xx, an
 * identifier already used, an answer that cannot be read). Errors that only say "not now" for the number
 * (PHONE_RECENTLY_RECHARGED, RECIPIENT_HAS_PENDING_TRANSACTION) could be caused by an earlier attempt of
 * this same order, so they are checked against the customIdentifier before being called failures.
 */
type TopupsApi = Pick<TopupProvider, 'sendTopup' | 'topupStatus' | 'findByCustomIdentifier' | 'transactionsBetween'>;

const MAYBE_OUR_EARLIER_ATTEMPT = new Set(['PHONE_RECENTLY_RECHARGED', 'RECIPIENT_HAS_PENDING_TRANSACTION']);

export function createTopupsApi(http: ReloadlyHttp): TopupsApi {
  async function findByCustomIdentifier(customIdentifier: string): Promise<TopupTransaction | null> {
    const query = new URLSearchParams({ customIdentifier, page: '1', size: '20' });
    const wire = await http.json<{ content?: unknown }>('GET', `/topups/reports/transactions?${query}`);
    const found = (Array.isArray(wire.content) ? wire.content : [])
      .map(normalizeTransaction)
      .filter((transaction) => transaction.customIdentifier === customIdentifier);
    return found[0] ?? null;
  }

  /**
   * Every transaction of a window from the report (`startDate`/`endDate` as `yyyy-MM-dd HH:mm:ss`, UTC), page
   * after page (200 each), for reconciliation. Stops at `maxPages` so a runaway report cannot hold a run forever.
   */
  async function transactionsBetween(start: Date, end: Date, maxPages = 500): Promise<TopupTransaction[]> {
    const all: TopupTransaction[] = [];
    for (let page = 1; page <= maxPages; page++) {
      const query = new URLSearchParams({ startDate: reportTime(start), endDate: reportTime(end), page: String(page), size: '200' });
      const wire = await http.json<{ content?: unknown; last?: unknown }>('GET', `/topups/reports/transactions?${query}`);
      const content = Array.isArray(wire.content) ? wire.content : [];
      all.push(...content.map(normalizeTransaction));
      if (wire.last !== false || content.length === 0) return all;
    }
    throw new TopupProtocolError(`Reloadly's transaction report has more than ${maxPages} pages for one window`);
  }

  async function sendTopup(input: SendTopupInput): Promise<TopupResult> {
    const body = topupBody(input);
    let answer: RawAnswer;
    try {
      answer = await http.send('POST', '/topups', body);
    } catch (error) {
      if (error instanceof TopupUnreachableError) return unknown(error.timedOut ? 'timeout' : 'network', error.message);
      throw error;
    }
    const { status, payload } = answer;
    if (status >= 200 && status <= 299) {
      try {
        return outcomeOfTransaction(normalizeTransaction(payload));
      } catch {
        return unknown('unreadable-answer', `Reloadly answered ${status} with a body that is not a transaction`);
      }
    }
    if (status === 408) return unknown('timeout', 'Reloadly answered 408 Request Timeout');
    if (status >= 500) return unknown('server-error', `Reloadly answered ${status}`);
    if (status < 400) return unknown('unreadable-answer', `Reloadly answered ${status}`);

    const error = apiErrorFrom(status, payload, 'Reloadly POST /topups');
    if (error.errorCode === 'CUSTOM_IDENTIFIER_ALREADY_USED') {
      const earlier = await findByCustomIdentifier(input.customIdentifier).catch(() => null);
      return { ...unknown('duplicate-identifier', error.message), transactionId: earlier?.transactionId ?? null, transaction: earlier };
    }
    if (error.errorCode && MAYBE_OUR_EARLIER_ATTEMPT.has(error.errorCode)) {
      let earlier: TopupTransaction | null;
      try {
        earlier = await findByCustomIdentifier(input.customIdentifier);
      } catch (lookup) {
        return unknown('network', `${error.message}; looking up ${input.customIdentifier} failed: ${(lookup as Error).message}`);
      }
      if (earlier) return outcomeOfTransaction(earlier);
    }
    return {
      outcome: 'failed',
      definite: true,
      errorCode: error.errorCode ?? `HTTP_${status}`,
      message: error.message,
      httpStatus: status,
    };
  }

  async function topupStatus(transactionId: number): Promise<TopupResult | null> {
    const { status, payload } = await http.send('GET', `/topups/${encodeURIComponent(String(transactionId))}/status`);
    if (status === 404) return null;
    if (status < 200 || status > 299) throw apiErrorFrom(status, payload, `Reloadly GET /topups/${transactionId}/status`);
    const wire = (typeof payload === 'object' && payload !== null ? payload : {}) as Record<string, unknown>;
    // The document describes the bare transaction; the live API wraps it: {code, message, status, transaction}.
    if (wire.transactionId !== undefined) return outcomeOfTransaction(normalizeTransaction(wire));
    const providerStatus = typeof wire.status === 'string' ? wire.status : null;
    const transaction = wire.transaction ? normalizeTransaction(wire.transaction) : null;
    if (providerStatus === 'FAILED' || providerStatus === 'REFUNDED') {
      const errorCode = typeof wire.code === 'string' && wire.code ? wire.code : providerStatus;
      const message = typeof wire.message === 'string' && wire.message ? wire.message : `Reloadly reports the top-up ${providerStatus}`;
      return { outcome: 'failed', definite: true, errorCode, message, httpStatus: status, status: providerStatus };
    }
    if (transaction && (providerStatus === null || providerStatus === transaction.status)) return outcomeOfTransaction(transaction);
    if (providerStatus === 'PROCESSING')
      return { ...unknown('processing', 'Reloadly is still processing the top-up'), transactionId, transaction };
    return {
      ...unknown('unreadable-answer', `Reloadly status ${String(providerStatus)} for ${transactionId}`),
      transactionId,
      transaction,
    };
  }

  return { sendTopup, topupStatus, findByCustomIdentifier, transactionsBetween };
}

/** Reloadly's report dates: `2024-05-01 13:45:00`, UTC. */
const reportTime = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ');

function topupBody(input: SendTopupInput) {
  if (!Number.isSafeInteger(input.operatorId) || input.operatorId <= 0)
    throw new RangeError(`operatorId must be a positive integer, got ${input.operatorId}`);
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0)
    throw new RangeError(`amountCents must be a positive whole number, got ${input.amountCents}`);
  if (!input.customIdentifier) throw new RangeError('customIdentifier is required: it is how an unknown outcome is found again');
  const phone = (value: { countryCode: string; number: string }) => ({
    countryCode: value.countryCode.toUpperCase(),
    number: value.number.replace(/[^\d]/g, ''),
  });
  return {
    operatorId: input.operatorId,
    amount: centsToWireAmount(input.amountCents),
    useLocalAmount: false,
    customIdentifier: input.customIdentifier,
    recipientPhone: phone(input.recipientPhone),
    ...(input.senderPhone ? { senderPhone: phone(input.senderPhone) } : {}),
  };
}

/**
 * A transaction's status as an outcome: SUCCESSFUL, PROCESSING (unknown), FAILED or REFUNDED (failed). The one
 * reading of a status, whether the transaction came back from a send, a status call or a search by our identifier.
 */
export function outcomeOfTransaction(transaction: TopupTransaction): TopupResult {
  switch (transaction.status) {
    case 'SUCCESSFUL':
      return {
        outcome: 'succeeded',
        transactionId: transaction.transactionId,
        operatorTransactionId: transaction.operatorTransactionId,
        deliveredAmount: transaction.deliveredAmount,
        deliveredCurrency: transaction.deliveredCurrency,
        transaction,
      };
    case 'FAILED':
    case 'REFUNDED': {
      const status = transaction.status as 'FAILED' | 'REFUNDED';
      return {
        outcome: 'failed',
        definite: true,
        errorCode: status,
        message: `Reloadly reports the top-up ${status}`,
        httpStatus: null,
        status,
      };
    }
    case 'PROCESSING':
      return { ...unknown('processing', 'Reloadly is still processing the top-up'), transactionId: transaction.transactionId, transaction };
    default:
      return {
        ...unknown('unreadable-answer', `Reloadly status ${transaction.status}`),
        transactionId: transaction.transactionId,
        transaction,
      };
  }
}

function unknown(reason: UnknownReason, message: string): Extract<TopupResult, { outcome: 'unknown' }> {
  return { outcome: 'unknown', reason, message, transactionId: null, transaction: null };
}
