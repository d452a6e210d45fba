import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('runs with nothing set: port 3000, embedded database in ./data', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, DATA_DIR: './data', PUBLIC_URL: 'http://localhost:3000' });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('names the variable when a value is wrong', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://localhost/kredi' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://localhost/kredi' })).toThrow(/DATABASE_URL: must start with postgres/);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('shows a support chat number and email by default, and refuses ones that are not', () => {
    expect(loadConfig({})).toMatchObject({ SUPPORT_WHATSAPP_NUMBER: '+13055550100', SUPPORT_EMAIL: 'support@kredi.app' });
    expect(loadConfig({ SUPPORT_WHATSAPP_NUMBER: '+50937001234' }).SUPPORT_WHATSAPP_NUMBER).toBe('+50937001234');
    expect(() => loadConfig({ SUPPORT_WHATSAPP_NUMBER: '3055550100' })).toThrow(/SUPPORT_WHATSAPP_NUMBER: must be an E.164 number/);
    expect(() => loadConfig({ SUPPORT_EMAIL: 'support' })).toThrow(/SUPPORT_EMAIL: must be an email address/);
  });

  it('drops a trailing slash from PUBLIC_URL so links are built one way', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://kredi.app/' }).PUBLIC_URL).toBe('https://kredi.app');
  });

  it('trusts no proxy unless TRUSTED_PROXIES names them, production or not', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).TRUSTED_PROXIES).toEqual([]);
    expect(loadConfig({ TRUSTED_PROXIES: ' 10.0.0.0/8, 192.0.2.7 ,loopback,2001:db8::/32' }).TRUSTED_PROXIES).toEqual([
      '10.0.0.0/8',
      '192.0.2.7',
      'loopback',
      '2001:db8::/32',
    ]);
  });

  it('refuses a TRUSTED_PROXIES entry that is not an address, a range or a known name', () => {
    for (const wrong of ['true', '*', '10.0.0.0/33', 'proxy.internal', '10.0.0.1/8/2']) {
      expect(() => loadConfig({ TRUSTED_PROXIES: wrong })).toThrow(/TRUSTED_PROXIES: must be proxy addresses/);
    }
  });

  it('remembers signed-in sessions 30 s unless told otherwise, at most 5 minutes, 0 for never', () => {
    expect(loadConfig({}).SESSION_CACHE_SECONDS).toBe(30);
    expect(loadConfig({ SESSION_CACHE_SECONDS: '0' }).SESSION_CACHE_SECONDS).toBe(0);
    for (const wrong of ['301', '-1', '2.5', 'soon'])
      expect(() => loadConfig({ SESSION_CACHE_SECONDS: wrong })).toThrow(/SESSION_CACHE_SECONDS/);
  });
});

/** Every variable a real deployment sets, each as production wants it: the start goes on. */
const SAFE_PRODUCTION = {
  NODE_ENV: 'production',
  SANDBOXES: 'off',
  DATABASE_URL: 'postgres://kredi:password@db.internal:5432/kredi',
  PUBLIC_URL: 'https://kredi.app',
  AUTH_SECRET: 'i3tcXflnV6PqzUcOfWfbDNt4UgbBCEzmvUb9TO7bJ1BnTkYG+bi1o2uJqm272ROH',
  SMTP_URL: 'smtp://kredi:password@smtp.example.com:587',
  SMS_API_URL: 'https://api.twilio.com',
  SMS_ACCOUNT_SID: 'AC0123456789abcdef0123456789abcdef',
  SMS_AUTH_TOKEN: 'twilio-auth-token',
  SMS_FROM: '+15005550006',
  VAPID_PUBLIC_KEY: 'BACl-O_NtZl56hvL9DdMUd-6UesBgLqSIuzV-GHVYxZCuGVa8VJ_-1Rat6b8EMn8KjCvvzVSFdJnQE238omFPIc',
  VAPID_PRIVATE_KEY: 'hz8gaP2SX2KVZQWsJXniWV-UXQL0PBiiBa6QG53LAIs',
  PAYPAL_API_URL: 'https://api-m.paypal.com',
  PAYPAL_CLIENT_ID: 'paypal-client-id',
  PAYPAL_CLIENT_SECRET: 'paypal-client-secret',
  PAYPAL_WEBHOOK_ID: '1JE4291016473214C',
  PAYPAL_MODE: 'live',
  TOPUP_API_URL: 'https://topups.reloadly.com',
  TOPUP_AUTH_URL: 'https://auth.reloadly.com',
  TOPUP_CLIENT_ID: 'reloadly-client-id',
  TOPUP_CLIENT_SECRET: 'reloadly-client-secret',
  TOPUP_AUDIENCE: 'https://topups.reloadly.com',
  TOPUP_MODE: 'live',
  METRICS_TOKEN: 'e49122822704cfa849d8e253567814def12a14b535e302c297b72dea852c623a',
};

