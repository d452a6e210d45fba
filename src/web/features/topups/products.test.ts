import { describe, expect, it } from 'vitest';
import type { CatalogueOperator } from '../../../shared/api/topups';
import { digicel, natcom } from '../../testing/topup-fixtures';
import { pickableOperators, plansOf, productFamily } from './products';

const product = (id: number, name: string, productKind: 'data' | 'pin', descriptions: string[]): CatalogueOperator => ({
  ...digicel,
  id,
  name,
  productKind,
  denominationType: 'FIXED',
  fixedAmountsCents: descriptions.map((_, index) => (index + 1) * 500),
  fixedAmountDescriptions: descriptions,
});
const digicelData = product(201, 'Digicel Haiti Data', 'data', ['1.5 GB internet, valid 7 days', ' 4 GB internet ']);
const digicelBundles = product(202, 'Digicel Haiti Bundles', 'data', ['']);
const digicelPin = product(203, 'Digicel Haiti PIN', 'pin', ['PIN for HTG 650 of credit']);
const orphanData = product(204, 'Access Haiti Data', 'data', ['2 GB']);
const catalogue = [digicel, natcom, digicelData, digicelBundles, digicelPin, orphanData];

describe('an operator and its products', () => {
  it('gathers airtime, data (data and bundles) and PIN of the same operator, from any of them', () => {
    const expected = { airtime: [digicel], data: [digicelData, digicelBundles], pin: [digicelPin] };
    expect(productFamily(catalogue, digicel)).toEqual(expected);
    expect(productFamily(catalogue, digicelPin)).toEqual(expected);
    expect(productFamily(catalogue, natcom)).toEqual({ airtime: [natcom], data: [], pin: [] });
  });

  it('offers to pick airtime operators, and a product only when its operator sells no airtime here', () => {
    expect(pickableOperators(catalogue).map((operator) => operator.id)).toEqual([digicel.id, natcom.id, orphanData.id]);
  });

  it("lists each plan with its price and the operator's words, trimmed", () => {
    expect(plansOf([digicelData, digicelBundles]).map(({ cents, description }) => [cents, description])).toEqual([
      [500, '1.5 GB internet, valid 7 days'],
      [1000, '4 GB internet'],
      [500, ''],
    ]);
  });
});
