import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/connect.js';
import { answerFrameworkError, installErrorHandler } from './errors.js';
import { accountRoutes } from './features/account/routes.js';
import { createAccountService } from './features/account/service.js';
import { createAuditLog } from './features/audit/service.js';
import { registerStaffPanel } from './staff-panel.js';
import { createSettingsService, settingDefaults } from './features/settings/service.js';
import { healthRoutes } from './features/health/routes.js';
import { loyaltyRoutes } from './features/loyalty/routes.js';
import { createLoyaltyService } from './features/loyalty/service.js';
import { promotionRoutes } from './features/promotions/routes.js';
import { createPromotionAnnouncer } from './features/promotions/announce.js';
import { createPromotionService } from './features/promotions/service.js';
import { referralRoutes } from './features/referrals/routes.js';
import { createReferralsService } from './features/referrals/service.js';
import { createAuth, IDENTITY_BASE_PATH, sessionCookieName } from './features/identity/auth.js';
import { createActorCache } from './features/identity/actor-cache.js';
import { createAuthenticator } from './features/identity/authenticate.js';
import { createIdTokens } from './features/identity/id-tokens.js';
import { createIdentityMessaging } from './features/identity/messaging.js';
import { identityRoutes } from './features/identity/routes.js';
import { resolveAuthSecret } from './features/identity/secret.js';
import { createPeople } from './features/identity/people.js';
import { createIdentityService } from './features/identity/service.js';
import { createSigningKeys } from './features/identity/signing-keys.js';
import { siteRoutes } from './features/site/routes.js';
import { supportAdminRoutes } from './features/support/admin-routes.js';
import { forgetTicketsOf } from './features/support/erase.js';
import { supportContactRoutes, supportRoutes } from './features/support/routes.js';
import { attachedTopupOf, createSupportService } from './features/support/service.js';
import { walletRoutes } from './features/wallet/routes.js';
import { createWalletService } from './features/wallet/service.js';
import { paypalWebhookRoutes } from './features/wallet/webhook-routes.js';
import { topupPort } from './features/topups/provider.js';
import { NOTIFICATION_KIND } from './features/notifications/inbox.js';
import { SECURITY_ALERT, securityAlertRenderer } from './features/account/alerts.js';
import { createPushSender, resolveVapidKeys } from './features/notifications/push.js';
import { notificationRenderer } from './features/notifications/renderer.js';
import { notificationRoutes } from './features/notifications/routes.js';
import { createNotifications, forgetNotificationsOf, notify } from './features/notifications/service.js';
import { notifyDelayed, notifySettled, RECIPIENT_SMS, recipientSmsRenderer } from './features/topups/notices.js';
import { TOPUP_RECEIPT, topupReceiptRenderer } from './features/topups/receipt.js';
import { createCatalogueCache } from './features/topups/catalogue.js';
import { forgetRecipientsOf, recipientRoutes } from './features/topups/recipients.js';
import { topupRoutes } from './features/topups/routes.js';
import { topupPinRoutes } from './features/topups/pin-routes.js';
import { basketRoutes } from './features/baskets/routes.js';
import { createBasketService } from './features/baskets/service.js';
import { moveTopupOnPayment } from './features/topups/payment.js';
import { createTopupService } from './features/topups/service.js';
import { syncCatalogue } from './features/topups/sync.js';
import { operatorPromotionRoutes } from './features/operator-promotions/routes.js';
import { runTopupWorker, type WorkerDeps } from './features/topups/worker.js';
import { createNotifier, type Notifier } from './integrations/notifier.js';
import { notConfigured, topupProviderFromConfig } from './integrations/topup-provider/configured.js';
import { paypalFromConfig } from './integrations/paypal/configured.js';
import { coalesced } from './jobs/coalesce.js';
import { every } from './jobs/every.js';
import { createLedgerFor } from './ledger/index.js';
import { createMetrics } from './observability/metrics.js';
import { webVitalsRoutes } from './observability/vitals-route.js';
import { openApiOptions } from './openapi.js';
import { API_BODY_LIMIT_BYTES, refuseDeepJson } from './security/json-body.js';
import { refuseCrossSiteWrites } from './security/same-origin.js';

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

