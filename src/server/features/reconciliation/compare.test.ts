import { describe, expect, it } from 'vitest';
import { compareFunding, compareTopups, type TheirTopup } from './compare';

const theirs = (customIdentifier: string | null, overrides: Partial<TheirTopup> = {}): TheirTopup => ({
  transactionId: `T-${customIdentifier ?? 'none'}`,
  customIdentifier,
  status: 'SUCCESSFUL',
  amountCents: 500,
  inWindow: true,
  ...overrides,
});

describe('comparing top-ups with the aggregator report', () => {
  it('finds nothing when every delivered top-up has its successful transaction', () => {
    const states = new Map([['a', 'succeeded']]);
    expect(compareTopups([{ id: 'a', amountCents: 500 }], [theirs('a')], states)).toEqual([]);
  });

  it('names ours only, theirs only and amounts that differ', () => {
    const states = new Map([
      ['ours', 'succeeded'],
      ['refunded', 'failed'],
      ['differs', 'succeeded'],
      ['waiting', 'unknown'],
    ]);
    const found = compareTopups(
      [
        { id: 'ours', amountCents: 500 },
        { id: 'differs', amountCents: 500 },
      ],
      [
        theirs('ours', { status: 'REFUNDED' }),
        theirs('stranger'),
        theirs('refunded'),
        theirs('differs', { amountCents: 700 }),
        theirs('waiting'),
        theirs('outside', { inWindow: false }),
        theirs(null),
      ],
      states,
    );
    expect(found.map((m) => [m.kind, m.ourRef, m.theirRef])).toEqual([
      ['ours_only', 'ours', null],
      ['amounts_differ', 'differs', 'T-differs'],
      ['theirs_only', null, 'T-stranger'],
      ['theirs_only', 'refunded', 'T-refunded'],
      ['theirs_only', null, 'T-none'],
    ]);
  });
});

describe('comparing a funding with its PayPal capture', () => {
  const ours = { id: 'f', totalCents: 2119, captureId: 'C' };
  it('matches a completed capture of the same amount', () => {
    expect(compareFunding(ours, { status: 'COMPLETED', amountCents: 2119 })).toBeNull();
    expect(compareFunding(ours, { status: 'REFUNDED', amountCents: 2119 })).toBeNull();
  });
  it('flags a capture PayPal does not know or did not take, and another amount', () => {
    expect(compareFunding(ours, null)).toMatchObject({ kind: 'ours_only', ourRef: 'f' });
    expect(compareFunding(ours, { status: 'DECLINED', amountCents: 2119 })).toMatchObject({ kind: 'ours_only' });
    expect(compareFunding(ours, { status: 'COMPLETED', amountCents: 2000 })).toMatchObject({
      kind: 'amounts_differ',
      theirAmountCents: 2000,
    });
  });
});
