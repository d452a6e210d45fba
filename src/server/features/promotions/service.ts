import { randomUUID } from 'node:crypto';
import type { AdminPromotion, PromotionInput } from '../../../shared/api/admin-settings.js';
import { PROMO_REFUSALS, type ListedPromotion, type PromoCheck, type PromoRefusal } from '../../../shared/api/promotions.js';
import type { Language } from '../../../shared/i18n/languages.js';
import type { Db } from '../../db/connect.js';
import { AppError } from '../../errors.js';
import type { Queryable } from '../../ledger/index.js';
import { validationText } from '../../validation-texts.js';
import { discountOf, refusalOf } from './rules.js';
import * as store from './store.js';

function ruleOf(input: PromotionInput): Partial<store.NewPromotion> {
  return {
    ...input,
    code: input.code?.trim() || null,
    startsAt: new Date(input.startsAt),
    validUntil: new Date(input.validUntil),
  };
}

function presentForStaff(p: store.PromotionRow): AdminPromotion {
  return {
    id: p.id,
    code: p.code,
    kind: p.kind,
    type: p.type,
    value: p.value,
    minAmountCents: p.minAmountCents,
    maxDiscountCents: p.maxDiscountCents,
    startsAt: p.startsAt.toISOString(),
    validUntil: p.validUntil.toISOString(),
    active: p.active,
    usesPerUser: p.usesPerUser,
    totalUsesLimit: p.totalUsesLimit,
    budgetCents: p.budgetCents,
    usesCount: p.usesCount,
    spentCents: p.spentCents,
    firstTopupOnly: p.firstTopupOnly,
    countryIsos: p.countryIsos,
    operatorIds: p.operatorIds,
    titles: p.titles,
    descriptions: p.descriptions,
  };
}

/** The unique index on lower(code): another promotion has this code. */
function codeTaken(error: unknown): unknown {
  return (error as { code?: string }).code === '23505'
    ? new AppError('CONFLICT', 'Another promotion already has this code.', { code: 'validation.promoCodeTaken' })
    : error;
}

/** A refused code: 400 with its reason as the field's code (the web says it in plain words). */
function refused(reason: PromoRefusal, field: string): AppError {
  const code = PROMO_REFUSALS[reason];
  return new AppError('VALIDATION_FAILED', validationText(code), { [field]: code });
}

/** The top-up a code is being used for; what is not given is not checked (a code tested on its own). */
interface Target {
  countryIso?: string;
  operatorId?: number;
  amountCents?: number;
}

/** A code accepted for a quote: what the quote stores. */
export interface AppliedPromo {
  promotionId: string;
  /** As the promotion spells it. */
  code: string;
  discountCents: number;
}

export type PromotionService = ReturnType<typeof createPromotionService>;

/**
 * Promotions and promo codes (ADR 0024): the offers listed in the person's language, a code tested or
 * applied to a quote by its rule (rules.ts), and each use held with the send, spent on delivery, given
 * back when the top-up fails or is never paid. The money side (promo_expense funds the discount on
 * delivery) is the top-up settlement's, in the same transaction as the use becoming spent.
 */
