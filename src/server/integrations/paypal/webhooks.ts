import { verify, X509Certificate, type KeyObject } from 'node:crypto';
import { crc32 } from 'node:zlib';
import type { HttpExchange } from '../http-exchange.js';
import { reasonOf } from './auth.js';
import type { PayPalWebhookEvent, WebhookHeaders, WebhookRejection, WebhookVerification } from './types.js';

/**
 * Webhook self-verification as PayPal documents it: `paypal-transmission-sig` is an RSA-SHA256 signature
 * (`paypal-auth-algo: SHA256withRSA`) over `transmission_id|transmission_time|webhook_id|crc32(raw body)`
 * (the CRC as an unsigned decimal), made with the key of the X.509 certificate at `paypal-cert-url`.
 * Certificates are downloaded only from PayPal (https, *.paypal.com) or from the configured API's own origin
 * (the sandbox), through the client's exchange, which follows no redirect; they are cached by URL.
 * Transmissions outside the time tolerance are refused (replays).
 */
export interface WebhookVerifierOptions {
  apiUrl: string;
  webhookId: string;
  toleranceMs: number;
  now: () => number;
  exchange: HttpExchange;
  timeoutMs: number;
}

const CERT_CACHE_LIMIT = 100;

export function createWebhookVerifier(options: WebhookVerifierOptions) {
  const apiOrigin = new URL(options.apiUrl).origin;
  const certificates = new Map<string, Promise<X509Certificate>>();

  async function certificateAt(url: string): Promise<X509Certificate> {
    let cached = certificates.get(url);
    if (!cached) {
      if (certificates.size >= CERT_CACHE_LIMIT) certificates.clear();
      cached = loadCertificate(url, options);
      certificates.set(url, cached);
      // A failed download is not remembered: the next delivery tries again.
      cached.catch(() => certificates.delete(url));
    }
    return cached;
  }

  return async function verifyWebhook({
    headers,
    rawBody,
  }: {
    headers: WebhookHeaders;
    rawBody: Buffer | string;
  }): Promise<WebhookVerification> {
    const transmissionId = header(headers, 'paypal-transmission-id');
    const transmissionTime = header(headers, 'paypal-transmission-time');
    const signature = header(headers, 'paypal-transmission-sig');
    const certUrl = header(headers, 'paypal-cert-url');
    const algorithm = header(headers, 'paypal-auth-algo');
    if (!transmissionId || !transmissionTime || !signature || !certUrl || !algorithm) {
      return reject('missing-header', 'A PayPal transmission header is missing');
    }
    if (algorithm.toUpperCase() !== 'SHA256WITHRSA') return reject('unsupported-algorithm', `Unsupported paypal-auth-algo "${algorithm}"`);

    const sentAt = Date.parse(transmissionTime);
    if (Number.isNaN(sentAt)) return reject('stale', `Unreadable paypal-transmission-time "${transmissionTime}"`);
    if (Math.abs(options.now() - sentAt) > options.toleranceMs) {
      return reject('stale', `Transmission time ${transmissionTime} is outside the ${options.toleranceMs} ms tolerance`);
    }
    if (!isTrustedCertUrl(certUrl, apiOrigin)) return reject('untrusted-cert-url', `Certificate URL ${certUrl} is not PayPal's`);

    let publicKey: KeyObject;
    try {
      const certificate = await certificateAt(certUrl);
      const now = options.now();
      if (now < Date.parse(certificate.validFrom) || now > Date.parse(certificate.validTo)) {
        return reject('invalid-certificate', `Certificate ${certUrl} is not valid now (${certificate.validFrom} – ${certificate.validTo})`);
      }
      publicKey = certificate.publicKey;
    } catch (error) {
      if (error instanceof InvalidCertificate) return reject('invalid-certificate', error.message);
      return reject('cert-unavailable', `Certificate ${certUrl} unavailable: ${reasonOf(error)}`);
    }

    const body = typeof rawBody === 'string' ? Buffer.from(rawBody, 'utf8') : rawBody;
    const message = `${transmissionId}|${transmissionTime}|${options.webhookId}|${crc32(body) >>> 0}`;
    let valid: boolean;
    try {
      valid = verify('sha256', Buffer.from(message, 'utf8'), publicKey, Buffer.from(signature, 'base64'));
    } catch {
      valid = false;
    }
    if (!valid) return reject('bad-signature', 'The webhook signature does not match');

    let event: PayPalWebhookEvent;
    try {
      event = JSON.parse(body.toString('utf8')) as PayPalWebhookEvent;
    } catch {
      return reject('malformed-event', 'The signed body is not JSON');
    }
    if (
      typeof event?.id !== 'string' ||
      typeof event.event_type !== 'string' ||
      typeof event.resource !== 'object' ||
      event.resource === null
    ) {
      return reject('malformed-event', 'The signed body is not a webhook event');
    }
    return { verified: true, event, transmissionId };
  };
}

/** The capture an event is about: the resource itself, or for refunds and reversals the capture they point `up` to. */
export function captureIdOfEvent(event: PayPalWebhookEvent): string | null {
  const resource = event.resource as { id?: unknown; links?: Array<{ rel?: unknown; href?: unknown }> };
  if (event.resource_type === 'capture') return typeof resource.id === 'string' ? resource.id : null;
  const up = resource.links?.find((link) => link.rel === 'up' && typeof link.href === 'string');
  const match = typeof up?.href === 'string' ? /\/v2\/payments\/captures\/([^/?#]+)$/.exec(up.href) : null;
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

export function isTrustedCertUrl(raw: string, apiOrigin: string): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.origin === apiOrigin) return true;
  return url.protocol === 'https:' && url.port === '' && (url.hostname === 'paypal.com' || url.hostname.endsWith('.paypal.com'));
}

class InvalidCertificate extends Error {}

async function loadCertificate(url: string, options: WebhookVerifierOptions): Promise<X509Certificate> {
  // No redirects: a trusted URL must not lead to an untrusted host. The exchange follows none, so a 3xx
  // is refused here as any other answer than 2xx.
  const answer = await options.exchange({ method: 'GET', url, headers: {}, timeoutMs: options.timeoutMs });
  if (answer.status < 200 || answer.status > 299) throw new Error(`HTTP ${answer.status}`);
  const pem = answer.text;
  let certificate: X509Certificate;
  try {
    certificate = new X509Certificate(pem);
  } catch (error) {
    throw new InvalidCertificate(`Not an X.509 certificate at ${url}: ${reasonOf(error)}`);
  }
  if (certificate.publicKey.asymmetricKeyType !== 'rsa') throw new InvalidCertificate(`Certificate at ${url} has no RSA key`);
  return certificate;
}

function header(headers: WebhookHeaders, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const key = Object.keys(headers).find((candidate) => candidate.toLowerCase() === name);
  const value = key === undefined ? undefined : headers[key];
  return Array.isArray(value) ? value[0] : value;
}

function reject(reason: WebhookRejection, message: string): WebhookVerification {
  return { verified: false, reason, message };
}
