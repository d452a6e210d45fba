import type { CatalogueCountry } from './countries.js';
import { pricingFor, type Pricing } from './pricing.js';

/**
 * Data bundles and PIN (voucher) products of real operators, as Reloadly lists them: each its own operator
 * ("Digicel Haiti Data", "Digicel Haiti PIN") with `data` or `pin` set, FIXED amounts and a description per
 * amount, written the way operators write them. A PIN product's top-up answers with a `pinDetail`: the code
 * to load, its serial, the operator's instructions (info1–info3), the number to call and how long it lasts.
 */
export interface PinInstructions {
  info: [string, string, string];
  ivr: string;
  validity: string;
}

export interface CuratedProduct {
  iso: string;
  /** The airtime operator's name it belongs to, e.g. "Digicel Haiti": the product is "<base> Data" / "<base> PIN". */
  base: string;
  kind: 'data' | 'pin';
  plans: Array<{ dollars: number; description: string }>;
  pin?: PinInstructions;
}

export const CURATED_PRODUCTS: readonly CuratedProduct[] = [
  {
    iso: 'HT',
    base: 'Digicel Haiti',
    kind: 'data',
    plans: [
      { dollars: 5, description: '1.5 GB internet, valid 7 days' },
      { dollars: 10, description: '4 GB internet, valid 15 days' },
      { dollars: 15, description: '7 GB internet + unlimited WhatsApp, valid 30 days' },
      { dollars: 25, description: '15 GB internet + unlimited WhatsApp, valid 30 days' },
    ],
  },
  {
    iso: 'HT',
    base: 'Digicel Haiti',
    kind: 'pin',
    plans: [
      { dollars: 5, description: 'PIN for HTG 650 of credit' },
      { dollars: 10, description: 'PIN for HTG 1,300 of credit' },
      { dollars: 20, description: 'PIN for HTG 2,600 of credit' },
    ],
    pin: {
      info: ['Dial *120*PIN# and press call to load the credit', 'Or call 120 and follow the voice prompts', 'Customer care: dial 611'],
      ivr: '120',
      validity: '90 days',
    },
  },
  {
    iso: 'DO',
    base: 'Altice Dominican Republic',
    kind: 'data',
    plans: [
      { dollars: 5, description: '2 GB internet, valid 7 days' },
      { dollars: 10, description: '5 GB internet + social networks, valid 15 days' },
      { dollars: 20, description: '12 GB internet + social networks, valid 30 days' },
    ],
  },
  {
    iso: 'DO',
    base: 'Claro Dominican Republic',
    kind: 'pin',
    plans: [
      { dollars: 5, description: 'PIN for DOP 300 of credit' },
      { dollars: 10, description: 'PIN for DOP 600 of credit' },
    ],
    pin: {
      info: ['Dial *100*PIN# to load the credit', 'Or call *100 from the Claro line', 'Questions: dial *611'],
      ivr: '*100',
      validity: '60 days',
    },
  },
  {
    iso: 'JM',
    base: 'Digicel Jamaica',
    kind: 'data',
    plans: [
      { dollars: 5, description: '3 GB data, valid 7 days' },
      { dollars: 10, description: '7 GB data + unlimited calls to Digicel, valid 14 days' },
      { dollars: 20, description: '15 GB data + unlimited calls, valid 30 days' },
    ],
  },
  {
    iso: 'JM',
    base: 'Flow Jamaica',
    kind: 'pin',
    plans: [
      { dollars: 5, description: 'PIN for JMD 780 of credit' },
      { dollars: 10, description: 'PIN for JMD 1,560 of credit' },
    ],
    pin: {
      info: ['Dial *120*PIN# to load the credit', 'Or call 120 and follow the voice prompts', 'Flow care: dial 100'],
      ivr: '120',
      validity: '30 days',
    },
  },
];

export const productName = (product: CuratedProduct) => `${product.base} ${product.kind === 'data' ? 'Data' : 'PIN'}`;

/** The product's FIXED pricing: the operator-level terms from pricingFor, its own amounts. */
export function curatedPricing(country: CatalogueCountry, product: CuratedProduct): Pricing {
  const pricing = pricingFor(country.isoName, `${country.isoName}:${productName(product)}`, country.currencyCode, { fixed: true });
  return { ...pricing, fixedCents: product.plans.map((plan) => plan.dollars * 100) };
}
