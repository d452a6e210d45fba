import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../errors.js';
import { MAX_JSON_DEPTH, nestsDeeperThan, tooDeepError } from '../../security/json-body.js';
import type { WalletService } from './service.js';

/**
 * POST /api/webhooks/paypal. The signature covers the exact bytes PayPal sent, so this plugin keeps the
 * body as a string. A forged event gets 400; a failure on our side 503, so PayPal delivers it again.
 */
export const paypalWebhookRoutes =
  (wallet: Pick<WalletService, 'handleWebhook'>): FastifyPluginAsync =>
  async (app) => {
    app.removeContentTypeParser('application/json'); // the app's parser, replaced in this plugin only
    app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_request, body, done) =>
      nestsDeeperThan(body as string, MAX_JSON_DEPTH) ? done(tooDeepError(), undefined) : done(null, body),
    );
    app.post('/api/webhooks/paypal', { schema: { hide: true } }, async (request, reply) => {
      let outcome;
      try {
        outcome = await wallet.handleWebhook(request.headers, String(request.body ?? ''));
      } catch (error) {
        request.log.error({ err: error }, 'paypal webhook not processed; PayPal will retry');
        throw new AppError('SERVICE_UNAVAILABLE', 'Not processed; please deliver again.');
      }
      if (outcome === 'rejected') throw new AppError('VALIDATION_FAILED', 'Webhook signature could not be verified.');
      if (outcome === 'retry-later') throw new AppError('SERVICE_UNAVAILABLE', 'Could not verify now; please deliver again.');
      return reply.send({ received: true, outcome });
    });
  };
