import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/connect.js';
import { staffSummaryRoutes, staffUsersRoutes, overviewOf, createStaffUsers } from '../features/staff/index.js';
import { auditRoutes, type AuditLog } from '../features/audit/index.js';
import { type IdentityService, createIdentityStaff } from '../features/identity/index.js';
import type { PromotionService } from '../features/promotions/index.js';
import { reconciliationRoutes, createReconciliation } from '../features/reconciliation/index.js';
import { settingsStaffRoutes, type SettingsService } from '../features/settings/index.js';
import {
  createTopupTransactionsStaff,
  topupStaffRoutes,
  type CatalogueCache,
  type TopupService,
  type OnSettled,
  createTopupStaff,
} from '../features/topups/index.js';
import { createFundingStaff, createWalletStaff } from '../features/wallet/index.js';
import type { TopupProvider } from '../integrations/topup-provider/index.js';
import type { Ledger } from '../ledger/index.js';

type IdentityStaffDeps = Parameters<typeof createIdentityStaff>[0];
type ReconciliationDeps = Parameters<typeof createReconciliation>[0];

/** What the staff panel's calls are built from: the features' services, made once in app.ts. */
export interface StaffPanelDeps {
  database: Database;
  ledger: Ledger;
  audit: AuditLog;
  identity: IdentityService;
  auth: IdentityStaffDeps['auth'];
  actors: IdentityStaffDeps['actors'];
  topups: TopupService;
  promotions: PromotionService;
  settings: SettingsService;
  catalogue: CatalogueCache;
  /** The aggregator, when configured: its balance for the overview, its report for reconciliation. */
  aggregator: TopupProvider | null;
  paypal: ReconciliationDeps['paypal'];
  /** The worker's settlement side effects: a staff decision on a top-up settles it as the worker would. */
  onSettled: OnSettled;
  notificationsOf: Parameters<typeof createTopupTransactionsStaff>[0]['notificationsOf'];
  syncCatalogue: Parameters<typeof settingsStaffRoutes>[0]['syncCatalogue'];
}

/**
 * Registers every /api/admin call (docs/product-rules.md#admin-access, ADR 0030–0033): overview and users, transactions and
 * reconciliation, settings, and the audit log. Each is behind requireAdmin in its own routes; this file only
 * wires them, so app.ts stays the composition of the product and this the composition of the staff panel.
 * Returns the reconciliation, whose daily pass is one of the app's background jobs.
 */
export async function registerStaffPanel(app: FastifyInstance, deps: StaffPanelDeps) {
  const { database, ledger, audit, identity, topups } = deps;
  const db = database.db;
  await app.register(staffSummaryRoutes({ identity, topups }));

  const staffReads = {
    identity: createIdentityStaff({ db, auth: deps.auth, actors: deps.actors }),
    topups: createTopupStaff({ db }),
    wallet: createWalletStaff({ db, ledger }),
  };
  const aggregator = deps.aggregator;
  await app.register(
    staffUsersRoutes({
      overview: () =>
        overviewOf({
          pool: database.pool,
          ledger,
          ...staffReads,
          aggregatorBalance: aggregator ? () => aggregator.accountBalance() : null,
          log: app.log,
        }),
      users: createStaffUsers({
        pool: database.pool,
        ledger,
        audit,
        identity,
        people: staffReads.identity,
        wallet: staffReads.wallet,
        topups: staffReads.topups,
      }),
    }),
  );

  // The Transactions tab and reconciliation (ADR 0032).
  const topupAdmin = createTopupTransactionsStaff({
    pool: database.pool,
    ledger,
    onSettled: deps.onSettled,
    audit: audit.record,
    notificationsOf: deps.notificationsOf,
  });
  const fundingAdmin = createFundingStaff({ pool: database.pool });
  await app.register(topupStaffRoutes({ topups: topupAdmin, fundings: fundingAdmin, identity }));
  const reconciliation = createReconciliation({
    pool: database.pool,
    topups: topupAdmin,
    fundings: fundingAdmin,
    aggregator,
    paypal: deps.paypal,
    audit: audit.record,
    transaction: (fn) => ledger.transaction((tx) => fn(tx.client)),
    log: app.log,
  });
  await app.register(reconciliationRoutes(reconciliation));
  await app.register(auditRoutes(audit));

  await app.register(
    settingsStaffRoutes({
      pool: database.pool,
      settings: deps.settings,
      identity,
      topups,
      promotions: deps.promotions,
      audit,
      catalogue: deps.catalogue,
      syncCatalogue: deps.syncCatalogue,
    }),
  );
  return { reconciliation };
}
