import { MAX_POT_MEMBERS } from '../../../shared/pots.js';
import type { Queryable } from '../../ledger/index.js';
import { personColumnSql } from '../identity/index.js';

/** The one module that reads and writes `family_pot_members` and `family_pot_invites` (migration 0040, ADR 0074). */

export interface MemberRow {
  schedule_id: string;
  user_id: string;
  share_percent: number;
  first_name: string | null;
  last_name: string | null;
}

export interface InviteRow {
  id: string;
  schedule_id: string;
  share_percent: number;
  expires_at: Date;
  withdrawn_at: Date | null;
  used_by: string | null;
}

const MEMBER_COLUMNS = `m.schedule_id, m.user_id, m.share_percent,
  ${personColumnSql('first_name', 'm.user_id')} as first_name, ${personColumnSql('last_name', 'm.user_id')} as last_name`;
const INVITE_COLUMNS = `id, schedule_id, share_percent, expires_at, withdrawn_at, used_by`;

/** The members still in these pots (the owner is the schedule's person, not a row here), oldest first. */
export async function membersOf(db: Queryable, scheduleIds: readonly string[]): Promise<MemberRow[]> {
  if (scheduleIds.length === 0) return [];
  const { rows } = await db.query<MemberRow>(
    `select ${MEMBER_COLUMNS} from family_pot_members m
      where m.schedule_id = any($1::text[]) and m.left_at is null order by m.joined_at, m.user_id`,
    [scheduleIds],
  );
  return rows;
}

/** The owners' names of these schedules (a pot's members see the owner as the owner sees them). */
export async function ownersOf(
  db: Queryable,
  scheduleIds: readonly string[],
): Promise<{ schedule_id: string; user_id: string; first_name: string | null; last_name: string | null }[]> {
  if (scheduleIds.length === 0) return [];
  const { rows } = await db.query<{ schedule_id: string; user_id: string; first_name: string | null; last_name: string | null }>(
    `select s.id as schedule_id, s.user_id, ${personColumnSql('first_name', 's.user_id')} as first_name,
            ${personColumnSql('last_name', 's.user_id')} as last_name
       from topup_schedules s where s.id = any($1::text[])`,
    [scheduleIds],
  );
  return rows;
}

/** The schedules someone shares in as a member (not the ones they own). */
export async function schedulesSharedWith(db: Queryable, userId: string): Promise<string[]> {
  const { rows } = await db.query<{ schedule_id: string }>(
    `select schedule_id from family_pot_members where user_id = $1 and left_at is null order by joined_at`,
    [userId],
  );
  return rows.map((row) => row.schedule_id);
}

/** Of these schedules, the ones that are pots: a member in, or an invitation open at `now`. */
export async function potsAmong(db: Queryable, scheduleIds: readonly string[], now: Date): Promise<Set<string>> {
  if (scheduleIds.length === 0) return new Set();
  const { rows } = await db.query<{ schedule_id: string }>(
    `select schedule_id from family_pot_members where schedule_id = any($1::text[]) and left_at is null
     union
     select schedule_id from family_pot_invites
      where schedule_id = any($1::text[]) and used_at is null and withdrawn_at is null and expires_at > $2`,
    [scheduleIds, now],
  );
  return new Set(rows.map((row) => row.schedule_id));
}

/** The open invitations of these pots (not used, withdrawn or expired at `now`). */
export async function openInvitesOf(db: Queryable, scheduleIds: readonly string[], now: Date): Promise<InviteRow[]> {
  if (scheduleIds.length === 0) return [];
  const { rows } = await db.query<InviteRow>(
    `select ${INVITE_COLUMNS} from family_pot_invites
      where schedule_id = any($1::text[]) and used_at is null and withdrawn_at is null and expires_at > $2
      order by created_at`,
    [scheduleIds, now],
  );
  return rows;
}

export async function inviteByKey(db: Queryable, scheduleId: string, idempotencyKey: string): Promise<InviteRow | null> {
  const { rows } = await db.query<InviteRow>(
    `select ${INVITE_COLUMNS} from family_pot_invites where schedule_id = $1 and idempotency_key = $2`,
    [scheduleId, idempotencyKey],
  );
  return rows[0] ?? null;
}

