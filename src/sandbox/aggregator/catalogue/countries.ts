import { countries as countryData, type TCountryCode } from 'countries-list';
import { currencies } from 'countries-list/currencies';
import { getCountries, getCountryCallingCode, getExampleNumber, Metadata, type CountryCode } from 'libphonenumber-js/max';
import examples from 'libphonenumber-js/mobile/examples';
import metadata from 'libphonenumber-js/metadata.max.json';

/**
 * The countries with mobile numbering, as libphonenumber-js knows them (a country counts when its
 * metadata has a mobile number type, i.e. a mobile example number), with the facts Reloadly's
 * `/countries` gives: name and currency from countries-list, calling codes (NANP members by their area
 * codes, `+1876` for Jamaica, as Reloadly writes them) and Reloadly's flag URLs.
 */
export interface CatalogueCountry {
  isoName: string;
  name: string;
  callingCode: string;
  callingCodes: string[];
  currencyCode: string;
  currencyName: string;
  currencySymbol: string;
  flag: string;
  /** Regex source of the leading digits that tell this country apart within a shared calling code. */
  leadingDigits: string | undefined;
}

export function mobileCountries(): CatalogueCountry[] {
  const plan = new Metadata();
  return getCountries()
    .filter((iso) => getExampleNumber(iso, examples) !== undefined)
    .map((iso) => {
      plan.selectNumberingPlan(iso);
      const leadingDigits = plan.numberingPlan?.leadingDigits();
      const callingCode = getCountryCallingCode(iso);
      const data = countryData[iso as TCountryCode];
      const currencyCode = data?.currency[0] ?? 'USD';
      const currency = (currencies as Record<string, { name: string; symbol: string } | undefined>)[currencyCode];
      return {
        isoName: iso,
        name: data?.name ?? new Intl.DisplayNames(['en'], { type: 'region' }).of(iso) ?? iso,
        callingCode,
        callingCodes: callingCodesOf(iso, callingCode, leadingDigits),
        currencyCode,
        currencyName: currency?.name ?? currencyCode,
        currencySymbol: currency?.symbol ?? currencyCode,
        flag: `https://s3.amazonaws.com/rld-flags/${iso.toLowerCase()}.svg`,
        leadingDigits,
      };
    });
}

/** The countries sharing a calling code, main country first (e.g. 1 → US, AG, AI, …). */
export function countriesOfCallingCode(callingCode: string): CountryCode[] {
  return metadata.country_calling_codes[callingCode] ?? [];
}

/** NANP members answer with their area codes (`+1876`); everyone else with the plain calling code. */
function callingCodesOf(iso: CountryCode, callingCode: string, leadingDigits: string | undefined): string[] {
  if (callingCode !== '1' || iso === 'US' || !leadingDigits) return [`+${callingCode}`];
  const areaCodes = leadingDigits
    .split('|')
    .flatMap(expandDigits)
    .filter((code) => code.length === 3);
  return areaCodes.length ? areaCodes.map((code) => `+1${code}`) : ['+1'];
}

/** Expands a simple digit pattern such as `8[024]9` into 809, 829, 849; anything fancier yields nothing. */
function expandDigits(pattern: string): string[] {
  let results = [''];
  for (let at = 0; at < pattern.length; at++) {
    const char = pattern[at]!;
    if (/\d/.test(char)) {
      results = results.map((prefix) => prefix + char);
    } else if (char === '[') {
      const end = pattern.indexOf(']', at);
      if (end < 0) return [];
      const digits = expandClass(pattern.slice(at + 1, end));
      results = results.flatMap((prefix) => digits.map((digit) => prefix + digit));
      at = end;
    } else {
      return [];
    }
  }
  return results;
}

function expandClass(body: string): string[] {
  const digits: string[] = [];
  for (let at = 0; at < body.length; at++) {
    const from = body[at]!;
    if (body[at + 1] === '-' && body[at + 2] !== undefined) {
      for (let code = from.charCodeAt(0); code <= body.charCodeAt(at + 2); code++) digits.push(String.fromCharCode(code));
      at += 2;
    } else {
      digits.push(from);
    }
  }
  return digits;
}
