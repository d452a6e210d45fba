import type { ProductKind } from '../../../../shared/api/products.js';
import type { OperatorRow } from '../catalogue/catalogue.js';

/**
 * What a quote keeps of a data or PIN plan (ADR 0035): the operator's kind and its description of the
 * amount bought ("4 GB internet, valid 15 days"), so the receipt still says what was bought after the
 * catalogue changes. Airtime has no plan. The amount itself is checked against the fixed amounts by the quote.
 */
export function planOf(
  operator: Pick<OperatorRow, 'productKind' | 'fixedAmountsCents' | 'fixedAmountDescriptions'>,
  amountCents: number,
): { productKind: ProductKind; planDescription: string | null } {
  if (operator.productKind === 'airtime') return { productKind: 'airtime', planDescription: null };
  const index = operator.fixedAmountsCents.indexOf(amountCents);
  const description = index < 0 ? '' : (operator.fixedAmountDescriptions[index] ?? '').trim();
  return { productKind: operator.productKind, planDescription: description || null };
}
