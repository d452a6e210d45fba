import { IDENTITY_BASE_PATH } from './auth.js';

/** The one identity answer whose `token` is meant for page scripts: the short-lived ID token (a JWT). */
const ID_TOKEN_PATH = `${IDENTITY_BASE_PATH}/token`;

/**
 * better-auth puts the session token (the secret the HttpOnly cookie holds) in its JSON answers: every
 * session of /list-sessions, /get-session, and the sign-in, sign-up, change-password and two-factor
 * answers. A page script, or anything injected into one, must never read it: sessions are named by id.
 */
export function withoutSessionTokens(path: string, contentType: string | null, body: Buffer): Buffer {
  if (path === ID_TOKEN_PATH || body.length === 0 || !contentType?.includes('application/json')) return body;
  return Buffer.from(JSON.stringify(dropTokens(JSON.parse(body.toString('utf8')))));
}

function dropTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(dropTokens);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'token')
      .map(([key, item]) => [key, dropTokens(item)]),
  );
}
