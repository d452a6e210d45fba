import type { PromoRefusal } from '../../../shared/api/promotions.js';
import type { PromotionType } from '../../db/schema/promotions.js';

/** What the rule of a promotion needs to know; the row of `promotions` has these fields. */
export interface PromoRule {
  type: PromotionType;
  /** Basis points of the amount (percentage) or cents (fixed). */
  value: number;
  minAmountCents: number;
  maxDiscountCents: number | null;
  startsAt: Date;
  validUntil: Date;
  active: boolean;
  usesPerUser: number | null;
  totalUsesLimit: number | null;
  budgetCents: number | null;
  usesCount: number;
  spentCents: number;
  firstTopupOnly: boolean;
  countryIsos: string[];
  operatorIds: number[];
}

/**
 * What a code takes off a top-up of `amountCents`: a percentage of the amount, rounded down (never more
 * than the offer says), or a fixed amount; then the rule's maximum; and never more than the amount itself,
 * so the fees are always paid. The price caps it once more at the fee-inclusive price (shared/pricing.ts).
 */
export function discountOf(rule: Pick<PromoRule, 'type' | 'value' | 'maxDiscountCents'>, amountCents: number): number {
  const raw = rule.type === 'percentage' ? Math.floor((amountCents * rule.value) / 10_000) : rule.value;
  const capped = rule.maxDiscountCents === null ? raw : Math.min(raw, rule.maxDiscountCents);
  return Math.max(0, Math.min(capped, amountCents));
}

/** Where and for whom a code is being used; what is not known yet (a test without a top-up) is not checked. */
export interface PromoUse {
  now: Date;
  countryIso?: string;
  operatorId?: number;
  amountCents?: number;
  /** This person's uses of it that were not given back. */
  usesByUser: number;
  /** This person already has a top-up that was not refunded or cancelled. */
  hasToppedUp: boolean;
}

/**
 * The first reason the code cannot be used now, or null. Valid from `startsAt` (included) until
 * `validUntil` (excluded). Checked in the order a person can do something about: time, stock, then the
 * top-up's own fit (minimum, country, operator), then the person's history.
 */
export function refusalOf(rule: PromoRule, use: PromoUse): PromoRefusal | null {
  if (!rule.active || use.now.getTime() >= rule.validUntil.getTime()) return 'expired';
  if (use.now.getTime() < rule.startsAt.getTime()) return 'notStarted';
  if (rule.totalUsesLimit !== null && rule.usesCount >= rule.totalUsesLimit) return 'usedUp';
  if (rule.budgetCents !== null) {
    const wanted = use.amountCents === undefined ? 1 : Math.max(1, discountOf(rule, use.amountCents));
    if (rule.spentCents + wanted > rule.budgetCents) return 'usedUp';
  }
  if (rule.usesPerUser !== null && use.usesByUser >= rule.usesPerUser) return 'usedByYou';
  if (use.amountCents !== undefined && use.amountCents < rule.minAmountCents) return 'belowMinimum';
  if (use.countryIso !== undefined && rule.countryIsos.length > 0 && !rule.countryIsos.includes(use.countryIso)) return 'notForCountry';
  if (use.operatorId !== undefined && rule.operatorIds.length > 0 && !rule.operatorIds.includes(use.operatorId)) return 'notForOperator';
  if (rule.firstTopupOnly && use.hasToppedUp) return 'firstTopupOnly';
  return null;
}
