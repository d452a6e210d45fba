import { describe, expect, it } from 'vitest';
import {
  cleanRecipientMessage,
  hasLink,
  messageRoom,
  recipientMessage,
  recipientMessageFits,
  RECIPIENT_MESSAGE_MAX,
} from './recipient-message';
import { recipientSmsText } from './recipient-sms';

const AIRTIME = { productKind: 'airtime', localAmount: '654.25', localCurrency: 'HTG', planDescription: null };
const KREYOL = recipientSmsText('ht', 'Marie', AIRTIME, null)!; // "Marie voye 654,25 HTG kredi sou telefòn ou ak Kredi. Pwofite!"

describe('the room the recipient’s text leaves for the sender’s line (ADR 0068)', () => {
  it('in GSM-7, what one message of 160 holds after the text and its new line, capped at the line’s own limit', () => {
    expect(KREYOL.length).toBe(61);
    const room = messageRoom(KREYOL, 'Bon fet Manman');
    expect(room).toMatchObject({ encoding: 'GSM-7', limit: RECIPIENT_MESSAGE_MAX, used: 14, segments: 1 });
    expect(room.remaining).toBe(RECIPIENT_MESSAGE_MAX - 14);
  });

  it('an emoji makes the whole text UCS-2: one message of 70 cannot hold a line, so two messages may', () => {
    const room = messageRoom(KREYOL, 'Bòn fèt Manman ❤');
    expect(room.encoding).toBe('UCS-2');
    // 2 × 67 − (61 + the new line) = 72; the line takes 16 code units.
    expect(room).toMatchObject({ limit: 72, used: 16, remaining: 56, segments: 2 });
  });

  it('a long sender’s text leaves what one message holds when that is enough', () => {
    const long = recipientSmsText('en', 'Marie-Claude', { ...AIRTIME, localAmount: '13085.50' }, null)!;
    const room = messageRoom(long, 'Happy birthday');
    expect(room.limit).toBe(Math.min(RECIPIENT_MESSAGE_MAX, 160 - long.length - 1));
  });

  it('GSM-7’s doubles (€, [) count two; typographic quotes count as the plain ones they leave as', () => {
    expect(messageRoom(KREYOL, '€5').used).toBe(3);
    expect(messageRoom(KREYOL, 'it’s').encoding).toBe('GSM-7');
  });

  it('fits while within its room, not beyond', () => {
    expect(recipientMessageFits(KREYOL, 'x'.repeat(RECIPIENT_MESSAGE_MAX))).toBe(true);
    expect(recipientMessageFits(KREYOL, 'x'.repeat(RECIPIENT_MESSAGE_MAX + 1))).toBe(false);
    expect(recipientMessageFits(KREYOL, `❤${'x'.repeat(71)}`)).toBe(true);
    expect(recipientMessageFits(KREYOL, `❤${'x'.repeat(72)}`)).toBe(false);
  });
});

describe('the line itself', () => {
  it('strips control and direction characters, makes new lines spaces, keeps emoji', () => {
    expect(cleanRecipientMessage('\u202EBòn\tfèt\r\nManman\u0007 ❤\uFE0F ')).toBe('Bòn fèt Manman ❤\uFE0F');
    expect(cleanRecipientMessage('👨\u200D👩\u200D👧')).toBe('👨\u200D👩\u200D👧');
  });

  it.each([
    'https://example.com',
    'voye l sou HTTP://x.y',
    'www.kredi',
    'bit.ly/abc',
    'Ale sou kredi.com',
    'wa.me/50937123456',
    'paypal.com.secure-login.xyz',
  ])('refuses a link: %j', (text) => {
    expect(hasLink(text)).toBe(true);
    expect(recipientMessage.safeParse(text).success).toBe(false);
  });

  it.each(['Bòn fèt Manman ❤', 'Mèsi anpil. Bisous', 'Happy birthday! See you at 5.30', 'M.A.M.A'])('takes a line: %j', (text) => {
    expect(hasLink(text)).toBe(false);
    expect(recipientMessage.safeParse(text).success).toBe(true);
  });

  it('is refused beyond its limit, after cleaning', () => {
    expect(recipientMessage.safeParse('a'.repeat(RECIPIENT_MESSAGE_MAX)).success).toBe(true);
    expect(recipientMessage.safeParse('a'.repeat(RECIPIENT_MESSAGE_MAX + 1)).error?.issues[0]?.message).toBe('validation.messageTooLong');
    expect(recipientMessage.parse(`  ${'a'.repeat(RECIPIENT_MESSAGE_MAX)}\n `)).toBe('a'.repeat(RECIPIENT_MESSAGE_MAX));
  });
});
