import type { FastifyInstance } from 'fastify';
import type { Catalogue } from './catalogue/index.js';
import type { SandboxPromotion } from './catalogue/promotions.js';
import { operatorOf } from './catalogue-api.js';
import { ReloadlyFailure } from './errors.js';
import { pageParams, type Query } from './query.js';
import { pageOf } from './representations.js';

/**
 * Reloadly's promotions endpoints: every promotion (paged), one by id, a country's and an operator's.
 * Registered inside the scope that checks the bearer token and Accept header. Like Reloadly, the lists
 * hold what operators have published, over or not: telling what is on now is the client's business.
 */
export function registerPromotionsApi(api: FastifyInstance, catalogue: Catalogue, promotions: readonly SandboxPromotion[]): void {
  api.get<{ Querystring: Query }>('/promotions', async (request) => {
    const { page, size } = pageParams(request.query);
    return pageOf(promotions.map(promotionJson), page, size);
  });

  api.get<{ Params: { promotionId: string } }>('/promotions/:promotionId', async (request) => {
    const found = promotions.find((promotion) => String(promotion.promotionId) === request.params.promotionId);
    if (!found) throw new ReloadlyFailure(404, 'PROMOTION_NOT_FOUND');
    return promotionJson(found);
  });

  api.get<{ Params: { countrycode: string } }>('/promotions/country-codes/:countrycode', async (request) => {
    const iso = request.params.countrycode.toUpperCase();
    if (!catalogue.countryByIso.has(iso)) throw new ReloadlyFailure(404, 'COUNTRY_NOT_SUPPORTED');
    return { content: promotions.filter((promotion) => promotion.operator.country.isoName === iso).map(promotionJson) };
  });

  api.get<{ Params: { operatorId: string } }>('/promotions/operators/:operatorId', async (request) => {
    const operator = operatorOf(catalogue, request.params.operatorId);
    return { content: promotions.filter((promotion) => promotion.operator.id === operator.id).map(promotionJson) };
  });
}

/** A promotion as Reloadly writes it: dates as `Mon, 25 Jun 2018 06:00:00 +0000` (the document's examples). */
function promotionJson(promotion: SandboxPromotion) {
  return {
    promotionId: promotion.promotionId,
    operatorId: promotion.operator.id,
    title: promotion.title,
    title2: promotion.title2,
    description: promotion.description,
    startDate: rfc1123(promotion.startsAt),
    endDate: rfc1123(promotion.endsAt),
    denominations: promotion.denominations,
    localDenominations: promotion.localDenominations,
  };
}

function rfc1123(date: Date): string {
  return date.toUTCString().replace(/GMT$/, '+0000');
}
