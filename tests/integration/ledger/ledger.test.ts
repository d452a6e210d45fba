import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  AccountNotFoundError,
  InsufficientFundsError,
  InvalidTransferError,
  LedgerConflictError,
  LedgerError,
  PendingAlreadyResolvedError,
  PendingNotFoundError,
} from '../../../src/server/ledger/index';
import { ledgerFixture, rejectionOf, type LedgerFixture } from './ledger-kit';

let f: LedgerFixture;
beforeAll(async () => {
  f = await ledgerFixture();
});
afterEach(async () => f.expectInvariants());
afterAll(async () => f.database.destroy());

describe('accounts', () => {
  it('walletOf creates a wallet once, however many callers race for it', async () => {
    const ids = await Promise.all(Array.from({ length: 20 }, () => f.ledger.walletOf('race-user')));
    expect(new Set(ids).size).toBe(1);
    const { rows } = await f.database.pool.query(`select count(*)::int as n from ledger_accounts where user_id = 'race-user'`);
    expect(rows[0].n).toBe(1);
    expect(await f.ledger.balance(ids[0]!)).toEqual({ postedCents: 0, pendingDebitsCents: 0, pendingCreditsCents: 0, availableCents: 0 });
  });

  it('systemAccount knows only the system codes; balance of an unknown account is refused', async () => {
    expect(await f.ledger.systemAccount('fee_revenue')).toBe(await f.ledger.systemAccount('fee_revenue'));
    expect(await f.ledger.systemAccount('chargeback_losses')).toBe('system:chargeback_losses'); // ADR 0006
    await expect(f.ledger.systemAccount('bank' as never)).rejects.toBeInstanceOf(InvalidTransferError);
    await expect(f.ledger.balance('nope')).rejects.toBeInstanceOf(AccountNotFoundError);
  });
});

describe('posted and pending transfers', () => {
  it('a posted transfer moves money at once, both sides', async () => {
    const { wallet } = await f.fundedWallet(10_000);
    expect(await f.ledger.balance(wallet)).toEqual({
      postedCents: 10_000,
      pendingDebitsCents: 0,
      pendingCreditsCents: 0,
      availableCents: 10_000,
    });
  });

  it('reserve holds money; post makes the hold final', async () => {
    const { wallet, userId } = await f.fundedWallet(10_000);
    const topupBefore = await f.ledger.balance(f.topup);
    const held = await f.ledger.reserve({
      id: `topup:${userId}:reserve`,
      debitAccountId: wallet,
      creditAccountId: f.topup,
      amountCents: 2_500,
      code: 'topup_debit',
      userId,
      metadata: { orderId: 'o1' },
    });
    expect(held).toMatchObject({ created: true, transfer: { kind: 'pending', amountCents: 2_500, metadata: { orderId: 'o1' } } });
    expect(await f.ledger.balance(wallet)).toEqual({
      postedCents: 10_000,
      pendingDebitsCents: 2_500,
      pendingCreditsCents: 0,
      availableCents: 7_500,
    });
    expect((await f.ledger.balance(f.topup)).pendingCreditsCents).toBe(topupBefore.pendingCreditsCents + 2_500);

    const posted = await f.ledger.postPending({ id: `topup:${userId}:post`, pendingId: held.transfer.id });
    expect(posted).toMatchObject({
      created: true,
      transfer: { kind: 'post_pending', amountCents: 2_500, code: 'topup_debit', pendingId: held.transfer.id, userId },
    });
    expect(await f.ledger.balance(wallet)).toEqual({
      postedCents: 7_500,
      pendingDebitsCents: 0,
      pendingCreditsCents: 0,
      availableCents: 7_500,
    });
    expect((await f.ledger.balance(f.topup)).postedCents).toBe(topupBefore.postedCents + 2_500);
  });

  it('void gives the hold back', async () => {
    const { wallet, userId } = await f.fundedWallet(1_000);
    const held = await f.ledger.reserve({
      id: `r:${userId}`,
      debitAccountId: wallet,
      creditAccountId: f.topup,
      amountCents: 1_000,
      code: 'topup_debit',
      userId,
    });
    expect((await f.ledger.balance(wallet)).availableCents).toBe(0);
    const voided = await f.ledger.voidPending({ id: `v:${userId}`, pendingId: held.transfer.id, code: 'refund' });
    expect(voided.transfer).toMatchObject({ kind: 'void_pending', code: 'refund', amountCents: 1_000 });
    expect(await f.ledger.balance(wallet)).toEqual({
      postedCents: 1_000,
      pendingDebitsCents: 0,
      pendingCreditsCents: 0,
      availableCents: 1_000,
    });
  });
});

