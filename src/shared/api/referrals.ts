import { z } from 'zod';

/**
 * Referral codes and the /invite-friends contract (ADR 0026). A code is 7 characters of an alphabet without
 * the look-alikes 0/O, 1/I/L, stored upper-case; what people type is read case-insensitively, spaces and
 * dashes ignored, so "abc-2def" and "ABC2DEF" are the same code.
 */
export const REFERRAL_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const REFERRAL_CODE_LENGTH = 7;
/** The query parameter of the invitation link: /register?ref=CODE (or /ht/register?ref=CODE). */
export const REFERRAL_LINK_PARAM = 'ref';

const CODE_PATTERN = new RegExp(`^[${REFERRAL_CODE_ALPHABET}]{${REFERRAL_CODE_LENGTH}}$`);

/** The stored form of a typed code, or null when it cannot be one. */
export function normaliseReferralCode(typed: string): string | null {
  const code = typed.replace(/[\s-]/g, '').toUpperCase();
  return CODE_PATTERN.test(code) ? code : null;
}

/**
 * The register form's optional "Referral code": empty means none; anything else must look like a code
 * (whether it exists is the server's answer, under the same message).
 */
export const referralCodeField = z
  .string()
  .trim()
  .refine((value) => value === '' || normaliseReferralCode(value) !== null, 'validation.referralCode')
  .optional();

const REFERRAL_STATUSES = ['pending', 'paid', 'refused'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];
/**
 * Which rule found the friend to be the referrer under another account (ADR 0026): the same mailbox, the
 * same phone number verified on either side, or the same PayPal account having paid for both. Named so
 * both sides are told which one, in words a cousin sharing the family's PayPal accepts.
 */
export const SELF_REFERRAL_RULES = ['same_email', 'same_phone', 'same_paypal'] as const;
export type SelfReferralRule = (typeof SELF_REFERRAL_RULES)[number];
/**
 * Why a referral earns nothing: one of the rules above, or the month's cap was reached, or the referrer
 * closed the account. `self_referral` is what rows refused before the rule was stored carry.
 */
const REFERRAL_REFUSAL_REASONS = [...SELF_REFERRAL_RULES, 'self_referral', 'monthly_cap', 'referrer_closed'] as const;
export type ReferralRefusalReason = (typeof REFERRAL_REFUSAL_REASONS)[number];

const referral = z.object({
  id: z.string(),
  /** The friend's first name and the initial of the last ("Marie D."); null once the friend deleted the account. */
  friendName: z.string().nullable(),
  createdAt: z.string(),
  status: z.enum(REFERRAL_STATUSES),
  refusalReason: z.enum(REFERRAL_REFUSAL_REASONS).nullable(),
  /** What was paid (paid) or will be (pending); 0 when refused. */
  bonusCents: z.number().int(),
  paidAt: z.string().nullable(),
});
export type Referral = z.infer<typeof referral>;

export const referralsOverview = z
  .object({
    code: z.string(),
    /** The invitation link, in the referrer's language: https://…/ht/register?ref=CODE. */
    link: z.string(),
    bonusCents: z.number().int(),
    minimumTopupCents: z.number().int(),
    monthlyCap: z.number().int(),
    totalEarnedCents: z.number().int(),
    /** Friends who signed up with the code (every status). */
    friendsInvited: z.number().int(),
    referrals: z.array(referral),
    /**
     * The caller's own sign-up with a friend's code, if any: whether it earned that friend a bonus, and
     * which rule refused it (the friend is told too, in words without blame).
     */
    joinedWith: z.object({ status: z.enum(REFERRAL_STATUSES), refusalReason: z.enum(REFERRAL_REFUSAL_REASONS).nullable() }).nullable(),
  })
  .meta({ id: 'ReferralsOverview' });
export type ReferralsOverview = z.infer<typeof referralsOverview>;
