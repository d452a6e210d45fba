import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import type { HttpAnswer, HttpExchange } from '../http-exchange.js';
import { htmlToText } from './html-text.js';
import { createTopupProvider } from './index.js';
import { readPromotion, reloadlyDate } from './promotions.js';

/**
 * Operator promotions as the adapter reads them: the example of Reloadly's own document (the copy kept in
 * vendor/openapi/), the date forms Reloadly writes, markup made plain, and paging with a scripted exchange.
 */
const SPEC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../vendor/openapi/reloadly-airtime-openapi.yaml');

const answer = (body: unknown): HttpAnswer => ({ status: 200, headers: {}, text: JSON.stringify(body) });

function documentExample(): unknown[] {
  const document = parse(readFileSync(SPEC, 'utf8')) as {
    paths: Record<string, { get: { responses: Record<string, { content: Record<string, { example: { content: unknown[] } }> }> } }>;
  };
  return document.paths['/promotions']!.get.responses['200']!.content['application/json']!.example.content;
}

describe('a promotion as Reloadly writes it', () => {
  it("reads the document's own example, and leaves out its empty placeholders", () => {
    const [example, ...placeholders] = documentExample();
    expect(readPromotion(example)).toEqual({
      promotionId: 1,
      operatorId: 129,
      title: 'Tigo El Salvador From 25 Jun 2018 00:00 To 25 July...',
      title2: 'Get 500 MB and 150 minutes for USA or Canada',
      description: 'For top ups of $10 or more, customer...',
      startsAt: '2018-06-25T06:00:00.000Z',
      endsAt: '2018-06-26T05:59:00.000Z',
      denominations: 'USD 10 and up',
      localDenominations: null,
    });
    expect(placeholders.map(readPromotion)).toEqual([null, null]);
  });

  it('takes `id` and `title1` where `promotionId` and `title` are missing, ids as numeric strings', () => {
    const promotion = readPromotion({
      id: '7016',
      operatorId: '121',
      title1: 'Digicel El Salvador',
      startDate: '2020-02-07 11:00:00',
      endDate: '2021-01-01 10:59:00',
    });
    expect(promotion).toMatchObject({ promotionId: 7016, operatorId: 121, title: 'Digicel El Salvador', title2: null, description: '' });
  });

  it('leaves out a promotion without an operator, with unreadable dates, or ending before it starts', () => {
    const base = { promotionId: 1, operatorId: 2, startDate: '2026-11-20 00:00:00', endDate: '2026-11-22 23:59:00' };
    expect(readPromotion(base)).not.toBeNull();
    expect(readPromotion({ ...base, operatorId: undefined })).toBeNull();
    expect(readPromotion({ ...base, startDate: 'next friday' })).toBeNull();
    expect(readPromotion({ ...base, endDate: '2026-11-19 00:00:00' })).toBeNull();
  });
});

describe('reloadlyDate', () => {
  it.each([
    ['Mon, 25 Jun 2018 06:00:00 +0000', '2018-06-25T06:00:00.000Z'],
    ['Tue, 26 Jun 2018 05:59:00 -0500', '2018-06-26T10:59:00.000Z'],
    ['2020-06-03T02:01:00Z', '2020-06-03T02:01:00.000Z'],
    ['2020-06-03T02:01:00+02:00', '2020-06-03T00:01:00.000Z'],
    // Zone-less: UTC, as every Reloadly time.
    ['2020-02-07 11:00:00', '2020-02-07T11:00:00.000Z'],
    ['2020-04-14T23:00', '2020-04-14T23:00:00.000Z'],
  ])('%s → %s', (text, iso) => {
    expect(reloadlyDate(text)?.toISOString()).toBe(iso);
  });

  it.each(['', 'tomorrow', '2021-02-30 10:00:00', '2021-13-01 10:00:00', '2021-01-01 24:00:00', '25/06/2018'])(
    '%j is not a date',
    (text) => {
      expect(reloadlyDate(text)).toBeNull();
    },
  );
});

describe('htmlToText', () => {
  it('keeps line breaks and drops every tag, images and scripts included', () => {
    expect(
      htmlToText(
        '<br /><br />- Bonus x5<br/><img src="x.png" onerror="alert(1)" />- <strong>Prepaid</strong> only<script>alert(1)</script>',
      ),
    ).toBe('- Bonus x5\n- Prepaid only');
  });

  it('decodes entities, accented letters included', () => {
    expect(htmlToText('T&eacute;rminos &amp; condiciones: &ldquo;recarga&rdquo;&nbsp;doble &#8364;5 &#x2713; &bogus;')).toBe(
      'Términos & condiciones: “recarga” doble €5 ✓ &bogus;',
    );
  });

  it('never lets markup through: an encoded tag stays text', () => {
    expect(htmlToText('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('<script>alert(1)</script>');
  });
});

describe('listPromotions', () => {
  it('reads page after page until the last, with the bearer token and the page size of 200', async () => {
    const calls: string[] = [];
    const promotion = (promotionId: number) => ({
      promotionId,
      operatorId: 173,
      title: `Promotion ${promotionId}`,
      title2: 'Bonus 2x',
      description: 'Double',
      startDate: 'Mon, 25 Jun 2018 06:00:00 +0000',
      endDate: 'Tue, 26 Jun 2018 05:59:00 +0000',
      denominations: null,
      localDenominations: null,
    });
    const pages: Record<string, unknown> = {
      '1': { content: [promotion(1), promotion(2)], last: false, totalPages: 2 },
      '2': { content: [promotion(3), { promotionId: 4 }], last: true, totalPages: 2 },
    };
    const exchange: HttpExchange = async (request) => {
      const url = new URL(request.url);
      if (url.pathname === '/oauth/token')
        return answer({ access_token: 'token', scope: 'developer', expires_in: 3600, token_type: 'Bearer' });
      calls.push(`${url.pathname}?${url.searchParams} ${request.headers.authorization}`);
      return answer(pages[url.searchParams.get('page')!]);
    };
    const provider = createTopupProvider({
      apiUrl: 'https://topups.test',
      authUrl: 'https://auth.test',
      clientId: 'id',
      clientSecret: 'secret',
      audience: 'https://topups.test',
      exchange,
    });
    const promotions = await provider.listPromotions();
    expect(promotions.map((p) => p.promotionId)).toEqual([1, 2, 3]);
    expect(calls).toEqual(['/promotions?page=1&size=200 Bearer token', '/promotions?page=2&size=200 Bearer token']);
  });

  it('refuses an answer that is not a page', async () => {
    const exchange: HttpExchange = async (request) =>
      new URL(request.url).pathname === '/oauth/token'
        ? answer({ access_token: 'token', expires_in: 3600, token_type: 'Bearer' })
        : answer([{ promotionId: 1 }]);
    const provider = createTopupProvider({
      apiUrl: 'https://topups.test',
      authUrl: 'https://auth.test',
      clientId: 'id',
      clientSecret: 'secret',
      audience: 'https://topups.test',
      exchange,
    });
    await expect(provider.listPromotions()).rejects.toThrow(/not a page/);
  });
});