describe('idempotency', () => {
  it('replaying an id returns the first result and changes nothing, even with other metadata', async () => {
    const { wallet, userId } = await f.fundedWallet(0);
    const input = {
      id: `capture:${userId}:x`,
      debitAccountId: f.paypal,
      creditAccountId: wallet,
      amountCents: 700,
      code: 'add_funds',
      userId,
    };
    const first = await f.ledger.transfer({ ...input, metadata: { source: 'return' } });
    const again = await f.ledger.transfer({ ...input, metadata: { source: 'webhook' } });
    expect(first.created).toBe(true);
    expect(again).toEqual({ created: false, transfer: first.transfer });
    expect((await f.ledger.balance(wallet)).postedCents).toBe(700);
  });

  it('a replayed reserve answers its first result even when the wallet could no longer afford it', async () => {
    const { wallet, userId } = await f.fundedWallet(500);
    const input = {
      id: `topup:${userId}:reserve`,
      debitAccountId: wallet,
      creditAccountId: f.topup,
      amountCents: 500,
      code: 'topup_debit',
      userId,
    };
    const first = await f.ledger.reserve(input);
    expect(await f.ledger.reserve(input)).toEqual({ created: false, transfer: first.transfer });
    const post = { id: `topup:${userId}:post`, pendingId: input.id };
    const posted = await f.ledger.postPending(post);
    expect(await f.ledger.postPending(post)).toEqual({ created: false, transfer: posted.transfer });
    expect((await f.ledger.balance(wallet)).availableCents).toBe(0);
  });

  it('the same id with other parameters is a conflict, and changes nothing', async () => {
    const { wallet, userId } = await f.fundedWallet(1_000);
    const input = { id: `t:${userId}`, debitAccountId: wallet, creditAccountId: f.topup, amountCents: 100, code: 'topup_debit', userId };
    await f.ledger.reserve(input);
    const amount = await rejectionOf(f.ledger.reserve({ ...input, amountCents: 101 }));
    expect(amount).toBeInstanceOf(LedgerConflictError);
    expect((amount as LedgerConflictError).differences).toEqual(['amountCents']);
    await expect(f.ledger.transfer(input)).rejects.toBeInstanceOf(LedgerConflictError); // posted, not pending
    await expect(f.ledger.reserve({ ...input, code: 'fee' })).rejects.toBeInstanceOf(LedgerConflictError);
    await expect(f.ledger.voidPending({ id: input.id, pendingId: input.id })).rejects.toBeInstanceOf(LedgerConflictError);
    expect((await f.ledger.balance(wallet)).availableCents).toBe(900);
  });
});

describe('pending transfers resolve once', () => {
  it('posting then voiding (or posting under another id) is refused', async () => {
    const { wallet, userId } = await f.fundedWallet(1_000);
    const held = await f.ledger.reserve({
      id: `p:${userId}`,
      debitAccountId: wallet,
      creditAccountId: f.topup,
      amountCents: 400,
      code: 'topup_debit',
      userId,
    });
    await f.ledger.postPending({ id: `p:${userId}:post`, pendingId: held.transfer.id });
    const voided = await rejectionOf(f.ledger.voidPending({ id: `p:${userId}:void`, pendingId: held.transfer.id }));
    expect(voided).toBeInstanceOf(PendingAlreadyResolvedError);
    expect((voided as PendingAlreadyResolvedError).resolvedBy).toEqual({ id: `p:${userId}:post`, kind: 'post_pending' });
    await expect(f.ledger.postPending({ id: `p:${userId}:post2`, pendingId: held.transfer.id })).rejects.toBeInstanceOf(
      PendingAlreadyResolvedError,
    );
    expect((await f.ledger.balance(wallet)).availableCents).toBe(600);
  });

  it('only pending transfers can be resolved', async () => {
    const { userId } = await f.fundedWallet(100);
    await expect(f.ledger.postPending({ id: 'x1', pendingId: 'no-such' })).rejects.toBeInstanceOf(PendingNotFoundError);
    await expect(f.ledger.voidPending({ id: 'x2', pendingId: `capture:${userId}` })).rejects.toBeInstanceOf(PendingNotFoundError);
  });
});

