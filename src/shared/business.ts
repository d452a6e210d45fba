/** The product's constants (docs/product-rules.md) and our own limits, in one place; amounts are cents. */
export const WELCOME_BONUS_CENTS = 200;

/** Adding funds: the least worth a PayPal fee, the most we hold for one person in one payment. */
export const ADD_FUNDS_MIN_CENTS = 500;
export const ADD_FUNDS_MAX_CENTS = 50_000;
export const ADD_FUNDS_QUICK_AMOUNTS_CENTS = [1000, 2000, 5000, 10_000] as const;

/** The wallet's activity list, newest first, this many per page. */
export const WALLET_ACTIVITY_PAGE_SIZE = 10;

/** Referrals (docs/product-rules.md#referrals: $2 per successful referral, paid after the friend's first top-up; ADR 0026). */
export const REFERRAL_BONUS_CENTS = 200;
/** The friend's first delivered top-up of at least this amount (what reaches the phone, fees aside) qualifies. */
export const REFERRAL_MINIMUM_TOPUP_CENTS = 500;
/** Paid referrals per referrer per calendar month (UTC); beyond it a referral is refused, not postponed. */
export const REFERRAL_MONTHLY_CAP = 10;
