import { payerId } from './ids.js';

/**
 * The sandbox's buyer accounts, like PayPal's own sandbox personal accounts: who pays is chosen on the
 * approval page, and it is who the order's `payer` and `payment_source.paypal` name on the wire. Each
 * browser gets a buyer of its own on its first visit (a cookie keeps its payer id), so two people trying
 * Kredi side by side pay as two PayPal accounts, as they would in real life; the page also offers the
 * buyers of earlier payments ("the same buyer as before") and the one shared account, which is also what
 * a client that names no buyer and carries no cookie pays as (the sandbox's single buyer of old).
 */
export interface SandboxBuyer {
  payer_id: string;
  email_address: string;
  name: { given_name: string; surname: string };
  address: { country_code: string };
}

export const SHARED_BUYER: SandboxBuyer = {
  payer_id: 'QYR5Z8XDVJNXQ',
  email_address: 'sb-buyer@personal.example.com',
  name: { given_name: 'Sandbox', surname: 'Buyer' },
  address: { country_code: 'US' },
};

/** The cookie that keeps a browser's own buyer, on the sandbox's origin only. */
const BUYER_COOKIE = 'paypal_sandbox_buyer';
const BUYER_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600;

const PAYER_ID = /^[A-Z0-9]{13}$/;

export function isPayerId(value: unknown): value is string {
  return typeof value === 'string' && PAYER_ID.test(value);
}

/**
 * The buyer account of a payer id. Derived from the id alone, so a browser's buyer survives a restart of
 * the sandbox (which keeps everything else in memory) with the same email and name.
 */
export function buyerOf(id: string): SandboxBuyer {
  if (id === SHARED_BUYER.payer_id) return SHARED_BUYER;
  return {
    payer_id: id,
    email_address: `sb-${id.toLowerCase()}@personal.example.com`,
    name: { given_name: 'Buyer', surname: id.slice(-4) },
    address: { country_code: 'US' },
  };
}

export const buyerName = (buyer: SandboxBuyer): string => `${buyer.name.given_name} ${buyer.name.surname}`;

/** The browser's own buyer from its Cookie header, or null when it has none yet (or a value that cannot be one). */
export function buyerFromCookie(cookieHeader: string | undefined): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === BUYER_COOKIE && isPayerId(value)) return value;
  }
  return null;
}

/** A new browser's buyer and the Set-Cookie header that keeps it. */
export function newBrowserBuyer(): { id: string; setCookie: string } {
  const id = payerId();
  return { id, setCookie: `${BUYER_COOKIE}=${id}; Path=/; Max-Age=${BUYER_COOKIE_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax` };
}
