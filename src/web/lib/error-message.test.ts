// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../i18n';
import { request } from './api';
import { errorMessage } from './error-message';

/** The error `request` throws for this answer. */
async function failureOf(status: number, body: unknown, headers: Record<string, string> = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } })),
  );
  return request('/api/identity/sign-in/email', { body: {} }).catch((error: unknown) => error);
}

const PAUSED = { code: 'SIGN_IN_PAUSED', message: 'Too many wrong passwords…' };

describe('errorMessage for a refused sign-in', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('says an account pause is for the account, and when to try again, in whole minutes', async () => {
    const failure = await failureOf(429, PAUSED, { 'retry-after': '90' });
    expect(errorMessage(failure, i18n.t)).toBe(
      'Too many wrong passwords were tried for this account, so signing in to it is paused for its safety. Try again in 2 min.',
    );
    await i18n.changeLanguage('ht');
    expect(errorMessage(failure, i18n.t)).toMatch(/Eseye ankò nan 2 minit\.$/);
  });

  it('falls back to the plain "too many attempts" without a time to give, and for per-address limits', async () => {
    const generic = 'Too many attempts. Please wait a moment and try again.';
    expect(errorMessage(await failureOf(429, PAUSED), i18n.t)).toBe(generic);
    expect(
      errorMessage(await failureOf(429, { message: 'Too many requests. Please try again later.' }, { 'x-retry-after': '40' }), i18n.t),
    ).toBe(generic);
  });
});

describe('errorMessage for a refusal with a reason', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  const full = {
    error: {
      code: 'CONFLICT',
      message: 'You have 20 automatic top-ups already. Cancel one to add another.',
      reason: 'scheduleLimitReached',
    },
  };

  it("says the reason in the person's language, with its figure, instead of the code's general message", async () => {
    const failure = await failureOf(409, full);
    expect(errorMessage(failure, i18n.t)).toBe('You have 20 automatic top-ups already. Cancel one to add another.');
    await i18n.changeLanguage('ht');
    expect(errorMessage(failure, i18n.t)).toBe('Ou gen 20 rechaj otomatik deja. Anile youn pou w ka mete yon lòt.');
  });

  it("falls back to the code's message for a reason this version of the app does not know", async () => {
    const failure = await failureOf(409, { error: { ...full.error, reason: 'somethingNewer' } });
    expect(errorMessage(failure, i18n.t)).toBe('This was already done, or conflicts with another request.');
  });
});
