import { randomBytes, randomInt, randomUUID } from 'node:crypto';

/** Identifiers shaped like PayPal's, so code and logs that look at them see what production sends. */
const UPPER_ALNUM = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

function randomFrom(alphabet: string, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[randomInt(alphabet.length)];
  return out;
}

/** Orders, captures and refunds: 17 upper-case letters and digits, e.g. `5O190127TN364715T`. */
export const resourceId = (): string => randomFrom(UPPER_ALNUM, 17);
/** PayPal's payer ids (`payer.payer_id`, `PayerID`): 13 upper-case letters and digits, e.g. `QYR5Z8XDVJNXQ`. */
export const payerId = (): string => randomFrom(UPPER_ALNUM, 13);
/** Webhook events: `WH-2WR32451HC0233532-67976317FL4543714`. */
export const eventId = (): string => `WH-${resourceId()}-${resourceId()}`;
/** `paypal-transmission-id`. */
export const transmissionId = (): string => randomUUID();
/** `debug_id` of errors: 13 hex digits, e.g. `b5fa7ef8e1a93`. */
export const debugId = (): string => randomBytes(7).toString('hex').slice(0, 13);
export const accessToken = (): string => `A21AA${randomBytes(48).toString('base64url')}`;

/** PayPal's dates: RFC 3339 in UTC with seconds, no fraction (`2024-02-12T18:45:09Z`). */
export function paypalTime(date = new Date()): string {
  return `${date.toISOString().slice(0, 19)}Z`;
}
