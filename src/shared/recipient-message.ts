import { z } from 'zod';
import { smsEncoding, smsSize, smsText, type SmsEncoding } from './sms';

/**
 * The sender's short line that travels in the recipient's text ("Bòn fèt Manman ❤", ADR 0068): after the text
 * that says what arrived, on a line of its own. Its limits, shared by the send screen's counter and the server.
 */

/** Never longer than this, whatever room the text leaves: a line, not a letter. */
export const RECIPIENT_MESSAGE_MAX = 80;
/**
 * When one message leaves less room than this (a UCS-2 text, 70 characters, already carries most of them), the
 * line may take the text to two messages, never more: a line of a few characters would be no message at all.
 */
const ONE_MESSAGE_LEAST_ROOM = 30;

/** Control and format characters (a new line, a tab, direction overrides that could disguise text), except the joiner emoji use. */
const CONTROL = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;
const KEPT_FORMAT = '\u200D';

/** What the sender typed, as it would be sent: control characters out (a new line becomes a space), spaces collapsed, trimmed. */
export function cleanRecipientMessage(typed: string): string {
  return typed
    .replace(CONTROL, (character) => (character === KEPT_FORMAT ? character : /[\n\r\t\u2028\u2029]/.test(character) ? ' ' : ''))
    .replace(/\s+/gu, ' ')
    .trim();
}

/** Top-level domains a link in a text is written with (bit.ly, kredi.com, wa.me…): short lists are how phishing texts hide links. */
const DOMAIN =
  /(?:^|[^\p{L}\p{N}@])[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.(?:com|net|org|info|biz|xyz|top|site|online|club|shop|app|link|click|live|io|co|me|ly|gl|gd|to|tk|ml|ga|cf|gq|ht|us|fr|do|jm|ca|uk|ru|cn|in|tv|cc|ws|page|store|vip|win|icu|lat|cloud)(?![\p{L}\p{N}])/iu;

/** A link of any form: a scheme ("https://", "wa.me://"), "www.", or a domain name. Refused, so Kredi's texts carry no phishing link. */
export function hasLink(text: string): boolean {
  return /[\p{L}]{2,}:\/\//u.test(text) || /(?:^|\s)www\./iu.test(text) || DOMAIN.test(text);
}

/** The recipient's whole text: what arrived, then the sender's line on its own line, made plain for GSM-7 as it leaves. */
export function withRecipientMessage(rest: string, message: string | null): string {
  return message ? `${rest}\n${message}` : rest;
}

export interface MessageRoom {
  /** What the line takes: septets in GSM-7 (€ and [ count two), UTF-16 code units in UCS-2 (an emoji counts two). */
  used: number;
  /** The line's limit with this text: what keeps the whole one message where it can (see ONE_MESSAGE_LEAST_ROOM). */
  limit: number;
  /** What is left; below zero when the line is too long. */
  remaining: number;
  /** The messages the whole text takes with the line as it is. */
  segments: number;
  encoding: SmsEncoding;
}

/**
 * How much room the recipient's text (`rest`: what arrived, as it is written for them) leaves for `message`: in the
 * encoding of the whole (one character outside GSM-7, an emoji or a "ê", makes it all UCS-2: 70 a message instead of
 * 160), what one message holds after the text, else two, and never more than RECIPIENT_MESSAGE_MAX. Counted as the
 * text leaves (smsText: typographic quotes and spaces made plain).
 */
export function messageRoom(rest: string, message: string): MessageRoom {
  const line = smsText(cleanRecipientMessage(message));
  const plainRest = `${smsText(rest)}\n`;
  const encoding = smsEncoding(plainRest + line);
  const units = (text: string) => (encoding === 'GSM-7' ? smsSize(text).units : text.length);
  const restUnits = units(plainRest);
  const used = units(line);
  const [one, part] = encoding === 'GSM-7' ? [160, 153] : [70, 67];
  const oneRoom = one - restUnits;
  const limit = Math.max(0, Math.min(RECIPIENT_MESSAGE_MAX, oneRoom >= ONE_MESSAGE_LEAST_ROOM ? oneRoom : 2 * part - restUnits));
  return { used, limit, remaining: limit - used, segments: smsSize(line ? plainRest + line : smsText(rest)).segments, encoding };
}

/** The line fits the room the recipient's text leaves (messageRoom): the server's check of what the screen counts. */
export function recipientMessageFits(rest: string, message: string): boolean {
  return messageRoom(rest, message).remaining >= 0;
}

/**
 * The sender's line as a request carries it: control characters stripped, at most RECIPIENT_MESSAGE_MAX characters,
 * no link. Empty is none. The room the recipient's text leaves is checked with `recipientMessageFits`.
 */
export const recipientMessage = z
  .string()
  .max(400, 'validation.messageTooLong')
  .overwrite(cleanRecipientMessage)
  .refine((value) => [...value].length <= RECIPIENT_MESSAGE_MAX, 'validation.messageTooLong')
  .refine((value) => !hasLink(value), 'validation.messageLink');
