import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Catalogue } from './catalogue/index.js';
import { ReloadlyFailure, errorBody } from './errors.js';
import { outcomeFor } from './outcomes.js';
import { pageParams, type Query } from './query.js';
import { pageOf, statusJson, transactionJson } from './representations.js';
import type { AggregatorStore, TopupRecord } from './store.js';
import { readTopupOrder } from './topup-request.js';

/**
 * Reloadly's top-up endpoints: `POST /topups` (answers the transaction), `POST /topups-async` (answers
 * its id), `GET /topups/{id}/status`, and the transaction reports, filterable by customIdentifier. What
 * happens to a valid top-up follows the outcome table (outcomes.ts) and the account's rules: a
 * customIdentifier is used once, a number is not recharged twice within the recent-recharge window,
 * the balance must cover the cost.
 */
export function registerTopupsApi(api: FastifyInstance, catalogue: Catalogue, store: AggregatorStore): void {
  for (const [path, async] of [
    ['/topups', false],
    ['/topups-async', true],
  ] as const) {
    api.post(path, (request, reply) => topup(request, reply, async));
  }

  async function topup(request: FastifyRequest, reply: FastifyReply, async: boolean) {
    const order = readTopupOrder(request.body, catalogue);
    if (order.customIdentifier !== null && store.findByIdentifier(order.customIdentifier))
      throw new ReloadlyFailure(400, 'CUSTOM_IDENTIFIER_ALREADY_USED');
    const outcome = outcomeFor(order.recipient.national);
    if (outcome === 'invalid-number') throw new ReloadlyFailure(400, 'INVALID_RECIPIENT_PHONE');
    if (outcome === 'operator-unavailable') throw new ReloadlyFailure(400, 'OPERATOR_UNAVAILABLE_OR_CURRENTLY_INACTIVE');
    if (outcome === 'insufficient-balance') throw new ReloadlyFailure(400, 'INSUFFICIENT_BALANCE');
    if (outcome === 'cannot-process') throw new ReloadlyFailure(400, 'TRANSACTION_CANNOT_BE_PROCESSED_AT_THE_MOMENT');
    if (store.recentlyRecharged(order.recipient.digits)) throw new ReloadlyFailure(400, 'PHONE_RECENTLY_RECHARGED');
    if (order.requestedCents - order.discountCents > store.balanceCents) throw new ReloadlyFailure(400, 'INSUFFICIENT_BALANCE');

    const record = store.record({
      outcome,
      async,
      customIdentifier: order.customIdentifier,
      recipientPhone: order.recipient.digits,
      senderPhone: order.senderPhone,
      operator: order.operator,
      requestedCents: order.requestedCents,
      discountCents: order.discountCents,
      deliveredLocalCents: order.deliveredLocalCents,
    });
    const fault = store.takeFault();
    if (fault !== null) return reply.code(fault).send(errorBody(request.url, new ReloadlyFailure(fault, 'SERVICE_UNAVAILABLE')));
    if (outcome === 'duplicate') throw new ReloadlyFailure(400, 'CUSTOM_IDENTIFIER_ALREADY_USED');
    if (outcome === 'timeout') await store.hang(store.settings.hangMs);
    return async ? { transactionId: record.transactionId } : transactionJson(record);
  }

  api.get<{ Params: { transactionId: string } }>('/topups/:transactionId/status', async (request) =>
    statusJson(transactionOf(store, request.params.transactionId)),
  );

  api.get<{ Querystring: Query }>('/topups/reports/transactions', async (request) => {
    const { page, size } = pageParams(request.query);
    const matches = [...store.transactions.values()].filter(matchesFilters(request.query)).reverse();
    return pageOf(matches.map(transactionJson), page, size);
  });

  api.get<{ Params: { transactionId: string } }>('/topups/reports/transactions/:transactionId', async (request) =>
    transactionJson(transactionOf(store, request.params.transactionId)),
  );
}

function transactionOf(store: AggregatorStore, id: string): TopupRecord {
  const record = /^\d+$/.test(id) ? store.transactions.get(Number(id)) : undefined;
  if (!record) throw new ReloadlyFailure(404, 'TRANSACTION_NOT_FOUND');
  return record;
}

function matchesFilters(query: Query): (record: TopupRecord) => boolean {
  const start = query.startDate ? parseDate(query.startDate, false) : undefined;
  const end = query.endDate ? parseDate(query.endDate, true) : undefined;
  return (record) =>
    (!query.customIdentifier || record.customIdentifier === query.customIdentifier) &&
    (!query.countryCode || record.operator.country.isoName === query.countryCode.toUpperCase()) &&
    (!query.operatorId || String(record.operator.id) === query.operatorId) &&
    (!query.operatorName || record.operator.name.toLowerCase().includes(query.operatorName.toLowerCase())) &&
    (!start || record.createdAt >= start) &&
    (!end || record.createdAt <= end);
}

/** `2024-05-01` or `2024-05-01 13:45:00` (UTC); a bare end date includes that whole day. */
function parseDate(text: string, endOfDay: boolean): Date {
  const match = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}:\d{2}))?$/.exec(text.trim());
  const date = match ? new Date(`${match[1]}T${match[2] ?? (endOfDay ? '23:59:59.999' : '00:00:00')}Z`) : new Date(NaN);
  if (Number.isNaN(date.getTime())) throw new ReloadlyFailure(400, 'INVALID_DATE');
  return date;
}
