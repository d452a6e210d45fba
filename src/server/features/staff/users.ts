import type pg from 'pg';
import type { AdjustmentRequest, AdjustmentResult, AdminUserDetail, StaffPerson } from '../../../shared/api/admin-users.js';
import { AppError } from '../../errors.js';
import type { Ledger } from '../../ledger/index.js';
import type { AuditLog } from '../audit/index.js';
import type { Actor, IdentityService, IdentityStaff } from '../identity/index.js';
import { loyaltyStandingOf } from '../loyalty/index.js';
import { referralStandingOf } from '../referrals/index.js';
import type { TopupStaff } from '../topups/index.js';
import type { WalletStaff } from '../wallet/index.js';

export interface StaffUsersDeps {
  pool: pg.Pool;
  ledger: Ledger;
  audit: AuditLog;
  identity: Pick<IdentityService, 'assertSteppedUp'>;
  people: IdentityStaff;
  wallet: WalletStaff;
  topups: Pick<TopupStaff, 'ofUser'>;
}

/** Where a staff action came from, for its audit entry. */
interface Staff {
  actor: Actor;
  ipAddress: string | null;
}

export type StaffUsers = ReturnType<typeof createStaffUsers>;

/**
 * The Users tab (docs/product-rules.md#admin-users, ADR 0031). Reads ask each feature for its own part. Every action is stepped up
 * (two-factor on, a recent sign-in), runs in one transaction with its audit entry, and only then tells
 * identity the person changed, so no request after it is served from what was remembered of them.
 */
export function createStaffUsers({ pool, ledger, audit, identity, people, wallet, topups }: StaffUsersDeps) {
  async function personOrNotFound(userId: string): Promise<StaffPerson> {
    const person = await people.person(userId);
    if (!person) throw new AppError('NOT_FOUND', 'No such user.');
    return person;
  }

  /** Steps up, changes the person in one transaction with its audit entry, then forgets them. */
  async function change(
    staff: Staff,
    userId: string,
    entry: { action: string; reason?: string | null },
    apply: (client: pg.PoolClient) => Promise<{ before: unknown; after: unknown }>,
  ): Promise<StaffPerson> {
    await identity.assertSteppedUp(staff.actor);
    await ledger.transaction(async (tx) => {
      const { before, after } = await apply(tx.client);
      await audit.record(tx.client, {
        actorUserId: staff.actor.user.id,
        action: entry.action,
        targetType: 'user',
        targetId: userId,
        before,
        after,
        reason: entry.reason ?? null,
        ipAddress: staff.ipAddress,
      });
    });
    people.changed(userId);
    return personOrNotFound(userId);
  }

  return {
    search: people.search,

    async detail(userId: string): Promise<AdminUserDetail> {
      const user = await personOrNotFound(userId);
      const [balance, activity, topupList, signIns, referral, loyalty] = await Promise.all([
        wallet.balanceOf(userId),
        wallet.activityOf(userId),
        topups.ofUser(userId),
        people.signIns(userId),
        referralStandingOf(pool, userId),
        loyaltyStandingOf(pool, userId),
      ]);
      return { user, wallet: { ...balance, activity }, topups: topupList, signIns, referral, loyalty };
    },

    async block(staff: Staff, userId: string, reason: string): Promise<StaffPerson> {
      if (userId === staff.actor.user.id) throw new AppError('CONFLICT', 'You cannot block your own account.');
      return change(staff, userId, { action: 'user.block', reason }, (client) => people.blockIn(client, userId, reason));
    },

    unblock: (staff: Staff, userId: string) =>
      change(staff, userId, { action: 'user.unblock' }, (client) => people.unblockIn(client, userId)),

    setAdmin: (staff: Staff, userId: string, isAdmin: boolean) =>
      change(staff, userId, { action: isAdmin ? 'user.admin.grant' : 'user.admin.revoke' }, (client) =>
        people.setAdminIn(client, userId, isAdmin),
      ),

    /**
     * A credit or debit of the wallet through the ledger, applied once per admin and Idempotency-Key. Its
     * audit entry is written by the request that applied it, in the same transaction; a replay writes none.
     */
    async adjust(staff: Staff, userId: string, idempotencyKey: string, request: AdjustmentRequest): Promise<AdjustmentResult> {
      await identity.assertSteppedUp(staff.actor);
      await personOrNotFound(userId);
      const result = await ledger.transaction(async (tx) => {
        const applied = await wallet.adjustIn(tx, { adminId: staff.actor.user.id, idempotencyKey, userId, ...request });
        if (applied.created)
          await audit.record(tx.client, {
            actorUserId: staff.actor.user.id,
            action: 'wallet.adjust',
            targetType: 'user',
            targetId: userId,
            before: null,
            after: { transferId: applied.transferId, direction: request.direction, amountCents: request.amountCents },
            reason: request.reason,
            ipAddress: staff.ipAddress,
          });
        return applied;
      });
      const balance = await wallet.balanceOf(userId);
      return { transferId: result.transferId, applied: result.created, availableCents: balance.availableCents };
    },

    /** Not a change of rights or money: no step-up, but still on the record. */
    async resendVerification(staff: Staff, userId: string): Promise<void> {
      await people.resendVerification(userId);
      await audit.record(pool, {
        actorUserId: staff.actor.user.id,
        action: 'user.verification.resend',
        targetType: 'user',
        targetId: userId,
        ipAddress: staff.ipAddress,
      });
    },
  };
}
