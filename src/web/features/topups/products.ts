import type { ProductKind } from '../../../shared/api/products';
import type { CatalogueOperator } from '../../../shared/api/topups';

/**
 * Reloadly lists an operator's data and PIN products as operators of their own ("Digicel Haiti Data",
 * "Digicel Haiti Bundles", "Digicel Haiti PIN"). An operator's family is the operators of its country with
 * the same name once that suffix is taken off: what the send screen's Airtime / Data / PIN tabs offer.
 */
const PRODUCT_SUFFIX = / (Data|Bundles?|PIN|Pin)$/;

const baseName = (name: string) => name.replace(PRODUCT_SUFFIX, '');

export type ProductFamily = Record<ProductKind, CatalogueOperator[]>;

export function productFamily(operators: readonly CatalogueOperator[], operator: CatalogueOperator): ProductFamily {
  const base = baseName(operator.name);
  const family: ProductFamily = { airtime: [], data: [], pin: [] };
  for (const candidate of operators) {
    if (candidate.countryIso !== operator.countryIso) continue;
    const sameBase = candidate.productKind === 'airtime' ? candidate.name === base : baseName(candidate.name) === base;
    if (sameBase || candidate.id === operator.id) family[candidate.productKind].push(candidate);
  }
  return family;
}

/**
 * The operators to pick from for a number: airtime operators, and a data or PIN product only where its
 * operator sells no airtime here (its plans are reached from the operator's tabs otherwise).
 */
export function pickableOperators(operators: readonly CatalogueOperator[]): CatalogueOperator[] {
  const airtime = new Set(operators.filter((op) => op.productKind === 'airtime').map((op) => op.name));
  return operators.filter((op) => op.productKind === 'airtime' || !airtime.has(baseName(op.name)));
}

/** One plan of a data or PIN product: its operator, price and the operator's own description. */
export interface Plan {
  operator: CatalogueOperator;
  cents: number;
  description: string;
}

export const plansOf = (operators: readonly CatalogueOperator[]): Plan[] =>
  operators.flatMap((operator) =>
    operator.fixedAmountsCents.map((cents, index) => ({
      operator,
      cents,
      description: (operator.fixedAmountDescriptions[index] ?? '').trim(),
    })),
  );