/** The refusal's message for `base` changed by `changes` (undefined removes a variable). */
function refusal(changes: Record<string, string | undefined>, base: Record<string, string> = SAFE_PRODUCTION): string {
  try {
    loadConfig({ ...base, ...changes });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error(`the start went on with ${JSON.stringify(changes)}`);
}

describe('loadConfig in production (ADR 0058)', () => {
  it('starts with every variable set as production wants it', () => {
    expect(loadConfig(SAFE_PRODUCTION)).toMatchObject({ NODE_ENV: 'production', PUBLIC_URL: 'https://kredi.app' });
    expect(loadConfig({ ...SAFE_PRODUCTION, METRICS_TOKEN: undefined, METRICS_PORT: '9464' }).METRICS_PORT).toBe(9464);
    expect(loadConfig({ ...SAFE_PRODUCTION, TOPUP_AUDIENCE: 'https://topups.reloadly.com/' }).TOPUP_AUDIENCE).toBe(
      'https://topups.reloadly.com/',
    );
  });

  it('starts with the safe set on PayPal and Reloadly sandboxes, their modes saying so', () => {
    const sandboxes = {
      PAYPAL_API_URL: 'https://api-m.sandbox.paypal.com',
      PAYPAL_MODE: 'sandbox',
      TOPUP_API_URL: 'https://topups-sandbox.reloadly.com',
      TOPUP_AUDIENCE: 'https://topups-sandbox.reloadly.com',
      TOPUP_MODE: 'sandbox',
    };
    expect(loadConfig({ ...SAFE_PRODUCTION, ...sandboxes })).toMatchObject(sandboxes);
  });

  it('never falls into the embedded engine: no DATABASE_URL is refused', () => {
    expect(refusal({ DATABASE_URL: undefined })).toMatch(/\n {2}DATABASE_URL: is required in production .*embedded engine.*postgres:\/\//);
  });

  it('refuses a PUBLIC_URL that is missing or not https', () => {
    expect(refusal({ PUBLIC_URL: undefined })).toMatch(/PUBLIC_URL: is required in production: set the https:\/\/ address/);
    expect(refusal({ PUBLIC_URL: 'http://kredi.app' })).toMatch(/PUBLIC_URL: must start with https:\/\/ in production/);
  });

  it('refuses an AUTH_SECRET that is missing or could not be 32 random bytes, and says how to make one', () => {
    const refused = {
      missing: undefined,
      '32 hex characters (16 bytes)': '9f86d081884c7d659a2feaa0c55ad015',
      'lowercase letters only, 244 bits': 'abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyz',
      'a placeholder': 'Zq8-CHANGE_ME-Lr2vX9pW4kT7nB1mY6sQ3dF5gH0jK',
      'a known word': 'xT4pLsecretR9vW2mK7nQ1bY6zH3dF8gJ0cV5aS4eU2i',
      'few different characters': 'ab12ab12ba21ab12ab12ba21ab12ab12ba21ab12ab12ba21ab12ab12ba21ab12',
      'a repeated pattern': 'Xk3!Pq9@Lm2#Zr7$Xk3!Pq9@Lm2#Zr7$Xk3!Pq9@Lm2#Zr7$Xk3!',
    };
    for (const [what, secret] of Object.entries(refused)) {
      expect(refusal({ AUTH_SECRET: secret }), what).toMatch(/\n {2}AUTH_SECRET: .*make one with `openssl rand -base64 48`/);
    }
    expect(refusal({ AUTH_SECRET: refused['a repeated pattern'] })).toMatch(/AUTH_SECRET: does not look random \(it repeats a pattern\)/);
    expect(refusal({ AUTH_SECRET: refused['a placeholder'] })).toMatch(/AUTH_SECRET: looks like a placeholder \(it contains "changeme"\)/);
  });

  it('accepts the secrets openssl makes, in base64 or in hex', () => {
    const made = ['Ff3XxgYx4p3l3ZQm0r9q7Vt1cS8Wk2Ljh5NbT6uAe0Y=', 'e49122822704cfa849d8e253567814def12a14b535e302c297b72dea852c623a'];
    for (const secret of made) expect(loadConfig({ ...SAFE_PRODUCTION, AUTH_SECRET: secret }).AUTH_SECRET).toBe(secret);
  });

  it('names each outside service left unset, as before', () => {
    const message = refusal({ SMTP_URL: undefined, SMS_FROM: undefined, PAYPAL_WEBHOOK_ID: undefined, TOPUP_CLIENT_SECRET: undefined });
    for (const name of ['SMTP_URL', 'SMS_FROM', 'PAYPAL_WEBHOOK_ID', 'TOPUP_CLIENT_SECRET']) {
      expect(message).toContain(`\n  ${name}: is required when NODE_ENV=production and SANDBOXES=off: set `);
    }
  });

  it('refuses a live PayPal URL in sandbox mode, and PayPal sandbox in live mode', () => {
    expect(refusal({ PAYPAL_MODE: undefined })).toMatch(
      /PAYPAL_MODE: is sandbox but PAYPAL_API_URL is the live one \(https:\/\/api-m\.paypal\.com\): set PAYPAL_MODE=live, or PAYPAL_API_URL=https:\/\/api-m\.sandbox\.paypal\.com/,
    );
    expect(refusal({ PAYPAL_API_URL: 'https://api-m.sandbox.paypal.com' })).toMatch(
      /PAYPAL_MODE: is live but PAYPAL_API_URL is the sandbox one .*: set PAYPAL_MODE=sandbox, or PAYPAL_API_URL=https:\/\/api-m\.paypal\.com/,
    );
  });

  it("refuses a live Reloadly URL in sandbox mode, the reverse, and an audience that is not the API's URL", () => {
    expect(refusal({ TOPUP_MODE: 'sandbox' })).toMatch(/TOPUP_MODE: is sandbox but TOPUP_API_URL is the live one/);
    expect(
      refusal({ TOPUP_API_URL: 'https://topups-sandbox.reloadly.com', TOPUP_AUDIENCE: 'https://topups-sandbox.reloadly.com' }),
    ).toMatch(/TOPUP_MODE: is live but TOPUP_API_URL is the sandbox one/);
    expect(refusal({ TOPUP_AUDIENCE: 'https://topups-sandbox.reloadly.com' })).toMatch(
      /TOPUP_AUDIENCE: must equal TOPUP_API_URL: set TOPUP_AUDIENCE=https:\/\/topups\.reloadly\.com/,
    );
  });

  it('refuses to make VAPID keys per instance: each missing half is named', () => {
    const message = refusal({ VAPID_PRIVATE_KEY: undefined });
    expect(message).toMatch(/VAPID_PRIVATE_KEY: is required in production, the same on every instance: .*web-push generate-vapid-keys/);
    expect(message).not.toContain('VAPID_PUBLIC_KEY');
  });

  it('refuses a public /metrics: neither METRICS_TOKEN nor METRICS_PORT', () => {
    expect(refusal({ METRICS_TOKEN: undefined })).toMatch(
      /METRICS_TOKEN or METRICS_PORT: one is required in production, else \/metrics is public/,
    );
  });

  it('lists every problem at once, a malformed value beside the production refusals, one line per variable', () => {
    const message = refusal({ DATABASE_URL: undefined, PUBLIC_URL: 'http://kredi.app', AUTH_SECRET: 'short', METRICS_TOKEN: undefined });
    expect(message.split('\n')).toEqual([
      'Invalid configuration in the environment:',
      '  AUTH_SECRET: must be at least 32 characters: make one with `openssl rand -base64 48`',
      expect.stringMatching(/^ {2}DATABASE_URL: /),
      expect.stringMatching(/^ {2}PUBLIC_URL: /),
      expect.stringMatching(/^ {2}METRICS_TOKEN or METRICS_PORT: /),
      'See the configuration table in README.md.',
    ]);
  });

  it('lets a demo (SANDBOXES=on) run as npm start does, but never against a live service', () => {
    expect(loadConfig({ NODE_ENV: 'production', SANDBOXES: 'on' })).toMatchObject({ PUBLIC_URL: 'http://localhost:3000' });
    const live = {
      NODE_ENV: 'production',
      SANDBOXES: 'on',
      PAYPAL_MODE: 'live',
      TOPUP_API_URL: 'https://topups.reloadly.com',
      TOPUP_MODE: 'live',
    };
    const message = refusal(live, {});
    expect(message).toMatch(/PAYPAL_MODE: is live while SANDBOXES=on, and a demo never reaches a live service/);
    expect(message).toMatch(/TOPUP_API_URL: is live while SANDBOXES=on/);
    expect(message).toMatch(/TOPUP_MODE: is live while SANDBOXES=on/);
    expect(message).not.toContain('DATABASE_URL');
  });

  it('asks nothing of development and tests, whatever is unset', () => {
    for (const NODE_ENV of ['development', 'test']) {
      const unsafe = {
        NODE_ENV,
        SANDBOXES: 'off',
        AUTH_SECRET: 'changeme-changeme-changeme-changeme',
        PAYPAL_API_URL: 'https://api-m.paypal.com',
      };
      expect(loadConfig(unsafe)).toMatchObject({ NODE_ENV, PUBLIC_URL: 'http://localhost:3000' });
    }
  });
});
