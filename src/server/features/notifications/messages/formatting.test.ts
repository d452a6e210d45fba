import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, localeOf } from '../../../../shared/i18n/languages';
import { formatLocalAmount, formatMoney } from '../../../../shared/money';
import { formatPercent } from '../../../../shared/intl';
import { formatPhone } from '../../../../shared/phone';
import { PRICE_TOLERANCE_PERCENT } from '../../../../shared/schedules';
import { recipientSmsText } from '../../topups/delivery/notices';
import { notificationSms } from '../renderer';
import { MESSAGE_KEYS, render } from './catalogue';

/** Stored as the events store them: the number as E.164, the local amount as the aggregator's decimal string. */
const PARAMS = {
  recipient: '+50937123401',
  localAmount: '654.25',
  localCurrency: 'HTG',
  amountCents: 629,
  level: 'gold',
  points: 500,
  device: 'Chrome on Android',
  subject: 'My top-up',
  title: 'Double bonus',
  enabled: 1,
};

/** Intl's no-break and narrow no-break spaces read as spaces, for comparing what a screen shows. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/**
 * A number and an amount are written one way everywhere (docs/product-rules.md#number-formats): the notification list, its
 * emails and pushes, and its texts say what the screens say, in the reader's language.
 */
describe('numbers and amounts in notifications and texts', () => {
  it('writes a percentage as the screens do in each language: "5%" in English, "5 %" in French', () => {
    for (const language of LANGUAGE_CODES) {
      const percent = plain(formatPercent(PRICE_TOLERANCE_PERCENT * 100, localeOf(language)));
      expect(plain(render(language, 'schedulePriceChanged', PARAMS).message), language).toContain(percent);
    }
    expect(render('en', 'schedulePriceChanged', PARAMS).message).toContain('5%');
    expect(plain(render('fr', 'schedulePriceChanged', PARAMS).message)).toContain('5 %');
  });

  it('writes the recipient’s number as the screens do, never as stored', () => {
    expect(formatPhone('+50937123401')).toBe('+509 37 12 3401');
    for (const language of LANGUAGE_CODES) {
      for (const key of MESSAGE_KEYS) {
        const { message } = render(language, key, PARAMS);
        expect(message, `${language} ${key}`).not.toContain('+50937123401');
        expect(notificationSms(language, key, PARAMS), `${language} ${key}`).not.toContain('+50937123401');
      }
      expect(render(language, 'topupDelivered', PARAMS).message, language).toContain('+509 37 12 3401');
    }
  });

  it('writes what the recipient got in the reader’s language: 654,25 HTG in Kreyòl and French', () => {
    expect(plain(render('ht', 'topupDelivered', PARAMS).message)).toBe('654,25 HTG rive sou +509 37 12 3401.');
    expect(plain(render('fr', 'topupDelivered', PARAMS).message)).toBe('654,25 HTG sont arrivés au +509 37 12 3401.');
    expect(render('en', 'topupDelivered', PARAMS).message).toMatch(/^HTG\s654\.25 reached \+509 37 12 3401\.$/);
    for (const language of LANGUAGE_CODES) {
      const screen = formatLocalAmount('654.25', 'HTG', localeOf(language));
      expect(render(language, 'topupDelivered', PARAMS).message, language).toContain(screen);
      expect(render(language, 'topupDelivered', PARAMS).message, language).not.toMatch(/654\.25 HTG/);
    }
  });

  it('texts the same figures with plain spaces and characters (GSM-7), nothing the formatting adds', () => {
    expect(notificationSms('ht', 'topupDelivered', PARAMS)).toBe('Kredi: 654,25 HTG rive sou +509 37 12 3401.');
    expect(notificationSms('fr', 'topupFailed', { ...PARAMS, paypal: 1 })).toBe(
      "Kredi: La recharge vers le +509 37 12 3401 n'a pas été livrée. Les 6,29 $US payés avec PayPal sont remboursés sur votre portefeuille Kredi.",
    );
    const arrived = { productKind: 'airtime', localAmount: '1308.50', localCurrency: 'HTG', planDescription: null };
    expect(recipientSmsText('ht', 'Marie', arrived, null)).toContain(' 1 308,50 HTG ');
    for (const language of LANGUAGE_CODES) {
      const texts = [
        ...MESSAGE_KEYS.map((key) => notificationSms(language, key, PARAMS)),
        notificationSms(language, 'topupFailed', { ...PARAMS, paypal: 1 }),
        recipientSmsText(language, 'Marie', arrived, null)!,
      ];
      for (const text of texts)
        expect(text, `${language}: ${text}`).not.toMatch(/[\u00a0\u202f\u2000-\u200a\u2018\u2019\u201c\u201d\u2026\u2013\u2014]/);
    }
  });

  it('says a failed PayPal-paid top-up’s refund as the receipt does: what was paid with PayPal, back in the wallet', () => {
    for (const language of LANGUAGE_CODES) {
      const paid = formatMoney(629, localeOf(language));
      const { title, message } = render(language, 'topupFailed', { ...PARAMS, paypal: 1 });
      expect(message, language).toContain(paid);
      expect(message, language).toContain('PayPal');
      expect(title, language).not.toBe(render(language, 'fundsAdded', PARAMS).title);
      // Paid from the wallet, it names no PayPal payment.
      expect(render(language, 'topupFailed', PARAMS).message, language).not.toContain('PayPal');
    }
    expect(render('en', 'topupFailed', { ...PARAMS, paypal: 1 }).message).toBe(
      'The top-up to +509 37 12 3401 could not be delivered. The $6.29 you paid with PayPal is refunded to your Kredi wallet.',
    );
  });
});
