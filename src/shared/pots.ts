/**
 * A family pot's fixed figures (docs/product-rules.md#family-pots, ADR 0074), apart from their zod schemas
 * (api/pots.ts) so that a screen showing them does not load zod for a few constants.
 */

/** Two to five people share one automatic top-up: its owner and at most this many members. */
export const MAX_POT_MEMBERS = 4;
/** An invitation link is good for this many days, and for one person. */
export const POT_INVITE_DAYS = 7;
/** A member's share is a whole percentage of each run's price; the owner pays what the members' shares leave. */
export const MIN_SHARE_PERCENT = 1;
export const MAX_SHARE_PERCENT = 99;
/** A share of `totalCents`: rounded down to the cent, so the owner (the rest) never pays less than their part. */
export const shareCentsOf = (totalCents: number, percent: number): number => Math.floor((totalCents * percent) / 100);
