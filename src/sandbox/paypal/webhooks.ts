import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { crc32 } from 'node:zlib';
import { eventId, paypalTime, transmissionId } from './ids.js';

/**
 * Webhook delivery as PayPal does it: each event is a Webhooks v1 `event`, serialised once (its id and
 * bytes stay the same across retries and re-sends), POSTed with `paypal-transmission-*` headers and an
 * RSA-SHA256 signature over `transmission_id|transmission_time|webhook_id|crc32(body)` made with the key
 * of the certificate served at `paypal-cert-url`. A non-2xx answer or a network error is retried with
 * exponential backoff, a bounded number of times.
 */
export interface Transmission {
  transmissionId: string;
  at: string;
  url: string;
  trigger: 'initial' | 'retry' | 'resend';
  /** HTTP status, or absent when the request failed (see `error`). */
  status?: number;
  error?: string;
}

export interface WebhookEventRecord {
  id: string;
  eventType: string;
  resourceId: string;
  createTime: string;
  /** Signed with a key that is not the certificate's: receivers must refuse it. */
  forged: boolean;
  body: string;
  state: 'no-url' | 'sending' | 'delivered' | 'failed';
  transmissions: Transmission[];
}

export interface DispatcherOptions {
  webhookId: string;
  certUrl: () => string;
  privateKey: KeyObject;
  webhookUrl: string | null;
  attempts: number;
  backoffMs: number;
}

const HISTORY = 500;
const REQUEST_TIMEOUT_MS = 5_000;

export class WebhookDispatcher {
  webhookUrl: string | null;
  private readonly events = new Map<string, WebhookEventRecord>();
  private readonly stopping = new AbortController();
  private forgerKey: KeyObject | undefined;

  constructor(private readonly options: DispatcherOptions) {
    this.webhookUrl = options.webhookUrl;
  }

  /** Records the event and starts delivering it (in the background) when a webhook URL is set. */
  emit(
    event: { event_type: string; resource_type: string; summary: string; resource: { id: string } & Record<string, unknown> },
    apiUrl: string,
    forged = false,
  ): WebhookEventRecord {
    const id = eventId();
    const createTime = new Date().toISOString();
    const body = JSON.stringify({
      id,
      event_version: '1.0',
      create_time: createTime,
      resource_type: event.resource_type,
      resource_version: '2.0',
      event_type: event.event_type,
      summary: event.summary,
      resource: event.resource,
      links: [
        { href: `${apiUrl}/v1/notifications/webhooks-events/${id}`, rel: 'self', method: 'GET' },
        { href: `${apiUrl}/v1/notifications/webhooks-events/${id}/resend`, rel: 'resend', method: 'POST' },
      ],
    });
    const record: WebhookEventRecord = {
      id,
      eventType: event.event_type,
      resourceId: event.resource.id,
      createTime,
      forged,
      body,
      state: 'no-url',
      transmissions: [],
    };
    this.events.set(id, record);
    if (this.events.size > HISTORY) this.events.delete(this.events.keys().next().value as string);
    void this.deliver(record, 'initial');
    return record;
  }

  /** Delivers the same event (same id, same body) again: a duplicate delivery, as PayPal sometimes makes. */
  resend(id: string): WebhookEventRecord | undefined {
    const record = this.events.get(id);
    if (record) void this.deliver(record, 'resend');
    return record;
  }

  get(id: string): WebhookEventRecord | undefined {
    return this.events.get(id);
  }

  /** Newest first. */
  list(): WebhookEventRecord[] {
    return [...this.events.values()].reverse();
  }

  stop(): void {
    this.stopping.abort();
  }

  private async deliver(record: WebhookEventRecord, first: 'initial' | 'resend'): Promise<void> {
    const url = this.webhookUrl;
    if (!url) {
      if (record.state !== 'delivered') record.state = 'no-url';
      return;
    }
    record.state = 'sending';
    for (let attempt = 1; attempt <= this.options.attempts; attempt++) {
      if (this.stopping.signal.aborted) return;
      const transmission = await this.transmit(record, url, attempt === 1 ? first : 'retry');
      record.transmissions.push(transmission);
      if (transmission.status !== undefined && transmission.status >= 200 && transmission.status < 300) {
        record.state = 'delivered';
        return;
      }
      if (attempt < this.options.attempts) {
        try {
          await sleep(this.options.backoffMs * 2 ** (attempt - 1), undefined, { signal: this.stopping.signal });
        } catch {
          return; // stopped
        }
      }
    }
    record.state = 'failed';
  }

  private async transmit(record: WebhookEventRecord, url: string, trigger: Transmission['trigger']): Promise<Transmission> {
    const id = transmissionId();
    const time = paypalTime();
    const message = `${id}|${time}|${this.options.webhookId}|${crc32(Buffer.from(record.body, 'utf8')) >>> 0}`;
    const key = record.forged ? this.forger() : this.options.privateKey;
    const signature = sign('sha256', Buffer.from(message, 'utf8'), key).toString('base64');
    const transmission: Transmission = { transmissionId: id, at: new Date().toISOString(), url, trigger };
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'PayPal/AUHD-214.0-58843662',
          'paypal-transmission-id': id,
          'paypal-transmission-time': time,
          'paypal-transmission-sig': signature,
          'paypal-cert-url': this.options.certUrl(),
          'paypal-auth-algo': 'SHA256withRSA',
          'paypal-auth-version': 'v2',
        },
        body: record.body,
        redirect: 'manual',
        signal: AbortSignal.any([this.stopping.signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]),
      });
      await response.body?.cancel();
      transmission.status = response.status;
    } catch (error) {
      transmission.error = error instanceof Error ? error.message : String(error);
    }
    return transmission;
  }

  private forger(): KeyObject {
    this.forgerKey ??= generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    return this.forgerKey;
  }
}
