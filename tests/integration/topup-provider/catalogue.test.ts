import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '../../../src/sandbox/aggregator/index.js';
import type { ProviderOperator, TopupProvider } from '../../../src/server/integrations/topup-provider/index.js';
import { startAggregator, type AggregatorHarness } from './harness.js';

/**
 * The sandbox's catalogue, read through the adapter as Kredi reads Reloadly's: every country with mobile
 * numbering that has a carrier, real operator names from the carrier data, the Caribbean carriers the
 * first users top up, auto-detection by number prefix, the product's "from" prices, FX quotes.
 */
let harness: AggregatorHarness;
let provider: TopupProvider;
let operators: ProviderOperator[];

beforeAll(async () => {
  harness = await startAggregator();
  provider = harness.provider();
  operators = [];
  for await (const operator of provider.allOperators()) operators.push(operator);
});
afterAll(() => harness.stop());

const names = (iso: string) =>
  operators.filter((operator) => operator.countryIso === iso && !operator.data && !operator.bundle).map((operator) => operator.name);

describe('size', () => {
  it('lists 159+ countries, each with currency, flag and calling codes', async () => {
    const countries = await provider.listCountries();
    expect(countries.length).toBeGreaterThanOrEqual(159);
    expect(new Set(countries.map((country) => country.isoName)).size).toBe(countries.length);
    expect(countries.find((country) => country.isoName === 'HT')).toEqual({
      isoName: 'HT',
      name: 'Haiti',
      currencyCode: 'HTG',
      currencyName: 'Haitian Gourde',
      currencySymbol: expect.any(String),
      flagUrl: 'https://s3.amazonaws.com/rld-flags/ht.svg',
      callingCodes: ['+509'],
    });
    expect(countries.find((country) => country.isoName === 'DO')?.callingCodes).toEqual(['+1809', '+1829', '+1849']);
    expect(countries.find((country) => country.isoName === 'JM')?.callingCodes).toContain('+1876');
    for (const country of countries) expect(country.currencyCode).toMatch(/^[A-Z]{3}$/);
  });

  it('lists 1000+ operators over all pages, with unique ids, every one in a listed country', async () => {
    expect(operators.length).toBeGreaterThanOrEqual(1000);
    expect(new Set(operators.map((operator) => operator.operatorId)).size).toBe(operators.length);
    const countries = new Set((await provider.listCountries()).map((country) => country.isoName));
    for (const operator of operators) expect(countries.has(operator.countryIso)).toBe(true);
    const page = await provider.listOperators({ page: 2, size: 50 });
    expect(page).toMatchObject({
      page: 2,
      size: 50,
      totalElements: operators.length,
      totalPages: Math.ceil(operators.length / 50),
      last: false,
    });
    expect(page.operators.map((operator) => operator.operatorId)).toEqual(operators.slice(50, 100).map((operator) => operator.operatorId));
  });

  it('has data and bundle products, which can be left out', async () => {
    expect(operators.some((operator) => operator.data && operator.fixedAmountDescriptions.every((text) => /GB/.test(text)))).toBe(true);
    expect(operators.some((operator) => operator.bundle)).toBe(true);
    const airtimeOnly = await provider.listOperators({ size: 200, includeData: false, includeBundles: false });
    expect(airtimeOnly.totalElements).toBe(operators.filter((operator) => !operator.data && !operator.bundle).length);
  });

  // How long the build takes is measured by `npm run bench:catalogue`, never asserted here.
  it('is built once per process', () => {
    expect(catalogue()).toBe(catalogue());
  });
});

describe('the Caribbean and the United States', () => {
  it('Haiti: Digicel and Natcom', () => expect(names('HT')).toEqual(expect.arrayContaining(['Digicel Haiti', 'Natcom Haiti'])));
  it('Jamaica: Digicel and Flow', () => expect(names('JM')).toEqual(expect.arrayContaining(['Digicel Jamaica', 'Flow Jamaica'])));
  it('Dominican Republic: Claro, Altice and Viva', () =>
    expect(names('DO')).toEqual(
      expect.arrayContaining(['Claro Dominican Republic', 'Altice Dominican Republic', 'Viva Dominican Republic']),
    ));
  it('United States: AT&T, T-Mobile and Verizon', () =>
    expect(names('US')).toEqual(expect.arrayContaining(['AT&T United States', 'T-Mobile United States', 'Verizon United States'])));

  it('by country, as the adapter asks for one', async () => {
    const haiti = await provider.operatorsByCountry('ht');
    expect(haiti.map((operator) => operator.name)).toEqual(expect.arrayContaining(['Digicel Haiti', 'Natcom Haiti']));
    expect(await provider.operatorsByCountry('ZZ')).toEqual([]);
  });

  it('the product\'s "from" prices: Haiti, Dominican Republic, Jamaica from $5, the United States from $10', () => {
    for (const [iso, cents] of [
      ['HT', 500],
      ['DO', 500],
      ['JM', 500],
      ['US', 1000],
    ] as const) {
      const lowest = operators
        .filter((operator) => operator.countryIso === iso)
        .map((operator) => operator.minAmountCents ?? operator.fixedAmountsCents[0]!);
      expect(Math.min(...lowest), iso).toBe(cents);
      expect(
        lowest.every((value) => value === cents),
        iso,
      ).toBe(true);
    }
  });
});

