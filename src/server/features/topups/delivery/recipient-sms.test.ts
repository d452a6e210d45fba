import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, localeOf } from '../../../../shared/i18n/languages';
import { formatLocalAmount } from '../../../../shared/money';
import { pinLoading } from '../../../../shared/pin-loading';
import { recipientSmsText } from './notices';

const PIN = {
  code: '12345678901234',
  instructions: ['Dial *120*PIN# and press call to load the credit', 'Or call 120 and follow the voice prompts', 'Customer care: dial 611'],
  ivr: '120',
};
const AIRTIME = { productKind: 'airtime', localAmount: '654.25', localCurrency: 'HTG', planDescription: null };
const DATA = { productKind: 'data', localAmount: '654.25', localCurrency: 'HTG', planDescription: '1.5 GB internet, valid 7 days' };
const PIN_PLAN = { productKind: 'pin', localAmount: '654.25', localCurrency: 'HTG', planDescription: 'PIN for HTG 650 of credit' };

describe('how a PIN is loaded', () => {
  it('dials the operator’s code with the PIN in it', () => {
    expect(pinLoading(PIN)).toEqual({ dial: '*120*12345678901234#' });
    expect(pinLoading({ ...PIN, instructions: ['Dial *100*PIN# to load the credit'] })).toEqual({ dial: '*100*12345678901234#' });
  });

  it('calls the operator’s number when no code to dial is given, and says neither when there is none', () => {
    expect(pinLoading({ ...PIN, instructions: ['Call the number below'] })).toEqual({ call: '120' });
    expect(pinLoading({ ...PIN, instructions: ['Keep your PIN private'] })).toEqual({ call: '120' });
    expect(pinLoading({ ...PIN, instructions: [], ivr: null })).toBeNull();
  });
});

describe('the recipient’s text says what arrived', () => {
  it('in Kreyòl: the amount of airtime, the plan, or the PIN and how to load it', () => {
    expect(recipientSmsText('ht', 'Marie', AIRTIME, null)).toBe('Marie voye 654,25 HTG kredi sou telefòn ou ak Kredi. Pwofite!');
    expect(recipientSmsText('ht', 'Marie', DATA, null)).toBe(
      'Marie voye yon plan entènèt pou ou ak Kredi: 1.5 GB internet, valid 7 days. Pwofite!',
    );
    expect(recipientSmsText('ht', 'Marie', PIN_PLAN, PIN)).toBe(
      'Marie voye yon kòd PIN pou ou ak Kredi: 12345678901234. Pou mete l sou liy ou, konpoze *120*12345678901234#',
    );
    expect(recipientSmsText('ht', 'Marie', PIN_PLAN, { ...PIN, instructions: [] })).toBe(
      'Marie voye yon kòd PIN pou ou ak Kredi: 12345678901234. Pou mete l sou liy ou, rele 120 epi tape kòd la.',
    );
  });

  it('in English', () => {
    expect(recipientSmsText('en', 'Marie', AIRTIME, null)).toBe('Marie sent you HTG 654.25 of airtime with Kredi. Enjoy!');
    expect(recipientSmsText('en', 'Marie', DATA, null)).toBe(
      'Marie sent you a data plan with Kredi: 1.5 GB internet, valid 7 days. Enjoy!',
    );
    expect(recipientSmsText('en', 'Marie', PIN_PLAN, PIN)).toBe(
      'Marie sent you a PIN with Kredi: 12345678901234. To load it, dial *120*12345678901234#',
    );
  });

  it.each(LANGUAGE_CODES)(
    'in %s: a data plan never says a local amount, a PIN never says credit arrived, a PIN always carries its code',
    (language) => {
      const data = recipientSmsText(language, 'Marie', DATA, null)!;
      expect(data).toContain('1.5 GB internet, valid 7 days');
      expect(data).not.toContain('654');
      const pin = recipientSmsText(language, 'Marie', PIN_PLAN, PIN)!;
      expect(pin).toContain('12345678901234');
      expect(pin).toContain('*120*12345678901234#');
      expect(pin).not.toContain('654');
      // The amount as the screens write it in that language (docs/product-rules.md#number-formats), in plain spaces: GSM-7.
      const amount = formatLocalAmount('654.25', 'HTG', localeOf(language)).replace(/[\u00a0\u202f]/g, ' ');
      expect(recipientSmsText(language, 'Marie', AIRTIME, null)).toContain(amount);
    },
  );

  it('sends nothing for a PIN whose code was not kept', () => {
    expect(recipientSmsText('ht', 'Marie', PIN_PLAN, null)).toBeNull();
  });
});
