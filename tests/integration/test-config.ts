import { loadConfig, type Config } from '../../src/server/config';

/** The configuration the server would read, for tests: quiet logs, no sandboxes unless asked. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SANDBOXES: 'off', PORT: '0', ...overrides });
}
