import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, type Language } from '../../../shared/i18n/languages';
import { smsSize, smsText, outsideGsm7 } from '../../integrations/sms/gsm7';
import { ACCOUNT_MESSAGES } from '../identity/messages';
import { recipientSmsText } from '../topups/delivery/notices';
import { MESSAGE_KEYS } from './messages/catalogue';
import { notificationSms } from './renderer';

const PARAMS = {
  recipient: '+50934121205',
  localAmount: '1308.50',
  localCurrency: 'HTG',
  amountCents: 12_345,
  level: 'platinum',
  points: 2500,
  device: 'Chrome on Android',
  subject: 'My top-up to Haiti',
  title: 'Double bonus weekend',
  enabled: 1,
  name: 'Manman',
  operator: 'Digicel Haiti',
  offer: 'Bonus weekend: 100% extra data',
  currency: 'HTG',
  rate: '136.25',
  rateLevel: '135.5',
};
const PIN = {
  code: '12345678901234',
  instructions: ['Dial *120*PIN# and press call to load the credit'],
  ivr: '120',
};
const MONEY_KEYS = new Set([
  'topupDelivered',
  'topupFailed',
  'fundsAdded',
  'fundsHeld',
  'fundsReturned',
  'referralPaid',
  'pointsRedeemed',
  'scheduleReminder',
  'scheduleNeedsFunds',
  'schedulePriceChanged',
]);

function everySms(language: Language) {
  const m = ACCOUNT_MESSAGES[language];
  const device = m.deviceName({ browser: 'Chrome', os: 'Android' });
  const arrived = { localAmount: '1308.50', localCurrency: 'HTG', planDescription: '15 GB internet + unlimited WhatsApp, valid 30 days' };
  return [
    { name: 'phoneCode', money: false, text: m.smsCode('123456') },
    { name: 'alert.newSignIn', money: false, text: m.smsNewSignIn(device) },
    { name: 'alert.passwordChanged', money: false, text: m.smsPasswordChanged },
    { name: 'alert.signInPaused', money: false, text: m.smsSignInPaused },
    ...MESSAGE_KEYS.map((key) => ({
      name: `notification.${key}`,
      money: MONEY_KEYS.has(key),
      text: notificationSms(language, key, PARAMS),
    })),
    // A failed top-up paid with PayPal names the payment its refund comes from: a longer text, still one message.
    { name: 'notification.topupFailed.paypal', money: true, text: notificationSms(language, 'topupFailed', { ...PARAMS, paypal: 1 }) },
    {
      name: 'recipient.airtime',
      money: true,
      text: recipientSmsText(language, 'Marie-Claude', { ...arrived, productKind: 'airtime' }, null)!,
    },
    { name: 'recipient.data', money: true, text: recipientSmsText(language, 'Marie-Claude', { ...arrived, productKind: 'data' }, null)! },
    { name: 'recipient.pin', money: true, text: recipientSmsText(language, 'Marie-Claude', { ...arrived, productKind: 'pin' }, PIN)! },
  ].map((sms) => ({ ...sms, text: smsText(sms.text) }));
}

/** Languages whose texts can be written in GSM-7 (es and pt need á, ó, ã, ç…: UCS-2, their sizes stated below). */
const GSM7_LANGUAGES: Language[] = ['en', 'fr', 'ht'];

/**
 * Every SMS Kredi sends, in each language, with realistic values, as it leaves (sms-client.ts makes it
 * plain with smsText): its alphabet and what it costs. A money text is one message in en, fr and ht.
 */
