import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import { createMailer } from './mail/mailer.js';
import { createHttpExchange } from './http-exchange.js';
import { observedExchange, outsideCall, type OutsideCallObserver } from './outside-call.js';
import { createSmsClient } from './sms/sms-client.js';

/** How email and SMS leave Kredi: the features write messages, this integration delivers them. */
export interface Notifier {
  email(message: { to: string; subject: string; text: string }): Promise<void>;
  sms(message: { to: string; body: string }): Promise<void>;
}

/**
 * Email over SMTP and SMS over the gateway's HTTP API, as configured. A channel that is not configured
 * (development with the sandboxes off) refuses to send with an error that names the missing variable;
 * production refuses to start without them (config.ts). Each send is timed and traced as an outside call
 * of `mail` or `sms` (`observe`: the metrics').
 */
export function createNotifier(
  config: Config,
  log: FastifyBaseLogger,
  observe?: OutsideCallObserver,
): Notifier & { close(): Promise<void> } {
  const mailer = config.SMTP_URL
    ? createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, connections: config.SMTP_POOL_SIZE })
    : null;
  // The gateway's connections, kept open between texts (ADR 0084); none opens before the first text.
  const smsConnections = createHttpExchange();
  const sms =
    config.SMS_API_URL && config.SMS_ACCOUNT_SID && config.SMS_AUTH_TOKEN && config.SMS_FROM
      ? createSmsClient({
          apiUrl: config.SMS_API_URL,
          accountSid: config.SMS_ACCOUNT_SID,
          authToken: config.SMS_AUTH_TOKEN,
          from: config.SMS_FROM,
          exchange: observedExchange('sms', observe, smsConnections),
        })
      : null;
  return {
    async email(message) {
      if (!mailer) throw new Error('Email is not configured: set SMTP_URL.');
      await outsideCall({ service: 'mail', operation: 'send', observe }, () => mailer.send(message));
      log.info({ subject: message.subject }, 'email sent');
    },
    async sms(message) {
      if (!sms) throw new Error('SMS is not configured: set SMS_API_URL, SMS_ACCOUNT_SID, SMS_AUTH_TOKEN and SMS_FROM.');
      await sms.send(message);
      log.info('sms sent');
    },
    async close() {
      mailer?.close();
      await smsConnections.close();
    },
  };
}
