/**
 * An account's four counters summed from its transfers, over rows (kind, amount_cents, debit) where `debit`
 * says the account is the debited side: posted and post_pending move the amount into posted; pending adds
 * it to pending; post_pending and void_pending take it out of pending again. The counters a wallet caches,
 * and the whole balance of a system account, which caches nothing (ADR 0019).
 */
export const COUNTERS_FROM_TRANSFERS = `
  coalesce(sum(amount_cents) filter (where debit and kind in ('posted', 'post_pending')), 0) as dpo,
  coalesce(sum(case when not debit then 0 when kind = 'pending' then amount_cents
                    when kind in ('post_pending', 'void_pending') then -amount_cents else 0 end), 0) as dpe,
  coalesce(sum(amount_cents) filter (where not debit and kind in ('posted', 'post_pending')), 0) as cpo,
  coalesce(sum(case when debit then 0 when kind = 'pending' then amount_cents
                    when kind in ('post_pending', 'void_pending') then -amount_cents else 0 end), 0) as cpe`;
