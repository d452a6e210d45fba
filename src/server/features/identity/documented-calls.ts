import { z } from 'zod';
import {
  changePasswordBody,
  emailWithCallbackBody,
  emptyBody,
  federatedAnswer,
  idTokenAnswer,
  identityError,
  passwordBody,
  requestPasswordResetBody,
  resetPasswordBody,
  sessionAnswer,
  signInAnswer,
  signInEmailBody,
  signInSocialBody,
  signUpEmailBody,
  statusAnswer,
  statusWithMessageAnswer,
  successAnswer,
  twoFactorEnabledAnswer,
  userAnswer,
  verifyBackupCodeBody,
  verifyTotpBody,
} from '../../../shared/api/identity-calls.js';
import { errorResponse } from '../../../shared/errors.js';
import { IDENTITY_BASE_PATH } from './auth.js';

/**
 * The identity service's calls that the web uses, each registered as its own route (routes.ts) so that the
 * OpenAPI document describes it: its body, its answers, the session cookie it sets or needs. They are
 * served by better-auth like every other path under /api/identity; the schemas here describe, they do not
 * validate (better-auth does, and answers its own refusals).
 */
interface IdentityCall {
  method: 'GET' | 'POST';
  /** Under /api/identity. */
  path: string;
  summary: string;
  description?: string;
  body?: z.ZodType;
  answer: z.ZodType;
  /** What the answer does with the session cookie. */
  cookie: 'sets' | 'clears' | 'none';
  /** Whether it needs a signed-in session's cookie ('optional': it answers without one too). */
  signedIn: boolean | 'optional';
  /** The refusals it can answer besides those any write has (describeOperation in openapi.ts). */
  refusals: number[];
}

const ORIGIN_WITH_COOKIE =
  'A request that carries the session cookie must also carry `Origin: <the site’s origin>` (browsers send it; ' +
  'other clients add it), or it is refused with 403 MISSING_OR_NULL_ORIGIN (ADR 0064).';

export const IDENTITY_CALLS: IdentityCall[] = [
  {
    method: 'POST',
    path: '/sign-up/email',
    summary: 'Creates an account with an email and a password, and signs it in',
    description:
      'Sets the session cookie. Then complete the account with POST /api/auth/register, with an ID token from ' +
      'GET /api/identity/token. A client that is not a browser may send no Origin when it sends no cookie (ADR 0064).',
    body: signUpEmailBody,
    answer: userAnswer,
    cookie: 'sets',
    signedIn: false,
    refusals: [400, 403, 422, 429],
  },
  {
    method: 'POST',
    path: '/sign-in/email',
    summary: 'Signs in with an email and a password',
    description:
      'Sets the session cookie, or answers `twoFactorRedirect` when two-factor is on (then POST ' +
      '/api/identity/two-factor/verify-totp). A client that is not a browser may send no Origin when it sends no cookie (ADR 0064).',
    body: signInEmailBody,
    answer: signInAnswer,
    cookie: 'sets',
    signedIn: false,
    refusals: [400, 401, 403, 429],
  },
  {
    method: 'POST',
    path: '/sign-in/social',
    summary: 'Starts a federated sign-in: the answer names the provider’s page to open',
    body: signInSocialBody,
    answer: federatedAnswer,
    cookie: 'none',
    signedIn: false,
    refusals: [400, 403, 404, 429],
  },
  {
    method: 'POST',
    path: '/sign-out',
    summary: 'Signs out: ends this session and clears its cookie',
    description: ORIGIN_WITH_COOKIE,
    body: emptyBody,
    answer: successAnswer,
    cookie: 'clears',
    signedIn: true,
    refusals: [400, 403, 429],
  },
  {
    method: 'GET',
    path: '/get-session',
    summary: 'The session of the cookie and its person, or null',
    answer: sessionAnswer,
    cookie: 'none',
    signedIn: 'optional',
    refusals: [400, 429],
  },
  {
    method: 'GET',
    path: '/token',
    summary: 'An ID token (a JWT, valid 15 minutes) for the session of the cookie, for `Authorization: Bearer`',
    answer: idTokenAnswer,
    cookie: 'none',
    signedIn: true,
    refusals: [400, 401, 429],
  },
  {
    method: 'POST',
    path: '/request-password-reset',
    summary: 'Emails a link to choose a new password, if the address has an account',
    body: requestPasswordResetBody,
    answer: statusWithMessageAnswer,
    cookie: 'none',
    signedIn: false,
    refusals: [400, 403, 429],
  },
  {
    method: 'POST',
    path: '/reset-password',
    summary: 'Sets a new password with the token of the emailed link; every session ends',
    body: resetPasswordBody,
    answer: statusAnswer,
    cookie: 'none',
    signedIn: false,
    refusals: [400, 403, 429],
  },
  {
    method: 'POST',
    path: '/change-password',
    summary: 'Changes the password of the signed-in person',
    description: ORIGIN_WITH_COOKIE,
    body: changePasswordBody,
    answer: userAnswer,
    cookie: 'sets',
    signedIn: true,
    refusals: [400, 401, 403, 429],
  },
  {
    method: 'POST',
    path: '/two-factor/verify-totp',
    summary: 'Checks an authenticator code: finishes a two-factor sign-in, turns two-factor on, or steps up',
    description: ORIGIN_WITH_COOKIE,
    body: verifyTotpBody,
    answer: userAnswer,
    cookie: 'sets',
    signedIn: false,
    refusals: [400, 401, 403, 429],
  },
  {
    method: 'POST',
    path: '/two-factor/verify-backup-code',
    summary: 'Finishes a two-factor sign-in with a backup code',
    description: ORIGIN_WITH_COOKIE,
    body: verifyBackupCodeBody,
    answer: userAnswer,
    cookie: 'sets',
    signedIn: false,
    refusals: [400, 401, 403, 429],
  },
  {
    method: 'POST',
    path: '/two-factor/enable',
    summary: 'Starts turning two-factor on: the authenticator’s URI and the backup codes',
    description: ORIGIN_WITH_COOKIE,
    body: passwordBody,
    answer: twoFactorEnabledAnswer,
    cookie: 'none',
    signedIn: true,
    refusals: [400, 401, 403, 429],
  },
  {
    method: 'POST',
    path: '/two-factor/disable',
    summary: 'Turns two-factor off',
    description: ORIGIN_WITH_COOKIE,
    body: passwordBody,
    answer: statusAnswer,
    cookie: 'sets',
    signedIn: true,
    refusals: [400, 401, 403, 429],
  },
  {
    method: 'POST',
    path: '/send-verification-email',
    summary: 'Emails a link that verifies the address',
    body: emailWithCallbackBody,
    answer: statusAnswer,
    cookie: 'none',
    signedIn: false,
    refusals: [400, 403, 429],
  },
  {
    method: 'POST',
    path: '/revoke-other-sessions',
    summary: 'Ends every other session of the signed-in person',
    description: ORIGIN_WITH_COOKIE,
    body: emptyBody,
    answer: statusAnswer,
    cookie: 'none',
    signedIn: true,
    refusals: [401, 403, 429],
  },
];

