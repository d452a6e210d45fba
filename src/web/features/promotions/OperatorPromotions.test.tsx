// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OperatorPromotion } from '../../../shared/api/operator-promotions';
import { i18n, initI18n } from '../../i18n';
import { fakeServer } from '../../testing/fake-server';
import { renderStrict } from '../../testing/render-strict';
import { OperatorPromotions } from './OperatorPromotions';

const NOW = Date.parse('2026-11-21T15:00:00Z');
const HOUR = 3_600_000;

const digicel: OperatorPromotion = {
  id: 8101,
  operatorId: 815291,
  operatorName: 'Digicel Haiti',
  operatorLogoUrl: 'https://s3.amazonaws.com/rld-operator/x-size-1.png',
  countryIso: 'HT',
  title: 'Bonus weekend: 100% extra data',
  description: 'Top up with USD 5 or more.\n- Prepaid customers only.',
  startsAt: new Date(NOW - 24 * HOUR).toISOString(),
  endsAt: new Date(NOW + 30 * HOUR).toISOString(),
  denominations: 'USD 5 and up',
  localDenominations: 'HTG 650 and up',
};
const natcom: OperatorPromotion = {
  ...digicel,
  id: 8102,
  operatorId: 122952,
  operatorName: 'Natcom Haiti',
  title: 'Double minutes',
  description: '',
  endsAt: new Date(NOW + 12 * 24 * HOUR).toISOString(),
  denominations: null,
  localDenominations: null,
};

function serve(promotions: OperatorPromotion[] | { status: number }) {
  return fakeServer(({ path }) =>
    path === '/api/catalogue/promotions'
      ? 'status' in promotions
        ? { status: promotions.status, body: {} }
        : { body: { promotions } }
      : undefined,
  );
}

describe('OperatorPromotions', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
    await i18n.changeLanguage('en');
  });

  it("lists each offer in the operator's words inside Kredi's frame, with its dates, amounts and a way to send", async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const server = serve([digicel, natcom]);
    renderStrict(<OperatorPromotions />, '/promotions');

    const section = screen.getByRole('region', { name: 'Operator offers' });
    const offers = await within(section).findAllByRole('article');
    expect(server.calls.map((call) => call.path)).toEqual(['/api/catalogue/promotions']);
    expect(offers.map((offer) => within(offer).getByRole('heading').textContent)).toEqual([
      'Bonus weekend: 100% extra data',
      'Double minutes',
    ]);

    const first = offers[0]!;
    expect(within(first).getByText(/Offer from Digicel Haiti/)).toBeTruthy();
    expect(within(first).getByText('Top up with USD 5 or more.', { exact: false }).textContent).toBe(
      'Top up with USD 5 or more.\n- Prepaid customers only.',
    );
    expect(within(first).getByText(/^From .+ to .+$/)).toBeTruthy();
    expect(within(first).getByText('Applies to: USD 5 and up · HTG 650 and up')).toBeTruthy();
    const send = within(first).getByRole('link', { name: 'Top up a Digicel Haiti number' });
    fireEvent.click(send);
    expect(screen.getByTestId('where').textContent).toBe('/send-topup?country=HT&operator=815291');
    // No image from the aggregator's servers: the page loads images from Kredi only.
    expect(section.querySelector('img')).toBeNull();
  });

  it("marks 'expiring soon' only inside 48 hours of the end", async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const edge: OperatorPromotion = {
      ...natcom,
      id: 3,
      title: 'Ends in exactly 48 hours',
      endsAt: new Date(NOW + 48 * HOUR).toISOString(),
    };
    const later: OperatorPromotion = { ...natcom, id: 4, title: 'Ends in 49 hours', endsAt: new Date(NOW + 49 * HOUR).toISOString() };
    serve([digicel, edge, later, natcom]);
    renderStrict(<OperatorPromotions />, '/promotions');

    const offers = await screen.findAllByRole('article');
    expect(offers.map((offer) => Boolean(within(offer).queryByText('Expiring soon')))).toEqual([true, true, false, false]);
  });

  it('says there are none in one quiet line, and the same when they cannot be loaded (no spinner left)', async () => {
    serve([]);
    renderStrict(<OperatorPromotions />, '/promotions');
    expect(await screen.findByText('No operator offers right now.')).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
    cleanup();

    serve({ status: 503 });
    renderStrict(<OperatorPromotions />, '/promotions');
    expect(await screen.findByText('Operator offers could not be loaded right now.')).toBeTruthy();
    expect(screen.queryByText(i18n.t('common.loading'))).toBeNull();
  });

  it('frames the offer in Kreyòl and leaves the operator’s own text as it is', async () => {
    serve([digicel]);
    await i18n.changeLanguage('ht');
    renderStrict(<OperatorPromotions />, '/promotions');
    await waitFor(() => expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Òf operatè yo'));
    const offer = await screen.findByRole('article');
    expect(within(offer).getByText(/Òf Digicel Haiti/)).toBeTruthy();
    expect(within(offer).getByRole('heading', { level: 3 }).textContent).toBe('Bonus weekend: 100% extra data');
    expect(within(offer).getByRole('link', { name: 'Voye rechaj sou yon nimewo Digicel Haiti' })).toBeTruthy();
  });
});
