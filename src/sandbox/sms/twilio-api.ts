import type { FastifyInstance, FastifyReply } from 'fastify';
import { basicCredentials } from '../shared/http-sandbox.js';
import type { Outbox, SentSms } from './outbox.js';

/**
 * Twilio's Programmable Messaging "create a message" call, as Twilio speaks it
 * (https://www.twilio.com/docs/messaging/api/message-resource#create-a-message-resource), so that pointing
 * SMS_API_URL at https://api.twilio.com with real credentials is the only change production needs.
 */
export interface TwilioCredentials {
  accountSid: string;
  authToken: string;
}

const E164 = /^\+[1-9]\d{7,14}$/;

/** The sandbox's settings: `failWith` makes every send answer that status (Twilio down), until set back to null. */
export interface SmsSandboxSettings {
  failWith: number | null;
}

export function registerTwilioMessagesApi(
  app: FastifyInstance,
  outbox: Outbox,
  credentials: TwilioCredentials,
  settings: SmsSandboxSettings = { failWith: null },
): void {
  app.post<{ Params: { accountSid: string }; Body: Record<string, string> | undefined }>(
    '/2010-04-01/Accounts/:accountSid/Messages.json',
    async (request, reply) => {
      const { accountSid } = request.params;
      if (!isAuthorized(request.headers.authorization, credentials) || accountSid !== credentials.accountSid) {
        reply.header('WWW-Authenticate', 'Basic realm="Twilio API"');
        return twilioError(reply, 401, 20003, 'Authenticate');
      }
      if (settings.failWith)
        return twilioError(reply, settings.failWith, 20500, 'An internal server error has occurred (sandbox told to fail).');
      const { To: to = '', From: from = '', Body: body = '' } = request.body ?? {};
      if (!to) return twilioError(reply, 400, 21604, "A 'To' phone number is required.");
      if (!E164.test(to)) return twilioError(reply, 400, 21211, `The 'To' number ${to} is not a valid phone number.`);
      if (!from) return twilioError(reply, 400, 21603, "A 'From' phone number is required.");
      if (!body) return twilioError(reply, 400, 21602, 'Message body is required.');
      if (body.length > 1600) return twilioError(reply, 400, 21617, 'The concatenated message body exceeds the 1600 character limit.');

      const sms = outbox.add({ to, from, body });
      return reply.code(201).send(messageResource(sms, accountSid));
    },
  );
}

function isAuthorized(header: string | undefined, expected: TwilioCredentials): boolean {
  const given = basicCredentials(header);
  return given?.user === expected.accountSid && given.password === expected.authToken;
}

/** Twilio's error body: https://www.twilio.com/docs/usage/twilios-response#response-formats-exceptions */
function twilioError(reply: FastifyReply, status: number, code: number, message: string): FastifyReply {
  return reply.code(status).send({ code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });
}

/** Twilio's dates are RFC 2822 with a numeric zone, e.g. `Tue, 04 Nov 2025 13:31:11 +0000`. */
function rfc2822(iso: string): string {
  return new Date(iso).toUTCString().replace('GMT', '+0000');
}

function messageResource(sms: SentSms, accountSid: string) {
  const uri = `/2010-04-01/Accounts/${accountSid}/Messages/${sms.id}.json`;
  const date = rfc2822(sms.sentAt);
  return {
    account_sid: accountSid,
    api_version: '2010-04-01',
    body: sms.body,
    date_created: date,
    date_sent: null,
    date_updated: date,
    direction: 'outbound-api',
    error_code: null,
    error_message: null,
    from: sms.from,
    messaging_service_sid: null,
    num_media: '0',
    num_segments: String(segmentCount(sms.body)),
    price: null,
    price_unit: 'USD',
    sid: sms.id,
    status: 'queued',
    subresource_uris: { media: uri.replace(/\.json$/, '/Media.json') },
    to: sms.to,
    uri,
  };
}

/** A single SMS carries 160 GSM characters; longer ones are split into parts of 153 (rough: ignores UCS-2). */
function segmentCount(body: string): number {
  return body.length <= 160 ? 1 : Math.ceil(body.length / 153);
}
