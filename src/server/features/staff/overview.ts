import type pg from 'pg';
import type { AdminOverview, OverviewDay } from '../../../shared/api/admin-users.js';
import { checkLedgerInvariants, dailyNetOf, systemAccountId, type Ledger } from '../../ledger/index.js';
import type { IdentityStaff } from '../identity/index.js';
import type { TopupStaff } from '../topups/index.js';
import type { WalletStaff } from '../wallet/index.js';

const CHART_DAYS = 30;

export interface OverviewDeps {
  pool: pg.Pool;
  ledger: Ledger;
  identity: Pick<IdentityStaff, 'counts'>;
  topups: Pick<TopupStaff, 'deliveredCount' | 'deliveredPerDay' | 'unconfirmedCount'>;
  wallet: Pick<WalletStaff, 'paymentCounts'>;
  /** The aggregator's own balance endpoint; null when no aggregator is configured. */
  aggregatorBalance: (() => Promise<{ balance: string; currencyCode: string }>) | null;
  log: { warn(details: object, message: string): void };
}

/**
 * GET /api/admin/overview: each figure asked of the feature that owns it (its staff reads), the revenue and
 * the invariants of the ledger's read API, the float of the aggregator itself. Read-only.
 */
export async function overviewOf(deps: OverviewDeps, now = new Date()): Promise<AdminOverview> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const since = new Date(today - (CHART_DAYS - 1) * 86_400_000);
  const feeRevenue = systemAccountId('fee_revenue');
  const [people, delivered, perDay, unconfirmed, payments, revenue, revenuePerDay, violations, aggregatorFloat, unclaimed] =
    await Promise.all([
      deps.identity.counts(now),
      deps.topups.deliveredCount(),
      deps.topups.deliveredPerDay(since),
      deps.topups.unconfirmedCount(),
      deps.wallet.paymentCounts(),
      deps.ledger.balance(feeRevenue),
      dailyNetOf(deps.pool, feeRevenue, since),
      checkLedgerInvariants(deps.pool),
      floatOf(deps),
      deps.ledger.balance(systemAccountId('unclaimed_balances')),
    ]);
  return {
    ...people,
    totalTransactions: delivered + payments.completed,
    deliveredTopups: delivered,
    completedFundings: payments.completed,
    revenueCents: revenue.postedCents,
    days: everyDay(since, perDay, revenuePerDay),
    health: {
      ledgerInvariantsHold: violations.length === 0,
      ledgerViolations: [...new Set(violations.map((violation) => violation.invariant))],
      aggregatorFloat,
      unconfirmedTopups: unconfirmed,
      heldPayments: payments.held,
      unclaimedBalancesCents: unclaimed.postedCents,
    },
  };
}

async function floatOf(deps: OverviewDeps): Promise<AdminOverview['health']['aggregatorFloat']> {
  if (!deps.aggregatorBalance) return { status: 'not_configured', balance: null, currencyCode: null };
  try {
    const { balance, currencyCode } = await deps.aggregatorBalance();
    return { status: 'ok', balance, currencyCode };
  } catch (error) {
    // The overview still answers: an aggregator that does not is itself what the panel must show.
    deps.log.warn({ err: error }, 'aggregator balance could not be read for the admin overview');
    return { status: 'unreachable', balance: null, currencyCode: null };
  }
}

/** One entry per day from `since` to today, zeros where nothing happened. */
function everyDay(
  since: Date,
  topups: { day: string; count: number; amountCents: number }[],
  revenue: { day: string; netCents: number }[],
): OverviewDay[] {
  const topupsOf = new Map(topups.map((entry) => [entry.day, entry]));
  const revenueOf = new Map(revenue.map((entry) => [entry.day, entry.netCents]));
  return Array.from({ length: CHART_DAYS }, (_, i) => {
    const day = new Date(since.getTime() + i * 86_400_000).toISOString().slice(0, 10);
    return {
      day,
      topups: topupsOf.get(day)?.count ?? 0,
      topupCents: topupsOf.get(day)?.amountCents ?? 0,
      revenueCents: revenueOf.get(day) ?? 0,
    };
  });
}
