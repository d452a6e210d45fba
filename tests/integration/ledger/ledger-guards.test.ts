import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  AccountNotFoundError,
  checkLedgerInvariants,
  InsufficientFundsError,
  InvalidAmountError,
  InvalidTransferError,
} from '../../../src/server/ledger/index';
import { ledgerFixture, rejectionOf, type LedgerFixture } from './ledger-kit';

let f: LedgerFixture;
beforeAll(async () => {
  f = await ledgerFixture();
});
afterEach(async () => f.expectInvariants());
afterAll(async () => f.database.destroy());

describe('refusals', () => {
  it('refuses an overdraft, posted or pending, and changes nothing', async () => {
    const { wallet, userId } = await f.fundedWallet(300);
    const overdraft = await rejectionOf(
      f.ledger.transfer({ id: `o:${userId}`, debitAccountId: wallet, creditAccountId: f.topup, amountCents: 301, code: 'topup_debit' }),
    );
    expect(overdraft).toBeInstanceOf(InsufficientFundsError);
    expect(overdraft).toMatchObject({ accountId: wallet, amountCents: 301, availableCents: 300 });
    await f.ledger.reserve({
      id: `o:${userId}:r`,
      debitAccountId: wallet,
      creditAccountId: f.topup,
      amountCents: 200,
      code: 'topup_debit',
    });
    await expect(
      f.ledger.reserve({ id: `o:${userId}:r2`, debitAccountId: wallet, creditAccountId: f.topup, amountCents: 101, code: 'topup_debit' }),
    ).rejects.toBeInstanceOf(InsufficientFundsError);
    expect((await f.ledger.balance(wallet)).availableCents).toBe(100);
    const { rows } = await f.database.pool.query(`select count(*)::int as n from ledger_transfers where id like $1`, [`o:${userId}%`]);
    expect(rows[0].n).toBe(1);
  });

  it('the database itself refuses an overdraft when the code is bypassed', async () => {
    const { wallet } = await f.fundedWallet(300);
    const error = await rejectionOf(
      f.database.pool.query(`update ledger_accounts set debits_posted = debits_posted + 301 where id = $1`, [wallet]),
    );
    expect(error).toMatchObject({ code: '23514', constraint: 'ledger_accounts_debits_must_not_exceed_credits_check' });
    await expect(f.database.pool.query(`update ledger_accounts set debits_pending = 301 where id = $1`, [wallet])).rejects.toMatchObject({
      code: '23514',
    });
    await expect(
      f.database.pool.query(`insert into ledger_accounts (id, kind, user_id) values ('w-flagless', 'user_wallet', 'u-flagless')`),
    ).rejects.toMatchObject({ code: '23514', constraint: 'ledger_accounts_wallet_no_overdraft_flag_check' });
  });

  it('refuses amounts that are not positive safe integers, self transfers and unknown accounts', async () => {
    const { wallet } = await f.fundedWallet(100);
    const base = { id: 'bad', debitAccountId: f.paypal, creditAccountId: wallet, code: 'add_funds' };
    for (const amountCents of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53, '100' as unknown as number]) {
      await expect(f.ledger.transfer({ ...base, amountCents })).rejects.toBeInstanceOf(InvalidAmountError);
    }
    await expect(f.ledger.transfer({ ...base, amountCents: 1, creditAccountId: f.paypal })).rejects.toBeInstanceOf(InvalidTransferError);
    await expect(f.ledger.transfer({ ...base, amountCents: 1, code: '' })).rejects.toBeInstanceOf(InvalidTransferError);
    await expect(f.ledger.transfer({ ...base, amountCents: 1, id: ' ' })).rejects.toBeInstanceOf(InvalidTransferError);
    const missing = await rejectionOf(f.ledger.transfer({ ...base, amountCents: 1, creditAccountId: 'wallet:ghost' }));
    expect(missing).toBeInstanceOf(AccountNotFoundError);
    expect((missing as AccountNotFoundError).accountIds).toEqual(['wallet:ghost']);
  });

  it('transfers are append-only: UPDATE, DELETE and TRUNCATE are refused; accounts are never deleted', async () => {
    const { wallet, userId } = await f.fundedWallet(100);
    const pool = f.database.pool;
    const id = `capture:${userId}`;
    await expect(pool.query(`update ledger_transfers set amount_cents = 1 where id = $1`, [id])).rejects.toThrow(/append-only/);
    await expect(pool.query(`update ledger_transfers set metadata = '{"x":1}' where id = $1`, [id])).rejects.toThrow(/append-only/);
    await expect(pool.query(`delete from ledger_transfers where id = $1`, [id])).rejects.toThrow(/append-only/);
    await expect(pool.query(`truncate ledger_transfers cascade`)).rejects.toThrow(/append-only/);
    await expect(pool.query(`delete from ledger_accounts where id = $1`, [wallet])).rejects.toThrow(/refused/);
    await expect(pool.query(`update ledger_accounts set user_id = 'someone-else' where id = $1`, [wallet])).rejects.toThrow(
      /only the counters/,
    );
  });

  it('the database refuses a resolution that does not match its pending transfer', async () => {
    const { wallet, userId } = await f.fundedWallet(100);
    await f.ledger.reserve({ id: `m:${userId}`, debitAccountId: wallet, creditAccountId: f.topup, amountCents: 50, code: 'topup_debit' });
    await expect(
      f.database.pool.query(
        `insert into ledger_transfers (id, kind, debit_account_id, credit_account_id, amount_cents, pending_id, code)
         values ($1, 'post_pending', $2, $3, 49, $4, 'topup_debit')`,
        [`m:${userId}:post`, wallet, f.topup, `m:${userId}`],
      ),
    ).rejects.toThrow(/same accounts and amount/);
  });
});

describe('checkLedgerInvariants', () => {
  it('reports counters that drift from the transfers, and sums that are not zero', async () => {
    const { wallet } = await f.fundedWallet(100);
    const client = await f.database.pool.connect();
    try {
      await client.query('begin');
      await client.query(`update ledger_accounts set credits_posted = credits_posted + 5 where id = $1`, [wallet]);
      const violations = await checkLedgerInvariants(client);
      expect(violations.map((v) => v.invariant).sort()).toEqual(['counters_match_transfers', 'zero_sum']);
    } finally {
      await client.query('rollback');
      client.release();
    }
  });
});
