import type pg from 'pg';
import { shareCentsOf } from '../../../shared/pots.js';
import {
  AccountNotFoundError,
  InsufficientFundsError,
  walletAccountId,
  type Ledger,
  type LedgerTx,
  type Queryable,
} from '../../ledger/index.js';
import type { Actor } from '../identity/index.js';
import type { TopupService } from '../topups/index.js';
import { askForShare, remindShare, tellSharePaid, tellShareReturned, tellWaitingFor } from './pot-notices.js';
import * as potStore from './pot-store.js';
import * as store from './store.js';

/**
 * A family pot's run (ADR 0074): every member's share moves from their wallet to the owner's, and the owner's
 * wallet pays the top-up, in ONE commit with the run marked sent. A member short of their share (or the owner
 * of theirs) rolls all of it back: nobody pays, the run waits for that person until the end of the day. The
 * shares are keyed by the run (`pot:<schedule>:<day>:share:<member>`), and the run's row is locked first, so
 * two workers, or one taking over from a dead one, move them once.
 */

/** One person's part of a run's price: the members' percentages rounded down, the owner the rest. */
export interface Share {
  userId: string;
  name: string;
  cents: number;
  owner: boolean;
}

/** `Marie J.`: the others in a pot see a first name and an initial, no more. */
export const shortName = (first: string | null, last: string | null): string =>
  [first?.trim(), last?.trim() ? `${last.trim()[0]!.toUpperCase()}.` : ''].filter(Boolean).join(' ') || '…';

export function sharesOf(
  totalCents: number,
  owner: { userId: string; name: string },
  members: readonly Pick<potStore.MemberRow, 'user_id' | 'share_percent' | 'first_name' | 'last_name'>[],
): Share[] {
  const theirs = members.map((m) => ({
    userId: m.user_id,
    name: shortName(m.first_name, m.last_name),
    cents: shareCentsOf(totalCents, m.share_percent),
    owner: false,
  }));
  const rest = totalCents - theirs.reduce((sum, share) => sum + share.cents, 0);
  return [{ ...owner, cents: rest, owner: true }, ...theirs];
}

const shareId = (scheduleId: string, runOn: string, userId: string) => `pot:${scheduleId}:${runOn}:share:${userId}`;
const sharesPrefix = (scheduleId: string, runOn: string) => `pot:${scheduleId}:${runOn}:share:`;

export interface PotRunDeps {
  pool: pg.Pool;
  ledger: Ledger;
  topups: Pick<TopupService, 'groupPlacer' | 'nudge'>;
  availableOf(userId: string): Promise<number>;
}

/** Sent (the top-up's id); short (whose share is missing, among the shares as the run read them); or another worker had it. */
export type PotRunOutcome = { sent: string } | { short: Share; shares: Share[] } | { taken: true };

/** The pot's members and the owner's name, for a run of `totalCents`: its shares. */
export async function potSharesOf(
  db: Queryable,
  s: Pick<store.ScheduleRow, 'id' | 'user_id'>,
  totalCents: number,
): Promise<Share[] | null> {
  const members = await potStore.membersOf(db, [s.id]);
  if (members.length === 0) return null;
  const [owner] = await potStore.ownersOf(db, [s.id]);
  return sharesOf(totalCents, { userId: s.user_id, name: owner ? shortName(owner.first_name, owner.last_name) : '…' }, members);
}

/**
 * Sends a pot's run with quote `quoteId` (priced for the owner, who is `actor`): the shares in, the top-up
 * placed, the run sent and each member told, in one transaction. Short: nothing moved, the short person
 * asked for their share and the others told whom the run waits for (the caller marks it waiting).
 */
export async function sendPotRun(
  deps: PotRunDeps,
  run: store.RunRow,
  s: store.ScheduleRow,
  actor: Actor,
  quote: { id: string; totalCents: number },
  shares: Share[],
): Promise<PotRunOutcome> {
  const place = await deps.topups.groupPlacer();
  const about = { scheduleId: s.id, recipient: s.recipient_number };
  // The shares as the transaction reads them: a member who left (or joined) since `shares` was read counts as they are now.
  let paying = shares;
  try {
    const outcome = await deps.ledger.transaction(async (tx): Promise<PotRunOutcome> => {
      const current = await store.runOf(tx.client, s.id, run.run_on, true);
      if (!current || current.state !== 'running') return { taken: true };
      // The run's row, then the schedule's: joining and leaving lock the schedule's row, so the members are fixed from here.
      await store.scheduleById(tx.client, s.id, true);
      paying = (await potSharesOf(tx.client, s, quote.totalCents)) ?? [
        { ...shares.find((share) => share.owner)!, cents: quote.totalCents },
      ];
      await moveShares(tx, s, run.run_on, paying);
      const { orderIds } = await place(tx, actor, { quoteIds: [quote.id], paymentMethod: 'wallet' });
      await store.setRun(tx.client, current, { state: 'sent', topupId: orderIds[0]!, reason: null });
      for (const share of paying) if (!share.owner) await tellSharePaid(tx.client, about, run.run_on, share.userId, share.cents);
      return { sent: orderIds[0]! };
    });
    if ('sent' in outcome) deps.topups.nudge();
    return outcome;
  } catch (error) {
    if (!(error instanceof InsufficientFundsError)) throw error;
    const short = paying.find((share) => walletAccountId(share.userId) === error.accountId) ?? paying[0]!;
    return { short, shares: paying };
  }
}

