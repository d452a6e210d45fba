import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import webpush from 'web-push';

/** Web Push (RFC 8030/8291/8292) with the `web-push` library: keys, subscriptions, sending. */

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/**
 * The VAPID key pair: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set; else one made once and kept in
 * DATA_DIR (like the auth secret), since browsers' subscriptions are bound to the public key and a new
 * pair at each start would silently orphan all of them. Only outside production: there every instance
 * must sign with the same pair, so the start refuses to go on without it (ADR 0058).
 */
export async function resolveVapidKeys(
  configured: { publicKey?: string; privateKey?: string; subject: string },
  dataDir: string,
): Promise<VapidKeys> {
  if (configured.publicKey && configured.privateKey) {
    return { publicKey: configured.publicKey, privateKey: configured.privateKey, subject: configured.subject };
  }
  const file = path.join(dataDir, 'vapid-keys.json');
  const kept = await readFile(file, 'utf8')
    .then((text) => JSON.parse(text) as { publicKey?: string; privateKey?: string })
    .catch(() => null);
  if (kept?.publicKey && kept.privateKey) return { publicKey: kept.publicKey, privateKey: kept.privateKey, subject: configured.subject };
  const made = webpush.generateVAPIDKeys();
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, JSON.stringify(made), { mode: 0o600 });
  return { ...made, subject: configured.subject };
}

export interface PushSubscriptionKeys {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** What the service worker shows (src/web/public/sw.js reads these fields). */
export interface PushPayload {
  title: string;
  body: string;
  /** The screen to open on a click, a path of the web app. */
  url: string;
  tag: string;
}

export async function saveSubscription(pool: pg.Pool, userId: string, subscription: PushSubscriptionKeys): Promise<void> {
  // A browser's endpoint is its own: signing in as someone else on it moves the subscription to them.
  await pool.query(
    `insert into push_subscriptions (endpoint, user_id, p256dh, auth) values ($1, $2, $3, $4)
     on conflict (endpoint) do update set user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth`,
    [subscription.endpoint, userId, subscription.keys.p256dh, subscription.keys.auth],
  );
}

export async function deleteSubscription(pool: pg.Pool, userId: string, endpoint: string): Promise<void> {
  await pool.query(`delete from push_subscriptions where endpoint = $1 and user_id = $2`, [endpoint, userId]);
}

/**
 * Sends to one browser of the person (`endpoint`, its outbox row's; ADR 0042), or to each they subscribed
 * when none is named (rows queued before per-browser rows). A browser unsubscribed since, or now someone
 * else's, is skipped. A subscription the push service says is gone (404, 410) is deleted; any other
 * refusal throws, so the outbox retries the push with its backoff.
 */
export function createPushSender(pool: pg.Pool, vapid: VapidKeys) {
  return async (userId: string, payload: PushPayload, endpoint?: string): Promise<void> => {
    const { rows } = await pool.query<{ endpoint: string; p256dh: string; auth: string }>(
      `select endpoint, p256dh, auth from push_subscriptions where user_id = $1 and ($2::text is null or endpoint = $2)`,
      [userId, endpoint ?? null],
    );
    const failures: string[] = [];
    for (const row of rows) {
      // web-push encrypts (RFC 8291) and signs (VAPID, RFC 8292); the request itself goes by fetch, with a timeout.
      const request = webpush.generateRequestDetails(
        { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: vapid,
          TTL: 24 * 3600,
        },
      );
      const response = await fetch(request.endpoint, {
        method: 'POST',
        headers: request.headers as Record<string, string>,
        body: new Uint8Array(request.body as Buffer),
        signal: AbortSignal.timeout(10_000),
      });
      await response.body?.cancel();
      if (response.status === 404 || response.status === 410)
        await pool.query(`delete from push_subscriptions where endpoint = $1`, [row.endpoint]);
      else if (!response.ok) failures.push(`push service answered ${response.status}`);
    }
    if (failures.length > 0) throw new Error(failures.join('; '));
  };
}
