/**
 * The short-lived ID token, kept in memory only (never localStorage: docs/decisions/0005).
 * Its expiry is read from the token itself so renewal can be scheduled 30 s before it.
 */
let token: string | null = null;

export function getIdToken(): string | null {
  return token;
}

export function setIdToken(value: string | null): void {
  token = value;
}

/** Seconds since epoch at which the token expires, or null when it cannot be read. */
export function expiryOf(jwt: string): number | null {
  try {
    const payload = JSON.parse(atob(jwt.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: number };
    return typeof payload.exp === 'number' ? payload.exp : null;
  } catch {
    return null;
  }
}
