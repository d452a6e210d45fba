import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../../shared/i18n/languages';
import { demoPromotions } from './demo';
import { discountOf } from './rules';

const NOW = new Date('2026-11-24T12:00:00Z');

describe('the demo promotions', () => {
  const demo = demoPromotions(NOW);

  it('are a weekend code, a first-top-up welcome code and a loyalty reward without a code', () => {
    expect(demo.map((p) => [p.id, p.code, p.kind])).toEqual([
      ['demo-weekend-special', 'WEEKEND10', 'promotion'],
      ['demo-welcome', 'WELCOME5', 'welcome'],
      ['demo-loyalty-reward', null, 'loyalty'],
    ]);
    expect(demo[1]!.firstTopupOnly).toBe(true);
  });

  it('give what their texts say: 10 % up to $3 from $10, and $5 from $10', () => {
    const [weekend, welcome] = demo;
    expect(discountOf({ type: weekend!.type, value: weekend!.value, maxDiscountCents: weekend!.maxDiscountCents ?? null }, 1000)).toBe(100);
    expect(discountOf({ type: weekend!.type, value: weekend!.value, maxDiscountCents: weekend!.maxDiscountCents ?? null }, 10_000)).toBe(
      300,
    );
    expect(discountOf({ type: welcome!.type, value: welcome!.value, maxDiscountCents: welcome!.maxDiscountCents ?? null }, 1000)).toBe(500);
    expect([weekend!.minAmountCents, welcome!.minAmountCents]).toEqual([1000, 1000]);
  });

  it('have a title and a description in each of the five languages', () => {
    for (const promotion of demo)
      for (const language of LANGUAGE_CODES) {
        expect(promotion.titles[language]?.trim(), `${promotion.id} ${language}`).toBeTruthy();
        expect(promotion.descriptions[language]?.trim(), `${promotion.id} ${language}`).toBeTruthy();
      }
  });

  it("the weekend special ends within 48 hours, so it shows as 'expiring soon'", () => {
    const left = demo[0]!.validUntil.getTime() - NOW.getTime();
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(48 * 3_600_000);
  });
});
