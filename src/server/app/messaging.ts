import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/connect.js';
import { SECURITY_ALERT, securityAlertRenderer } from '../features/account/index.js';
import type { IdentityService } from '../features/identity/index.js';
import {
  NOTIFICATION_KIND,
  createPushSender,
  resolveVapidKeys,
  notificationRenderer,
  notificationRoutes,
  createNotifications,
  notify,
} from '../features/notifications/index.js';
import {
  supportStaffRoutes,
  supportContactRoutes,
  supportRoutes,
  attachedTopupOf,
  createSupportService,
} from '../features/support/index.js';
import {
  notifyReceived,
  RECIPIENT_SMS,
  recipientSmsRenderer,
  TOPUP_RECEIPT,
  topupReceiptRenderer,
  type TopupService,
} from '../features/topups/index.js';
import { CREDIT_REQUEST_SMS, creditRequestSmsRenderer } from '../features/credit-requests/index.js';
import type { Notifier } from '../integrations/notifier.js';
import type { Ledger } from '../ledger/index.js';

/**
 * The notifications outbox with one renderer per kind of message, web push with its VAPID keys, and the
 * bell's routes (ADR 0020, 0028, 0042). Split from app.ts so the composition root stays readable.
 */
export async function registerNotifications(
  app: FastifyInstance,
  deps: { config: Config; database: Database; channels: Notifier; identity: IdentityService },
) {
  const { config, database, channels, identity } = deps;
  const vapid = await resolveVapidKeys(
    { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject: config.VAPID_SUBJECT },
    config.DATA_DIR,
  );
  const { contactsOf } = identity;
  const notifications = createNotifications({
    pool: database.pool,
    notifier: channels,
    push: createPushSender(database.pool, vapid),
    renderers: {
      [TOPUP_RECEIPT]: topupReceiptRenderer({ db: database.db, contactsOf, publicUrl: config.PUBLIC_URL }),
      [NOTIFICATION_KIND]: notificationRenderer({ pool: database.pool, contactsOf, publicUrl: config.PUBLIC_URL }),
      [RECIPIENT_SMS]: recipientSmsRenderer({ db: database.db, contactsOf }),
      [CREDIT_REQUEST_SMS]: creditRequestSmsRenderer({ pool: database.pool, contactsOf }),
      [SECURITY_ALERT]: securityAlertRenderer(contactsOf),
    },
    // The recipient's text went: its sender hears they received it, committed with the text's "sent" (ADR 0068).
    afterSent: { [RECIPIENT_SMS]: notifyReceived },
    log: app.log,
    signals: app.metrics.outbox.signals,
  });
  await app.register(notificationRoutes({ pool: database.pool, vapidPublicKey: vapid.publicKey }));
  return notifications;
}

/** Support tickets (ADR 0029): the person's routes, the contact card and the staff's. */
export async function registerSupport(
  app: FastifyInstance,
  deps: {
    config: Config;
    database: Database;
    ledger: Ledger;
    topups: TopupService;
    identity: IdentityService;
    walletAvailableOf: (userId: string) => Promise<number>;
  },
) {
  const { config, database, ledger, topups, identity } = deps;
  const support = createSupportService({
    db: database.pool,
    transaction: (fn) => ledger.transaction((tx) => fn(tx.client)),
    topupOf: async (userId, topupId) => attachedTopupOf(await topups.ofUser(userId, topupId)),
    personOf: identity.personOf,
    walletAvailableOf: deps.walletAvailableOf,
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
  await app.register(supportStaffRoutes(support));
}