describe('composing with the caller’s SQL in one transaction', () => {
  beforeAll(async () => {
    await f.database.pool.query(`create table scratch_orders (id text primary key, user_id text not null)`);
  });

  it('commits the ledger writes and the caller’s rows together', async () => {
    const { wallet, userId } = await f.fundedWallet(1_000);
    const orderId = `order-${userId}`;
    const result = await f.ledger.transaction(async (tx) => {
      const held = await tx.reserve({
        id: `topup:${orderId}:reserve`,
        debitAccountId: wallet,
        creditAccountId: await tx.systemAccount('topup_clearing'),
        amountCents: 600,
        code: 'topup_debit',
        userId,
      });
      await tx.client.query(`insert into scratch_orders (id, user_id) values ($1, $2)`, [orderId, userId]);
      return { held, inside: await tx.balance(wallet) };
    });
    expect(result.inside.availableCents).toBe(400);
    expect((await f.ledger.balance(wallet)).availableCents).toBe(400);
    const { rows } = await f.database.pool.query(`select id from scratch_orders where id = $1`, [orderId]);
    expect(rows).toHaveLength(1);
  });

  it('rolls both back when anything in it fails', async () => {
    const { wallet, userId } = await f.fundedWallet(1_000);
    const orderId = `order-${userId}`;
    await expect(
      f.ledger.transaction(async (tx) => {
        await tx.reserve({
          id: `topup:${orderId}:reserve`,
          debitAccountId: wallet,
          creditAccountId: f.topup,
          amountCents: 600,
          code: 'topup_debit',
          userId,
        });
        await tx.client.query(`insert into scratch_orders (id, user_id) values ($1, $2)`, [orderId, userId]);
        throw new Error('aggregator said no');
      }),
    ).rejects.toThrow('aggregator said no');
    expect((await f.ledger.balance(wallet)).availableCents).toBe(1_000);
    const { rows } = await f.database.pool.query(
      `select id from ledger_transfers where id = $1 union all select id from scratch_orders where id = $2`,
      [`topup:${orderId}:reserve`, orderId],
    );
    expect(rows).toHaveLength(0);
  });

  it('refuses a call on the ledger itself from inside its transaction, which would hang', async () => {
    const { wallet, userId } = await f.fundedWallet(100);
    await expect(f.ledger.transaction(async () => f.ledger.balance(wallet))).rejects.toThrow(/use the tx it gives \(tx\.balance\)/);
    await expect(
      f.ledger.transaction(async (tx) => {
        await tx.walletOf(userId);
        await f.ledger.transfer({
          id: `nested:${userId}`,
          debitAccountId: f.paypal,
          creditAccountId: wallet,
          amountCents: 1,
          code: 'add_funds',
        });
      }),
    ).rejects.toBeInstanceOf(LedgerError);
    expect((await f.ledger.balance(wallet)).postedCents).toBe(100);
  });

  it('an insufficient-funds refusal inside leaves the transaction usable', async () => {
    const { wallet, userId } = await f.fundedWallet(100);
    const outcome = await f.ledger.transaction(async (tx) => {
      const refused = await rejectionOf(
        tx.reserve({ id: `i:${userId}`, debitAccountId: wallet, creditAccountId: f.topup, amountCents: 101, code: 'topup_debit' }),
      );
      await tx.client.query(`insert into scratch_orders (id, user_id) values ($1, $2)`, [`failed-${userId}`, userId]);
      return refused;
    });
    expect(outcome).toBeInstanceOf(InsufficientFundsError);
  });
});
