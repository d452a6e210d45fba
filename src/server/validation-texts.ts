import { MESSAGE_MAX, SUBJECT_MAX, SUBJECT_MIN } from '../shared/api/support.js';
import { REDEEM_MIN_POINTS, REDEEM_STEP_POINTS } from '../shared/loyalty.js';
import { MAX_BASKET_ITEMS } from '../shared/api/baskets.js';
import { CREDIT_REQUEST_MESSAGE_MAX, CREDIT_REQUEST_NAME_MAX } from '../shared/api/credit-requests.js';

/**
 * The readable English an API error gives for each stable field code (`validation.*`, the keys the shared
 * schemas and the services use). The web shows its own translation of the code; API clients and logs read
 * these. A unit test checks every code used in src/shared and src/server has one (docs/decisions/0012).
 */
const TEXTS: Record<string, string> = {
  'validation.emailRequired': 'Enter an email address.',
  'validation.email': 'Enter a valid email address.',
  'validation.passwordMin': 'Password must be at least 6 characters.',
  'validation.nameMin': 'Must be at least 2 characters.',
  'validation.nameMax': 'Must be at most 60 characters.',
  'validation.phoneMin': 'Phone number must be at least 10 characters.',
  'validation.phoneInvalid': 'Enter a valid phone number with its country code, e.g. +1 305 555 0123.',
  'validation.passwordsDontMatch': "Passwords don't match.",
  'validation.newPasswordsDontMatch': 'New passwords do not match.',
  'validation.newPasswordMin': 'Password must be at least 6 characters long.',
  'validation.currentPasswordRequired': 'Enter your current password.',
  'validation.passwordIncorrect': 'The password is not correct.',
  'validation.codeFormat': 'Enter the 6-digit code.',
  'validation.nothingToUpdate': 'Nothing to update: send at least one setting.',
  'validation.codeExpired': 'This code has expired. Ask for a new one.',
  'validation.codeIncorrect': 'This code is not correct. Check the SMS and try again.',
  'validation.phoneVerifiedElsewhere': 'This number is already verified on another Kredi account.',
  'validation.enterPhone': 'Enter a phone number.',
  'validation.phoneDigits': 'Phone number must have 8 to 15 digits.',
  'validation.messageTooLong': 'This message is too long for the recipient’s text: shorten it.',
  'validation.messageLink': 'A message cannot carry a link or a web address.',
  'validation.messageNotTexted': 'A message travels only in the recipient’s text: turn the text on (a PIN takes no message).',
  'validation.enterAmount': 'Enter an amount.',
  'validation.promoCodeTaken': 'Another promotion already has this code.',
  'validation.scheduleDay': 'Choose a day: a weekday (0 Sunday to 6 Saturday), or a day of the month from 1 to 28.',
  'validation.potShare': 'Choose a share of 1 to 99 percent, a whole number.',
  'validation.potInvite': 'This invitation link is not complete. Ask for the link again and open it as it was sent.',
  'validation.scheduleDate': 'Use a date written YYYY-MM-DD.',
  'validation.timeZone': 'This is not a time zone we know. Send an IANA time zone name, e.g. America/New_York.',
  'validation.dailyLimitUnverified': 'This top-up would pass your daily sending limit. Verify your email and phone number to raise it.',
  'validation.monthlyLimitUnverified': 'This top-up would pass your monthly sending limit. Verify your email and phone number to raise it.',
  'validation.dailyLimitVerified':
    'This top-up would pass your daily sending limit. You can send again tomorrow, from midnight in your time zone.',
  'validation.monthlyLimitVerified':
    'This top-up would pass your monthly sending limit. You can send again next month, from the 1st at midnight in your time zone.',
  'validation.amountPositive': 'Amount must be greater than 0.',
  'validation.phoneInvalidForCountry': 'This number is not valid for the chosen country. Check it and the country.',
  'validation.amountNotOffered': 'This operator does not offer this amount. Choose one of the amounts it offers.',
  'validation.amountRange': "Choose an amount within the operator's limits.",
  'validation.operator': 'Choose an operator of the chosen country.',
  'validation.country': 'Choose a country (its two-letter ISO code).',
  'validation.recipientName': 'Enter a name for this recipient.',
  'validation.rateLevel': 'Enter a rate as a positive number, e.g. 140.5 (at most 6 decimals).',
  'validation.alertsNeedOperator': 'Choose this recipient’s operator first: alerts follow the operator and its currency.',
  'validation.quoteExpired': 'This price is no longer held. Ask for a new quote.',
  'validation.wholeCents': 'Give the amount as a whole number of cents, e.g. 1050 for $10.50.',
  'validation.notFound': 'No such item: the id is not valid.',
  'validation.creditRequestToken': 'No such request for credit: the link is not valid.',
  'validation.creditRequestName': `Enter your name (at most ${CREDIT_REQUEST_NAME_MAX} characters).`,
  'validation.creditRequestMessage': `Write at most ${CREDIT_REQUEST_MESSAGE_MAX} characters.`,
  'validation.creditRequestNoOperator': "We could not find this number's operator. Check the number and the country.",
  'validation.creditRequestNumber': 'This top-up is not for the number that asked for credit.',
  'validation.language': 'Choose one of the languages Kredi speaks: en, fr, es, pt or ht.',
  'validation.addFundsMin': 'This is below the smallest amount you can add.',
  'validation.addFundsMax': 'This is above the largest amount you can add at a time.',
  'validation.pointsMinimum': `Redeem at least ${REDEEM_MIN_POINTS} points.`,
  'validation.pointsHundreds': `Redeem points in whole hundreds (${REDEEM_MIN_POINTS}, ${REDEEM_MIN_POINTS + REDEEM_STEP_POINTS}, ...).`,
  'validation.pointsNotEnough': 'You do not have that many points to redeem.',
  'validation.callbackURL': 'Give a path on this site, like /dashboard.',
  'validation.activityCursor':
    'This cursor was not made by the server. Use the nextCursor of the previous page, or leave "before" out for the first page.',
  'validation.referralCode': 'This referral code does not exist. Check it with the friend who invited you, or leave it empty.',
  'validation.enterCode': 'Enter a promo code.',
  'validation.promoUnknown': 'There is no promo code like this one. Check how it is spelled.',
  'validation.promoExpired': 'This promo code has ended.',
  'validation.promoNotStarted': 'This promo code cannot be used yet. Try again once the offer has started.',
  'validation.promoUsedUp': 'This promo code has been fully used: the offer is over.',
  'validation.promoUsedByYou': 'You have already used this promo code as many times as the offer allows.',
  'validation.promoBelowMinimum': 'This promo code needs a larger top-up. Check the minimum amount of the offer.',
  'validation.promoNotForCountry': 'This promo code is not valid for top-ups to this country.',
  'validation.promoNotForOperator': 'This promo code is not valid for this operator.',
  'validation.promoFirstTopupOnly': 'This promo code is only for a first top-up.',
  'validation.ticketSubject': `Give a subject of ${SUBJECT_MIN} to ${SUBJECT_MAX} characters.`,
  'validation.ticketMessage': `Write your message: at most ${MESSAGE_MAX.toLocaleString('en-US')} characters.`,
  'validation.ticketPriority': 'Choose a priority: low, medium, high or urgent.',
  'validation.ticketStatus': 'Choose a status: open, in_progress, resolved or closed.',
  'validation.ticketTopup': 'This top-up is not one of yours: choose one from your history.',
  'validation.ticketTransition': 'This ticket cannot move to that status from where it is now.',
  'validation.basketEmpty': 'Add at least one person to the basket.',
  'validation.basketTooMany': `A basket takes at most ${MAX_BASKET_ITEMS} people. Send the others in a second basket.`,
  'validation.paypalCheckout': 'Choose how to pay on PayPal: "paypal" (a PayPal account) or "card" (a debit or credit card).',
  'validation.basketWalletOnly': 'A basket is paid from your wallet. Add funds first if it does not cover the total.',
};

/** The codes that have a text, for the test that keeps this list complete. */
export const VALIDATION_CODES_WITH_TEXT: readonly string[] = Object.keys(TEXTS);

/** Readable English for a field code; a code without a text (never expected) still reads as a sentence. */
export function validationText(code: string): string {
  return TEXTS[code] ?? 'This value is not valid.';
}

/** Our field codes are `validation.*` keys; anything else a rule gave is already text meant to be read. */
export function isValidationCode(value: string): boolean {
  return value.startsWith('validation.');
}
