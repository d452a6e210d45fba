import type { Sandbox } from '../framework.js';
import { sendPage } from '../shared/html.js';
import { createSandboxApp, listen } from '../shared/http-sandbox.js';
import { catalogue as loadCatalogue } from './catalogue/index.js';
import { registerCatalogueApi } from './catalogue-api.js';
import { registerControlApi } from './control-api.js';
import { notFoundBody, ReloadlyFailure, sendFailure } from './errors.js';
import { PAGE_SECURITY_HEADERS_SELF_FORMS } from './html.js';
import { registerOAuth, requireApiHeaders, TokenRegistry } from './oauth.js';
import { renderPage } from './page.js';
import { seedPromotions } from './catalogue/promotions.js';
import { registerPromotionsApi } from './promotions-api.js';
import { ExchangeRecorder } from './recorder.js';
import { AggregatorStore } from './store.js';
import { registerTopupsApi } from './topups-api.js';

export type { RecordedExchange } from './recorder.js';
export { catalogue } from './catalogue/index.js';

/**
 * Top-up aggregator sandbox: Reloadly's Airtime API (token endpoint, countries, operators, auto-detect,
 * FX quotes, top-ups sync and async, status, transaction reports, operator promotions) over a real
 * catalogue built from the phone-number data, with outcomes chosen by the recipient number's last digits
 * (README.md beside this file). Credentials are fixed sandbox values; AGGREGATOR_SANDBOX_PORT fixes the port.
 */
const SANDBOX_CLIENT_ID = 'kredi-sandbox-topups-client';
const SANDBOX_CLIENT_SECRET = 'kredi-sandbox-topups-secret-0000000000000000';

export interface AggregatorSandboxOptions {
  /** How long PROCESSING top-ups wait before settling; null = only by hand. Default 3 s. */
  pendingDelayMs?: number | null;
  /** How long the timeout rows hold their answer. Default 60 s. */
  hangMs?: number;
  /** Same-number window (PHONE_RECENTLY_RECHARGED); 0 turns the rule off. Default 2 minutes. */
  recentRechargeWindowMs?: number;
  /** Starting account balance in USD cents. Default $10,000. */
  balanceCents?: number;
}

export function createAggregatorSandbox(options: AggregatorSandboxOptions = {}): Sandbox {
  return {
    name: 'aggregator',
    async start({ host }) {
      const catalogue = loadCatalogue();
      const promotions = seedPromotions(catalogue.operatorsByCountry);
      let apiUrl = '';
      const defaultRecentRechargeWindowMs = 120_000;
      const store = new AggregatorStore(
        {
          pendingDelayMs: options.pendingDelayMs === undefined ? 3_000 : options.pendingDelayMs,
          hangMs: options.hangMs ?? 60_000,
          recentRechargeWindowMs: options.recentRechargeWindowMs ?? defaultRecentRechargeWindowMs,
        },
        BigInt(options.balanceCents ?? 1_000_000),
      );
      const tokens = new TokenRegistry();
      const recorder = new ExchangeRecorder();
      // Connections are force-closed on stop: the timeout rows hold their answer for a minute.
      const app = createSandboxApp({
        forceCloseConnections: true,
        malformedJson: () => new ReloadlyFailure(400, 'INVALID_REQUEST_BODY', 'The request body is not valid JSON'),
      });
      app.setErrorHandler((error, request, reply) => {
        if (error instanceof ReloadlyFailure) return sendFailure(request, reply, error);
        const status = (error as { statusCode?: number }).statusCode ?? 500;
        return sendFailure(
          request,
          reply,
          new ReloadlyFailure(status, status >= 500 ? 'SERVICE_UNAVAILABLE' : 'INVALID_REQUEST_BODY', (error as Error).message),
        );
      });
      app.setNotFoundHandler((request, reply) => reply.code(404).send(notFoundBody(request.url.split('?')[0] ?? request.url)));
      recorder.attach(app);

      registerOAuth(app, tokens, { clientId: SANDBOX_CLIENT_ID, clientSecret: SANDBOX_CLIENT_SECRET, audience: () => apiUrl });
      await app.register(async (api) => {
        api.addHook('preHandler', requireApiHeaders(tokens));
        registerCatalogueApi(api, catalogue, store);
        registerTopupsApi(api, catalogue, store);
        registerPromotionsApi(api, catalogue, promotions);
      });
      registerControlApi(app, { store, tokens, recorder, defaultRecentRechargeWindowMs });
      app.get<{ Querystring: { error?: string } }>('/', async (request, reply) =>
        sendPage(reply, renderPage(store, catalogue, promotions, apiUrl, request.query.error), 200, PAGE_SECURITY_HEADERS_SELF_FORMS),
      );

      apiUrl = await listen(app, host, 'AGGREGATOR_SANDBOX_PORT');
      return {
        name: 'aggregator',
        listeningOn: `${apiUrl} (Reloadly Airtime API: ${catalogue.countries.length} countries, ${catalogue.operators.length} operators; outcomes page)`,
        env: {
          TOPUP_API_URL: apiUrl,
          TOPUP_AUTH_URL: apiUrl,
          TOPUP_CLIENT_ID: SANDBOX_CLIENT_ID,
          TOPUP_CLIENT_SECRET: SANDBOX_CLIENT_SECRET,
          TOPUP_AUDIENCE: apiUrl,
          TOPUP_MODE: 'sandbox',
        },
        async stop() {
          store.stop();
          await app.close();
        },
      };
    },
  };
}

export const aggregatorSandbox: Sandbox = createAggregatorSandbox();
