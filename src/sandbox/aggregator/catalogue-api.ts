import type { FastifyInstance } from 'fastify';
import type { Catalogue, CatalogueOperator } from './catalogue/index.js';
import { centsToJson, localCents, numberToDecimal, parseScaled } from './decimal.js';
import { ReloadlyFailure } from './errors.js';
import { parsePhone } from './phone.js';
import { flag, pageParams, type Query } from './query.js';
import { balanceJson, countryJson, operatorJson, pageOf } from './representations.js';
import type { AggregatorStore } from './store.js';

/**
 * Reloadly's catalogue endpoints: countries, operators (paged, by id, by country, auto-detected from a
 * number), the FX quote for an amount, the account balance and promotions (none in the sandbox).
 * Registered inside the scope that checks the bearer token and Accept header.
 */
export function registerCatalogueApi(api: FastifyInstance, catalogue: Catalogue, store: AggregatorStore): void {
  api.get('/countries', async () => catalogue.countries.map(countryJson));

  api.get<{ Params: { countrycode: string } }>('/countries/:countrycode', async (request) =>
    countryJson(countryOf(catalogue, request.params.countrycode)),
  );

  api.get<{ Querystring: Query }>('/operators', async (request) => {
    const { page, size } = pageParams(request.query);
    const operators = catalogue.operators.filter(included(request.query));
    const suggestedAmountsMap = flag(request.query, 'suggestedAmountsMap', false);
    return pageOf(
      operators.map((operator) => operatorJson(operator, { suggestedAmountsMap })),
      page,
      size,
    );
  });

  api.get<{ Params: { operatorId: string }; Querystring: Query }>('/operators/:operatorId', async (request) =>
    operatorJson(operatorOf(catalogue, request.params.operatorId), {
      suggestedAmountsMap: flag(request.query, 'suggestedAmountsMap', false),
    }),
  );

  api.get<{ Params: { countrycode: string }; Querystring: Query }>('/operators/countries/:countrycode', async (request) => {
    const country = countryOf(catalogue, request.params.countrycode);
    const suggestedAmountsMap = flag(request.query, 'suggestedAmountsMap', false);
    return (catalogue.operatorsByCountry.get(country.isoName) ?? [])
      .filter(included(request.query))
      .map((operator) => operatorJson(operator, { suggestedAmountsMap }));
  });

  api.get<{ Params: { phone: string; countryisocode: string }; Querystring: Query }>(
    '/operators/auto-detect/phone/:phone/countries/:countryisocode',
    async (request) => {
      const country = countryOf(catalogue, request.params.countryisocode);
      const phone = parsePhone(request.params.phone, country.isoName);
      if (!phone) throw new ReloadlyFailure(400, 'INVALID_PHONE_NUMBER');
      const operator = catalogue.detect(country.isoName, phone.national);
      if (!operator) throw new ReloadlyFailure(404, 'COULD_NOT_AUTO_DETECT_OPERATOR');
      return operatorJson(operator, { suggestedAmountsMap: flag(request.query, 'suggestedAmountsMap', false) });
    },
  );

  api.post<{ Body: Record<string, unknown> | undefined }>('/operators/fx-rate', async (request) => {
    // An unknown operator in the body is a bad request here: this operation's 404 is Spring's wrong-path answer.
    const operator = operatorOf(catalogue, request.body?.operatorId, 400);
    const cents = amountCents(request.body?.amount);
    return {
      id: operator.id,
      name: operator.name,
      fxRate: centsToJson(localCents(cents, operator.pricing.fxRate)),
      currencyCode: operator.country.currencyCode,
    };
  });

  api.get('/accounts/balance', async () => balanceJson(store.balanceCents, store.balanceUpdatedAt));
}

/** includeData / includeBundles (both default true) as Reloadly filters them. */
function included(query: Query) {
  const data = flag(query, 'includeData', true);
  const bundles = flag(query, 'includeBundles', true);
  return (operator: CatalogueOperator) => (data || !operator.data) && (bundles || !operator.bundle);
}

function countryOf(catalogue: Catalogue, iso: unknown): NonNullable<ReturnType<Catalogue['countryByIso']['get']>> {
  const country = typeof iso === 'string' ? catalogue.countryByIso.get(iso.toUpperCase()) : undefined;
  if (!country) throw new ReloadlyFailure(404, 'COUNTRY_NOT_SUPPORTED');
  return country;
}

/** Reloadly takes the id as a number or a numeric string. */
export function operatorOf(catalogue: Catalogue, id: unknown, status = 404): CatalogueOperator {
  const numeric = typeof id === 'number' ? id : typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : NaN;
  const operator = catalogue.operatorById.get(numeric);
  if (!operator) throw new ReloadlyFailure(status, 'OPERATOR_NOT_FOUND');
  return operator;
}

/** A positive amount with at most two decimals, as a JSON number or a numeric string, in cents. */
export function amountCents(amount: unknown): bigint {
  const text =
    typeof amount === 'number' && Number.isFinite(amount) ? numberToDecimal(amount) : typeof amount === 'string' ? amount.trim() : '';
  const cents = parseScaled(text, 2);
  if (cents === undefined || cents <= 0n) throw new ReloadlyFailure(400, 'IMPOSSIBLE_AMOUNT');
  return cents;
}
