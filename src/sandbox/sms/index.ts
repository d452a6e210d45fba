import type { Sandbox } from '../framework.js';
import { createSandboxApp, listen } from '../shared/http-sandbox.js';
import { Outbox } from './outbox.js';
import { renderOutboxPage } from './pages.js';
import { registerTwilioMessagesApi, type SmsSandboxSettings } from './twilio-api.js';

export type { SentSms } from './outbox.js';

/**
 * SMS sandbox: a stand-in for Twilio's Messages API plus a page listing what was "sent". The credentials
 * are fixed sandbox values (shaped like Twilio's), so copying them from one run to the next just works.
 * SMS_SANDBOX_PORT fixes the port.
 */
const SANDBOX_ACCOUNT_SID = 'AC5a4db0c55a4db0c55a4db0c55a4db0c5';
const SANDBOX_AUTH_TOKEN = 'sandbox-sms-auth-token';
/** Twilio's own "magic" test sender number. */
const SANDBOX_FROM = '+15005550006';

export const smsSandbox: Sandbox = {
  name: 'sms',
  async start({ host }) {
    const outbox = new Outbox();
    // Twilio takes form posts, which the sandbox app reads.
    const app = createSandboxApp();
    let apiUrl = '';

    const settings: SmsSandboxSettings = { failWith: null };
    registerTwilioMessagesApi(app, outbox, { accountSid: SANDBOX_ACCOUNT_SID, authToken: SANDBOX_AUTH_TOKEN }, settings);
    // Tests make the gateway fail (`{ "failWith": 503 }`) and recover (`{ "failWith": null }`).
    app.post<{ Body: { failWith?: number | null } }>('/sandbox/settings', async (request) => {
      const failWith = request.body?.failWith ?? null;
      settings.failWith = typeof failWith === 'number' && failWith >= 400 && failWith < 600 ? failWith : null;
      return settings;
    });

    app.get('/', async (_request, reply) =>
      reply
        .header('Content-Security-Policy', "script-src 'none'; object-src 'none'")
        .type('text/html; charset=utf-8')
        .send(renderOutboxPage(outbox.list(), apiUrl)),
    );
    app.get<{ Querystring: { to?: string } }>('/api/messages', async (request) => ({ messages: outbox.list(request.query.to) }));
    app.delete('/api/messages', async (_request, reply) => {
      outbox.clear();
      return reply.code(204).send();
    });

    apiUrl = await listen(app, host, 'SMS_SANDBOX_PORT');
    return {
      name: 'sms',
      listeningOn: `${apiUrl} (Twilio Messages API and texts page)`,
      env: {
        SMS_API_URL: apiUrl,
        SMS_ACCOUNT_SID: SANDBOX_ACCOUNT_SID,
        SMS_AUTH_TOKEN: SANDBOX_AUTH_TOKEN,
        SMS_FROM: SANDBOX_FROM,
      },
      stop: () => app.close(),
    };
  },
};
