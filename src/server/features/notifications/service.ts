import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Db } from '../../db/connect.js';
import { inTransaction } from '../../db/transaction.js';
import { notifications, pushSubscriptions } from '../../db/schema.js';
import { NOTIFICATION_CHANNELS } from '../../db/schema/notifications.js';
import type { Notifier } from '../../integrations/notifier.js';
import type { Queryable } from '../../ledger/index.js';
import type { PushPayload } from './push.js';
import * as store from './store.js';

/** What a renderer writes for one notification; the channel says how it leaves. */
export type OutgoingMessage =
  | { channel: 'email'; to: string; subject: string; text: string }
  | { channel: 'sms'; to: string; body: string }
  | { channel: 'push'; userId: string; payload: PushPayload; endpoint?: string };

/**
 * Writes the messages of one kind, a batch at a time (one read for many). Null for a notification with
 * nothing left to send (the account was deleted, the event is gone): it is dropped, not retried.
 */
export type Renderer = (batch: store.ClaimedNotification[]) => Promise<Map<string, OutgoingMessage | null>>;

/**
 * What a kind's messages cause once sent (the recipient's text went: its sender hears they received it), run in
 * the transaction that marks them sent, so it commits with their "sent" or not at all. It must be keyed by its
 * event (notify's id): a message sent again (a crash before the mark, the lease over) runs it again.
 */
export type AfterSent = (client: Queryable, sent: store.ClaimedNotification[]) => Promise<void>;

export type { NewNotification } from './store.js';
/** The one way a feature tells a person something happened, in the transaction of the event (ADR 0028). */
export { notify } from './inbox.js';
/** Queues one message that is not a person's notification (the recipient's text), in the caller's transaction. */
export const enqueueMessage = store.enqueue;
/**
 * For the account eraser, in its transaction: a deleted account's notifications still waiting are not
 * sent, its list (which names recipients and devices) and its browsers' push subscriptions go too.
 */
