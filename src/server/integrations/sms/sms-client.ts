import { createHttpExchange, type HttpAnswer, type HttpExchange } from '../http-exchange.js';
import { smsText } from './gsm7.js';

/**
 * Outgoing SMS through Twilio's Messages API. The same code talks to the SMS sandbox (`npm start`,
 * tests) and to https://api.twilio.com in production: only the URL and credentials change.
 */
export interface SmsClientOptions {
  /** `https://api.twilio.com`, or the sandbox's SMS_API_URL. */
  apiUrl: string;
  accountSid: string;
  authToken: string;
  /** The sender number (E.164) or alphanumeric sender id. */
  from: string;
  /**
   * How requests leave (the notifier's is undici's, timed and traced: integrations/outside-call.ts); default
   * one of the client's own.
   */
  exchange?: HttpExchange;
}

export interface SmsClient {
  /** Resolves with Twilio's message SID once Twilio has queued the text. */
  send(message: { to: string; body: string }): Promise<{ id: string }>;
}

/** Twilio said no. `message` is Twilio's own text (e.g. "Authenticate"); `code` its error code (e.g. 20003). */
export class SmsSendError extends Error {
  override name = 'SmsSendError';
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly code: number | undefined,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

const TIMEOUT_MS = 10_000;

export function createSmsClient({ apiUrl, accountSid, authToken, from, exchange = createHttpExchange() }: SmsClientOptions): SmsClient {
  const endpoint = `${apiUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;

  return {
    async send({ to, body }) {
      let answer: HttpAnswer;
      try {
        answer = await exchange({
          method: 'POST',
          url: endpoint,
          // A form, which is what Twilio reads.
          headers: { authorization, accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
          // Plain characters for what formatting adds (no-break spaces, curly quotes): one GSM-7 message, not three UCS-2 (gsm7.ts).
          body: new URLSearchParams({ To: to, From: from, Body: smsText(body) }).toString(),
          timeoutMs: TIMEOUT_MS,
        });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new SmsSendError(`SMS gateway at ${apiUrl} unreachable: ${reason}`, undefined, undefined, { cause: error });
      }

      let payload: { sid?: unknown; message?: unknown; code?: unknown } | undefined;
      try {
        payload = JSON.parse(answer.text) as typeof payload;
      } catch {
        payload = undefined;
      }
      if (answer.status < 200 || answer.status > 299) {
        const message = typeof payload?.message === 'string' ? payload.message : `HTTP ${answer.status} from the SMS gateway`;
        throw new SmsSendError(message, answer.status, typeof payload?.code === 'number' ? payload.code : undefined);
      }
      if (typeof payload?.sid !== 'string') {
        throw new SmsSendError('The SMS gateway answered without a message sid', answer.status, undefined);
      }
      return { id: payload.sid };
    },
  };
}
