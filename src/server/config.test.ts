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

  it('drops a trailing slash from PUBLIC_URL so links are built one way', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://kredi.app/' }).PUBLIC_URL).toBe('https://kredi.app');
  });
});
