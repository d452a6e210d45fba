import { carriersByCountry } from './carriers.js';
import { mobileCountries, type CatalogueCountry } from './countries.js';
import { pricingFor, stableHash, type Pricing } from './pricing.js';
import { CURATED_PRODUCTS, curatedPricing, productName, type PinInstructions } from './products.js';

export type { CatalogueCountry } from './countries.js';
/**
 * The aggregator sandbox's catalogue: every country with mobile numbering that has a known carrier, each
 * carrier as a Reloadly operator ("Digicel Haiti") with a stable id, plus data and bundle products for
 * some of them, and curated data and PIN products of real operators (products.ts). Built from the installed phone-number data in well under a second and kept for the
 * life of the process, so a second sandbox start reuses it.
 */
export interface CatalogueOperator {
  id: number;
  name: string;
  brand: string;
  country: CatalogueCountry;
  data: boolean;
  bundle: boolean;
  /** A PIN (voucher) product: its top-ups answer a pinDetail with these instructions. */
  pin: boolean;
  pinInstructions: PinInstructions | null;
  pricing: Pricing;
  fixedDescriptions: string[];
  prefixes: string[];
  logoUrls: string[];
}

export interface Catalogue {
  countries: CatalogueCountry[];
  countryByIso: Map<string, CatalogueCountry>;
  /** Ordered by id, as Reloadly lists them. */
  operators: CatalogueOperator[];
  operatorById: Map<number, CatalogueOperator>;
  operatorsByCountry: Map<string, CatalogueOperator[]>;
  /** The airtime operator of a national number (longest prefix), or undefined. */
  detect(iso: string, nationalNumber: string): CatalogueOperator | undefined;
  buildMs: number;
}

let cached: Catalogue | undefined;

export function catalogue(): Catalogue {
  cached ??= build();
  return cached;
}

function build(): Catalogue {
  const started = performance.now();
  const allCountries = mobileCountries();
  const carriers = carriersByCountry(allCountries);
  const countries = allCountries.filter((country) => carriers.has(country.isoName));
  const drafts: Array<Omit<CatalogueOperator, 'id' | 'logoUrls'>> = [];
  for (const country of countries) {
    carriers.get(country.isoName)!.forEach(({ brand, prefixes }, index) => {
      const name = brand.toLowerCase().includes(country.name.toLowerCase()) ? brand : `${brand} ${country.name}`;
      const key = `${country.isoName}:${name}`;
      drafts.push({
        name,
        brand,
        country,
        data: false,
        bundle: false,
        pin: false,
        pinInstructions: null,
        pricing: pricingFor(country.isoName, key, country.currencyCode),
        fixedDescriptions: [],
        prefixes,
      });
      // The biggest carrier of each country also sells data; some sell bundles of minutes and data.
      if (index === 0) drafts.push(product(country, `${name} Data`, brand, 'data'));
      if (stableHash(key) % 5 === 0) drafts.push(product(country, `${name} Bundles`, brand, 'bundle'));
    });
  }
  for (const curated of CURATED_PRODUCTS) {
    const country = countries.find((candidate) => candidate.isoName === curated.iso);
    const name = productName(curated);
    if (!country || drafts.some((draft) => draft.country === country && draft.name === name)) continue;
    drafts.push({
      name,
      brand: curated.base.slice(0, curated.base.length - country.name.length).trim() || curated.base,
      country,
      data: curated.kind === 'data',
      bundle: false,
      pin: curated.kind === 'pin',
      pinInstructions: curated.pin ?? null,
      pricing: curatedPricing(country, curated),
      fixedDescriptions: curated.plans.map((plan) => plan.description),
      prefixes: [],
    });
  }

  const used = new Set<number>();
  // The order ids are handed out in, so it must not change: one collator is what localeCompare uses on each
  // call, and each key is written once instead of twice per comparison (about 22,000 of them).
  const keyOf = new Map(drafts.map((draft) => [draft, `${draft.country.isoName}:${draft.name}`]));
  const collate = new Intl.Collator().compare;
  const operators = drafts
    .sort((a, b) => collate(keyOf.get(a)!, keyOf.get(b)!))
    .map((draft) => {
      let id = 1 + (stableHash(`${draft.country.isoName}:${draft.name}`) % 999_999);
      while (used.has(id)) id = (id % 999_999) + 1;
      used.add(id);
      const logo = stableHash(`logo:${id}`).toString(16).padStart(8, '0') + id.toString(16).padStart(4, '0');
      return { ...draft, id, logoUrls: [1, 2, 3].map((size) => `https://s3.amazonaws.com/rld-operator/${logo}-size-${size}.png`) };
    })
    .sort((a, b) => a.id - b.id);

  const operatorsByCountry = new Map<string, CatalogueOperator[]>();
  for (const operator of operators) {
    const list = operatorsByCountry.get(operator.country.isoName) ?? [];
    list.push(operator);
    operatorsByCountry.set(operator.country.isoName, list);
  }
  const prefixIndex = new Map<string, Map<string, CatalogueOperator>>();
  for (const operator of operators) {
    for (const prefix of operator.prefixes) {
      const index = prefixIndex.get(operator.country.isoName) ?? new Map<string, CatalogueOperator>();
      index.set(prefix, operator);
      prefixIndex.set(operator.country.isoName, index);
    }
  }

  return {
    countries,
    countryByIso: new Map(countries.map((country) => [country.isoName, country])),
    operators,
    operatorById: new Map(operators.map((operator) => [operator.id, operator])),
    operatorsByCountry,
    detect(iso, nationalNumber) {
      const index = prefixIndex.get(iso);
      for (let length = nationalNumber.length; index && length > 0; length--) {
        const found = index.get(nationalNumber.slice(0, length));
        if (found) return found;
      }
      // Where numbers do not tell the carrier (portability), the sandbox picks one of the carriers listed
      // without prefixes, the same one for the same number every time.
      const unprefixed = (operatorsByCountry.get(iso) ?? []).filter(
        (operator) => !operator.data && !operator.bundle && !operator.pin && operator.prefixes.length === 0,
      );
      return unprefixed.length ? unprefixed[stableHash(nationalNumber) % unprefixed.length] : undefined;
    },
    buildMs: performance.now() - started,
  };
}

function product(
  country: CatalogueCountry,
  name: string,
  brand: string,
  kind: 'data' | 'bundle',
): Omit<CatalogueOperator, 'id' | 'logoUrls'> {
  const pricing = pricingFor(country.isoName, `${country.isoName}:${name}`, country.currencyCode, { fixed: true });
  const fixedDescriptions = pricing.fixedCents.map((cents) => {
    const gigabytes = Math.max(1, Math.round(cents / 500));
    return kind === 'data' ? `${gigabytes} GB data, ${cents >= 2000 ? 30 : 7} days` : `${cents / 10} minutes + ${gigabytes} GB, 30 days`;
  });
  const flags = { data: kind === 'data', bundle: kind === 'bundle', pin: false, pinInstructions: null };
  return { name, brand, country, ...flags, pricing, fixedDescriptions, prefixes: [] };
}