/** Each member's share into the owner's wallet, keyed by the run; the owner's own share stays where it is. */
async function moveShares(tx: LedgerTx, s: store.ScheduleRow, runOn: string, shares: Share[]) {
  const owner = await tx.walletOf(s.user_id);
  const steps = [];
  for (const share of shares) {
    if (share.owner || share.cents === 0) continue;
    // A member who never funded a wallet has one made empty here: short, like any other empty wallet.
    const wallet = await tx.walletOf(share.userId);
    steps.push({
      transfer: {
        id: shareId(s.id, runOn, share.userId),
        debitAccountId: wallet,
        creditAccountId: owner,
        amountCents: share.cents,
        code: 'family_share',
        userId: share.userId,
        metadata: { scheduleId: s.id, runOn, ownerId: s.user_id },
      },
    });
  }
  if (steps.length > 0) await tx.apply(steps);
}

/** The run waits for `short`: they are asked for their share, the others told whom it waits for. Once a day each. */
export async function tellShort(client: Queryable, s: store.ScheduleRow, runOn: string, short: Share, shares: Share[], shortCents: number) {
  const about = { scheduleId: s.id, recipient: s.recipient_number };
  await askForShare(client, about, runOn, short.userId, shortCents);
  for (const share of shares) if (share.userId !== short.userId) await tellWaitingFor(client, about, runOn, share.userId, short.name);
}

/** Whether every share of a waiting run is in its person's wallet now (worth claiming the run again). */
export async function everyShareCovered(deps: Pick<PotRunDeps, 'availableOf'>, shares: Share[]): Promise<boolean> {
  for (const share of shares) if ((await deps.availableOf(share.userId)) < share.cents) return false;
  return true;
}

/** The day before a run, in the pass's transaction: each member whose wallet does not cover their share of the agreed price is reminded. */
export async function remindShortMembers(tx: LedgerTx, s: store.ScheduleRow, runOn: string): Promise<void> {
  const shares = await potSharesOf(tx.client, s, s.agreed_total_cents);
  for (const share of shares ?? []) {
    if (share.owner) continue;
    if ((await availableIn(tx, share.userId)) < share.cents)
      await remindShare(tx.client, { scheduleId: s.id, recipient: s.recipient_number }, runOn, share.userId, share.cents);
  }
}

/** What a person can spend, read in the caller's transaction: nothing when they never had a wallet. */
async function availableIn(tx: LedgerTx, userId: string): Promise<number> {
  try {
    return (await tx.balance(walletAccountId(userId))).availableCents;
  } catch (error) {
    if (error instanceof AccountNotFoundError) return 0;
    throw error;
  }
}

/**
 * A settled top-up that a pot's run sent and that failed: the failure gave the owner's wallet the whole charge
 * back, in this same transaction; each member's share goes back from it to theirs (keyed, so once), and each
 * member is told. Listed in src/server/delivery-effects.ts.
 */
export async function potTopupSettled(tx: LedgerTx, settled: { orderId: string; outcome: 'succeeded' | 'failed' }): Promise<void> {
  if (settled.outcome !== 'failed') return;
  const run = await store.runOfTopup(tx.client, settled.orderId);
  if (!run) return;
  const paid = (await tx.transfersByIdPrefix(sharesPrefix(run.schedule_id, run.run_on))).filter(
    (transfer) => transfer.code === 'family_share',
  );
  if (paid.length === 0) return;
  const [s] = await store.schedulesByIds(tx.client, [run.schedule_id]);
  for (const share of paid) {
    await tx.transfer({
      id: `${share.id}:returned`,
      debitAccountId: share.creditAccountId,
      creditAccountId: share.debitAccountId,
      amountCents: share.amountCents,
      code: 'family_share_returned',
      userId: share.userId,
      metadata: { scheduleId: run.schedule_id, runOn: run.run_on, topupId: settled.orderId },
    });
    if (share.userId && s)
      await tellShareReturned(tx.client, { scheduleId: s.id, recipient: s.recipient_number }, run.run_on, share.userId, share.amountCents);
  }
}
