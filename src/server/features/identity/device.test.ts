import { describe, expect, it } from 'vitest';
import { describePlace, parseDevice } from './device';

describe('parseDevice', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36',
      { browser: 'Chrome', os: 'Android' },
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      { browser: 'Safari', os: 'iOS' },
    ],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:131.0) Gecko/20100101 Firefox/131.0', { browser: 'Firefox', os: 'Windows' }],
    [
      'Mozilla/5.0 (Linux; Android 13; SM-A135F) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0 Mobile Safari/537.36',
      { browser: 'Samsung Internet', os: 'Android' },
    ],
    ['curl/8.0', { browser: null, os: null }],
  ])('%s', (ua, expected) => expect(parseDevice(ua)).toEqual(expected));

  it('handles a missing user agent', () => expect(parseDevice(null)).toEqual({ browser: null, os: null }));
});

describe('describePlace', () => {
  it('turns a time zone into a city', () => {
    expect(describePlace('America/Port-au-Prince')).toBe('Port-au-Prince');
    expect(describePlace('America/New_York')).toBe('New York');
    expect(describePlace('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
  });
  it('refuses anything that is not a time zone', () => {
    expect(describePlace('<script>')).toBeNull();
    expect(describePlace('')).toBeNull();
    expect(describePlace(undefined)).toBeNull();
  });
});
