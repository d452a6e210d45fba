import { describe, expect, it } from 'vitest';
import { InvalidAmountError, InvalidTransferError } from './errors';
import { isResolution, requestOf } from './steps';

describe('a ledger step, checked before any statement', () => {
  const transfer = {
    id: 't1',
    debitAccountId: 'wallet:a',
    creditAccountId: 'system:topup_clearing',
    amountCents: 500,
    code: 'topup_debit',
  };

  it('names its kind after the method it stands for, with defaults filled in', () => {
    expect(requestOf({ transfer })).toEqual({ ...transfer, kind: 'posted', userId: null, metadata: {} });
    expect(requestOf({ reserve: { ...transfer, userId: 'a' } })).toMatchObject({ kind: 'pending', userId: 'a' });
    const post = requestOf({ postPending: { id: 'p1', pendingId: 't1' } });
    expect(post).toEqual({ kind: 'post_pending', id: 'p1', pendingId: 't1', code: null, metadata: {} });
    expect(isResolution(post)).toBe(true);
    expect(requestOf({ voidPending: { id: 'v1', pendingId: 't1', code: 'refund' } })).toMatchObject({
      kind: 'void_pending',
      code: 'refund',
    });
  });

  it('refuses what can never be a transfer', () => {
    expect(() => requestOf({ transfer: { ...transfer, amountCents: 0 } })).toThrow(InvalidAmountError);
    expect(() => requestOf({ transfer: { ...transfer, amountCents: 2 ** 53 } })).toThrow(InvalidAmountError);
    expect(() => requestOf({ transfer: { ...transfer, creditAccountId: 'wallet:a' } })).toThrow(InvalidTransferError);
    expect(() => requestOf({ reserve: { ...transfer, id: ' ' } })).toThrow(InvalidTransferError);
    expect(() => requestOf({ postPending: { id: 'p', pendingId: '' } })).toThrow(InvalidTransferError);
    expect(() => requestOf({ voidPending: { id: 'v', pendingId: 't1', code: '' } })).toThrow(InvalidTransferError);
  });
});
