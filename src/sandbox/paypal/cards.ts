/**
 * The sandbox's test cards for PayPal's guest checkout (`landing_page: GUEST_CHECKOUT`, ADR 0069), and the
 * checks PayPal's card form makes before it asks the bank: the number passes the Luhn check, the expiry is
 * this month or later, the CVC has the brand's length, and a name and a billing postcode are given.
 * Which test card is used decides what the bank says, like the card numbers of PayPal's own sandbox.
 */
export type CardBehaviour = 'approved' | 'declined' | 'challenge';

export interface TestCard {
  number: string;
  brand: CardBrand;
  behaviour: CardBehaviour;
  label: string;
}

export const TEST_CARDS: readonly TestCard[] = [
  { number: '4111111111111111', brand: 'VISA', behaviour: 'approved', label: 'Accepted: the payment is approved' },
  { number: '4000000000000002', brand: 'VISA', behaviour: 'declined', label: 'Declined by the bank: the payment cannot be approved' },
  {
    number: '4000000000003220',
    brand: 'VISA',
    behaviour: 'challenge',
    label: '3-D Secure: the bank asks for a code first (the right code approves, a wrong one declines)',
  },
];

/** The one-time code the sandbox's "bank" accepts on its 3-D Secure challenge page. */
export const THREE_DS_CODE = '1234';

type CardBrand = 'VISA' | 'MASTERCARD' | 'AMEX' | 'DISCOVER' | 'UNKNOWN';

/** A test card's behaviour; any other number that passes the checks is accepted, as the first test card. */
export function behaviourOf(number: string): CardBehaviour {
  return TEST_CARDS.find((card) => card.number === number)?.behaviour ?? 'approved';
}

function brandOf(number: string): CardBrand {
  if (/^4/.test(number)) return 'VISA';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'MASTERCARD';
  if (/^3[47]/.test(number)) return 'AMEX';
  if (/^6(011|5)/.test(number)) return 'DISCOVER';
  return 'UNKNOWN';
}

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export interface CardForm {
  cardNumber?: string;
  expiry?: string;
  cvc?: string;
  name?: string;
  postcode?: string;
}

export type CardField = keyof CardForm;

export interface CheckedCard {
  number: string;
  brand: CardBrand;
  lastDigits: string;
  expiry: string;
  name: string;
  postcode: string;
}

/** The card form's fields checked as PayPal's form checks them: the card, or a message per wrong field. */
export function checkCard(form: CardForm, now: Date): { card: CheckedCard } | { errors: Partial<Record<CardField, string>> } {
  const errors: Partial<Record<CardField, string>> = {};
  const number = (form.cardNumber ?? '').replace(/[\s-]/g, '');
  const brand = brandOf(number);
  if (number === '') errors.cardNumber = 'Enter your card number.';
  else if (!/^\d{13,19}$/.test(number) || !passesLuhn(number)) errors.cardNumber = 'This card number is not valid. Check it and try again.';

  const expiry = (form.expiry ?? '').trim();
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry);
  if (expiry === '') errors.expiry = 'Enter the expiry date.';
  else if (!match || Number(match[1]) < 1 || Number(match[1]) > 12) errors.expiry = 'Enter the expiry date as MM/YY.';
  else {
    const month = Number(match[1]);
    const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
    if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) errors.expiry = 'This card has expired.';
  }

  const cvc = (form.cvc ?? '').trim();
  const cvcLength = brand === 'AMEX' ? 4 : 3;
  if (cvc === '') errors.cvc = 'Enter the CVC.';
  else if (!new RegExp(`^\\d{${cvcLength}}$`).test(cvc)) errors.cvc = `The CVC is the ${cvcLength} digits on the card.`;

  const name = (form.name ?? '').trim();
  if (name === '') errors.name = 'Enter the name on the card.';
  else if (name.length > 100) errors.name = 'The name is too long.';

  const postcode = (form.postcode ?? '').trim();
  if (postcode === '') errors.postcode = 'Enter the billing postcode.';
  else if (!/^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/.test(postcode)) errors.postcode = 'Enter a valid billing postcode.';

  if (Object.keys(errors).length > 0) return { errors };
  const [month, year] = expiry.split('/').map((part) => part.trim());
  return {
    card: {
      number,
      brand,
      lastDigits: number.slice(-4),
      expiry: `${(year!.length === 2 ? `20${year}` : year)!}-${month!.padStart(2, '0')}`,
      name,
      postcode,
    },
  };
}
