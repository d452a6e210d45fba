import { localeOf, type Language } from '../../../../shared/i18n/languages.js';
import { formatLocalAmount, formatMoney } from '../../../../shared/money.js';
import { formatPhone } from '../../../../shared/phone.js';
import { formatPercent } from '../../../../shared/intl.js';
import type { PinLoading } from '../../../../shared/pin-loading.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { ht } from './ht.js';
import { pt } from './pt.js';
import { SMS_WORDING } from './sms.js';

/** Every message a notification may carry: stored by key, written in the reader's language when read. */
export const MESSAGE_KEYS = [
  'topupDelivered',
  'topupFailed',
  'topupDelayed',
  'topupReceived',
  'fundsAdded',
  'fundsHeld',
  'fundsReturned',
  'referralPaid',
  'referralNotEligible',
  'levelReached',
  'pointsRedeemed',
  'promotionNew',
  'newSignIn',
  'signInPaused',
  'passwordChanged',
  'twoFactorChanged',
  'emailVerified',
  'phoneVerified',
  'supportReply',
  'scheduleReminder',
  'scheduleNeedsFunds',
  'schedulePriceChanged',
  'scheduleNotSent',
  'recipientBonus',
  'recipientRateUp',
  'recipientRateDown',
  'potShareTomorrow',
  'potNeedsYourShare',
  'potWaitsForShare',
  'potSharePaid',
  'potShareReturned',
  'potMemberJoined',
  'potMemberLeft',
] as const;
export type MessageKey = (typeof MESSAGE_KEYS)[number];

/**
 * What a message may say about its event: numbers (cents, points) and short texts (a number, a level).
 * A text written by people in each language (a promotion's title) travels as `<name>_<language>` too,
 * and each reader gets theirs.
 */
export type MessageParams = Record<string, string | number>;

/** The helpers a language's messages format with (amounts and dates in that language's locale). */
export interface Format {
  money: (cents: number) => string;
  /** What the recipient received (`localAmount` in `localCurrency`), as the screens write it ("654,25 HTG" in Kreyòl). */
  local: (params: MessageParams) => string;
  /** A text; a phone number (`recipient`, stored as E.164) as every screen writes it ("+509 37 12 3456"). */
  text: (params: MessageParams, name: string) => string;
  /** Whom a top-up went to: the name the sender saved them under (`name`), else their number (`recipient`) as screens write it. */
  recipient: (params: MessageParams) => string;
  number: (params: MessageParams, name: string) => number;
  /** A share in basis points, written as the screens write it ("5%" in English, "5 %" in French and Kreyòl). */
  percent: (basisPoints: number) => string;
}

interface Message {
  title: string;
  message: (params: MessageParams, format: Format) => string;
}

/** The recipient's text, by what was sent: airtime (its local amount), a data plan (its name and validity), a PIN. */
interface RecipientSms {
  airtime: (sender: string, localAmount: string) => string;
  data: (sender: string, plan: string) => string;
  pin: (sender: string, code: string, loading: PinLoading) => string;
}

export interface LanguageMessages {
  messages: Record<MessageKey, Message>;
  /** The text a recipient gets when their top-up arrives (in the recipient's country's language): what arrived. */
  recipientSms: RecipientSms;
  /** Below an email's text: where to read more. */
  emailFooter: (url: string) => string;
  /** The loyalty levels' names (the `level` parameter). */
  levels: Record<string, string>;
}

const CATALOGUE: Record<Language, LanguageMessages> = { en, fr, es, pt, ht };

export function languageMessages(language: Language): LanguageMessages {
  return CATALOGUE[language];
}

function isMessageKey(value: string): value is MessageKey {
  return (MESSAGE_KEYS as readonly string[]).includes(value);
}

/** The parameters that hold a phone number: stored as E.164, written as people write them. */
const PHONE_PARAMS = new Set(['recipient']);

function formatFor(language: Language): Format {
  const words = CATALOGUE[language];
  const locale = localeOf(language);
  const text = (p: MessageParams, name: string) => {
    const value = String(p[`${name}_${language}`] ?? p[name] ?? '');
    if (name === 'level') return words.levels[value] ?? value;
    return PHONE_PARAMS.has(name) ? formatPhone(value) : value;
  };
  return {
    money: (cents) => formatMoney(cents, locale),
    local: (p) => formatLocalAmount(String(p.localAmount ?? ''), String(p.localCurrency ?? ''), locale),
    text,
    recipient: (p) => (typeof p.name === 'string' && p.name.trim() ? p.name.trim() : text(p, 'recipient')),
    number: (p, name) => Number(p[name] ?? 0),
    percent: (basisPoints) => formatPercent(basisPoints, locale),
  };
}

/** A notification's title and text in `language`; an unknown key (a newer instance wrote it) reads as a plain notice. */
export function render(language: Language, key: string, params: MessageParams): { title: string; message: string } {
  const message = isMessageKey(key) ? CATALOGUE[language].messages[key] : null;
  if (!message) return { title: 'Kredi', message: '' };
  return { title: message.title, message: message.message(params, formatFor(language)) };
}

/**
 * A notification's text for an SMS: its own SMS wording where the message's would not fit one GSM-7 message
 * (sms.ts), else the message itself.
 */
export function renderSms(language: Language, key: string, params: MessageParams): string {
  const short = isMessageKey(key) ? SMS_WORDING[language][key] : undefined;
  return short ? short(params, formatFor(language)) : render(language, key, params).message;
}
