import type { SelfReferralRule } from '../../../shared/api/referrals.js';
import type { Queryable } from '../../ledger/index.js';
import { notify } from '../notifications/index.js';

/**
 * Tells the friend, in the transaction that refuses the referral, why it earns no bonus: which rule matched
 * (the message words it without blame: a cousin paying with the family's PayPal is not cheating). Keyed by
 * the referral, so a replay of the refusal (a settlement told twice, a sign-up hook run again) tells once.
 */
export async function tellFriendNotEligible(
  client: Queryable,
  refusal: { referralId: string; friendId: string; rule: SelfReferralRule },
): Promise<void> {
  await notify(client, {
    id: `referral:${refusal.referralId}:not-eligible`,
    userId: refusal.friendId,
    type: 'info',
    key: 'referralNotEligible',
    params: { rule: refusal.rule },
  });
}
