import { describe, expect, it } from 'vitest';
import { discountOf, refusalOf, type PromoRule, type PromoUse } from './rules';

const NOW = new Date('2026-11-24T12:00:00Z');
const rule = (patch: Partial<PromoRule> = {}): PromoRule => ({
  type: 'percentage',
  value: 1000,
  minAmountCents: 1000,
  maxDiscountCents: 300,
  startsAt: new Date('2026-11-20T00:00:00Z'),
  validUntil: new Date('2026-11-30T00:00:00Z'),
  active: true,
  usesPerUser: 1,
  totalUsesLimit: null,
  budgetCents: null,
  usesCount: 0,
  spentCents: 0,
  firstTopupOnly: false,
  countryIsos: [],
  operatorIds: [],
  ...patch,
});
const use = (patch: Partial<PromoUse> = {}): PromoUse => ({ now: NOW, usesByUser: 0, hasToppedUp: false, ...patch });

describe('discountOf', () => {
  it('takes a percentage of the amount, rounded down', () => {
    expect(discountOf(rule(), 1500)).toBe(150);
    expect(discountOf(rule({ value: 750 }), 1999)).toBe(149); // 149.925 → 149
  });

  it('never takes more than the maximum', () => {
    expect(discountOf(rule(), 2999)).toBe(299);
    expect(discountOf(rule(), 3000)).toBe(300);
    expect(discountOf(rule(), 10_000)).toBe(300);
  });

  it('without a maximum, a percentage grows with the amount', () => {
    expect(discountOf(rule({ maxDiscountCents: null }), 10_000)).toBe(1000);
  });

  it('takes a fixed amount whatever the amount, within the maximum', () => {
    expect(discountOf(rule({ type: 'fixed', value: 500, maxDiscountCents: null }), 1000)).toBe(500);
    expect(discountOf(rule({ type: 'fixed', value: 500, maxDiscountCents: 400 }), 5000)).toBe(400);
  });

  it('never takes more than the amount sent (the fees are always paid)', () => {
    expect(discountOf(rule({ type: 'fixed', value: 500, maxDiscountCents: null }), 300)).toBe(300);
    expect(discountOf(rule({ value: 10_000, maxDiscountCents: null }), 700)).toBe(700);
  });
});

describe('refusalOf', () => {
  it('accepts a code within its dates, stock and rules', () => {
    expect(refusalOf(rule(), use({ amountCents: 1000, countryIso: 'HT', operatorId: 1 }))).toBeNull();
  });

  it('is valid from its start (included) until its end (excluded)', () => {
    const r = rule({ startsAt: NOW, validUntil: new Date(NOW.getTime() + 1000) });
    expect(refusalOf(r, use({ now: new Date(NOW.getTime() - 1) }))).toBe('notStarted');
    expect(refusalOf(r, use({ now: NOW }))).toBeNull();
    expect(refusalOf(r, use({ now: new Date(NOW.getTime() + 999) }))).toBeNull();
    expect(refusalOf(r, use({ now: new Date(NOW.getTime() + 1000) }))).toBe('expired');
  });

  it('says a switched-off promotion has ended', () => {
    expect(refusalOf(rule({ active: false }), use())).toBe('expired');
  });

  it('refuses when every use or the budget is spent', () => {
    expect(refusalOf(rule({ totalUsesLimit: 5, usesCount: 5 }), use())).toBe('usedUp');
    expect(refusalOf(rule({ totalUsesLimit: 5, usesCount: 4 }), use())).toBeNull();
    expect(refusalOf(rule({ budgetCents: 1000, spentCents: 900 }), use({ amountCents: 1000 }))).toBeNull();
    expect(refusalOf(rule({ budgetCents: 1000, spentCents: 901 }), use({ amountCents: 1000 }))).toBe('usedUp');
    expect(refusalOf(rule({ budgetCents: 1000, spentCents: 1000 }), use())).toBe('usedUp');
  });

  it('refuses a person who has used it as often as allowed', () => {
    expect(refusalOf(rule({ usesPerUser: 1 }), use({ usesByUser: 1 }))).toBe('usedByYou');
    expect(refusalOf(rule({ usesPerUser: 2 }), use({ usesByUser: 1 }))).toBeNull();
    expect(refusalOf(rule({ usesPerUser: null }), use({ usesByUser: 50 }))).toBeNull();
  });

  it('refuses below the minimum amount, the minimum itself included', () => {
    expect(refusalOf(rule(), use({ amountCents: 999 }))).toBe('belowMinimum');
    expect(refusalOf(rule(), use({ amountCents: 1000 }))).toBeNull();
  });

  it('refuses another country or operator than those named, and accepts any when none are named', () => {
    const r = rule({ countryIsos: ['HT'], operatorIds: [173] });
    expect(refusalOf(r, use({ countryIso: 'JM' }))).toBe('notForCountry');
    expect(refusalOf(r, use({ countryIso: 'HT', operatorId: 12 }))).toBe('notForOperator');
    expect(refusalOf(r, use({ countryIso: 'HT', operatorId: 173 }))).toBeNull();
    expect(refusalOf(rule(), use({ countryIso: 'JM', operatorId: 12 }))).toBeNull();
  });

  it('keeps a first-top-up code for people who have not topped up yet', () => {
    expect(refusalOf(rule({ firstTopupOnly: true }), use({ hasToppedUp: true }))).toBe('firstTopupOnly');
    expect(refusalOf(rule({ firstTopupOnly: true }), use({ hasToppedUp: false }))).toBeNull();
  });

  it('checks only what is known: a code tested without a top-up skips the minimum, country and operator', () => {
    expect(refusalOf(rule({ minAmountCents: 5000, countryIsos: ['HT'], operatorIds: [1] }), use())).toBeNull();
  });
});
