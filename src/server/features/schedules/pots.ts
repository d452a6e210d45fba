import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Pot, PotInvite, PotInvitePreview, PotMember } from '../../../shared/api/pots.js';
import { POT_INVITE_DAYS, shareCentsOf } from '../../../shared/pots.js';
import { AppError } from '../../errors.js';
import type { Ledger } from '../../ledger/index.js';
import type { Actor } from '../identity/index.js';
import { tellJoined, tellLeft } from './pot-notices.js';
import { shortName, sharesOf } from './pot-run.js';
import * as potStore from './pot-store.js';
import * as store from './store.js';

/**
 * Family pots (ADR 0074): the owner of an automatic top-up invites up to four people by link, each with a
 * share of every run; members see who paid and until when the recipient is covered, and may leave. What a
 * run moves is pot-run.ts; this is who is in a pot and what each of them sees.
 */

export interface PotServiceDeps {
  pool: pg.Pool;
  ledger: Ledger;
  publicUrl: string;
  availableOf(userId: string): Promise<number>;
  clock: () => Date;
}

/** The link's token: 24 random bytes, 32 url-safe characters naming no one; only its SHA-256 is kept. */
const newToken = () => randomBytes(24).toString('base64url');
const hashToken = (token: string) => createHash('sha256').update(`family-pot:${token}`).digest('base64url');
const DAY_MS = 86_400_000;

const notFound = () => new AppError('NOT_FOUND', 'No such family plan.');
const inviteNotFound = () => new AppError('NOT_FOUND', 'No such invitation. Ask for a new link.');
const refusal = (reason: 'full' | 'shares') =>
  reason === 'full'
    ? new AppError('CONFLICT', 'This family plan has all its people: five with its owner.', undefined, 'potFull')
    : new AppError('CONFLICT', 'The members’ shares would pass 100 %. Choose a smaller share.', undefined, 'potShareTooBig');
const cancelled = () =>
  new AppError('CONFLICT', 'This automatic top-up was cancelled: it can no longer be shared.', undefined, 'potCancelled');

/** `+509 ••• ••• 3456`: an invitation shows whom it is for without giving the number away. */
const maskNumber = (number: string) => (number.length > 4 ? `${'•'.repeat(number.length - 4)}${number.slice(-4)}` : number);

export type PotService = ReturnType<typeof createPotService>;

