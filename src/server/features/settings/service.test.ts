import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createSettingsService, settingDefaults } from './service';

const defaults = settingDefaults({
  TOPUP_FEE_BPS: 200,
  TOPUP_FEE_FIXED_CENTS: 50,
  WALLET_FEE_CENTS: 0,
  PAYPAL_FEE_BPS: 349,
  PAYPAL_FEE_FIXED_CENTS: 49,
  QUOTE_VALID_MINUTES: 10,
});

/** A pool whose setting_changes hold `rows`, counting the reads. */
function poolWith(rows: { key: string; value: unknown }[]) {
  const pool = {
    reads: 0,
    rows,
    async query() {
      pool.reads++;
      return {
        rows: pool.rows.map((row) => ({ ...row, changed_by: 'admin', email: null, changed_at: new Date(0), rank: 1 })),
      };
    },
  };
  return pool;
}

describe('the settings service', () => {
  it('serves the environment defaults while nothing is stored', async () => {
    const pool = poolWith([]);
    const settings = createSettingsService({ pool: pool as unknown as pg.Pool, defaults, audit: { record: async () => 0 } });
    expect(await settings.topupFees()).toEqual({
      topupFeeBasisPoints: 200,
      topupFeeFixedCents: 50,
      walletFeeCents: 0,
      paypalFeeBasisPoints: 349,
      paypalFeeFixedCents: 49,
    });
    expect(await settings.quoteValidMinutes()).toBe(10);
  });

  it('reads the database at most once per 10 s: another instance’s change shows within that bound', async () => {
    let now = 1_000_000;
    const pool = poolWith([]);
    const settings = createSettingsService({
      pool: pool as unknown as pg.Pool,
      defaults,
      audit: { record: async () => 0 },
      now: () => now,
    });
    await settings.quoteValidMinutes();
    pool.rows = [{ key: 'quoteValidity', value: { minutes: 3 } }];
    now += 9_999;
    expect(await settings.quoteValidMinutes()).toBe(10);
    expect(pool.reads).toBe(1);
    now += 2;
    expect(await settings.quoteValidMinutes()).toBe(3);
    expect(pool.reads).toBe(2);
  });

  it('keeps the default for a stored value that no longer fits its rules', async () => {
    const pool = poolWith([{ key: 'quoteValidity', value: { minutes: 999 } }]);
    const settings = createSettingsService({ pool: pool as unknown as pg.Pool, defaults, audit: { record: async () => 0 } });
    expect(await settings.quoteValidMinutes()).toBe(10);
  });
});
