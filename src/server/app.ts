import type { FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import type { Database } from './db/connect.js';
import { accountRoutes, createAccountService } from './features/account/index.js';
import { createAuditLog } from './features/audit/index.js';
import { registerStaffPanel } from './app/staff-panel.js';
import { createSettingsService, settingDefaults } from './features/settings/index.js';
import { loyaltyRoutes, createLoyaltyService } from './features/loyalty/index.js';
import { promotionRoutes, createPromotionAnnouncer, createPromotionService } from './features/promotions/index.js';
import { referralRoutes, createReferralsService } from './features/referrals/index.js';
import {
  createAuth,
  IDENTITY_BASE_PATH,
  sessionCookieName,
  createActorCache,
  createAuthenticator,
  createIdTokens,
  createIdentityMessaging,
  identityRoutes,
  resolveAuthSecret,
  createPeople,
  createIdentityService,
  createSigningKeys,
} from './features/identity/index.js';
import { siteRoutes } from './features/site/index.js';
import { forgetTicketsOf } from './features/support/index.js';
import { walletRoutes, createWalletService, paypalWebhookRoutes } from './features/wallet/index.js';
import {
  topupPort,
  notifyDelayed,
  createCatalogueCache,
  forgetRecipientsOf,
  recipientRoutes,
  recipientAlertRoutes,
  createRecipientAlerts,
  topupRoutes,
  topupPinRoutes,
  moveTopupOnPayment,
  createTopupService,
  syncCatalogue,
  drainTopupWorker,
  hasToppedUp,
  detect,
  type WorkerDeps,
} from './features/topups/index.js';
import { forgetNotificationsOf } from './features/notifications/index.js';
import { registerNotifications, registerSupport } from './app/messaging.js';
import { createCreditRequestService, creditRequestCancelled, creditRequestRoutes } from './features/credit-requests/index.js';
import type { CatalogueCountry } from '../shared/api/topups.js';
import { basketRoutes, createBasketService } from './features/baskets/index.js';
import { operatorPromotionRoutes } from './features/operator-promotions/index.js';
import {
  createPotService,
  createScheduleService,
  forgetSchedulesOf,
  potRoutes,
  retimeSchedulesOf,
  runScheduleWorker,
  scheduleRoutes,
} from './features/schedules/index.js';
import { createNotifier, type Notifier } from './integrations/notifier.js';
import { notConfigured, topupProviderFromConfig } from './integrations/topup-provider/configured.js';
import { paypalFromConfig } from './integrations/paypal/configured.js';
import { coalesced } from './jobs/coalesce.js';
import { startBackgroundJobs, type BackgroundJobs } from './background-jobs.js';
import { createLedgerFor } from './ledger/index.js';
import { refuseCrossSiteWrites } from './security/same-origin.js';
import { createHttpShell } from './http-shell.js';
import { deliveryEffects } from './delivery-effects.js';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Serve the built web app (off in API-only integration tests). */
  serveWeb?: boolean;
  /** How email and SMS leave Kredi; built from the configuration unless given. */
  notifier?: Notifier;
  /** Run housekeeping (payment reconciliation) on a timer; tests call it directly instead. */
  backgroundJobs?: boolean;
  /** The time sign-in pauses and the remembered sessions are measured in (tests move it); the real clock unless given. */
  clock?: () => Date;
}

