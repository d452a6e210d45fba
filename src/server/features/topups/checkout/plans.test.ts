import { describe, expect, it } from 'vitest';
import { planOf } from './plans';

describe('the plan a quote keeps', () => {
  const data = { productKind: 'data' as const, fixedAmountsCents: [500, 1000], fixedAmountDescriptions: ['1.5 GB, 7 days', '  '] };

  it("is the operator's description of the amount bought", () => {
    expect(planOf(data, 500)).toEqual({ productKind: 'data', planDescription: '1.5 GB, 7 days' });
  });

  it('is null when the operator describes it with nothing, and always for airtime', () => {
    expect(planOf(data, 1000)).toEqual({ productKind: 'data', planDescription: null });
    expect(planOf({ ...data, productKind: 'airtime' }, 500)).toEqual({ productKind: 'airtime', planDescription: null });
  });
});