export function createPromotionService({
  db,
  clock = () => new Date(),
  hasToppedUp,
}: {
  db: Db;
  clock?: () => Date;
  /** The top-ups' answer (topups/index.ts), handed in by app.ts: topups uses this feature, not the other way. */
  hasToppedUp: store.ToppedUp;
}) {
  async function usable(userId: string, code: string, target: Target, field: string): Promise<store.PromotionRow> {
    const promotion = await store.findByCode(db, code);
    if (!promotion) throw refused('unknown', field);
    const reason = refusalOf(promotion, { now: clock(), ...target, ...(await store.historyOf(db, promotion.id, userId, hasToppedUp)) });
    if (reason) throw refused(reason, field);
    return promotion;
  }

  return {
    /** GET /api/promotions: active, started, not ended, soonest ending first, in `language`. */
    async list(language: Language): Promise<ListedPromotion[]> {
      return (await store.listCurrent(db, clock())).map((p) => ({
        id: p.id,
        title: p.titles[language] ?? p.titles.en,
        description: p.descriptions[language] ?? p.descriptions.en,
        validUntil: p.validUntil.toISOString(),
      }));
    },

    /** Tests a code for this person (and the top-up when given): what it gives, or the reason it cannot be used. */
    async check(userId: string, request: { code: string } & Target, language: Language): Promise<PromoCheck> {
      const { code, ...target } = request;
      const p = await usable(userId, code, target, 'code');
      return {
        valid: true,
        code: p.code!,
        promotionId: p.id,
        title: p.titles[language] ?? p.titles.en,
        description: p.descriptions[language] ?? p.descriptions.en,
        type: p.type,
        value: p.value,
        minAmountCents: p.minAmountCents,
        maxDiscountCents: p.maxDiscountCents,
        validUntil: p.validUntil.toISOString(),
        firstTopupOnly: p.firstTopupOnly,
        countryIsos: p.countryIsos,
        discountCents: target.amountCents === undefined ? null : discountOf(p, target.amountCents),
      };
    },

    /** The quote's code: its discount on this top-up by the rule, or 400 with the reason on `promoCode`. */
    async applyToQuote(userId: string, code: string, target: Required<Target>): Promise<AppliedPromo> {
      const p = await usable(userId, code, target, 'promoCode');
      return { promotionId: p.id, code: p.code!, discountCents: discountOf(p, target.amountCents) };
    },

    /**
     * In the send's transaction: holds one use of the quote's promotion for the new order (store.holdUse
     * says how this stays exact under concurrent sends). A use no longer available refuses the send (409),
     * and the caller's rollback takes the order back with it.
     */
    async holdUse(tx: Queryable, use: { promotionId: string; userId: string; orderId: string; quoteId: string; discountCents: number }) {
      const reason = await store.holdUse(tx, use, hasToppedUp);
      if (reason) {
        const code = PROMO_REFUSALS[reason];
        throw new AppError('CONFLICT', `${validationText(code)} Ask for a new price without it.`, { promoCode: code });
      }
    },

    /**
     * A top-up settled (onSettled, in its transaction): delivered spends the use, failed gives it back. Once
     * each. One priced without a code (`promotionId` null) held no use: nothing to do, and no statement spent.
     */
    async topupSettled(tx: Queryable, settled: { orderId: string; outcome: 'succeeded' | 'failed'; promotionId?: string | null }) {
      if (settled.promotionId === null) return;
      if (settled.outcome === 'succeeded') await store.markUsed(tx, settled.orderId);
      else await store.release(tx, settled.orderId);
    },

    /** A top-up whose payment never completed (cancelled): the use goes back. Once. */
    async topupCancelled(tx: Queryable, orderId: string) {
      await store.release(tx, orderId);
    },

    /** For staff (docs/product-rules.md#admin-settings): every promotion with its rule, texts in the five languages and counters. */
    adminList: async () => (await store.listAll(db)).map(presentForStaff),

    /** Creates a promotion in the caller's transaction (audited there). A code already taken is 409. */
    async adminCreate(tx: Queryable, input: PromotionInput): Promise<AdminPromotion> {
      try {
        return presentForStaff(await store.upsertRule(tx, `promo-${randomUUID()}`, ruleOf(input), true));
      } catch (error) {
        throw codeTaken(error);
      }
    },

    /**
     * Changes a promotion's rule and texts (its counters stay). Limits below what is already used are
     * refused (409); its state before and after, for the audit entry. Unknown id: 404.
     */
    async adminUpdate(tx: Queryable, id: string, input: PromotionInput) {
      const before = await store.lockById(tx, id);
      if (!before) throw new AppError('NOT_FOUND', 'No such promotion.');
      if (input.totalUsesLimit !== null && input.totalUsesLimit < before.usesCount)
        throw new AppError('CONFLICT', `It was already used ${before.usesCount} times: the total limit cannot be lower.`);
      if (input.budgetCents !== null && input.budgetCents < before.spentCents)
        throw new AppError('CONFLICT', 'Its budget cannot be lower than what it already spent.');
      try {
        const after = await store.upsertRule(tx, id, ruleOf(input), false);
        return { before: presentForStaff(before), after: presentForStaff(after) };
      } catch (error) {
        throw codeTaken(error);
      }
    },

    /** Switches a promotion off (no new quotes nor sends use it) or on again; uses already held stay. */
    async adminSetActive(tx: Queryable, id: string, active: boolean) {
      const before = await store.lockById(tx, id);
      if (!before) throw new AppError('NOT_FOUND', 'No such promotion.');
      const after = await store.upsertRule(tx, id, { active }, false);
      return { before: presentForStaff(before), after: presentForStaff(after) };
    },
  };
}

/** Promotion announcements still to go out, as a queue for the metrics (ADR 0060). */
export async function queueStats(db: Queryable): Promise<{ queue: string; depth: number; oldestDueSeconds: number }[]> {
  return [{ queue: 'promotion_announcements', ...(await store.pendingAnnouncementStats(db)) }];
}
