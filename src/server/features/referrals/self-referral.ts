import type { SelfReferralRule } from '../../../shared/api/referrals.js';

/**
 * Is the friend the referrer under another account? (ADR 0026) The same mailbox (emails compared after
 * normalising: case, a +tag, and Gmail's ignored dots), the same phone number verified on either side,
 * or the same PayPal account having paid for both.
 */
export interface Person {
  email: string;
  phoneNumber: string | null;
  phoneNumberVerified: boolean;
  /** PayPal's ids of the accounts that paid this person's fundings. */
  paypalPayerIds: readonly string[];
}

const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/** One mailbox, one string: `Marie.Joseph+kredi@GoogleMail.com` → `mariejoseph@gmail.com`. */
export function normaliseEmail(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 1) return lower;
  let local = lower.slice(0, at).split('+')[0]!;
  let domain = lower.slice(at + 1);
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replace(/\./g, '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}

/** Which rule finds the friend to be the referrer (the first that matches, in this order), or null. */
export function selfReferralRule(referrer: Person, friend: Person): SelfReferralRule | null {
  if (normaliseEmail(referrer.email) === normaliseEmail(friend.email)) return 'same_email';
  const samePhone = referrer.phoneNumber !== null && referrer.phoneNumber === friend.phoneNumber;
  if (samePhone && (referrer.phoneNumberVerified || friend.phoneNumberVerified)) return 'same_phone';
  if (friend.paypalPayerIds.some((payer) => referrer.paypalPayerIds.includes(payer))) return 'same_paypal';
  return null;
}

export function isSelfReferral(referrer: Person, friend: Person): boolean {
  return selfReferralRule(referrer, friend) !== null;
}