/** Builds the HTTP app from its parts. No listening, no side effects: main.ts and the tests call it. */
export async function buildApp({
  config,
  database,
  serveWeb = true,
  notifier,
  backgroundJobs = false,
  clock,
}: AppDeps): Promise<FastifyInstance> {
  const { app, metrics } = await createHttpShell(config, database);

  refuseCrossSiteWrites(app, config.PUBLIC_URL);
  const { db } = database;
  const ownChannels = notifier ? null : createNotifier(config, app.log, metrics.outsideCall);
  const channels = notifier ?? ownChannels!;
  app.addHook('onClose', async () => ownChannels?.close());
  // Who signed-in requests come from, remembered for SESSION_CACHE_SECONDS (ADR 0021).
  const actors = createActorCache({ ttlMs: config.SESSION_CACHE_SECONDS * 1000, clock });
  const signingKeys = createSigningKeys(db);
  const accounts = createAccountService(
    database,
    createPeople(db, actors),
    channels,
    app.log,
    [forgetRecipientsOf, forgetNotificationsOf, forgetTicketsOf, forgetSchedulesOf],
    [retimeSchedulesOf],
  );
  const ledger = createLedgerFor(database);
  // Every staff action writes its entry in its own transaction (ADR 0030).
  const audit = createAuditLog({ pool: database.pool });
  const loyalty = createLoyaltyService({ db: database.pool, ledger });
  const paypal = paypalFromConfig(config, metrics.outsideCall);
  // Registered before the jobs', as the aggregator's below: the reconciler's last PayPal calls end first.
  app.addHook('onClose', async () => paypal.close());
  // Runtime settings (ADR 0033): the environment's values are the defaults until staff change them.
  const settings = createSettingsService({ pool: database.pool, audit, defaults: settingDefaults(config) });
  const promotions = createPromotionService({ db, clock, hasToppedUp });
  const announcer = createPromotionAnnouncer({ pool: database.pool, clock });
  const wallet = createWalletService({
    db,
    ledger,
    paypal,
    fees: settings.paypalFees,
    addFundsLimits: settings.addFundsLimits,
    publicUrl: config.PUBLIC_URL,
    log: app.log,
    onFundingDecided: (tx, decision) =>
      moveTopupOnPayment(tx, decision, async (tx, orderId) => {
        await promotions.topupCancelled(tx.client, orderId);
        // A request for credit it answered may be answered again (ADR 0067).
        await creditRequestCancelled(tx.client, orderId);
      }),
    rewardPointsOf: loyalty.pointsOf,
  });
  const referrals = createReferralsService({ pool: database.pool, publicUrl: config.PUBLIC_URL, clock });
  const oidc =
    config.OIDC_ISSUER && config.OIDC_CLIENT_ID && config.OIDC_CLIENT_SECRET
      ? {
          issuer: config.OIDC_ISSUER,
          clientId: config.OIDC_CLIENT_ID,
          clientSecret: config.OIDC_CLIENT_SECRET,
          name: config.OIDC_PROVIDER_NAME,
        }
      : undefined;
  const auth = createAuth({
    db,
    secret: await resolveAuthSecret(config.AUTH_SECRET, config.DATA_DIR),
    publicUrl: config.PUBLIC_URL,
    oidc,
    messaging: createIdentityMessaging(channels),
    signingKeys: signingKeys.adapter,
    actors,
    clock,
    log: app.log,
    events: {
      ...accounts,
      userCreated: async (userId, signUp) => {
        await accounts.userCreated(userId);
        await wallet.grantWelcomeBonus(userId);
        await referrals.signedUp(userId, signUp.referralCode);
      },
      referralCodeExists: referrals.codeExists,
    },
  });
  const idTokens = createIdTokens({ db, keys: signingKeys, actors, publicUrl: config.PUBLIC_URL });
  const authenticate = createAuthenticator({ auth, db, idTokens, actors, publicUrl: config.PUBLIC_URL });
  app.decorateRequest('actor', null);
  // Who is asking is known before the body is validated, so an anonymous call is told 'Not authenticated'.
  // Routes marked freshActor (admin routes, /api/user/me) read it from the database every time.
  app.addHook('preValidation', async (request) => {
    if (request.url.startsWith('/api/') && !request.url.startsWith(`${IDENTITY_BASE_PATH}/`)) {
      request.actor = await authenticate(request, { fresh: request.routeOptions.config?.freshActor === true });
    }
  });

  const identity = createIdentityService({ db, idTokens, actors, adoptTimeZone: accounts.adoptTimeZone });
  await app.register(identityRoutes(auth, identity, oidc?.name ?? null));
  await app.register(accountRoutes(accounts));
  await app.register(
    walletRoutes(wallet, { mode: config.PAYPAL_MODE, fees: settings.paypalFees, addFundsLimits: settings.addFundsLimits }),
  );

  const aggregator = topupProviderFromConfig(config, metrics.outsideCall);
  // Registered before the jobs', so it runs after them: the worker's last calls end first.
  app.addHook('onClose', async () => aggregator?.close());
  const provider = aggregator ? topupPort(aggregator) : { send: notConfigured, lookup: notConfigured };
  const notifications = await registerNotifications(app, { config, database, channels, identity });
  const worker: WorkerDeps = {
    pool: database.pool,
    ledger,
    provider,
    log: app.log,
    onDelayed: (client, orderId) => notifyDelayed(client, orderId),
    onSettled: deliveryEffects({ loyalty, promotions, referrals, metrics }),
  };
  let wakeWorker = () => {};
  const topups = createTopupService({
    db,
    pool: database.pool,
    ledger,
    wallet,
    fees: settings.topupFees,
    sendingLimits: settings.sendingLimits,
    loyalty,
    quoteValidMinutes: settings.quoteValidMinutes,
    promotions,
    log: app.log,
    nudge: () => wakeWorker(),
  });
  const catalogue = createCatalogueCache(db);
  await app.register(
    topupRoutes({
      db,
      catalogue,
      service: topups,
      fees: settings.topupFees,
      quoteValidMinutes: settings.quoteValidMinutes,
      detectOperatorId: async (e164, iso) => (aggregator ? ((await aggregator.detectOperator(e164, iso))?.operatorId ?? null) : null),
    }),
  );
  // "Ask for credit" (ADR 0067): public, the send screen's own operator detection.
  await app.register(
    creditRequestRoutes({
      service: createCreditRequestService({
        pool: database.pool,
        publicUrl: config.PUBLIC_URL,
        detect: (iso, number) =>
          detect(db, iso, number, async (e164, countryIso) =>
            aggregator ? ((await aggregator.detectOperator(e164, countryIso))?.operatorId ?? null) : null,
          ),
      }),
      countries: async () => (JSON.parse((await catalogue.countries()).body.toString()) as { countries: CatalogueCountry[] }).countries,
    }),
  );
  await app.register(basketRoutes(createBasketService({ pool: database.pool, ledger, topups, wallet, fees: settings.topupFees })));
  await app.register(recipientRoutes(db));
  await app.register(recipientAlertRoutes(db));
  const recipientAlerts = createRecipientAlerts({ db, clock });
  await app.register(topupPinRoutes(db));
  // Automatic top-ups, and the family plans that share them (ADRs 0034, 0074).
  const scheduleDeps = {
    pool: database.pool,
    ledger,
    topups,
    actingAs: identity.actingAs,
    availableOf: wallet.availableOf,
    publicUrl: config.PUBLIC_URL,
    clock: clock ?? (() => new Date()),
  };
  await app.register(scheduleRoutes(createScheduleService(scheduleDeps)));
  await app.register(potRoutes(createPotService(scheduleDeps)));
  await app.register(operatorPromotionRoutes({ db, clock }));
  await app.register(loyaltyRoutes(loyalty));
  await app.register(promotionRoutes(promotions));
  await app.register(referralRoutes(referrals));
  // The staff panel's calls (docs/product-rules.md#admin-access): overview, users, transactions, reconciliation, audit, settings.
  const { reconciliation } = await registerStaffPanel(app, {
    database,
    ledger,
    audit,
    identity,
    auth,
    actors,
    topups,
    promotions,
    settings,
    catalogue,
    aggregator,
    paypal,
    onSettled: worker.onSettled!,
    notificationsOf: notifications.ofEvent,
    syncCatalogue: () => jobs.syncCatalogue(),
  });
  // Support tickets (ADR 0029); each staff answer notifies the person (app/messaging.ts).
  await registerSupport(app, { config, database, ledger, topups, identity, walletAvailableOf: wallet.availableOf });
  await app.register(paypalWebhookRoutes(wallet));
  // The background jobs (background-jobs.ts): `npm start` runs them on timers; tests run a pass when they choose.
  const jobs: BackgroundJobs = {
    reconcileFundings: (now) => wallet.reconcile(now),
    runTopupWorker: () => drainTopupWorker(worker),
    sendNotifications: () => notifications.sendDue(),
    announcePromotions: () => announcer.announceDue(identity.liveUserIdsAfter),
    runScheduleWorker: (now) => runScheduleWorker({ ...scheduleDeps, log: app.log }, now ?? scheduleDeps.clock()),
    checkRecipientAlerts: (now) => recipientAlerts.check(now),
    reconcileDaily: (now) => reconciliation.daily(now),
    syncCatalogue: async () => {
      if (!aggregator) return null;
      try {
        return await syncCatalogue(db, aggregator);
      } finally {
        // Also when a later step (the promotions) fails: the operators already copied are served at once.
        catalogue.invalidate();
      }
    },
  };
  app.decorate('jobs', jobs);
  if (backgroundJobs) {
    await startBackgroundJobs(app, jobs, {
      pool: database.pool,
      catalogueSyncMinutes: aggregator ? config.CATALOGUE_SYNC_MINUTES : null,
      leaseSeconds: config.JOB_LEASE_SECONDS,
      onRun: (job, ok, seconds) => metrics.jobs.observeRun(job, ok, seconds),
    });
    wakeWorker = coalesced(
      () => drainTopupWorker(worker),
      (error) => app.log.error({ err: error }, 'top-up worker pass failed'),
    );
  }

  if (serveWeb) {
    await siteRoutes(app, {
      webDistDir: config.WEB_DIST_DIR,
      publicUrl: config.PUBLIC_URL,
      sessionCookieName: sessionCookieName(config.PUBLIC_URL),
    });
  } else {
    app.setNotFoundHandler((request, reply) =>
      reply.code(404).send({ error: { code: 'NOT_FOUND', message: `No route ${request.method} ${request.url}` } }),
    );
  }
  return app;
}
