import type { Language } from '../../../../shared/i18n/languages.js';
import { PRICE_TOLERANCE_PERCENT } from '../../../../shared/schedules.js';
import type { Format, MessageKey, MessageParams } from './catalogue.js';

type SmsText = (params: MessageParams, format: Format) => string;

/**
 * A notification's own wording for an SMS, where its message would not fit one GSM-7 message (160 characters,
 * only the alphabet's letters: French has é, è, à, ù but not ê, ô, û, ç). The same facts, said with the
 * letters GSM-7 has and fewer words; the notification list, emails and pushes keep the message's wording.
 * Checked by sms-texts.test.ts.
 */
export const SMS_WORDING: Record<Language, Partial<Record<MessageKey, SmsText>>> = {
  en: {},
  fr: {
    topupFailed: (p, f) =>
      `La recharge vers le ${f.text(p, 'recipient')} n'a pas été livrée. ${
        f.number(p, 'paypal')
          ? `Les ${f.money(f.number(p, 'amountCents'))} payés avec PayPal sont remboursés sur votre portefeuille Kredi.`
          : `${f.money(f.number(p, 'amountCents'))} est de retour dans votre portefeuille.`
      }`,
    topupDelayed: (p, f) =>
      `La recharge vers le ${f.text(p, 'recipient')} prend plus de temps que d'habitude. Nous vérifions ; en cas d'échec, nous vous remboursons.`,
    topupReceived: (p, f) => `${f.recipient(p)} a bien eu la recharge.`,
    scheduleNeedsFunds: (p, f) =>
      `Votre portefeuille ne suffit pas pour la recharge à ${f.text(p, 'recipient')} (${f.money(f.number(p, 'amountCents'))}). Ajoutez des fonds aujourd'hui et elle partira tout de suite.`,
    schedulePriceChanged: (p, f) =>
      `La recharge à ${f.text(p, 'recipient')} est maintenant à ${f.money(f.number(p, 'amountCents'))}, plus de ${f.percent(PRICE_TOLERANCE_PERCENT * 100)} d'écart avec le prix prévu. Confirmez-la aujourd'hui dans Recharges programmées.`,
    scheduleNotSent: (p, f) =>
      `La recharge du jour à ${f.text(p, 'recipient')} n'a pas été envoyée. Ouvrez Recharges programmées pour voir pourquoi et la modifier.`,
  },
  es: {},
  pt: {},
  ht: {
    schedulePriceChanged: (p, f) =>
      `Rechaj la pou ${f.text(p, 'recipient')} koute ${f.money(f.number(p, 'amountCents'))} kounye a: li chanje plis pase ${f.percent(PRICE_TOLERANCE_PERCENT * 100)} sou pri ou te chwazi a. Konfime l jodi a nan paj Rechaj pwograme yo.`,
  },
};
