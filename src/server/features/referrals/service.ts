import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { REFERRAL_LINK_PARAM, normaliseReferralCode, type ReferralsOverview } from '../../../shared/api/referrals.js';
import { REFERRAL_BONUS_CENTS, REFERRAL_MINIMUM_TOPUP_CENTS, REFERRAL_MONTHLY_CAP } from '../../../shared/business.js';
import { isLanguage, withLanguagePrefix } from '../../../shared/i18n/languages.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../errors.js';
import { systemAccountId, type LedgerTx } from '../../ledger/index.js';
import type { Actor } from '../identity/index.js';
import { drawReferralCode } from './codes.js';
import { normaliseEmail, selfReferralRule } from './self-referral.js';
import { notify } from '../notifications/index.js';
import { tellFriendNotEligible } from './notices.js';
import * as store from './store.js';

const MAX_CODE_DRAWS = 10;

/** How many people this instance remembers as having no referral waiting; past it, it starts over (a read each). */
const MAX_REMEMBERED_SETTLED = 100_000;

/** The first day of the month `at` is in (UTC): the monthly cap counts from there. */
const monthStart = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));

export type ReferralsService = ReturnType<typeof createReferralsService>;

/** The referral programme (ADR 0026): codes, recording at sign-up, the $2 payout when a friend's top-up is delivered. */
export function createReferralsService({
  pool,
  publicUrl,
  clock = () => new Date(),
}: {
  pool: pg.Pool;
  publicUrl: string;
  clock?: () => Date;
}) {
  /**
   * People whose referral, if they ever had one, no longer waits. A referral is recorded only at sign-up
   * (signedUp) and leaves 'pending' for good once paid or refused, so "nothing pending" never turns back:
   * remembering it spares each later delivery of theirs a read, on any number of instances.
   */
  const nothingPending = new Set<string>();
  const rememberNothingPending = (userId: string) => {
    if (nothingPending.size >= MAX_REMEMBERED_SETTLED) nothingPending.clear();
    nothingPending.add(userId);
  };

  /** Gives the person a code if they have none (a sign-up, or anyone the migration missed); draws again on a collision. */
  async function ensureCode(userId: string): Promise<string | null> {
    for (let draw = 0; draw < MAX_CODE_DRAWS; draw++) {
      const current = await store.codeOf(pool, userId);
      if (!current) return null;
      if (current.code) return current.code;
      await store.assignCode(pool, userId, drawReferralCode());
    }
    throw new Error(`No free referral code after ${MAX_CODE_DRAWS} draws`);
  }

  return {
    ensureCode,

    /** Is a typed code someone's? Asked before an email sign-up creates the account, so a wrong one refuses it. */
    async codeExists(typed: string): Promise<boolean> {
      const code = normaliseReferralCode(typed);
      return code !== null && (await store.ownerOfCode(pool, code)) !== null;
    },

    /**
     * After the account exists (the sign-up's own hook): its code, and who referred it. The only place a
     * referral is recorded, so none can be added later. A code nobody holds (a federated sign-up, which
     * could not be refused on its form) records nothing; the same email as the referrer's is refused at once.
     */
    async signedUp(userId: string, typedCode: string | null): Promise<void> {
      await ensureCode(userId);
      const code = typedCode ? normaliseReferralCode(typedCode) : null;
      const referrerId = code ? await store.ownerOfCode(pool, code) : null;
      if (!code || !referrerId || referrerId === userId) return;
      const [referrer, friend] = await Promise.all([store.personOf(pool, referrerId), store.personOf(pool, userId)]);
      if (!referrer || !friend) return;
      const sameMailbox = normaliseEmail(referrer.email) === normaliseEmail(friend.email);
      const id = randomUUID();
      // The refusal and the friend's notice commit together: a sign-up told twice records one and tells once.
      await inTransaction(pool, async (client) => {
        const recorded = await store.insertReferral(client, {
          id,
          referrerId,
          referredId: userId,
          code,
          bonusCents: sameMailbox ? 0 : REFERRAL_BONUS_CENTS,
          refusal: sameMailbox ? 'same_email' : null,
        });
        if (recorded && sameMailbox) await tellFriendNotEligible(client, { referralId: id, friendId: userId, rule: 'same_email' });
      });
    },

    /**
     * In the transaction that settles a top-up (src/server/delivery-effects.ts): the friend's first delivered top-up of
     * at least the minimum pays the referrer, from referral_expense, keyed by the referral. The pending row
     * is locked first, so a replayed or concurrent settlement finds it paid and pays nothing.
     */
    async onTopupSettled(
      tx: LedgerTx,
      settled: { orderId: string; userId: string; outcome: 'succeeded' | 'failed'; amountCents: number },
    ): Promise<void> {
      if (settled.outcome !== 'succeeded' || nothingPending.has(settled.userId)) return;
      const referral = await store.lockPendingReferralOf(tx.client, settled.userId);
      if (!referral) return rememberNothingPending(settled.userId);
      if (settled.amountCents < REFERRAL_MINIMUM_TOPUP_CENTS) return;

      await store.lockReferrer(tx.client, referral.referrerId);
      const [referrer, friend] = await Promise.all([
        store.personOf(tx.client, referral.referrerId),
        store.personOf(tx.client, settled.userId),
      ]);
      if (!referrer) return store.markRefused(tx.client, referral.id, 'referrer_closed');
      const rule = friend ? selfReferralRule(referrer, friend) : 'self_referral';
      if (rule) {
        await store.markRefused(tx.client, referral.id, rule);
        // Keyed by the referral: a replayed settlement finds it refused (or the notice there) and tells nobody twice.
        if (rule !== 'self_referral') await tellFriendNotEligible(tx.client, { referralId: referral.id, friendId: settled.userId, rule });
        return;
      }
      if ((await store.paidSince(tx.client, referral.referrerId, monthStart(clock()))) >= REFERRAL_MONTHLY_CAP) {
        return store.markRefused(tx.client, referral.id, 'monthly_cap');
      }
      await tx.transfer({
        id: `referral:${referral.id}:bonus`,
        debitAccountId: systemAccountId('referral_expense'),
        creditAccountId: await tx.walletOf(referral.referrerId),
        amountCents: referral.bonusCents,
        code: 'referral_bonus',
        userId: referral.referrerId,
        metadata: { referralId: referral.id, topupId: settled.orderId },
      });
      await store.markPaid(tx.client, referral.id, settled.orderId);
      await notify(tx.client, {
        id: `referral:${referral.id}:paid`,
        userId: referral.referrerId,
        type: 'bonus',
        key: 'referralPaid',
        params: { amountCents: referral.bonusCents },
      });
    },

    /** GET /api/referrals: the caller's code and link, the rules' figures, and the friends they referred. */
    async overview(actor: Actor): Promise<ReferralsOverview> {
      const code = await ensureCode(actor.user.id);
      if (!code) throw new AppError('NOT_AUTHENTICATED', 'Not authenticated');
      const language = isLanguage(actor.user.language) ? actor.user.language : 'en';
      const [rows, joinedWith] = await Promise.all([store.referralsOf(pool, actor.user.id), store.ownReferralOf(pool, actor.user.id)]);
      return {
        code,
        link: `${publicUrl.replace(/\/+$/, '')}${withLanguagePrefix(language, '/register')}?${REFERRAL_LINK_PARAM}=${code}`,
        bonusCents: REFERRAL_BONUS_CENTS,
        minimumTopupCents: REFERRAL_MINIMUM_TOPUP_CENTS,
        monthlyCap: REFERRAL_MONTHLY_CAP,
        totalEarnedCents: rows.filter((r) => r.state === 'paid').reduce((sum, r) => sum + r.bonusCents, 0),
        friendsInvited: rows.length,
        referrals: rows.map((row) => ({
          id: row.id,
          friendName: row.firstName ? `${row.firstName}${row.lastName ? ` ${row.lastName.charAt(0).toUpperCase()}.` : ''}` : null,
          createdAt: row.createdAt.toISOString(),
          status: row.state,
          refusalReason: row.refusalReason,
          bonusCents: row.bonusCents,
          paidAt: row.paidAt?.toISOString() ?? null,
        })),
        joinedWith,
      };
    },
  };
}
