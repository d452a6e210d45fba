import { randomUUID } from 'node:crypto';
import type { Sandbox } from '../framework.js';
import { createSandboxApp, listen } from '../shared/http-sandbox.js';
import { decryptAes128gcm, makeBrowserKeys, verifyVapid, type BrowserKeys } from './protocol.js';

/** What the stand-in received for a subscription, decrypted as the browser would read it. */
export interface ReceivedPush {
  subscriptionId: string;
  /** The decrypted payload, parsed when it is JSON. */
  payload: unknown;
  ttl: number;
  urgency: string | null;
  /** The VAPID contact the sender named. */
  subject: string;
  receivedAt: string;
}

interface Subscription {
  keys: BrowserKeys;
  /** Answer every push with this status instead (410: the browser unsubscribed; 500: the service is down). */
  answer: number | null;
}

const CAPACITY = 1000;

/**
 * Push-service stand-in (RFC 8030) on loopback. `POST /sandbox/subscriptions` plays the browser: it makes a
 * subscription's P-256 key pair and auth secret and answers what PushSubscription.toJSON() would. A push to
 * `/push/<id>` is checked (VAPID JWT against the pushed key, TTL, aes128gcm) and decrypted with the
 * browser's private key; `GET /api/messages` lists what arrived. PUSH_SANDBOX_PORT fixes the port.
 */
export const pushSandbox: Sandbox = {
  name: 'push',
  async start({ host }) {
    const subscriptions = new Map<string, Subscription>();
    let received: ReceivedPush[] = [];
    const app = createSandboxApp();
    app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    let baseUrl = '';

    app.post('/sandbox/subscriptions', async () => {
      const id = randomUUID();
      const keys = makeBrowserKeys();
      subscriptions.set(id, { keys, answer: null });
      return {
        id,
        endpoint: `${baseUrl}/push/${id}`,
        keys: { p256dh: keys.publicKey.toString('base64url'), auth: keys.authSecret.toString('base64url') },
      };
    });
    app.post<{ Params: { id: string }; Body: { status: number | null } }>('/sandbox/subscriptions/:id/answer', async (request, reply) => {
      const subscription = subscriptions.get(request.params.id);
      if (!subscription) return reply.code(404).send({ error: 'no such subscription' });
      subscription.answer = request.body?.status ?? null;
      return { ok: true };
    });

    app.post<{ Params: { id: string }; Body: Buffer }>('/push/:id', async (request, reply) => {
      const subscription = subscriptions.get(request.params.id);
      if (!subscription) return reply.code(404).send({ error: 'no such subscription' });
      if (subscription.answer) return reply.code(subscription.answer).send({ error: `answering ${subscription.answer} as told` });
      const ttl = Number(request.headers.ttl);
      if (!Number.isInteger(ttl) || ttl < 0) return reply.code(400).send({ error: 'TTL header is required' });
      if (request.headers['content-encoding'] !== 'aes128gcm') return reply.code(415).send({ error: 'Content-Encoding must be aes128gcm' });
      let claims;
      let plaintext;
      try {
        claims = verifyVapid(request.headers.authorization, new URL(baseUrl).origin);
      } catch (error) {
        return reply.code(403).send({ error: (error as Error).message });
      }
      try {
        plaintext = decryptAes128gcm(request.body, subscription.keys).toString('utf8');
      } catch (error) {
        return reply.code(400).send({ error: `cannot decrypt: ${(error as Error).message}` });
      }
      let payload: unknown = plaintext;
      try {
        payload = JSON.parse(plaintext);
      } catch {
        // not JSON: kept as text
      }
      const urgency = request.headers.urgency;
      received.unshift({
        subscriptionId: request.params.id,
        payload,
        ttl,
        urgency: typeof urgency === 'string' ? urgency : null,
        subject: claims.sub,
        receivedAt: new Date().toISOString(),
      });
      if (received.length > CAPACITY) received.length = CAPACITY;
      return reply.code(201).header('location', `${baseUrl}/messages/${randomUUID()}`).send();
    });

    app.get<{ Querystring: { subscription?: string } }>('/api/messages', async (request) => ({
      messages: request.query.subscription ? received.filter((m) => m.subscriptionId === request.query.subscription) : received,
    }));
    app.delete('/api/messages', async (_request, reply) => {
      received = [];
      return reply.code(204).send();
    });

    baseUrl = await listen(app, host, 'PUSH_SANDBOX_PORT');
    return {
      name: 'push',
      listeningOn: `${baseUrl} (push service: subscriptions, pushes decrypted)`,
      env: { PUSH_SANDBOX_URL: baseUrl },
      stop: () => app.close(),
    };
  },
};
