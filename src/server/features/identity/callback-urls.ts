import { AppError } from '../../errors.js';

/** Where better-auth sends the browser after a link or a federated sign-in, read from the query or the body. */
const CALLBACK_PARAMETERS = ['callbackURL', 'newUserCallbackURL', 'errorCallbackURL', 'redirectTo'] as const;

/**
 * Only a path on this site or a URL of its own origin may be a callback. better-auth answers 500 when one
 * is not a URL at all (GET /verify-email?callbackURL=abc builds `new URL('abc')`), and a foreign one would
 * make our emails redirect elsewhere; both are refused here with a 400 before better-auth sees them.
 */
export function refuseForeignCallbacks(url: URL, body: unknown, publicOrigin: string): void {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  for (const name of CALLBACK_PARAMETERS) {
    const values = [...url.searchParams.getAll(name), ...(fields[name] === undefined ? [] : [fields[name]])];
    if (values.some((value) => !isOwnCallback(value, publicOrigin))) {
      throw new AppError('VALIDATION_FAILED', `${name} must be a path on this site (like /dashboard) or a URL of ${publicOrigin}.`, {
        [name]: 'validation.callbackURL',
      });
    }
  }
}

function isOwnCallback(value: unknown, publicOrigin: string): boolean {
  if (typeof value !== 'string') return false;
  if (/^\/(?![/\\])/.test(value)) return true; // a path, not a protocol-relative '//host'
  try {
    return new URL(value).origin === publicOrigin;
  } catch {
    return false;
  }
}
