import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { centsToDecimal, type TopupProvider } from '../../../src/server/integrations/topup-provider/index.js';
import { haitiRecipient, orderId, startAggregator, type AggregatorHarness } from './harness.js';

/**
 * Cents stay cents across the wire: whatever whole number of cents Kredi sends, Reloadly's sandbox reads
 * that amount exactly, charges it exactly, and delivers amount × rate rounded half-up to local cents —
 * checked with integer arithmetic, never floats.
 */
let harness: AggregatorHarness;
let provider: TopupProvider;

beforeAll(async () => {
  harness = await startAggregator();
  provider = harness.provider();
});
afterAll(() => harness.stop());

/** amount × rate, half-up to two decimals, in bigint: the expected delivery. */
function expectedLocal(cents: number, rate: string): string {
  const [whole, fraction = ''] = rate.split('.');
  const scaledRate = BigInt(`${whole}${fraction.padEnd(6, '0')}`); // rate × 10^6
  const local = (BigInt(cents) * scaledRate * 2n + 1_000_000n) / 2_000_000n; // local cents
  const text = centsToDecimal(Number(local));
  return text.replace(/\.?0+$/, '');
}

describe('cents exactness', () => {
  it("every amount in a RANGE operator's limits is sent, charged and delivered exactly", async () => {
    const digicel = (await provider.detectOperator('+509 34 11 2300', 'HT'))!;
    let sequence = 0;
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: digicel.minAmountCents!, max: digicel.maxAmountCents! }), async (amountCents) => {
        sequence += 1;
        const recipientPhone = haitiRecipient(String(sequence % 80).padStart(2, '0'), String(1000 + (sequence % 9000)));
        const result = await provider.sendTopup({
          operatorId: digicel.operatorId,
          amountCents,
          customIdentifier: orderId(),
          recipientPhone,
        });
        expect(result.outcome).toBe('succeeded');
        if (result.outcome !== 'succeeded') return;
        expect(result.transaction.requestedAmountCents).toBe(amountCents);
        expect(result.deliveredAmount).toBe(expectedLocal(amountCents, digicel.fxRate));
        const quote = await provider.fxRate(digicel.operatorId, amountCents);
        expect(quote.localAmount).toBe(result.deliveredAmount);
      }),
      { numRuns: 40 },
    );
  });

  it('the wire carries the decimal, not a float artefact', async () => {
    await harness.control('DELETE', '/sandbox/requests');
    const digicel = (await provider.detectOperator('+509 34 11 2300', 'HT'))!;
    for (const amountCents of [1001, 1010, 2999, 3333, 10_000]) {
      await provider.fxRate(digicel.operatorId, amountCents);
    }
    const amounts = (await harness.requests())
      .filter((exchange) => exchange.path === '/operators/fx-rate')
      .map((exchange) => String((exchange.body as { amount: number }).amount));
    expect(amounts).toEqual(['10.01', '10.1', '29.99', '33.33', '100']);
  });
});