/** Either envelope: better-auth's own refusals, or the API's (a cross-site write, a body that is not JSON). */
const identityRefusal = z.union([identityError, errorResponse]);

const REFUSALS: Record<number, string> = {
  400: 'Not valid: the code says what (VALIDATION_ERROR, PASSWORD_TOO_SHORT, INVALID_TOKEN, REFERRAL_CODE_UNKNOWN…).',
  401: 'Not signed in, or a wrong password or code (INVALID_EMAIL_OR_PASSWORD, INVALID_CODE…).',
  403: 'A cross-site request, a cookie without its Origin (MISSING_OR_NULL_ORIGIN), or a blocked account (ACCOUNT_BLOCKED).',
  404: 'No such sign-in provider.',
  422: 'An account already has this email.',
  429: 'Too many attempts (SIGN_IN_PAUSED says when to try again, also in Retry-After).',
};

const COOKIE_HEADER = {
  'set-cookie': { type: 'string', description: 'The session cookie (HttpOnly, SameSite=Lax), and the known-device cookie.' },
};
const CLEARED_COOKIE_HEADER = { 'set-cookie': { type: 'string', description: 'The session cookie, cleared.' } };

/** The route schema of a call: what openapi.ts turns into its operation. */
export function identityCallSchema(call: IdentityCall) {
  const headers = call.cookie === 'sets' ? COOKIE_HEADER : call.cookie === 'clears' ? CLEARED_COOKIE_HEADER : undefined;
  const response: Record<number, unknown> = {
    200: { description: call.summary, ...(headers ? { headers } : {}), content: { 'application/json': { schema: call.answer } } },
  };
  for (const status of call.refusals) {
    response[status] = { description: REFUSALS[status] ?? 'Refused.', content: { 'application/json': { schema: identityRefusal } } };
  }
  return {
    tags: ['identity'],
    summary: call.summary,
    ...(call.description ? { description: call.description } : {}),
    ...(call.body ? { body: call.body } : {}),
    response,
    // The session cookie, as openapi.ts names its security scheme; the ID token does not open these.
    ...(call.signedIn ? { security: securityOf(call.signedIn) } : {}),
  };
}

/** The cookie, or (`optional`) the cookie or nothing: `{}` is OpenAPI's "no credential". */
function securityOf(signedIn: true | 'optional'): Array<Record<string, string[]>> {
  return signedIn === 'optional' ? [{ sessionCookie: [] }, {}] : [{ sessionCookie: [] }];
}

export const identityCallUrl = (call: IdentityCall) => `${IDENTITY_BASE_PATH}${call.path}`;
