import { describe, expect, it } from 'vitest';
import { isSelfReferral, normaliseEmail, type Person } from './self-referral';

const person = (email: string, phoneNumber: string | null = null, phoneNumberVerified = false, paypalPayerIds: string[] = []): Person => ({
  email,
  phoneNumber,
  phoneNumberVerified,
  paypalPayerIds,
});

describe('normaliseEmail: one mailbox, one string', () => {
  it('ignores case and surrounding spaces', () => {
    expect(normaliseEmail('  Marie.Joseph@Example.COM ')).toBe('marie.joseph@example.com');
  });

  it('drops a +tag on any domain', () => {
    expect(normaliseEmail('marie+kredi@example.com')).toBe('marie@example.com');
  });

  it("drops Gmail's ignored dots and reads googlemail.com as gmail.com", () => {
    expect(normaliseEmail('Marie.Jo.seph+promo@GoogleMail.com')).toBe('mariejoseph@gmail.com');
    expect(normaliseEmail('m.a.r.i.e@gmail.com')).toBe('marie@gmail.com');
  });

  it('keeps dots where they matter (not Gmail)', () => {
    expect(normaliseEmail('marie.joseph@example.com')).not.toBe(normaliseEmail('mariejoseph@example.com'));
  });
});

describe('isSelfReferral', () => {
  it('the same mailbox under another spelling is the same person', () => {
    expect(isSelfReferral(person('marie.joseph@gmail.com'), person('MarieJoseph+2@gmail.com'))).toBe(true);
  });

  it('the same phone number verified on either side is the same person', () => {
    expect(isSelfReferral(person('a@example.com', '+13055550123', true), person('b@example.com', '+13055550123', false))).toBe(true);
    expect(isSelfReferral(person('a@example.com', '+13055550123', false), person('b@example.com', '+13055550123', true))).toBe(true);
  });

  it('a number typed on both accounts but verified on neither does not decide it (families share phones)', () => {
    expect(isSelfReferral(person('a@example.com', '+13055550123'), person('b@example.com', '+13055550123'))).toBe(false);
  });

  it('the same PayPal account having paid for both is the same person', () => {
    expect(
      isSelfReferral(
        person('a@example.com', null, false, ['QYR5Z8XDVJNXQ']),
        person('b@example.com', null, false, ['X1', 'QYR5Z8XDVJNXQ']),
      ),
    ).toBe(true);
    expect(
      isSelfReferral(person('a@example.com', null, false, ['QYR5Z8XDVJNXQ']), person('b@example.com', null, false, ['OTHERPAYER'])),
    ).toBe(false);
    expect(isSelfReferral(person('a@example.com', null, false, []), person('b@example.com', null, false, ['OTHERPAYER']))).toBe(false);
  });

  it('two different people are not', () => {
    expect(isSelfReferral(person('a@example.com', '+13055550123', true), person('b@example.com', '+13055550199', true))).toBe(false);
    expect(isSelfReferral(person('a@example.com', null), person('b@example.com', null))).toBe(false);
  });
});
