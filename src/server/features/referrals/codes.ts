import { randomInt } from 'node:crypto';
import { REFERRAL_CODE_ALPHABET, REFERRAL_CODE_LENGTH } from '../../../shared/api/referrals.js';

/**
 * A fresh referral code: 7 characters drawn uniformly (crypto) from 31 that cannot be misread (no 0/O,
 * 1/I/L), about 27 billion codes. Uniqueness is the database's: callers draw again on a collision.
 */
export function drawReferralCode(draw: (max: number) => number = randomInt): string {
  let code = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i++) code += REFERRAL_CODE_ALPHABET[draw(REFERRAL_CODE_ALPHABET.length)];
  return code;
}
