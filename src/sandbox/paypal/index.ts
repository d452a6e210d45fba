import { randomBytes } from 'node:crypto';
import type { Sandbox } from '../framework.js';
import { sendPage } from '../shared/html.js';
import { createSandboxApp, listen } from '../shared/http-sandbox.js';
import { createSelfSignedCertificate } from './certificate.js';
import { registerCheckoutPage } from './checkout-page.js';
import { registerControlApi } from './control-api.js';
import { renderDashboard } from './dashboard-page.js';
import { fail, PayPalFailure, sendError } from './errors.js';
import { captureEvent } from './events.js';
import { paypalTime } from './ids.js';
import { registerOAuth, TokenRegistry } from './oauth.js';
import { ExchangeRecorder } from './recorder.js';
import { registerRestApi } from './rest-api.js';
import { PayPalStore } from './store.js';
import { WebhookDispatcher } from './webhooks.js';

export type { RecordedExchange } from './recorder.js';
/**
 * PayPal sandbox: PayPal's REST API for the funding lifecycle (OAuth 2.0 client credentials, Orders v2,
 * Payments v2 captures and refunds) in memory, the payer's approval page, and signed webhooks delivered
 * to PAYPAL_SANDBOX_WEBHOOK_URL (or a URL set on its page / by POST /sandbox/webhook-url). Credentials
 * are fixed sandbox values. PAYPAL_SANDBOX_PORT fixes the port.
 */
const SANDBOX_CLIENT_ID = 'AVkrediSandboxClientId0000000000000000000000000000000000000000000000000000000000';
const SANDBOX_CLIENT_SECRET = 'EKkrediSandboxClientSecret00000000000000000000000000000000000000000000000000000';
const SANDBOX_WEBHOOK_ID = '0KREDI5ANDB0XWH00K';

export interface PayPalSandboxOptions {
  /** Overrides PAYPAL_SANDBOX_WEBHOOK_URL. */
  webhookUrl?: string | null;
  /** Delivery attempts per event (first try included). Default 5. */
  webhookAttempts?: number;
  /** First retry delay; each next one doubles. Default 500 ms (so 0.5, 1, 2, 4 s). */
  webhookBackoffMs?: number;
}

export function createPayPalSandbox(options: PayPalSandboxOptions = {}): Sandbox {
  return {
    name: 'paypal',
    async start({ host }) {
      let apiUrl = '';
      const certificate = await createSelfSignedCertificate(host);
      const certId = `CERT-${randomBytes(12).toString('hex')}`;
      const webhooks = new WebhookDispatcher({
        webhookId: SANDBOX_WEBHOOK_ID,
        certUrl: () => `${apiUrl}/certs/${certId}.pem`,
        privateKey: certificate.privateKey,
        webhookUrl: options.webhookUrl !== undefined ? options.webhookUrl : process.env.PAYPAL_SANDBOX_WEBHOOK_URL || null,
        attempts: options.webhookAttempts ?? 5,
        backoffMs: options.webhookBackoffMs ?? 500,
      });
      const store = new PayPalStore(
        (type, subject) => webhooks.emit(captureEvent(type, subject, apiUrl), apiUrl),
        () => paypalTime(),
      );
      const tokens = new TokenRegistry();
      const recorder = new ExchangeRecorder();
      // PayPal allows an empty JSON body (capture); a malformed one is its MALFORMED_REQUEST_JSON.
      const app = createSandboxApp({ malformedJson: () => fail(400, 'MALFORMED_REQUEST_JSON', { location: 'body' }) });
      app.setErrorHandler((error, _request, reply) => {
        if (error instanceof PayPalFailure) return sendError(reply, error);
        const status = (error as { statusCode?: number }).statusCode ?? 500;
        return reply
          .code(status)
          .send({ name: status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'INVALID_REQUEST', message: (error as Error).message });
      });
      recorder.attach(app);

      registerOAuth(app, tokens, { clientId: SANDBOX_CLIENT_ID, clientSecret: SANDBOX_CLIENT_SECRET });
      registerRestApi(app, { store, tokens, webhooks, apiUrl: () => apiUrl });
      registerCheckoutPage(app, store);
      registerControlApi(app, { store, tokens, webhooks, recorder, apiUrl: () => apiUrl });
      app.get(`/certs/:file`, async (request, reply) => {
        if ((request.params as { file: string }).file !== `${certId}.pem`) return reply.code(404).send({ name: 'RESOURCE_NOT_FOUND' });
        return reply.type('application/x-pem-file').send(certificate.pem);
      });
      app.get<{ Querystring: { error?: string } }>('/', async (request, reply) =>
        sendPage(reply, renderDashboard(store, webhooks, apiUrl, request.query.error)),
      );

      apiUrl = await listen(app, host, 'PAYPAL_SANDBOX_PORT');
      return {
        name: 'paypal',
        listeningOn: `${apiUrl} (PayPal Orders v2 and webhooks, approval and sandbox page${webhooks.webhookUrl ? `; webhooks to ${webhooks.webhookUrl}` : ''})`,
        env: {
          PAYPAL_API_URL: apiUrl,
          PAYPAL_CLIENT_ID: SANDBOX_CLIENT_ID,
          PAYPAL_CLIENT_SECRET: SANDBOX_CLIENT_SECRET,
          PAYPAL_WEBHOOK_ID: SANDBOX_WEBHOOK_ID,
          PAYPAL_MODE: 'sandbox',
        },
        async stop() {
          webhooks.stop();
          await app.close();
        },
      };
    },
  };
}

export const paypalSandbox: Sandbox = createPayPalSandbox();