describe('every SMS Kredi sends', () => {
  it.each(GSM7_LANGUAGES)('in %s: only GSM-7 characters, and a money text in one message', (language) => {
    for (const sms of everySms(language)) {
      expect(outsideGsm7(sms.text), `${language} ${sms.name}: ${sms.text}`).toEqual([]);
      if (sms.money) expect(smsSize(sms.text).segments, `${language} ${sms.name}: ${sms.text}`).toBe(1);
    }
  });

  it('states the encoding and the number of messages of each', () => {
    const table = LANGUAGE_CODES.flatMap((language) =>
      everySms(language).map((sms) => {
        const { encoding, segments } = smsSize(sms.text);
        return `${language} ${sms.name}: ${encoding} ${segments}`;
      }),
    );
    expect(table.join('\n')).toMatchInlineSnapshot(`
      "en phoneCode: GSM-7 1
      en alert.newSignIn: GSM-7 1
      en alert.passwordChanged: GSM-7 1
      en alert.signInPaused: GSM-7 1
      en notification.topupDelivered: GSM-7 1
      en notification.topupFailed: GSM-7 1
      en notification.topupDelayed: GSM-7 1
      en notification.topupReceived: GSM-7 1
      en notification.fundsAdded: GSM-7 1
      en notification.fundsHeld: GSM-7 1
      en notification.fundsReturned: GSM-7 1
      en notification.referralPaid: GSM-7 1
      en notification.referralNotEligible: GSM-7 2
      en notification.levelReached: GSM-7 1
      en notification.pointsRedeemed: GSM-7 1
      en notification.promotionNew: GSM-7 1
      en notification.newSignIn: GSM-7 1
      en notification.signInPaused: GSM-7 2
      en notification.passwordChanged: GSM-7 1
      en notification.twoFactorChanged: GSM-7 1
      en notification.emailVerified: GSM-7 1
      en notification.phoneVerified: GSM-7 1
      en notification.supportReply: GSM-7 1
      en notification.scheduleReminder: GSM-7 1
      en notification.scheduleNeedsFunds: GSM-7 1
      en notification.schedulePriceChanged: GSM-7 1
      en notification.scheduleNotSent: GSM-7 1
      en notification.recipientBonus: GSM-7 1
      en notification.recipientRateUp: GSM-7 1
      en notification.recipientRateDown: GSM-7 1
      en notification.potShareTomorrow: GSM-7 1
      en notification.potNeedsYourShare: GSM-7 1
      en notification.potWaitsForShare: GSM-7 1
      en notification.potSharePaid: GSM-7 1
      en notification.potShareReturned: GSM-7 1
      en notification.potMemberJoined: GSM-7 1
      en notification.potMemberLeft: GSM-7 1
      en notification.topupFailed.paypal: GSM-7 1
      en recipient.airtime: GSM-7 1
      en recipient.data: GSM-7 1
      en recipient.pin: GSM-7 1
      fr phoneCode: GSM-7 1
      fr alert.newSignIn: GSM-7 1
      fr alert.passwordChanged: GSM-7 1
      fr alert.signInPaused: GSM-7 2
      fr notification.topupDelivered: GSM-7 1
      fr notification.topupFailed: GSM-7 1
      fr notification.topupDelayed: GSM-7 1
      fr notification.topupReceived: GSM-7 1
      fr notification.fundsAdded: GSM-7 1
      fr notification.fundsHeld: GSM-7 1
      fr notification.fundsReturned: GSM-7 1
      fr notification.referralPaid: GSM-7 1
      fr notification.referralNotEligible: GSM-7 2
      fr notification.levelReached: GSM-7 1
      fr notification.pointsRedeemed: GSM-7 1
      fr notification.promotionNew: GSM-7 1
      fr notification.newSignIn: GSM-7 1
      fr notification.signInPaused: GSM-7 2
      fr notification.passwordChanged: GSM-7 1
      fr notification.twoFactorChanged: GSM-7 1
      fr notification.emailVerified: GSM-7 1
      fr notification.phoneVerified: GSM-7 1
      fr notification.supportReply: GSM-7 1
      fr notification.scheduleReminder: GSM-7 1
      fr notification.scheduleNeedsFunds: GSM-7 1
      fr notification.schedulePriceChanged: GSM-7 1
      fr notification.scheduleNotSent: GSM-7 1
      fr notification.recipientBonus: GSM-7 1
      fr notification.recipientRateUp: GSM-7 1
      fr notification.recipientRateDown: GSM-7 1
      fr notification.potShareTomorrow: GSM-7 1
      fr notification.potNeedsYourShare: GSM-7 1
      fr notification.potWaitsForShare: GSM-7 1
      fr notification.potSharePaid: GSM-7 1
      fr notification.potShareReturned: GSM-7 1
      fr notification.potMemberJoined: GSM-7 1
      fr notification.potMemberLeft: GSM-7 1
      fr notification.topupFailed.paypal: GSM-7 1
      fr recipient.airtime: GSM-7 1
      fr recipient.data: GSM-7 1
      fr recipient.pin: GSM-7 1
      es phoneCode: UCS-2 1
      es alert.newSignIn: GSM-7 1
      es alert.passwordChanged: GSM-7 1
      es alert.signInPaused: UCS-2 3
      es notification.topupDelivered: GSM-7 1
      es notification.topupFailed: UCS-2 2
      es notification.topupDelayed: UCS-2 2
      es notification.topupReceived: UCS-2 1
      es notification.fundsAdded: GSM-7 1
      es notification.fundsHeld: UCS-2 2
      es notification.fundsReturned: GSM-7 1
      es notification.referralPaid: UCS-2 1
      es notification.referralNotEligible: UCS-2 4
      es notification.levelReached: GSM-7 1
      es notification.pointsRedeemed: GSM-7 1
      es notification.promotionNew: GSM-7 1
      es notification.newSignIn: UCS-2 2
      es notification.signInPaused: UCS-2 4
      es notification.passwordChanged: UCS-2 2
      es notification.twoFactorChanged: UCS-2 1
      es notification.emailVerified: UCS-2 1
      es notification.phoneVerified: UCS-2 1
      es notification.supportReply: GSM-7 1
      es notification.scheduleReminder: GSM-7 1
      es notification.scheduleNeedsFunds: UCS-2 2
      es notification.schedulePriceChanged: UCS-2 3
      es notification.scheduleNotSent: GSM-7 1
      es notification.recipientBonus: GSM-7 1
      es notification.recipientRateUp: UCS-2 2
      es notification.recipientRateDown: GSM-7 1
      es notification.potShareTomorrow: GSM-7 1
      es notification.potNeedsYourShare: GSM-7 1
      es notification.potWaitsForShare: GSM-7 1
      es notification.potSharePaid: UCS-2 1
      es notification.potShareReturned: UCS-2 2
      es notification.potMemberJoined: UCS-2 1
      es notification.potMemberLeft: UCS-2 2
      es notification.topupFailed.paypal: GSM-7 1
      es recipient.airtime: UCS-2 1
      es recipient.data: UCS-2 2
      es recipient.pin: UCS-2 2
      pt phoneCode: UCS-2 1
      pt alert.newSignIn: GSM-7 1
      pt alert.passwordChanged: GSM-7 1
      pt alert.signInPaused: UCS-2 3
      pt notification.topupDelivered: GSM-7 1
      pt notification.topupFailed: UCS-2 2
      pt notification.topupDelayed: UCS-2 2
      pt notification.topupReceived: GSM-7 1
      pt notification.fundsAdded: GSM-7 1
      pt notification.fundsHeld: UCS-2 2
      pt notification.fundsReturned: GSM-7 1
      pt notification.referralPaid: UCS-2 2
      pt notification.referralNotEligible: UCS-2 4
      pt notification.levelReached: UCS-2 1
      pt notification.pointsRedeemed: UCS-2 1
      pt notification.promotionNew: GSM-7 1
      pt notification.newSignIn: UCS-2 2
      pt notification.signInPaused: UCS-2 3
      pt notification.passwordChanged: UCS-2 2
      pt notification.twoFactorChanged: UCS-2 1
      pt notification.emailVerified: UCS-2 1
      pt notification.phoneVerified: UCS-2 1
      pt notification.supportReply: UCS-2 1
      pt notification.scheduleReminder: UCS-2 2
      pt notification.scheduleNeedsFunds: UCS-2 3
      pt notification.schedulePriceChanged: UCS-2 3
      pt notification.scheduleNotSent: UCS-2 2
      pt notification.recipientBonus: GSM-7 1
      pt notification.recipientRateUp: UCS-2 2
      pt notification.recipientRateDown: UCS-2 2
      pt notification.potShareTomorrow: UCS-2 3
      pt notification.potNeedsYourShare: UCS-2 2
      pt notification.potWaitsForShare: GSM-7 1
      pt notification.potSharePaid: GSM-7 1
      pt notification.potShareReturned: UCS-2 2
      pt notification.potMemberJoined: UCS-2 1
      pt notification.potMemberLeft: UCS-2 3
      pt notification.topupFailed.paypal: UCS-2 3
      pt recipient.airtime: UCS-2 2
      pt recipient.data: UCS-2 2
      pt recipient.pin: UCS-2 2
      ht phoneCode: GSM-7 1
      ht alert.newSignIn: GSM-7 1
      ht alert.passwordChanged: GSM-7 1
      ht alert.signInPaused: GSM-7 1
      ht notification.topupDelivered: GSM-7 1
      ht notification.topupFailed: GSM-7 1
      ht notification.topupDelayed: GSM-7 1
      ht notification.topupReceived: GSM-7 1
      ht notification.fundsAdded: GSM-7 1
      ht notification.fundsHeld: GSM-7 1
      ht notification.fundsReturned: GSM-7 1
      ht notification.referralPaid: GSM-7 1
      ht notification.referralNotEligible: GSM-7 2
      ht notification.levelReached: GSM-7 1
      ht notification.pointsRedeemed: GSM-7 1
      ht notification.promotionNew: GSM-7 1
      ht notification.newSignIn: GSM-7 1
      ht notification.signInPaused: GSM-7 2
      ht notification.passwordChanged: GSM-7 1
      ht notification.twoFactorChanged: GSM-7 1
      ht notification.emailVerified: GSM-7 1
      ht notification.phoneVerified: GSM-7 1
      ht notification.supportReply: GSM-7 1
      ht notification.scheduleReminder: GSM-7 1
      ht notification.scheduleNeedsFunds: GSM-7 1
      ht notification.schedulePriceChanged: GSM-7 1
      ht notification.scheduleNotSent: GSM-7 1
      ht notification.recipientBonus: GSM-7 1
      ht notification.recipientRateUp: GSM-7 1
      ht notification.recipientRateDown: GSM-7 1
      ht notification.potShareTomorrow: GSM-7 1
      ht notification.potNeedsYourShare: GSM-7 1
      ht notification.potWaitsForShare: GSM-7 1
      ht notification.potSharePaid: GSM-7 1
      ht notification.potShareReturned: GSM-7 1
      ht notification.potMemberJoined: GSM-7 1
      ht notification.potMemberLeft: GSM-7 1
      ht notification.topupFailed.paypal: GSM-7 1
      ht recipient.airtime: GSM-7 1
      ht recipient.data: GSM-7 1
      ht recipient.pin: GSM-7 1"
    `);
  });

  it('says what arrived in the recipient’s text of a PIN: its code and the dial code', () => {
    for (const language of LANGUAGE_CODES) {
      const pin = everySms(language).find((sms) => sms.name === 'recipient.pin')!;
      expect(pin.text).toContain('*120*12345678901234#');
    }
  });
});