describe('auto-detect by number', () => {
  for (const [phone, iso, name] of [
    ['+509 34 11 2300', 'HT', 'Digicel Haiti'],
    ['50946112300', 'HT', 'Digicel Haiti'],
    ['+509 32 11 2300', 'HT', 'Natcom Haiti'],
    ['+509 55 11 2300', 'HT', 'Natcom Haiti'],
    ['+1 876 240 1200', 'JM', 'Digicel Jamaica'],
    ['+1 876 220 1200', 'JM', 'Flow Jamaica'],
    ['+1 809 220 1200', 'DO', 'Claro Dominican Republic'],
    ['+1 809 290 1200', 'DO', 'Altice Dominican Republic'],
    ['+1 809 300 1200', 'DO', 'Viva Dominican Republic'],
  ] as const) {
    it(`${phone} (${iso}) → ${name}`, async () => {
      expect((await provider.detectOperator(phone, iso))?.name).toBe(name);
    });
  }

  it('a US number gets one of the US carriers, the same one every time', async () => {
    const first = await provider.detectOperator('+1 305 304 1200', 'US');
    expect(names('US')).toContain(first?.name);
    expect((await provider.detectOperator('+1 305 304 1200', 'US'))?.operatorId).toBe(first?.operatorId);
  });

  it('a number that is not mobile for the country is refused', async () => {
    await expect(provider.detectOperator('+509 22 12 3456', 'HT')).rejects.toMatchObject({
      status: 400,
      errorCode: 'INVALID_PHONE_NUMBER',
    });
  });
});

describe('prices', () => {
  it('quotes what a USD amount delivers, and the rate behind it, as decimal strings', async () => {
    const digicel = (await provider.detectOperator('+509 34 11 2300', 'HT'))!;
    expect(digicel).toMatchObject({ destinationCurrency: 'HTG', fxRate: '130.85', senderCurrency: 'USD' });
    expect(await provider.fxRate(digicel.operatorId, 1000)).toEqual({
      operatorId: digicel.operatorId,
      operatorName: 'Digicel Haiti',
      amountCents: 1000,
      localAmount: '1308.5',
      currencyCode: 'HTG',
      rate: '130.85',
    });
    expect((await provider.fxRate(digicel.operatorId, 1234)).localAmount).toBe('1614.69');
  });

  it('uses real-world rates where known (DOP, JMD, MXN, USD) and stable ones elsewhere', () => {
    const rate = (iso: string) => operators.find((operator) => operator.countryIso === iso)?.fxRate;
    expect([rate('DO'), rate('JM'), rate('MX'), rate('US')]).toEqual(['59.6', '156.4', '17.15', '1']);
    for (const operator of operators) expect(Number(operator.fxRate)).toBeGreaterThan(0);
  });

  it('gives every operator either a range or denominations, in cents, with what they deliver', () => {
    for (const operator of operators) {
      if (operator.denominationType === 'RANGE') {
        expect(operator.minAmountCents).toBeGreaterThan(0);
        expect(operator.maxAmountCents).toBeGreaterThan(operator.minAmountCents!);
      } else {
        expect(operator.fixedAmountsCents.length).toBeGreaterThan(0);
        expect(operator.localFixedAmounts).toHaveLength(operator.fixedAmountsCents.length);
      }
      expect(operator.logoUrls).toHaveLength(3);
    }
  });

  it('answers null for an operator it does not have', async () => {
    expect(await provider.getOperator(999_999_999)).toBeNull();
    const digicel = await provider.detectOperator('+509 34 11 2300', 'HT');
    expect(await provider.getOperator(digicel!.operatorId)).toEqual(digicel);
  });
});
