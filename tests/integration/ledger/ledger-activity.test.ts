import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { InvalidQueryError, type WalletActivityItem } from '../../../src/server/ledger/index';
import { ledgerFixture, type LedgerFixture } from './ledger-kit';

let f: LedgerFixture;
beforeAll(async () => {
  f = await ledgerFixture();
});
afterEach(async () => f.expectInvariants());
afterAll(async () => f.database.destroy());

const summary = (items: WalletActivityItem[]) =>
  items.map((i) => `${i.transferId.split(':').pop()} ${i.direction} ${i.code} ${i.amountCents} ${i.status}`);

describe('walletActivity', () => {
  it('lists the wallet’s transfers newest first, with direction, status and resolution', async () => {
    const { wallet, userId } = await f.fundedWallet(5_000); // capture:<userId>
    const promo = await f.ledger.systemAccount('promo_expense');
    const other = await f.fundedWallet(1_000);
    const t = (suffix: string) => `${userId}:${suffix}`;
    await f.ledger.transfer({
      id: t('promo'),
      debitAccountId: promo,
      creditAccountId: wallet,
      amountCents: 300,
      code: 'promotion_bonus',
      userId,
      metadata: { promo: 'WELCOME' },
    });
    await f.ledger.reserve({
      id: t('r1'),
      debitAccountId: wallet,
      creditAccountId: f.topup,
      amountCents: 1_000,
      code: 'topup_debit',
      userId,
    });
    await f.ledger.reserve({
      id: t('r2'),
      debitAccountId: wallet,
      creditAccountId: f.topup,
      amountCents: 2_000,
      code: 'topup_debit',
      userId,
    });
    await f.ledger.reserve({
      id: t('r3'),
      debitAccountId: wallet,
      creditAccountId: f.topup,
      amountCents: 500,
      code: 'topup_debit',
      userId,
    });
    await f.ledger.postPending({ id: t('r1-post'), pendingId: t('r1') });
    await f.ledger.voidPending({ id: t('r2-void'), pendingId: t('r2'), code: 'refund' });
    // Someone else's money never shows here.
    await f.ledger.transfer({
      id: `${other.userId}:spend`,
      debitAccountId: other.wallet,
      creditAccountId: f.topup,
      amountCents: 10,
      code: 'topup_debit',
    });

    const page = await f.ledger.walletActivity(userId, { limit: 50 });
    expect(summary(page.items)).toEqual([
      'r3 withdrawal topup_debit 500 pending',
      'r2 withdrawal topup_debit 2000 voided',
      'r1 withdrawal topup_debit 1000 posted',
      'promo deposit promotion_bonus 300 posted',
      `${userId} deposit add_funds 5000 posted`,
    ]);
    expect(page.nextCursor).toBeNull();
    expect(page.items[3]!.metadata).toEqual({ promo: 'WELCOME' });
    expect(page.items[0]!.resolvedAt).toBeNull();
    expect(page.items[1]!.resolvedAt).toBeInstanceOf(Date);
    expect(page.items[1]!.resolvedAt!.getTime()).toBeGreaterThanOrEqual(page.items[1]!.createdAt.getTime());
    expect((await f.ledger.balance(wallet)).availableCents).toBe(5_000 + 300 - 1_000 - 500);
  });

  it('pages with a cursor, without gaps or repeats, even for transfers made in one transaction', async () => {
    const { wallet, userId } = await f.fundedWallet(10_000);
    await f.ledger.transaction(async (tx) => {
      for (let i = 0; i < 6; i++) {
        await tx.transfer({
          id: `${userId}:t${i}`,
          debitAccountId: wallet,
          creditAccountId: f.topup,
          amountCents: 100 + i,
          code: 'topup_debit',
          userId,
        });
      }
    });
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: Awaited<ReturnType<typeof f.ledger.walletActivity>> = await f.ledger.walletActivity(userId, { limit: 2, before: cursor });
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((i) => i.transferId));
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(4);
    expect(seen).toEqual([5, 4, 3, 2, 1, 0].map((i) => `${userId}:t${i}`).concat(`capture:${userId}`));
  });

  it('spending sums a code’s withdrawals since a moment and ever, leaving voided holds out', async () => {
    const { wallet, userId } = await f.fundedWallet(10_000);
    const reserve = (suffix: string, amountCents: number, code = 'topup_debit') =>
      f.ledger.reserve({ id: `${userId}:${suffix}`, debitAccountId: wallet, creditAccountId: f.topup, amountCents, code, userId });
    await reserve('old', 1_000);
    await f.ledger.postPending({ id: `${userId}:old:post`, pendingId: `${userId}:old` });
    const { rows } = await f.database.pool.query<{ now: Date }>('select clock_timestamp() as now');
    const since = rows[0]!.now;
    await reserve('new-posted', 200);
    await f.ledger.postPending({ id: `${userId}:new-posted:post`, pendingId: `${userId}:new-posted` });
    await reserve('new-pending', 30);
    await reserve('new-voided', 4_000);
    await f.ledger.voidPending({ id: `${userId}:new-voided:void`, pendingId: `${userId}:new-voided` });
    await reserve('fee', 5, 'fee');
    expect(await f.ledger.spending(userId, 'topup_debit', since)).toEqual({
      sinceCents: 230,
      sinceCount: 2,
      totalCents: 1_230,
      totalCount: 3,
    });
    expect(await f.ledger.spending('nobody', 'topup_debit', since)).toEqual({ sinceCents: 0, sinceCount: 0, totalCents: 0, totalCount: 0 });
  });

  it('is empty for someone without a wallet, and refuses a bad page size or cursor', async () => {
    expect(await f.ledger.walletActivity('nobody', { limit: 10 })).toEqual({ items: [], nextCursor: null });
    await expect(f.ledger.walletActivity('nobody', { limit: 0 })).rejects.toBeInstanceOf(InvalidQueryError);
    await expect(f.ledger.walletActivity('nobody', { limit: 1_000 })).rejects.toBeInstanceOf(InvalidQueryError);
    await expect(f.ledger.walletActivity('nobody', { limit: 10, before: 'not-a-cursor' })).rejects.toBeInstanceOf(InvalidQueryError);
  });

  // Each of these once reached PostgreSQL and failed there (bigint or timestamp out of range, a NUL in text).
  it.each([
    ['microseconds beyond bigint', ['99999999999999999999', 'x']],
    ['microseconds beyond a timestamp', ['9223372036854775807', 'x']],
    ['a NUL in the transfer id', ['1', 'a\u0000b']],
    ['an empty transfer id', ['1', '']],
    ['a number, not a string', [1, 'x']],
  ])('refuses a forged cursor with %s as an InvalidQueryError', async (_what, content) => {
    const before = Buffer.from(JSON.stringify(content)).toString('base64url');
    await expect(f.ledger.walletActivity('nobody', { limit: 10, before })).rejects.toBeInstanceOf(InvalidQueryError);
  });
});
