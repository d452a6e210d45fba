import { z } from 'zod';
import { ADD_FUNDS_MAX_CENTS, ADD_FUNDS_MIN_CENTS } from '../business';
import { idParam } from '../text';

/**
 * Runtime settings an admin changes from the panel (docs/product-rules.md#admin-settings, ADR 0033). Each key has its own schema; a
 * value that breaks it is refused with 400 and changes nothing. Amounts are cents, rates basis points.
 */
const cents = z.number().int().min(0);
const basisPoints = z.number().int().min(0).max(2000);

const feesSetting = z.object({
  topupFeeBasisPoints: basisPoints,
  topupFeeFixedCents: cents.max(1000),
  walletFeeCents: cents.max(1000),
  paypalFeeBasisPoints: basisPoints,
  paypalFeeFixedCents: cents.max(500),
});

const addFundsLimitsSetting = z
  .object({ minCents: cents.min(100), maxCents: cents.max(1_000_000) })
  .refine((v) => v.minCents <= v.maxCents, { message: 'The minimum must not be above the maximum.', path: ['maxCents'] });
export type AddFundsLimits = z.infer<typeof addFundsLimitsSetting>;

const periodLimits = z
  .object({ dailyCents: cents.min(100), monthlyCents: cents.max(10_000_000) })
  .refine((v) => v.dailyCents <= v.monthlyCents, {
    message: 'The daily limit must not be above the monthly limit.',
    path: ['monthlyCents'],
  });

/** What one person may send, summed over their top-ups not failed, per UTC day and UTC calendar month. */
export const sendingLimitsSetting = z
  .object({ unverified: periodLimits, verified: periodLimits })
  .refine((v) => v.unverified.dailyCents <= v.verified.dailyCents && v.unverified.monthlyCents <= v.verified.monthlyCents, {
    message: 'Verified accounts must be allowed at least as much as unverified ones.',
    path: ['verified', 'dailyCents'],
  });
export type SendingLimits = z.infer<typeof sendingLimitsSetting>;

const quoteValiditySetting = z.object({
  minutes: z.number().int().min(1).max(60),
});

/** Every key and its schema: PUT /api/admin/settings/:key validates the body's `value` with it. */
export const SETTING_SCHEMAS = {
  fees: feesSetting,
  addFundsLimits: addFundsLimitsSetting,
  sendingLimits: sendingLimitsSetting,
  quoteValidity: quoteValiditySetting,
} as const;
export type SettingKey = keyof typeof SETTING_SCHEMAS;
export const SETTING_KEYS = Object.keys(SETTING_SCHEMAS) as SettingKey[];
export type SettingValues = { [K in SettingKey]: z.infer<(typeof SETTING_SCHEMAS)[K]> };

/** The shipped add-funds limits, kept as the defaults when no admin has set them. */
export const DEFAULT_ADD_FUNDS_LIMITS: AddFundsLimits = { minCents: ADD_FUNDS_MIN_CENTS, maxCents: ADD_FUNDS_MAX_CENTS };

/**
 * The shipped sending limits (docs/product-rules.md#sending-limits): per UTC day and UTC month, the
 * sum of a person's top-ups that did not fail. Staff change them in the panel; these apply until then.
 */
export const DEFAULT_SENDING_LIMITS: SendingLimits = {
  unverified: { dailyCents: 30_000, monthlyCents: 100_000 },
  verified: { dailyCents: 150_000, monthlyCents: 500_000 },
};

/** One setting as the panel shows it: the value in force, where it comes from, and the one before it. */
const settingEntry = z.object({
  key: z.enum(SETTING_KEYS as [SettingKey, ...SettingKey[]]),
  value: z.unknown(),
  /** `default`: nobody changed it; the environment's (or the shipped) value is in force. */
  source: z.enum(['default', 'database']),
  defaultValue: z.unknown(),
  changedBy: z.string().nullable(),
  changedByEmail: z.string().nullable(),
  changedAt: z.string().nullable(),
  /** The value before the last change (the default when the first change replaced it); null when never changed. */
  previousValue: z.unknown(),
});
export type SettingEntry = z.infer<typeof settingEntry>;
export const settingsResponse = z.object({ settings: z.array(settingEntry) });