export async function forgetNotificationsOf(tx: Pick<Db, 'delete'>, userId: string): Promise<void> {
  await store.forgetPendingOf(tx, userId);
  await tx.delete(notifications).where(eq(notifications.userId, userId));
  await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

/** A claimed notification is ours this long: longer than any send may take (the mailer's timeouts add up to 50 s). */
const LEASE_SECONDS = 120;
/** Waits after a failed send: a relay that is down for minutes or hours loses nothing. */
const BACKOFF_SECONDS = [30, 60, 300, 900, 1800, 3600, 3 * 3600, 6 * 3600, 12 * 3600];
/** After this many failed sends (about three days) it is dropped, logged as an error and kept with its last error. */
const MAX_ATTEMPTS = 14;
const BATCH = 50;
/** Messages in flight at once, so a burst does not open a connection per message to the relay. */
const PARALLEL_SENDS = 8;

/** What the outbox tells the metrics as it goes. */
export interface OutboxSignals {
  failed(channel: string): void;
  gaveUp(channel: string): void;
}

/** The outbox's queues for the metrics (ADR 0060): per channel, what is due now and what is pending in all. */
export async function outboxStats(pool: Pick<pg.Pool, 'query'>) {
  const rows = await store.outboxStats(pool);
  return NOTIFICATION_CHANNELS.map((channel) => {
    const row = rows.find((r) => r.channel === channel);
    return { channel, pending: row?.pending ?? 0, due: row?.due ?? 0, oldestDueSeconds: row?.oldestDueSeconds ?? 0 };
  });
}

const backoffSeconds = (attempts: number) => BACKOFF_SECONDS[Math.min(attempts - 1, BACKOFF_SECONDS.length - 1)]!;

/**
 * The outbox (ADR 0020): features enqueue a notification in the transaction of the event that causes it;
 * `sendDue` (a background job) renders and sends what is due and marks it sent. A crash between sending
 * and marking sends it again after the lease: delivery is at least once, never lost.
 */
export function createNotifications(deps: {
  pool: pg.Pool;
  notifier: Notifier;
  /** Sends a push to one of the person's browsers, or to each without `endpoint` (push.ts); none configured refuses pushes (they wait). */
  push?: (userId: string, payload: PushPayload, endpoint?: string) => Promise<void>;
  renderers: Record<string, Renderer>;
  /** Per kind, what its messages cause once sent, committed with their "sent" (the kinds without: marked sent alone). */
  afterSent?: Record<string, AfterSent>;
  log: FastifyBaseLogger;
  /** Told of each failed send and each message given up on, by channel (the metrics', ADR 0060). */
  signals?: OutboxSignals;
}) {
  const { pool, notifier, push, renderers, afterSent = {}, log, signals } = deps;

  async function deliver(message: OutgoingMessage): Promise<void> {
    if (message.channel === 'email') await notifier.email({ to: message.to, subject: message.subject, text: message.text });
    else if (message.channel === 'sms') await notifier.sms({ to: message.to, body: message.body });
    else if (push) await push(message.userId, message.payload, message.endpoint);
    else throw new Error('Web push is not configured.');
  }

  async function failed(notification: store.ClaimedNotification, error: unknown): Promise<void> {
    const reason = error instanceof Error ? error.message : String(error);
    signals?.failed(notification.channel);
    if (notification.attempts >= MAX_ATTEMPTS) {
      signals?.gaveUp(notification.channel);
      log.error({ notificationId: notification.id, reason }, 'notification given up after its last attempt');
      await store.drop(pool, notification.id, `gave up after ${notification.attempts} attempts: ${reason}`);
      return;
    }
    log.warn({ notificationId: notification.id, reason }, 'notification not sent; it will be tried again');
    await store.retryLater(pool, notification.id, reason, backoffSeconds(notification.attempts));
  }

  /** Renders and sends one claimed batch; returns how many were sent, and whether what they cause may have queued more. */
  async function sendBatch(batch: store.ClaimedNotification[]): Promise<{ sent: number; queuedMore: boolean }> {
    const sent: store.ClaimedNotification[] = [];
    const byKind = new Map<string, store.ClaimedNotification[]>();
    for (const notification of batch) byKind.set(notification.kind, [...(byKind.get(notification.kind) ?? []), notification]);
    for (const [kind, notifications] of byKind) {
      const render = renderers[kind];
      let messages: Map<string, OutgoingMessage | null>;
      try {
        // A kind this instance does not know yet (a newer one enqueued it during a rolling deploy) waits for one that does.
        if (!render) throw new Error(`no renderer for notification kind ${kind}`);
        messages = await render(notifications);
      } catch (error) {
        for (const notification of notifications) await failed(notification, error);
        continue;
      }
      await inParallel(notifications, PARALLEL_SENDS, async (notification) => {
        const message = messages.get(notification.id) ?? null;
        if (!message) return store.drop(pool, notification.id, 'nothing to send: the person or the event is gone');
        try {
          await deliver(message);
          sent.push(notification);
        } catch (error) {
          await failed(notification, error);
        }
      });
    }
    await store.markSent(
      pool,
      sent.filter((notification) => !afterSent[notification.kind]).map((notification) => notification.id),
    );
    let count = sent.length;
    let queuedMore = false;
    for (const [kind, then] of Object.entries(afterSent)) {
      const ofKind = sent.filter((notification) => notification.kind === kind);
      if (ofKind.length === 0) continue;
      try {
        await inTransaction(pool, async (client) => {
          await store.markSent(
            client,
            ofKind.map((notification) => notification.id),
          );
          await then(client, ofKind);
        });
        queuedMore = true;
      } catch (error) {
        // Sent, but what it causes did not commit: not marked, so it is sent again later (at least once) and its consequence with it.
        count -= ofKind.length;
        for (const notification of ofKind) await failed(notification, error);
      }
    }
    return { sent: count, queuedMore };
  }

  return {
    /** Queues a notification in the caller's transaction; the same id twice keeps the first. */
    enqueue: store.enqueue,

    /** What was queued for one business event (`topup:<id>:`) and where each stands (the admin panel's timeline). */
    ofEvent: (prefix: string) => store.ofEvent(pool, prefix),

    /** The job: sends what is due, batch after batch, until nothing is (or `maxBatches` ran). Returns how many were sent. */
    async sendDue(maxBatches = 20): Promise<number> {
      let sent = 0;
      for (let round = 0; round < maxBatches; round++) {
        const batch = await store.claimDue(pool, BATCH, LEASE_SECONDS);
        const done = batch.length > 0 ? await sendBatch(batch) : { sent: 0, queuedMore: false };
        sent += done.sent;
        // What a sent message caused (the sender's push after the recipient's text) leaves in this pass too.
        if (batch.length < BATCH && !done.queuedMore) break;
      }
      return sent;
    },
  };
}

async function inParallel<T>(items: T[], width: number, work: (item: T) => Promise<unknown>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, lane));
}
