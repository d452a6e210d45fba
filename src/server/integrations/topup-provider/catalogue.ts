import { TopupApiError, TopupProtocolError } from './errors.js';
import type { ReloadlyHttp } from './http.js';
import { centsToDecimal, centsToWireAmount, divideDecimals, wireDecimal } from './money.js';
import { normalizeCountry, normalizeOperator } from './normalize.js';
import type { AccountBalance, FxQuote, OperatorPage, OperatorQuery, ProviderCountry, ProviderOperator, TopupProvider } from './types.js';

/**
 * The catalogue side of Reloadly: countries, operators (paged, all of them, by country, by id, detected
 * from a number), FX quotes and the account balance.
 */
type CatalogueApi = Pick<
  TopupProvider,
  'listCountries' | 'listOperators' | 'allOperators' | 'operatorsByCountry' | 'getOperator' | 'detectOperator' | 'fxRate' | 'accountBalance'
>;

const MAX_PAGE_SIZE = 200;

/**
 * `bulk` reads the catalogue's whole lists (countries, pages of 200 operators) for the sync job, where no
 * person waits; the rest (one operator, number lookup, FX, balance) answer a person and use `http`.
 */
export function createCatalogueApi(http: ReloadlyHttp, bulk: ReloadlyHttp = http): CatalogueApi {
  async function listOperators({
    page = 1,
    size = MAX_PAGE_SIZE,
    includeData = true,
    includeBundles = true,
  }: OperatorQuery = {}): Promise<OperatorPage> {
    if (!Number.isInteger(page) || page < 1 || !Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE) {
      throw new RangeError(`page must be ≥ 1 and size 1–${MAX_PAGE_SIZE}, got page ${page}, size ${size}`);
    }
    const query = new URLSearchParams({
      page: String(page),
      size: String(size),
      includeData: String(includeData),
      includeBundles: String(includeBundles),
    });
    const wire = await bulk.json<Record<string, unknown>>('GET', `/operators?${query}`);
    if (!Array.isArray(wire.content)) throw new TopupProtocolError('Reloadly operators page without content');
    const totalElements = typeof wire.totalElements === 'number' ? wire.totalElements : wire.content.length;
    const totalPages = typeof wire.totalPages === 'number' ? wire.totalPages : 1;
    return {
      operators: wire.content.map(normalizeOperator),
      page,
      size,
      totalElements,
      totalPages,
      last: typeof wire.last === 'boolean' ? wire.last : page >= totalPages,
    };
  }

  return {
    async listCountries(): Promise<ProviderCountry[]> {
      const wire = await bulk.json<unknown>('GET', '/countries');
      if (!Array.isArray(wire)) throw new TopupProtocolError('Reloadly countries answer is not a list');
      return wire.map(normalizeCountry);
    },

    listOperators,

    async *allOperators(query: Omit<OperatorQuery, 'page'> = {}) {
      for (let page = 1; ; page++) {
        const result = await listOperators({ ...query, page });
        yield* result.operators;
        if (result.last || result.operators.length === 0) return;
      }
    },

    async operatorsByCountry(countryIso: string): Promise<ProviderOperator[]> {
      try {
        const wire = await http.json<unknown>(
          'GET',
          `/operators/countries/${encodeURIComponent(countryIso.toUpperCase())}?includeData=true&includeBundles=true`,
        );
        // The live API answers a list; its document describes a single operator.
        return (Array.isArray(wire) ? wire : [wire]).map(normalizeOperator);
      } catch (error) {
        if (error instanceof TopupApiError && error.status === 404) return [];
        throw error;
      }
    },

    async getOperator(operatorId: number): Promise<ProviderOperator | null> {
      try {
        return normalizeOperator(await http.json<unknown>('GET', `/operators/${encodeURIComponent(String(operatorId))}`));
      } catch (error) {
        if (error instanceof TopupApiError && error.status === 404) return null;
        throw error;
      }
    },

    async detectOperator(phone: string, countryIso: string): Promise<ProviderOperator | null> {
      const digits = phone.replace(/[^\d]/g, '');
      try {
        return normalizeOperator(
          await http.json<unknown>(
            'GET',
            `/operators/auto-detect/phone/${digits}/countries/${encodeURIComponent(countryIso.toUpperCase())}?suggestedAmountsMap=true&suggestedAmounts=true`,
          ),
        );
      } catch (error) {
        if (error instanceof TopupApiError && error.errorCode === 'COULD_NOT_AUTO_DETECT_OPERATOR') return null;
        throw error;
      }
    },

    async fxRate(operatorId: number, amountUsdCents: number): Promise<FxQuote> {
      const wire = await http.json<Record<string, unknown>>('POST', '/operators/fx-rate', {
        operatorId,
        amount: centsToWireAmount(amountUsdCents),
      });
      const localAmount = wireDecimal(wire.fxRate);
      if (localAmount === null || typeof wire.currencyCode !== 'string')
        throw new TopupProtocolError('Reloadly FX answer without fxRate and currencyCode');
      return {
        operatorId: typeof wire.id === 'number' ? wire.id : operatorId,
        operatorName: typeof wire.name === 'string' ? wire.name : '',
        amountCents: amountUsdCents,
        localAmount,
        currencyCode: wire.currencyCode,
        rate: amountUsdCents === 0 ? '0' : divideDecimals(localAmount, centsToDecimal(amountUsdCents)),
      };
    },

    async accountBalance(): Promise<AccountBalance> {
      const wire = await http.json<Record<string, unknown>>('GET', '/accounts/balance');
      const balance = wireDecimal(wire.balance);
      if (balance === null) throw new TopupProtocolError('Reloadly balance answer without balance');
      return {
        balance,
        currencyCode: typeof wire.currencyCode === 'string' ? wire.currencyCode : 'USD',
        updatedAt: typeof wire.updatedAt === 'string' ? wire.updatedAt : null,
      };
    },
  };
}
