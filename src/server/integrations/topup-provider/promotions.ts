import { z } from 'zod';
import { TopupProtocolError } from './errors.js';
import type { ReloadlyHttp } from './http.js';
import { htmlToText } from './html-text.js';
import type { ProviderPromotion, TopupProvider } from './types.js';

/**
 * Reloadly's operator promotions (`GET /promotions`, paged), read into plain, dated offers. The wire shape
 * is checked with zod as the live API and its document give it: `promotionId` (the live API also sends
 * `id`), `title` (the document's schema says `title1`, its examples and the live API `title`), strings that
 * may be null, dates in any of the forms Reloadly writes them (reloadlyDate). One unreadable promotion is
 * left out rather than losing them all; an unreadable page is an error.
 */
const MAX_PAGE_SIZE = 200;
/** A runaway envelope (`last` never true) cannot loop for ever: 50 pages of 200 is far past any real list. */
const MAX_PAGES = 50;

const wireId = z.union([z.number().int().positive(), z.string().regex(/^\d+$/).transform(Number)]);
const wireText = z.string().nullish();

const wirePromotion = z.object({
  promotionId: wireId.optional(),
  id: wireId.optional(),
  operatorId: wireId,
  title: wireText,
  title1: wireText,
  title2: wireText,
  description: wireText,
  startDate: z.string(),
  endDate: z.string(),
  denominations: wireText,
  localDenominations: wireText,
});

const wirePage = z.object({
  content: z.array(z.unknown()),
  last: z.boolean().optional(),
  totalPages: z.number().int().nonnegative().optional(),
});

export function createPromotionsApi(http: ReloadlyHttp): Pick<TopupProvider, 'listPromotions'> {
  return {
    async listPromotions(): Promise<ProviderPromotion[]> {
      const promotions: ProviderPromotion[] = [];
      for (let page = 1; page <= MAX_PAGES; page++) {
        const query = new URLSearchParams({ page: String(page), size: String(MAX_PAGE_SIZE) });
        const parsed = wirePage.safeParse(await http.json<unknown>('GET', `/promotions?${query}`));
        if (!parsed.success) throw new TopupProtocolError(`Reloadly promotions page ${page} is not a page: ${parsed.error.message}`);
        const { content, last, totalPages } = parsed.data;
        for (const item of content) {
          const promotion = readPromotion(item);
          if (promotion) promotions.push(promotion);
        }
        if (content.length === 0 || (last ?? page >= (totalPages ?? page))) break;
      }
      return promotions;
    },
  };
}

/** One wire promotion, or null when it lacks an id or readable dates. */
export function readPromotion(value: unknown): ProviderPromotion | null {
  const parsed = wirePromotion.safeParse(value);
  if (!parsed.success) return null;
  const wire = parsed.data;
  const promotionId = wire.promotionId ?? wire.id;
  const startsAt = reloadlyDate(wire.startDate);
  const endsAt = reloadlyDate(wire.endDate);
  if (promotionId === undefined || !startsAt || !endsAt || endsAt < startsAt) return null;
  const text = (value: string | null | undefined) => {
    const plain = value ? htmlToText(value) : '';
    return plain === '' ? null : plain;
  };
  return {
    promotionId,
    operatorId: wire.operatorId,
    title: text(wire.title ?? wire.title1) ?? '',
    title2: text(wire.title2),
    description: text(wire.description) ?? '',
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
    denominations: text(wire.denominations),
    localDenominations: text(wire.localDenominations),
  };
}

const RFC_1123 = /^(?:[A-Z][a-z]{2}, )?\d{1,2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}(?::\d{2})? (?:[+-]\d{4}|GMT|UTC|Z)$/;
const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/;
const UTC_WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * A promotion date as Reloadly writes it. Its document: `Mon, 25 Jun 2018 06:00:00 +0000`; live answers
 * also carry ISO 8601 with a zone, and zone-less `2020-02-07 11:00:00` or `2020-04-14T23:00`, which are
 * UTC as every other Reloadly time (transaction dates, report filters). Anything else: null.
 */
export function reloadlyDate(text: string): Date | null {
  const trimmed = text.trim();
  if (RFC_1123.test(trimmed) || ISO_WITH_ZONE.test(trimmed)) {
    const time = Date.parse(trimmed);
    return Number.isNaN(time) ? null : new Date(time);
  }
  const wall = UTC_WALL_TIME.exec(trimmed);
  if (!wall) return null;
  const [year, month, day, hour, minute, second] = wall.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  // 2021-02-30 would roll over into March: a date that does not exist is not read.
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day && hour < 24 && minute < 60 && second < 60 ? date : null;
}
