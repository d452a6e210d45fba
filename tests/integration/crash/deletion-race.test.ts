import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedgerInvariants, systemAccountId, walletAccountId } from '../../../src/server/ledger/index';
import { haitiNumber, personWith, quoteAndSend, sendingTotalsDrift, startTopupApp, type TopupTestApp } from '../topups/topups-kit';

/**
 * A deletion racing a settlement (item 10, ADR 0062): people with a wallet top-up on its way ask to delete
 * their account while the worker settles it (delivered, or failed and given back). Each ends in one of two
 * consistent states: the deletion refused and the top-up settled into the live wallet (a later deletion
 * then moves what is left), or the settlement first and the deletion moving the whole balance. Never money
 * in a deleted account's wallet; the ledger's invariants hold throughout.
 */
let t: TopupTestApp;
beforeAll(async () => {
  t = await startTopupApp();
});
afterAll(() => t.close());

async function walletOf(userId: string) {
  const { rows } = await t.database.pool.query<{ posted: number; pending: number }>(
    `select coalesce(sum(case when credit_account_id = $1 then amount_cents else -amount_cents end)
              filter (where kind in ('posted', 'post_pending')), 0)::float8 as posted,
            coalesce(sum(amount_cents) filter (where kind = 'pending'
              and not exists (select 1 from ledger_transfers r where r.pending_id = ledger_transfers.id)), 0)::float8 as pending
       from ledger_transfers where credit_account_id = $1 or debit_account_id = $1`,
    [walletAccountId(userId)],
  );
  return rows[0]!;
}
const movedOnDeletion = async (userId: string) =>
  (
    await t.database.pool.query<{ amount: number }>(
      `select amount_cents::float8 as amount from ledger_transfers where id = $1 and credit_account_id = $2`,
      [`account-deletion:${userId}`, systemAccountId('unclaimed_balances')],
    )
  ).rows.map((row) => row.amount);
const deletedAt = async (userId: string) =>
  (await t.database.pool.query<{ deleted_at: Date | null }>(`select deleted_at from users where id = $1`, [userId])).rows[0]!.deleted_at;
const orderState = async (id: string) =>
  (await t.database.pool.query<{ state: string }>(`select state from topup_orders where id = $1`, [id])).rows[0]!.state;

describe('deleting an account while its top-up settles', () => {
  it('ends refused-then-settled or settled-then-moved, never with money in a deleted wallet', { timeout: 120_000 }, async () => {
    const outcomes = { refused: 0, moved: 0 };
    for (let round = 0; round < 8; round++) {
      const { client, user } = await personWith(t, 3000);
      // Delivered (05) or failed and given back (90): both settle the hold.
      const { sent } = await quoteAndSend(client, haitiNumber(round % 3 === 2 ? '90' : '05'));
      expect(sent.statusCode, sent.body).toBe(200);
      const topupId = sent.json().topup.id as string;
      // Which starts first shifts from round to round (checking the password takes a while), so both orders happen.
      const [, deletion] = await Promise.all([
        sleep(round % 2 === 0 ? 20 + round * 25 : 0).then(() => t.work()),
        sleep(round % 2 === 0 ? 0 : round * 10).then(() => client.post('/api/account/delete', { password: 'secret12' })),
      ]);
      expect([200, 409], deletion.body).toContain(deletion.statusCode);
      expect(await checkLedgerInvariants(t.database.pool)).toEqual([]);

      if (deletion.statusCode === 409) {
        // Refused: the account lives, and the top-up settled into its wallet.
        outcomes.refused++;
        expect(deletion.json().error.reason).toBe('accountMoneyInFlight');
        expect(await deletedAt(user.id)).toBeNull();
        expect(await movedOnDeletion(user.id)).toEqual([]);
        await t.work();
        expect(['succeeded', 'failed']).toContain(await orderState(topupId));
        const live = await walletOf(user.id);
        expect(live.pending).toBe(0);
        // Asked again once it settled, the deletion moves what is left.
        const again = await client.post('/api/account/delete', { password: 'secret12' });
        expect(again.statusCode, again.body).toBe(200);
        expect(await movedOnDeletion(user.id)).toEqual(live.posted > 0 ? [live.posted] : []);
      } else {
        // The settlement came first: the deletion moved the whole balance.
        outcomes.moved++;
        expect(['succeeded', 'failed']).toContain(await orderState(topupId));
        expect((await movedOnDeletion(user.id)).length).toBeLessThanOrEqual(1);
      }
      expect(await deletedAt(user.id)).not.toBeNull();
      expect(await walletOf(user.id)).toEqual({ posted: 0, pending: 0 });
      // A later worker pass finds nothing of this person's to settle.
      await t.work();
      expect(await walletOf(user.id)).toEqual({ posted: 0, pending: 0 });
    }
    expect(outcomes.refused + outcomes.moved).toBe(8);
    expect(await checkLedgerInvariants(t.database.pool)).toEqual([]);
    expect(await sendingTotalsDrift(t.database.pool)).toEqual([]);
  });
});
