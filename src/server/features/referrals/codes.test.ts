import { describe, expect, it } from 'vitest';
import { REFERRAL_CODE_ALPHABET, REFERRAL_CODE_LENGTH, normaliseReferralCode, referralCodeField } from '../../../shared/api/referrals';
import { drawReferralCode } from './codes';

describe('referral codes', () => {
  it('use an alphabet without look-alikes: no 0/O, 1/I/L', () => {
    for (const ambiguous of ['0', 'O', '1', 'I', 'L']) expect(REFERRAL_CODE_ALPHABET).not.toContain(ambiguous);
    expect(new Set(REFERRAL_CODE_ALPHABET).size).toBe(REFERRAL_CODE_ALPHABET.length);
    expect(REFERRAL_CODE_ALPHABET).toMatch(/^[2-9A-Z]+$/);
  });

  it('are drawn from that alphabet, 7 characters, every character reachable', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 500; i++) {
      const code = drawReferralCode();
      expect(code).toHaveLength(REFERRAL_CODE_LENGTH);
      expect(normaliseReferralCode(code)).toBe(code);
      for (const c of code) seen.add(c);
    }
    expect(seen.size).toBe(REFERRAL_CODE_ALPHABET.length);
    expect(drawReferralCode(() => 0)).toBe('2222222');
    expect(drawReferralCode((max) => max - 1)).toBe('ZZZZZZZ');
  });

  it('are read case-insensitively, spaces and dashes ignored, and stored upper-case', () => {
    expect(normaliseReferralCode('abc2def')).toBe('ABC2DEF');
    expect(normaliseReferralCode(' abc-2def ')).toBe('ABC2DEF');
    expect(normaliseReferralCode('ABC 2DE F')).toBe('ABC2DEF');
  });

  it('refuse what cannot be a code: look-alikes, wrong length, other characters', () => {
    for (const typed of ['ABC0DEF', 'ABCODEF', 'ABC1DEF', 'ABCIDEF', 'ABCLDEF', 'ABC2DE', 'ABC2DEFG', 'ABC2DE!', '', 'ÀBC2DEF']) {
      expect(normaliseReferralCode(typed), typed).toBeNull();
    }
  });

  it('the register field accepts empty or a well-formed code, and names validation.referralCode otherwise', () => {
    expect(referralCodeField.safeParse('').success).toBe(true);
    expect(referralCodeField.safeParse(undefined).success).toBe(true);
    expect(referralCodeField.safeParse('abc2def').success).toBe(true);
    const refused = referralCodeField.safeParse('NOPE');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('validation.referralCode');
  });
});