export async function inviteByTokenHash(db: Queryable, tokenHash: string): Promise<InviteRow | null> {
  const { rows } = await db.query<InviteRow>(`select ${INVITE_COLUMNS} from family_pot_invites where token_hash = $1`, [tokenHash]);
  return rows[0] ?? null;
}

/**
 * Why the pot cannot take one more person with `percent`: full (members and open invitations reach the
 * most), or the shares would pass 100 %. Counted under the schedule's row lock the caller holds.
 */
export async function roomFor(
  client: Queryable,
  scheduleId: string,
  percent: number,
  now: Date,
  /** The invitation being used: it held the place asked for, so it is not counted twice. */
  using: string | null = null,
): Promise<'full' | 'shares' | null> {
  const { rows } = await client.query<{ people: number; shares: number }>(
    `select count(*)::int as people, coalesce(sum(share_percent), 0)::int as shares from (
       select share_percent from family_pot_members where schedule_id = $1 and left_at is null
       union all
       select share_percent from family_pot_invites
        where schedule_id = $1 and used_at is null and withdrawn_at is null and expires_at > $2 and id is distinct from $3) taken`,
    [scheduleId, now, using],
  );
  const { people, shares } = rows[0]!;
  if (people >= MAX_POT_MEMBERS) return 'full';
  return shares + percent > 100 ? 'shares' : null;
}

export async function insertInvite(
  client: Queryable,
  invite: { id: string; scheduleId: string; tokenHash: string; sharePercent: number; idempotencyKey: string | null; expiresAt: Date },
): Promise<InviteRow> {
  const { rows } = await client.query<InviteRow>(
    `insert into family_pot_invites (id, schedule_id, token_hash, share_percent, idempotency_key, expires_at)
     values ($1, $2, $3, $4, $5, $6) returning ${INVITE_COLUMNS}`,
    [invite.id, invite.scheduleId, invite.tokenHash, invite.sharePercent, invite.idempotencyKey, invite.expiresAt],
  );
  return rows[0]!;
}

/** A new link for an invitation still open at `now` (its first answer was lost); false when it is used, withdrawn or expired. */
export async function renewToken(client: Queryable, id: string, tokenHash: string, now: Date): Promise<boolean> {
  const { rowCount } = await client.query(
    `update family_pot_invites set token_hash = $2 where id = $1 and used_at is null and withdrawn_at is null and expires_at > $3`,
    [id, tokenHash, now],
  );
  return rowCount === 1;
}

/** Withdraws an open invitation of the pot; false when there was none to withdraw. */
export async function withdrawInvite(db: Queryable, scheduleId: string, inviteId: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `update family_pot_invites set withdrawn_at = now() where id = $1 and schedule_id = $2 and used_at is null and withdrawn_at is null`,
    [inviteId, scheduleId],
  );
  return rowCount === 1;
}

/** The invitation, locked for its one use. */
export async function lockInvite(client: Queryable, id: string): Promise<(InviteRow & { used_at: Date | null }) | null> {
  const { rows } = await client.query<InviteRow & { used_at: Date | null }>(
    `select ${INVITE_COLUMNS}, used_at from family_pot_invites where id = $1 for update`,
    [id],
  );
  return rows[0] ?? null;
}

export async function isMember(db: Queryable, scheduleId: string, userId: string): Promise<boolean> {
  const { rows } = await db.query(`select 1 from family_pot_members where schedule_id = $1 and user_id = $2 and left_at is null`, [
    scheduleId,
    userId,
  ]);
  return rows.length > 0;
}

/** The invitation used by `userId`, who is a member from now with its share (again, if they had left). */
export async function join(client: Queryable, invite: InviteRow, userId: string): Promise<void> {
  await client.query(
    `insert into family_pot_members (schedule_id, user_id, share_percent) values ($1, $2, $3)
     on conflict (schedule_id, user_id) do update set share_percent = excluded.share_percent, joined_at = now(), left_at = null`,
    [invite.schedule_id, userId, invite.share_percent],
  );
  await client.query(`update family_pot_invites set used_by = $2, used_at = now() where id = $1`, [invite.id, userId]);
}

/** The member leaves; false when they were not in it. */
export async function leave(client: Queryable, scheduleId: string, userId: string): Promise<boolean> {
  const { rowCount } = await client.query(
    `update family_pot_members set left_at = now() where schedule_id = $1 and user_id = $2 and left_at is null`,
    [scheduleId, userId],
  );
  return rowCount === 1;
}
