import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkLedgerInvariants, systemAccountId, walletAccountId } from '../../../src/server/ledger';
import { actingAdmin } from '../admin/users-kit';
import type { Client } from '../test-app';
import {
  availableOf,
  expectLedgerSound,
  haitiNumber,
  personWith,
  quoteAndSend,
  startTopupApp,
  topupOf,
  type TopupTestApp,
} from '../topups/topups-kit';

/**
 * Deleting an account never strands its money (item 10, ADR 0062). While a top-up or a payment is on its
 * way, the deletion is refused (409 accountMoneyInFlight) and changes nothing: before, it succeeded and the
 * top-up settled afterwards into a wallet nobody could use. With nothing on its way, what is left in the
 * wallet moves to `unclaimed_balances`, once, in the transaction that erases the account.
 */
let t: TopupTestApp;
beforeAll(async () => {
  t = await startTopupApp();
});
afterEach(() => expectLedgerSound(t));
afterAll(() => t.close());

const deleteAccount = (client: Client) => client.post('/api/account/delete', { password: 'secret12' });

async function balanceOf(accountId: string) {
  const { rows } = await t.database.pool.query<{ posted: number; pending: number }>(
    `select coalesce(sum(case when credit_account_id = $1 then amount_cents else -amount_cents end)
              filter (where kind in ('posted', 'post_pending')), 0)::float8 as posted,
            coalesce(sum(amount_cents) filter (where kind = 'pending'
              and not exists (select 1 from ledger_transfers r where r.pending_id = ledger_transfers.id)), 0)::float8 as pending
       from ledger_transfers where credit_account_id = $1 or debit_account_id = $1`,
    [accountId],
  );
  return rows[0]!;
}
const unclaimed = () => balanceOf(systemAccountId('unclaimed_balances'));
async function deletedAt(userId: string) {
  const { rows } = await t.database.pool.query<{ deleted_at: Date | null }>(`select deleted_at from users where id = $1`, [userId]);
  return rows[0]!.deleted_at;
}

describe('deleting an account with money', () => {
  it('is refused while a top-up is on its way, and changes nothing; once it settled, what is left moves to unclaimed balances', async () => {
    const { client, user } = await personWith(t, 3000);
    const { sent } = await quoteAndSend(client, haitiNumber('05'));
    expect(sent.statusCode, sent.body).toBe(200);
    const topup = sent.json().topup;
    const before = await unclaimed();

    const refused = await deleteAccount(client);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'CONFLICT', reason: 'accountMoneyInFlight' });
    expect(refused.json().error.message).toMatch(/still on its way/);
    expect(await deletedAt(user.id)).toBeNull();
    expect((await client.get('/api/wallet')).statusCode).toBe(200);
    expect(await unclaimed()).toEqual(before);

    // The top-up settles into the live wallet; then the deletion goes through and moves what is left.
    await t.work();
    expect(await topupOf(client, topup.id)).toMatchObject({ status: 'completed' });
    const left = await availableOf(client);
    expect(left).toBe(3000 - topup.totalCents);
    const deleted = await deleteAccount(client);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await deletedAt(user.id)).not.toBeNull();
    expect(await balanceOf(walletAccountId(user.id))).toEqual({ posted: 0, pending: 0 });
    expect((await unclaimed()).posted).toBe(before.posted + left);
    const { rows } = await t.database.pool.query(
      `select amount_cents::float8 as amount, debit_account_id, credit_account_id, user_id from ledger_transfers where id = $1`,
      [`account-deletion:${user.id}`],
    );
    expect(rows).toEqual([
      {
        amount: left,
        debit_account_id: walletAccountId(user.id),
        credit_account_id: systemAccountId('unclaimed_balances'),
        user_id: user.id,
      },
    ]);
    expect(await checkLedgerInvariants(t.database.pool)).toEqual([]);

    // Staff see it: the overview's money health lists the unclaimed balances.
    const staff = await actingAdmin(t, `unclaimed-staff-${user.id.slice(0, 8)}@example.com`);
    const overview = await staff.client.get('/api/admin/overview');
    expect(overview.statusCode, overview.body).toBe(200);
    expect(overview.json().health.unclaimedBalancesCents).toBe((await unclaimed()).posted);
    expect((await unclaimed()).posted).toBeGreaterThanOrEqual(left);
  });

  it('is refused while a PayPal payment to add funds is not finished', async () => {
    const { client, user } = await personWith(t, 1000);
    const funding = await client.post('/api/wallet/funding', { amountCents: 2000 });
    expect(funding.statusCode, funding.body).toBe(200);
    const refused = await deleteAccount(client);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error.reason).toBe('accountMoneyInFlight');
    expect(await deletedAt(user.id)).toBeNull();
    expect(await availableOf(client)).toBe(1000);
  });

  it('with a top-up that failed, moves the whole refunded balance', async () => {
    const { client, user } = await personWith(t, 2500);
    const { sent } = await quoteAndSend(client, haitiNumber('90'));
    expect(sent.statusCode, sent.body).toBe(200);
    await t.work();
    expect(await availableOf(client)).toBe(2500);
    const before = await unclaimed();
    expect((await deleteAccount(client)).statusCode).toBe(200);
    expect((await unclaimed()).posted).toBe(before.posted + 2500);
    expect(await balanceOf(walletAccountId(user.id))).toEqual({ posted: 0, pending: 0 });
  });
});
