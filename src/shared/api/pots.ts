import { z } from 'zod';
import { cents } from './wallet';
import { MAX_SHARE_PERCENT, MIN_SHARE_PERCENT } from '../pots';
import { SCHEDULE_FREQUENCIES } from '../schedules';

/**
 * Family pots (docs/product-rules.md#family-pots, ADR 0074): two to five people share one automatic top-up
 * for one recipient. The pot is the automatic top-up of its owner (its id is the schedule's); members join by
 * an invitation link, and at each run each pays their share from their own wallet, all in one commit with the
 * top-up, or nobody pays and the run waits for the member who is short.
 */

export const potIdParams = z.object({ id: z.string().uuid() });
export const potInviteParams = z.object({ id: z.string().uuid(), inviteId: z.string().uuid() });
/** The invitation's token: what the link carries, 32 url-safe characters and nothing about anyone. */
const potInviteToken = z.string().regex(/^[A-Za-z0-9_-]{32}$/, 'validation.potInvite');
export const potInviteTokenParams = z.object({ token: potInviteToken });

export const potInviteRequest = z.object({
  sharePercent: z
    .number()
    .int('validation.potShare')
    .min(MIN_SHARE_PERCENT, 'validation.potShare')
    .max(MAX_SHARE_PERCENT, 'validation.potShare'),
});
export type PotInviteRequest = z.infer<typeof potInviteRequest>;

/** For the next run: ready (their wallet covers their share now) or short (it does not: the run would wait for them). */
const POT_MEMBER_STATES = ['ready', 'short'] as const;

const potMember = z.object({
  /** Whoever is looking at the pot: their own line. */
  you: z.boolean(),
  role: z.enum(['owner', 'member']),
  /** First name and the initial of the last (the others see no more of a person). */
  name: z.string(),
  sharePercent: z.number().int(),
  /** Their share of the agreed price, in cents. */
  shareCents: cents,
  /** Paid their share of the latest run (it was sent). */
  paidLatest: z.boolean(),
  /** For the next run: their wallet covers their share now, or not. */
  nextRun: z.enum(POT_MEMBER_STATES),
  /** Short: what they need to add (shown to themselves only; null for the others). */
  shortCents: cents.nullable(),
});
export type PotMember = z.infer<typeof potMember>;

const potInvite = z.object({
  id: z.string(),
  sharePercent: z.number().int(),
  expiresAt: z.string(),
  /** The link to share: only in the answer that made it (the token is not kept in clear). */
  url: z.string().nullable(),
});
export type PotInvite = z.infer<typeof potInvite>;

const POT_RUN_STATES = ['due', 'running', 'waiting_funds', 'needs_confirmation', 'sent', 'skipped', 'missed', 'failed'] as const;

const pot = z.object({
  /** The automatic top-up's id. */
  id: z.string(),
  role: z.enum(['owner', 'member']),
  countryIso: z.string(),
  operatorName: z.string(),
  recipientNumber: z.string(),
  amountCents: cents,
  localAmount: z.string(),
  localCurrency: z.string(),
  frequency: z.enum(SCHEDULE_FREQUENCIES),
  runDay: z.number().int(),
  status: z.enum(['active', 'paused', 'cancelled']),
  /** The price agreed for each run: what the shares split. */
  agreedTotalCents: cents,
  /** The next day it runs (the owner's time zone); null once paused or cancelled. */
  nextRunOn: z.string().nullable(),
  /** The recipient is covered until this day: the next run's day, when the latest run was sent; else null. */
  coveredUntil: z.string().nullable(),
  latestRun: z.object({ runOn: z.string(), state: z.enum(POT_RUN_STATES) }).nullable(),
  members: z.array(potMember),
  /** Open invitations (the owner sees them; [] for members). */
  invites: z.array(potInvite),
});
export type Pot = z.infer<typeof pot>;

export const potResponse = z.object({ pot });
export const potsResponse = z.object({ pots: z.array(pot) });
export type PotsResponse = z.infer<typeof potsResponse>;
export const potInviteResponse = z.object({ invite: potInvite });

/** What an invited person sees before joining (signed in): who asks, for whom, and their share. */
const potInvitePreview = z.object({
  ownerName: z.string(),
  operatorName: z.string(),
  countryIso: z.string(),
  /** The recipient's number with all but its last four digits hidden. */
  recipientNumber: z.string(),
  frequency: z.enum(SCHEDULE_FREQUENCIES),
  runDay: z.number().int(),
  agreedTotalCents: cents,
  sharePercent: z.number().int(),
  shareCents: cents,
  expiresAt: z.string(),
});
export const potInvitePreviewResponse = z.object({ invite: potInvitePreview });
export type PotInvitePreview = z.infer<typeof potInvitePreview>;
