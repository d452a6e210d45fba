// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../i18n';
import { ApiError, request } from './api';
import { apiFieldMessage, errorMessage } from './error-message';

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })),
  );
}

async function refusal(): Promise<ApiError> {
  const error = await request('/api/user/profile', { method: 'PUT', body: {} }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('an API refusal as the web reads it', () => {
  beforeAll(() => initI18n('en'));
  afterEach(() => vi.unstubAllGlobals());

  it('translates a field by its stable code, and shows the server text for a rule the web has no text for', async () => {
    answer(400, {
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Some fields are not valid. firstName: Must be at least 2 characters. language: Invalid option.',
        details: [
          { field: 'firstName', code: 'validation.nameMin', message: 'Must be at least 2 characters.' },
          { field: 'language', code: 'invalid_value', message: 'Invalid option: expected one of "en"|"fr".' },
        ],
        fields: { firstName: 'validation.nameMin', language: 'invalid_value' },
      },
    });
    const error = await refusal();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(apiFieldMessage(error, 'firstName', i18n.t)).toBe('Must be at least 2 characters');
    expect(apiFieldMessage(error, 'language', i18n.t)).toBe('Invalid option: expected one of "en"|"fr".');
    expect(errorMessage(error, i18n.t)).toBe('Some fields are not valid. Please check them and try again.');
  });

  it("keeps better-auth's {code, message} answers", async () => {
    answer(401, { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' });
    const error = await refusal();
    expect([error.code, error.serverMessage, error.fields]).toEqual(['INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password', {}]);
  });
});

describe('the browser’s time zone on a request', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('goes with a change (a sign-in keeps it), never with a read, and a read never asks Intl for it', async () => {
    const sent: Array<Record<string, string>> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_path: string, init: RequestInit) => {
        sent.push(init.headers as Record<string, string>);
        return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
    const timeZones = vi.spyOn(Intl, 'DateTimeFormat');
    await request('/api/wallet');
    expect(sent[0]).not.toHaveProperty('x-timezone');
    expect(timeZones).not.toHaveBeenCalled();

    timeZones.mockRestore();
    await request('/api/auth/login', { body: { idToken: 'token' }, bearer: false });
    expect(sent[1]!['x-timezone']).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