interface BackgroundJobs {
  /** One pass of the PayPal reconciler; `now` moves its clock (tests). */
  reconcileFundings(now?: Date): Promise<{ looked: number; settled: number }>;
  /** One pass of the top-up worker; returns how many orders it looked at. */
  runTopupWorker(): Promise<number>;
  /** Sends the notifications due (receipts), batch after batch; returns how many were sent. */
  sendNotifications(): Promise<number>;
  /** Tells everyone of promotions that started (ADR 0042), a batch at a time; returns how many people were told. */
  announcePromotions(): Promise<number>;
  /** Reconciles yesterday (UTC) with the aggregator's report and PayPal's captures; `now` moves its clock (tests). */
  reconcileDaily(now?: Date): Promise<{ id: string; mismatches: number; status: string }>;
  /** Copies the aggregator's catalogue and drops the served copy from memory; null without an aggregator. */
  syncCatalogue(): Promise<{ countries: number; operators: number; promotions: number } | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: BackgroundJobs;
  }
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
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    // A caller's request id is kept (so one id follows a request across services), else we make one.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.-]{1,128}$/.test(given) ? given : randomUUID();
    },
    // Only the configured proxy hops may name the client; a header the client writes itself is never believed.
    trustProxy: config.TRUSTED_PROXIES.length > 0 ? config.TRUSTED_PROXIES : false,
    bodyLimit: API_BODY_LIMIT_BYTES,
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  refuseDeepJson(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const metrics = createMetrics();
  const stopCountingQueries = database.onQuery(metrics.countQuery);
  app.addHook('onClose', async () => stopCountingQueries());
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const labels = { method: request.method, route, status_code: String(reply.statusCode) };
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode >= 500) metrics.httpErrors.inc({ route });
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        // The API docs page (swagger-ui) ships inline styles; nothing of ours needs inline scripts.
        'img-src': ["'self'", 'data:'],
        'upgrade-insecure-requests': config.PUBLIC_URL.startsWith('https://') ? [] : null,
      },
    },
    hsts: config.PUBLIC_URL.startsWith('https://'),
  });

  await app.register(swagger, openApiOptions(config.PUBLIC_URL));
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  app.get('/metrics', { schema: { hide: true } }, async (_request, reply) => {
    reply.type(metrics.registry.contentType);
    return metrics.registry.metrics();
  });
  await app.register(webVitalsRoutes(metrics.web));
  await app.register(healthRoutes(database));

  refuseCrossSiteWrites(app, config.PUBLIC_URL);
  const { db } = database;
  const channels = notifier ?? createNotifier(config, app.log);
  // Who signed-in requests come from, remembered for SESSION_CACHE_SECONDS (ADR 0021).
  const actors = createActorCache({ ttlMs: config.SESSION_CACHE_SECONDS * 1000, clock });
  const signingKeys = createSigningKeys(db);
  const accounts = createAccountService(database, createPeople(db, actors), channels, app.log, [
    forgetRecipientsOf,
    forgetNotificationsOf,
    forgetTicketsOf,
  ]);
  const ledger = createLedgerFor(database);
  // Every staff action writes its entry in its own transaction (ADR 0030).
  const audit = createAuditLog({ pool: database.pool });
  const loyalty = createLoyaltyService({ db: database.pool, ledger });
  const paypal = paypalFromConfig(config);
  // Runtime settings (ADR 0033): the environment's values are the defaults until staff change them.
  const settings = createSettingsService({ pool: database.pool, audit, defaults: settingDefaults(config) });
  const promotions = createPromotionService({ db, clock });
  const announcer = createPromotionAnnouncer({ pool: database.pool, clock });
  const wallet = createWalletService({
    db,
    ledger,
    paypal,
    fees: settings.paypalFees,
    addFundsLimits: settings.addFundsLimits,
    publicUrl: config.PUBLIC_URL,
    log: app.log,
    onFundingDecided: (tx, decision) => moveTopupOnPayment(tx, decision, (tx, orderId) => promotions.topupCancelled(tx.client, orderId)),
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

  const identity = createIdentityService({ db, idTokens, actors });
  await app.register(identityRoutes(auth, identity, oidc?.name ?? null));
  await app.register(accountRoutes(accounts));
  await app.register(
    walletRoutes(wallet, { mode: config.PAYPAL_MODE, fees: settings.paypalFees, addFundsLimits: settings.addFundsLimits }),
  );

  const aggregator = topupProviderFromConfig(config);
  const provider = aggregator ? topupPort(aggregator) : { send: notConfigured, lookup: notConfigured };
  const vapid = await resolveVapidKeys(
    { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject: config.VAPID_SUBJECT },
    config.DATA_DIR,
  );
  const { contactOf } = identity;
  const notifications = createNotifications({
    pool: database.pool,
    notifier: channels,
    push: createPushSender(database.pool, vapid),
    renderers: {
      [TOPUP_RECEIPT]: topupReceiptRenderer({ db, contactOf, publicUrl: config.PUBLIC_URL }),
      [NOTIFICATION_KIND]: notificationRenderer({ pool: database.pool, contactOf, publicUrl: config.PUBLIC_URL }),
      [RECIPIENT_SMS]: recipientSmsRenderer({ db, contactOf }),
      [SECURITY_ALERT]: securityAlertRenderer(contactOf),
    },
    log: app.log,
  });
  await app.register(notificationRoutes({ pool: database.pool, vapidPublicKey: vapid.publicKey }));
  const worker: WorkerDeps = {
    pool: database.pool,
    ledger,
    provider,
    log: app.log,
    onDelayed: (client, orderId) => notifyDelayed(client, orderId),
    // What a settlement causes commits with it, each keyed by the top-up: the receipt (queued here, sent by
    // the notifications job, never by the worker), and the rewards of issue 12, one line each.
    onSettled: async (tx, settled) => {
      await notifySettled(tx, settled);
      await loyalty.topupSettled(tx, settled);
      await promotions.topupSettled(tx.client, settled);
      await referrals.onTopupSettled(tx, settled);
    },
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
  await app.register(basketRoutes(createBasketService({ pool: database.pool, ledger, topups, wallet })));
  await app.register(recipientRoutes(db));
  await app.register(topupPinRoutes(db));
  await app.register(operatorPromotionRoutes({ db, clock }));
  await app.register(loyaltyRoutes(loyalty));
  await app.register(promotionRoutes(promotions));
  await app.register(referralRoutes(referrals));
  // The staff panel's calls (issue 13): overview, users, transactions, reconciliation, audit, settings.
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
  // Support tickets (ADR 0029). onStaffReply is where the notifications feature hears of each staff answer.
  const support = createSupportService({
    db: database.pool,
    transaction: (fn) => ledger.transaction((tx) => fn(tx.client)),
    topupOf: async (userId, topupId) => attachedTopupOf(await topups.ofUser(userId, topupId)),
    personOf: identity.personOf,
    walletAvailableOf: wallet.availableOf,
    contact: { whatsappNumber: config.SUPPORT_WHATSAPP_NUMBER, email: config.SUPPORT_EMAIL },
    // Each staff answer reaches the person by the channels they chose, committed with the answer (ADR 0028).
    onStaffReply: (client, reply) =>
      notify(client, {
        id: `support:${reply.ticketId}:reply:${reply.messageId}`,
        userId: reply.userId,
        type: 'info',
        key: 'supportReply',
        params: { subject: reply.subject },
      }),
  });
  await app.register(supportContactRoutes(support));
  await app.register(supportRoutes(support));
  await app.register(supportAdminRoutes(support));
  await app.register(paypalWebhookRoutes(wallet));
  // The background jobs, by name: `npm start` runs them on timers; tests run a pass when they choose.
  const jobs: BackgroundJobs = {
    reconcileFundings: (now) => wallet.reconcile(now),
    runTopupWorker: () => runTopupWorker(worker),
    sendNotifications: () => notifications.sendDue(),
    announcePromotions: () => announcer.announceDue(identity.liveUserIdsAfter),
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
    const stops = [
      every(60_000, 'reconcile-fundings', () => jobs.reconcileFundings(), app.log),
      every(1000, 'topup-worker', () => runTopupWorker(worker), app.log),
      every(1000, 'send-notifications', () => jobs.sendNotifications(), app.log),
      every(60_000, 'announce-promotions', () => jobs.announcePromotions(), app.log),
      every(24 * 60 * 60_000, 'reconcile-daily', () => jobs.reconcileDaily(), app.log),
    ];
    if (aggregator) {
      stops.push(
        every(
          config.CATALOGUE_SYNC_MINUTES * 60_000,
          'catalogue-sync',
          async () => app.log.info(await jobs.syncCatalogue(), 'catalogue synced'),
          app.log,
        ),
      );
    }
    wakeWorker = coalesced(
      () => runTopupWorker(worker),
      (error) => app.log.error({ err: error }, 'top-up worker pass failed'),
    );
    app.addHook('onClose', async () => stops.forEach((stop) => stop()));
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
