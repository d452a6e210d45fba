import { and, count, desc, eq, exists, gt, ilike, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/connect.js';
import { sessions, users } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { Queryable } from '../../ledger/index.js';
import type { ActorCache } from './actor-cache.js';
import type { Auth } from './auth.js';
import { parseDevice } from './device.js';
import { findUser, type UserRow } from './store.js';

export type IdentityStaff = ReturnType<typeof createIdentityStaff>;

/** Who a person is, as the admin panel shows them in a list or on their page. */
export interface StaffPerson {
  id: string;
  name: string;
  email: string;
  phoneNumber: string | null;
  emailVerified: boolean;
  phoneNumberVerified: boolean;
  twoFactorEnabled: boolean;
  isAdmin: boolean;
  blockedAt: string | null;
  blockedReason: string | null;
  createdAt: string;
}

/** The fields of a person a staff action changes, as the audit log records them before and after. */
interface Rights {
  isAdmin: boolean;
  blockedAt: string | null;
  blockedReason: string | null;
}

const PAGE_SIZE = 20;
const ACTIVE_DAYS = 30;
const LAST_ADMIN_MESSAGE = 'This is the last admin account: grant admin to someone else before revoking it.';

/**
 * Identity's side of the admin panel (docs/product-rules.md#admin-users, ADR 0031): finding people, their sign-ins, and the changes
 * staff make to an account. Every change runs on the caller's transaction client (its audit entry commits
 * with it) and returns the before and after; the caller tells `changed` once it has committed, so no
 * request after it is served from the actor cache.
 */
export function createIdentityStaff({ db, auth, actors }: { db: Db; auth: Auth; actors: Pick<ActorCache, 'forgetPerson'> }) {
  return {
    /** Accounts (not deleted), and those with a session begun or renewed in the last 30 days. */
    async counts(now = new Date()): Promise<{ totalUsers: number; activeUsers: number; activeDays: number }> {
      const since = new Date(now.getTime() - ACTIVE_DAYS * 86_400_000);
      const [total] = await db.select({ n: count() }).from(users).where(isNull(users.deletedAt));
      const [active] = await db
        .select({ n: count() })
        .from(users)
        .where(
          and(
            isNull(users.deletedAt),
            // Sessions are renewed at most daily while used (auth.ts updateAge), so updated_at is a last sign-in.
            exists(
              db
                .select({ one: sessions.id })
                .from(sessions)
                .where(and(eq(sessions.userId, users.id), or(gt(sessions.createdAt, since), gt(sessions.updatedAt, since)))),
            ),
          ),
        );
      return { totalUsers: total?.n ?? 0, activeUsers: active?.n ?? 0, activeDays: ACTIVE_DAYS };
    },

    /** People whose name, email or phone contains `q`, newest first, a page of 20 at a time. */
    async search(q: string, page: number): Promise<{ users: StaffPerson[]; hasMore: boolean }> {
      const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const rows = await db
        .select()
        .from(users)
        .where(
          and(
            isNull(users.deletedAt),
            q ? or(ilike(users.email, pattern), ilike(users.name, pattern), ilike(users.phoneNumber, pattern)) : undefined,
          ),
        )
        .orderBy(desc(users.createdAt), users.id)
        .limit(PAGE_SIZE + 1)
        .offset((page - 1) * PAGE_SIZE);
      return { users: rows.slice(0, PAGE_SIZE).map(present), hasMore: rows.length > PAGE_SIZE };
    },

    async person(userId: string): Promise<StaffPerson | null> {
      const row = await findUser(db, userId);
      return row ? present(row) : null;
    },

    /** The person's live sign-ins, newest first: where from and on what. */
    async signIns(userId: string) {
      const rows = await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())))
        .orderBy(desc(sessions.createdAt))
        .limit(50);
      return rows.map((row) => ({
        ipAddress: row.ipAddress,
        userAgent: row.userAgent,
        device: parseDevice(row.userAgent),
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.updatedAt.toISOString(),
      }));
    },

    /** Blocks the person and ends every session of theirs, in the caller's transaction. */
    async blockIn(client: Queryable, userId: string, reason: string) {
      const before = await lockPerson(client, userId);
      await client.query(
        `update users set blocked_at = coalesce(blocked_at, now()), blocked_reason = $2, updated_at = now() where id = $1`,
        [userId, reason],
      );
      await client.query(`delete from sessions where user_id = $1`, [userId]);
      return { before, after: await lockPerson(client, userId) };
    },

    async unblockIn(client: Queryable, userId: string) {
      const before = await lockPerson(client, userId);
      await client.query(`update users set blocked_at = null, blocked_reason = null, updated_at = now() where id = $1`, [userId]);
      return { before, after: await lockPerson(client, userId) };
    },

    /**
     * Grants or revokes admin. Every admin row is locked first, so two revocations at once cannot both see
     * another admin left: the last one is refused (409).
     */
    async setAdminIn(client: Queryable, userId: string, isAdmin: boolean) {
      const admins = await client.query<{ id: string }>(`select id from users where is_admin and deleted_at is null for update`);
      const before = await lockPerson(client, userId);
      if (!isAdmin && before.isAdmin && admins.rows.every((row) => row.id === userId))
        throw new AppError('CONFLICT', LAST_ADMIN_MESSAGE, undefined, 'lastAdmin');
      await client.query(`update users set is_admin = $2, updated_at = now() where id = $1`, [userId, isAdmin]);
      return { before, after: await lockPerson(client, userId) };
    },

    /** After the change committed: nothing remembered of the person may answer a request any more. */
    changed: (userId: string) => actors.forgetPerson(userId),

    /** Sends the email verification link again, the way the profile page's button does. */
    async resendVerification(userId: string): Promise<void> {
      const person = await findUser(db, userId);
      if (!person) throw new AppError('NOT_FOUND', 'No such user.');
      if (person.emailVerified)
        throw new AppError('CONFLICT', 'This email address is already verified.', undefined, 'emailAlreadyVerified');
      await auth.api.sendVerificationEmail({ body: { email: person.email, callbackURL: '/profile' } });
    },
  };
}

/** Locks the person's row and reads the fields staff change; 404 for no one (or a deleted account). */
async function lockPerson(client: Queryable, userId: string): Promise<Rights> {
  const { rows } = await client.query<{ is_admin: boolean; blocked_at: Date | null; blocked_reason: string | null }>(
    `select is_admin, blocked_at, blocked_reason from users where id = $1 and deleted_at is null for update`,
    [userId],
  );
  const row = rows[0];
  if (!row) throw new AppError('NOT_FOUND', 'No such user.');
  return { isAdmin: row.is_admin, blockedAt: row.blocked_at?.toISOString() ?? null, blockedReason: row.blocked_reason };
}

function present(row: UserRow): StaffPerson {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phoneNumber: row.phoneNumber,
    emailVerified: row.emailVerified,
    phoneNumberVerified: row.phoneNumberVerified,
    twoFactorEnabled: row.twoFactorEnabled,
    isAdmin: row.isAdmin,
    blockedAt: row.blockedAt?.toISOString() ?? null,
    blockedReason: row.blockedReason,
    createdAt: row.createdAt.toISOString(),
  };
}
