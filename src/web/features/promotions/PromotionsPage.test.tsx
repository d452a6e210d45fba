// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../i18n';
import { fakeServer } from '../../testing/fake-server';
import { renderAccount } from '../../testing/signed-in';
import { getToasts } from '../../ui/toast-store';
import { emptyDraft } from '../topups/send-draft';
import { DashboardPromotions } from './DashboardPromotions';
import PromotionsPage from './PromotionsPage';
import { enter } from '../../testing/enter';

vi.mock('../auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../auth')>()),
  useAuth: (await import('../../testing/signed-in')).useTestAuth,
}));

const HOUR = 3_600_000;
const offer = (id: string, hoursLeft: number) => ({
  id,
  title: `Offer ${id}`,
  description: `About ${id}`,
  validUntil: new Date(Date.now() + hoursLeft * HOUR).toISOString(),
});
const weekend = {
  valid: true,
  code: 'WEEKEND10',
  promotionId: 'weekend',
  title: 'Weekend special: 10% off',
  description: 'Use code WEEKEND10.',
  type: 'percentage',
  value: 1000,
  minAmountCents: 1000,
  maxDiscountCents: 300,
  validUntil: new Date(Date.now() + 40 * HOUR).toISOString(),
  firstTopupOnly: false,
  countryIsos: [],
  discountCents: null,
};
const refusal = (reason: string) => ({
  status: 400,
  body: { error: { code: 'VALIDATION_FAILED', message: 'x', details: [{ field: 'code', code: reason, message: 'x' }] } },
});

function serve(promotions: unknown[] = [], check: (code: string) => { status?: number; body: unknown } = () => ({ body: weekend })) {
  return fakeServer(({ path, body }) => {
    if (path === '/api/promotions') return { body: { promotions } };
    if (path === '/api/promotions/check') return check((body as { code: string }).code);
    return undefined;
  });
}

const typeAndCheck = (code: string) => {
  enter(screen.getByTestId('promo-code-input'), { target: { value: code } });
  fireEvent.click(screen.getByTestId('promo-code-check'));
};

describe('PromotionsPage', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    window.sessionStorage.clear();
    await i18n.changeLanguage('en');
  });

  it("says 'Enter Code' when nothing was typed, and asks the server nothing", async () => {
    const { calls } = serve();
    renderAccount(<PromotionsPage />, { path: '/promotions' });
    typeAndCheck('   ');
    expect(await screen.findByText('Enter Code')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/promotions/check')).toBe(false);
  });

  it("says 'Invalid Promo Code' and the reason in plain words", async () => {
    serve([], () => refusal('validation.promoExpired'));
    renderAccount(<PromotionsPage />, { path: '/promotions' });
    typeAndCheck('OLD');
    const alert = await screen.findByTestId('promo-code-invalid');
    expect(alert.textContent).toContain('Invalid Promo Code');
    expect(alert.textContent).toContain('This code has ended.');
  });

  it('says it in Kreyòl too', async () => {
    await i18n.changeLanguage('ht');
    serve([], () => refusal('validation.promoBelowMinimum'));
    renderAccount(<PromotionsPage />, { path: '/promotions' });
    typeAndCheck('X');
    const alert = await screen.findByTestId('promo-code-invalid');
    expect(alert.textContent).toContain('Kòd pwomo a pa bon');
    expect(alert.textContent).toContain('Kòd sa a mande yon rechaj ki pi gwo.');
  });

  it('shows what a valid code gives, and "Use this code" carries it into the next top-up', async () => {
    const { calls } = serve();
    renderAccount(<PromotionsPage />, { path: '/promotions' });
    typeAndCheck(' weekend10 ');
    const valid = await screen.findByTestId('promo-code-valid');
    expect(calls.find((c) => c.path === '/api/promotions/check')?.body).toEqual({ code: 'weekend10' });
    expect(valid.textContent).toContain('10% off the amount you send, up to $3.00');
    expect(valid.textContent).toContain('For top-ups of $10.00 or more');
    fireEvent.click(within(valid).getByTestId('promo-code-use'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/send-topup'));
    expect(emptyDraft().promoCode).toBe('WEEKEND10');
  });

  it("copies the code, or says 'Copy Failed' when the clipboard refuses", async () => {
    serve();
    const writeText = vi.fn().mockRejectedValueOnce(new Error('denied')).mockResolvedValueOnce(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderAccount(<PromotionsPage />, { path: '/promotions' });
    typeAndCheck('WEEKEND10');
    fireEvent.click(await screen.findByTestId('promo-code-copy'));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Copy Failed'));
    expect(getToasts()[0]?.description).toContain('WEEKEND10');
    fireEvent.click(screen.getByTestId('promo-code-copy'));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Copied'));
    expect(writeText).toHaveBeenCalledWith('WEEKEND10');
  });

  it("lists the offers, marking 'Expiring soon' only inside 48 hours, and the guide", async () => {
    serve([offer('soon', 47), offer('later', 49)]);
    renderAccount(<PromotionsPage />, { path: '/promotions' });
    const offers = await screen.findAllByTestId('offer');
    expect(offers.map((o) => o.querySelector('h3')?.textContent)).toEqual(['Offer soon', 'Offer later']);
    expect(within(offers[0]!).queryByTestId('expiring-soon')).not.toBeNull();
    expect(within(offers[1]!).queryByTestId('expiring-soon')).toBeNull();
    expect(screen.getByRole('heading', { name: 'How to use a promo code' })).toBeTruthy();
  });

  it('says when there are no offers', async () => {
    serve([]);
    renderAccount(<PromotionsPage />, { path: '/promotions' });
    expect((await screen.findByTestId('offers-empty')).textContent).toBe('No offers right now. Come back soon.');
  });
});

describe('DashboardPromotions', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows at most 2, each with its title, description, end date and a claim button to /promotions', async () => {
    serve([offer('a', 5), offer('b', 50), offer('c', 100)]);
    renderAccount(<DashboardPromotions />, { path: '/dashboard' });
    const section = await screen.findByTestId('dashboard-promotions');
    const cards = within(section).getAllByRole('article');
    expect(cards.map((c) => c.querySelector('h3')?.textContent)).toEqual(['Offer a', 'Offer b']);
    expect(within(cards[0]!).getByText('About a')).toBeTruthy();
    expect(within(cards[0]!).getByText(/^Ends /)).toBeTruthy();
    expect(within(cards[0]!).getByRole('link', { name: 'Claim' }).getAttribute('href')).toBe('/promotions');
  });

  it('shows nothing when there are none', async () => {
    const { calls } = serve([]);
    const { container } = renderAccount(<DashboardPromotions />, { path: '/dashboard' });
    await waitFor(() => expect(calls.some((c) => c.path === '/api/promotions')).toBe(true));
    expect(container.querySelector('[data-testid="dashboard-promotions"]')).toBeNull();
  });
});