export const settingKeyParams = z.object({ key: z.enum(SETTING_KEYS as [SettingKey, ...SettingKey[]]) });
export const settingUpdateRequest = z.object({ value: z.unknown() });

export const adminOperator = z.object({
  id: z.number().int(),
  countryIso: z.string(),
  name: z.string(),
  /** Offered by the aggregator (the catalogue sync sets it). */
  active: z.boolean(),
  /** Switched on by staff; off hides it from the catalogue and refuses its quotes. */
  enabled: z.boolean(),
});
export type AdminOperator = z.infer<typeof adminOperator>;
export const adminOperatorsQuery = z.object({
  search: z.string().trim().max(80).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const adminOperatorsResponse = z.object({ operators: z.array(adminOperator) });
export const operatorParams = z.object({ id: z.coerce.number().int().positive() });
export const operatorUpdateRequest = z.object({ enabled: z.boolean() });

export const catalogueSyncResponse = z.object({
  synced: z.boolean(),
  countries: z.number().int(),
  operators: z.number().int(),
  promotions: z.number().int(),
});

const translated = z.object({
  en: z.string().trim().min(1).max(200),
  fr: z.string().trim().min(1).max(200),
  es: z.string().trim().min(1).max(200),
  pt: z.string().trim().min(1).max(200),
  ht: z.string().trim().min(1).max(200),
});
const translatedLong = z.object({
  en: z.string().trim().min(1).max(1000),
  fr: z.string().trim().min(1).max(1000),
  es: z.string().trim().min(1).max(1000),
  pt: z.string().trim().min(1).max(1000),
  ht: z.string().trim().min(1).max(1000),
});

/** A promotion as staff write it: its rule (ADR 0024) and its texts in the five languages. */
export const promotionInput = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{3,40}$/, 'A code is 3 to 40 letters, digits, - or _.')
      .nullable(),
    kind: z.enum(['promotion', 'welcome', 'bonus', 'loyalty']).default('promotion'),
    type: z.enum(['percentage', 'fixed']),
    /** Basis points of the amount (percentage, at most 10000) or cents (fixed). */
    value: z.number().int().min(1),
    minAmountCents: cents.default(0),
    maxDiscountCents: cents.nullable().default(null),
    startsAt: z.iso.datetime({ offset: true }),
    validUntil: z.iso.datetime({ offset: true }),
    usesPerUser: z.number().int().min(1).nullable().default(null),
    totalUsesLimit: z.number().int().min(1).nullable().default(null),
    budgetCents: cents.nullable().default(null),
    firstTopupOnly: z.boolean().default(false),
    countryIsos: z
      .array(z.string().regex(/^[A-Z]{2}$/))
      .max(300)
      .default([]),
    operatorIds: z.array(z.number().int().positive()).max(500).default([]),
    titles: translated,
    descriptions: translatedLong,
  })
  .refine((p) => p.type === 'fixed' || p.value <= 10_000, { message: 'A percentage is at most 100 % (10000).', path: ['value'] })
  .refine((p) => Date.parse(p.startsAt) < Date.parse(p.validUntil), { message: 'The end must be after the start.', path: ['validUntil'] });
export type PromotionInput = z.infer<typeof promotionInput>;

export const adminPromotion = z.object({
  id: z.string(),
  code: z.string().nullable(),
  kind: z.enum(['promotion', 'welcome', 'bonus', 'loyalty']),
  type: z.enum(['percentage', 'fixed']),
  value: z.number().int(),
  minAmountCents: z.number().int(),
  maxDiscountCents: z.number().int().nullable(),
  startsAt: z.string(),
  validUntil: z.string(),
  active: z.boolean(),
  usesPerUser: z.number().int().nullable(),
  totalUsesLimit: z.number().int().nullable(),
  budgetCents: z.number().int().nullable(),
  usesCount: z.number().int(),
  spentCents: z.number().int(),
  firstTopupOnly: z.boolean(),
  countryIsos: z.array(z.string()),
  operatorIds: z.array(z.number().int()),
  titles: translated,
  descriptions: translatedLong,
});
export type AdminPromotion = z.infer<typeof adminPromotion>;
export const adminPromotionsResponse = z.object({ promotions: z.array(adminPromotion) });
export const promotionParams = z.object({ id: idParam(100) });
