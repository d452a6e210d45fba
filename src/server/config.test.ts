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