export function createPotService(deps: PotServiceDeps) {
  const { pool, ledger, clock } = deps;

  /** The pots these schedules are, as `userId` sees them. */
  async function present(schedules: store.ScheduleRow[], userId: string): Promise<Pot[]> {
    const ids = schedules.map((s) => s.id);
    const now = clock();
    const [members, owners, invites, runs] = await Promise.all([
      potStore.membersOf(pool, ids),
      potStore.ownersOf(pool, ids),
      potStore.openInvitesOf(pool, ids, now),
      store.runsOf(pool, ids, 1),
    ]);
    const pots: Pot[] = [];
    for (const s of schedules) {
      const owner = owners.find((o) => o.schedule_id === s.id);
      const own = members.filter((m) => m.schedule_id === s.id);
      const latest = runs.find((run) => run.schedule_id === s.id) ?? null;
      const shares = sharesOf(
        s.agreed_total_cents,
        { userId: s.user_id, name: owner ? shortName(owner.first_name, owner.last_name) : '…' },
        own,
      );
      const paid = latest?.state === 'sent' && latest.topup_id ? await paidShares(s.id, latest.run_on, latest.topup_id) : null;
      const lines: PotMember[] = [];
      for (const share of shares) {
        const you = share.userId === userId;
        const short = Math.max(share.cents - (await deps.availableOf(share.userId)), 0);
        lines.push({
          you,
          role: share.owner ? 'owner' : 'member',
          name: share.name,
          sharePercent: share.owner
            ? 100 - own.reduce((sum, m) => sum + m.share_percent, 0)
            : own.find((m) => m.user_id === share.userId)!.share_percent,
          shareCents: share.cents,
          paidLatest: paid !== null && (share.owner ? paid.delivered || paid.open : paid.members.has(share.userId)),
          nextRun: short > 0 ? 'short' : 'ready',
          shortCents: you && short > 0 ? short : null,
        });
      }
      const isOwner = s.user_id === userId;
      pots.push({
        id: s.id,
        role: isOwner ? 'owner' : 'member',
        countryIso: s.country_iso,
        operatorName: s.operator_name,
        recipientNumber: s.recipient_number,
        amountCents: s.amount_cents,
        localAmount: s.agreed_local_amount,
        localCurrency: s.local_currency,
        frequency: s.frequency,
        runDay: s.run_day,
        status: s.status,
        agreedTotalCents: s.agreed_total_cents,
        nextRunOn: s.status === 'active' ? s.next_run_on : null,
        coveredUntil: s.status === 'active' && paid && !paid.refunded ? s.next_run_on : null,
        latestRun: latest ? { runOn: latest.run_on, state: latest.state } : null,
        members: lines,
        invites: isOwner ? invites.filter((i) => i.schedule_id === s.id).map((i): PotInvite => ({ ...inviteOf(i), url: null })) : [],
      });
    }
    return pots;
  }

  /** Who paid a sent run (its share transfers, less those given back) and how its top-up stands. */
  async function paidShares(scheduleId: string, runOn: string, topupId: string) {
    const [shares, topup] = await Promise.all([
      ledger.transfersByIdPrefix(`pot:${scheduleId}:${runOn}:share:`),
      ledger.transfersByIdPrefix(`topup:${topupId}:`),
    ]);
    const returned = new Set(shares.filter((t) => t.code === 'family_share_returned').map((t) => t.userId));
    const members = new Set(shares.filter((t) => t.code === 'family_share' && !returned.has(t.userId)).map((t) => t.userId!));
    const refunded = topup.some((t) => t.kind === 'void_pending');
    const delivered = topup.some((t) => t.kind === 'post_pending');
    return { members, refunded, delivered, open: !refunded && !delivered };
  }

  const inviteOf = (i: potStore.InviteRow) => ({ id: i.id, sharePercent: i.share_percent, expiresAt: i.expires_at.toISOString() });

  /** The schedule `actor` owns, or 404 (someone else's is not theirs to share). */
  async function owned(actor: Actor, id: string): Promise<store.ScheduleRow> {
    const s = await store.ownSchedule(pool, actor.user.id, id);
    if (!s) throw notFound();
    return s;
  }

  /** A pot `actor` is in (owner or member), or 404. */
  async function potOf(actor: Actor, id: string): Promise<Pot> {
    const [s] = await store.schedulesByIds(pool, [id]);
    if (!s) throw notFound();
    const member = s.user_id !== actor.user.id && (await potStore.isMember(pool, id, actor.user.id));
    if (s.user_id !== actor.user.id && !member) throw notFound();
    return (await present([s], actor.user.id))[0]!;
  }

  /** The invitation a link's token names, open; else why not (404 unknown, 409 used, expired or withdrawn). */
  async function openInvite(token: string): Promise<potStore.InviteRow> {
    const invite = await potStore.inviteByTokenHash(pool, hashToken(token));
    if (!invite || invite.withdrawn_at) throw inviteNotFound();
    if (invite.used_by) throw new AppError('CONFLICT', 'This invitation was already used. Ask for a new link.', undefined, 'potInviteUsed');
    if (invite.expires_at <= clock())
      throw new AppError('CONFLICT', 'This invitation has expired. Ask for a new link.', undefined, 'potInviteExpired');
    return invite;
  }

  return {
    /** The pots the person owns (with a member or an open invitation) or is a member of; cancelled ones are gone. */
    async list(actor: Actor): Promise<Pot[]> {
      const userId = actor.user.id;
      const own = (await store.schedulesOf(pool, userId)).filter((s) => s.status !== 'cancelled');
      const pots = await potStore.potsAmong(
        pool,
        own.map((s) => s.id),
        clock(),
      );
      const shared = await store.schedulesByIds(pool, await potStore.schedulesSharedWith(pool, userId));
      const schedules = [...own.filter((s) => pots.has(s.id)), ...shared.filter((s) => s.status !== 'cancelled')];
      return present(schedules, userId);
    },

    get: potOf,

    /**
     * A link inviting one person with `sharePercent` of every run. With an Idempotency-Key a retried press
     * answers the invitation the first made, with a working link while it is open, never a second invitation.
     */
    async invite(actor: Actor, id: string, sharePercent: number, idempotencyKey: string | null): Promise<PotInvite> {
      await owned(actor, id);
      const token = newToken();
      const now = clock();
      const made = await ledger.transaction(async (tx) => {
        const s = await store.ownSchedule(tx.client, actor.user.id, id, true);
        if (!s) throw notFound();
        if (s.status === 'cancelled') throw cancelled();
        if (idempotencyKey) {
          const earlier = await potStore.inviteByKey(tx.client, id, idempotencyKey);
          // The first answer was lost with its link (only the link's digest is kept): the same invitation gets
          // a new link, which the lost one never reached anyone to compete with. Used or withdrawn: no link.
          if (earlier) return { invite: earlier, fresh: await potStore.renewToken(tx.client, earlier.id, hashToken(token), now) };
        }
        const refused = await potStore.roomFor(tx.client, id, sharePercent, now);
        if (refused) throw refusal(refused);
        const invite = await potStore.insertInvite(tx.client, {
          id: randomUUID(),
          scheduleId: id,
          tokenHash: hashToken(token),
          sharePercent,
          idempotencyKey,
          expiresAt: new Date(now.getTime() + POT_INVITE_DAYS * DAY_MS),
        });
        return { invite, fresh: true };
      });
      const url = made.fresh ? `${deps.publicUrl.replace(/\/$/, '')}/pot/${token}` : null;
      return { ...inviteOf(made.invite), url };
    },

    async withdrawInvite(actor: Actor, id: string, inviteId: string): Promise<Pot> {
      await owned(actor, id);
      if (!(await potStore.withdrawInvite(pool, id, inviteId))) throw inviteNotFound();
      return potOf(actor, id);
    },

    /** What an invited person sees before joining. */
    async preview(actor: Actor, token: string): Promise<PotInvitePreview> {
      const invite = await openInvite(token);
      const [s] = await store.schedulesByIds(pool, [invite.schedule_id]);
      if (!s || s.status === 'cancelled') throw cancelled();
      if (s.user_id === actor.user.id) throw ownInvite();
      const [owner] = await potStore.ownersOf(pool, [s.id]);
      return {
        ownerName: owner ? shortName(owner.first_name, owner.last_name) : '…',
        operatorName: s.operator_name,
        countryIso: s.country_iso,
        recipientNumber: maskNumber(s.recipient_number),
        frequency: s.frequency,
        runDay: s.run_day,
        agreedTotalCents: s.agreed_total_cents,
        sharePercent: invite.share_percent,
        shareCents: shareCentsOf(s.agreed_total_cents, invite.share_percent),
        expiresAt: invite.expires_at.toISOString(),
      };
    },

    /** Joins with the link (once: a second person gets "used"); already a member answers the pot. */
    async accept(actor: Actor, token: string): Promise<Pot> {
      const userId = actor.user.id;
      const found = await potStore.inviteByTokenHash(pool, hashToken(token));
      if (found && found.used_by === userId) return potOf(actor, found.schedule_id);
      const invite = await openInvite(token);
      const joined = await ledger.transaction(async (tx) => {
        // The schedule's row first, then the invitation's: the order every change to a pot locks in.
        const s = await store.scheduleById(tx.client, invite.schedule_id, true);
        const locked = await potStore.lockInvite(tx.client, invite.id);
        if (!s || s.status === 'cancelled') throw cancelled();
        if (s.user_id === userId) throw ownInvite();
        if (!locked || locked.used_by || locked.withdrawn_at || locked.expires_at <= clock())
          throw new AppError('CONFLICT', 'This invitation was already used. Ask for a new link.', undefined, 'potInviteUsed');
        if (await potStore.isMember(tx.client, s.id, userId)) return s;
        const refused = await potStore.roomFor(tx.client, s.id, invite.share_percent, clock(), invite.id);
        if (refused) throw refusal(refused);
        await potStore.join(tx.client, invite, userId);
        await tellJoined(tx.client, { scheduleId: s.id, recipient: s.recipient_number }, invite.id, s.user_id, nameOf(actor));
        return s;
      });
      return potOf(actor, joined.id);
    },

    /** A member leaves: their share falls to the owner from the next run, and the owner is told. */
    async leave(actor: Actor, id: string): Promise<Pot[]> {
      const [s] = await store.schedulesByIds(pool, [id]);
      if (!s) throw notFound();
      if (s.user_id === actor.user.id)
        throw new AppError(
          'CONFLICT',
          'You set up this family plan: cancel the automatic top-up instead of leaving it.',
          undefined,
          'potOwnerCannotLeave',
        );
      await ledger.transaction(async (tx) => {
        // The schedule's row first, as a run being sent locks it: a run is paid by the members before or after this, never half.
        await store.scheduleById(tx.client, id, true);
        if (!(await potStore.leave(tx.client, id, actor.user.id))) throw notFound();
        await tellLeft(tx.client, { scheduleId: id, recipient: s.recipient_number }, clock().toISOString(), s.user_id, nameOf(actor));
      });
      return this.list(actor);
    },
  };
}

const ownInvite = () =>
  new AppError('CONFLICT', 'This is your own invitation: send the link to the person you invite.', undefined, 'potOwnInvite');

const nameOf = (actor: Actor) => shortName(actor.user.firstName ?? null, actor.user.lastName ?? null);
