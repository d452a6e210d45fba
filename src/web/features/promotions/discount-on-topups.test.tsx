// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../i18n';
import { LanguageProvider } from '../../i18n/language';
import { ApiError } from '../../lib/api';
import { topup } from '../../testing/topup-fixtures';
import { Receipt } from '../topups/Receipt';
import { sendFailureOf } from '../topups/send-errors';

describe('a promo code on the top-up screens', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  afterEach(cleanup);

  it('the receipt shows the discount as its own line, and none without a code', () => {
    const withCode = topup({ promoCode: 'WEEKEND10', promoDiscountCents: 100, totalCents: 460 });
    const { unmount } = render(
      <I18nextProvider i18n={i18n}>
        <LanguageProvider>
          <Receipt topup={withCode} />
        </LanguageProvider>
      </I18nextProvider>,
    );
    expect(screen.getByText('Promo code WEEKEND10')).toBeTruthy();
    expect(screen.getByTestId('promo-discount').textContent).toBe('−$1.00');
    unmount();
    render(
      <I18nextProvider i18n={i18n}>
        <LanguageProvider>
          <Receipt topup={topup()} />
        </LanguageProvider>
      </I18nextProvider>,
    );
    expect(screen.queryByTestId('promo-discount')).toBeNull();
  });

  it("a send refused because the code was used up meanwhile says 'Invalid Promo Code' and why", () => {
    const refused = new ApiError(409, '409: …', 'CONFLICT', 'x', { promoCode: 'validation.promoUsedUp' });
    expect(sendFailureOf(refused, 'HT')).toEqual({
      kind: 'check',
      titleKey: 'promotions.invalidTitle',
      messageKey: 'validation.promoUsedUp',
    });
  });
});
