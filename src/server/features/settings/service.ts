import type pg from 'pg';
import type { z } from 'zod';
import {
  DEFAULT_ADD_FUNDS_LIMITS,
  DEFAULT_SENDING_LIMITS,
  SETTING_KEYS,
  SETTING_SCHEMAS,
  type SettingEntry,
  type SettingKey,
  type SettingValues,
} from '../../../shared/api/admin-settings.js';
import type { TopupFees } from '../../../shared/pricing.js';
import type { Config } from '../../config.js';
import { AppError } from '../../errors.js';
import type { AuditLog } from '../audit/index.js';
import * as store from './store.js';
import { inTransaction } from '../../db/transaction.js';

/**
 * How long an instance serves settings from memory before reading them again. The instance where an admin
 * changes a setting forgets its copy at once; every other instance sees the change within this bound.
 */
const SETTINGS_CACHE_MS = 10_000;

export type SettingsService = ReturnType<typeof createSettingsService>;

interface Snapshot {
  values: SettingValues;
  stored: Map<string, store.StoredSetting>;
}

/**
 * Runtime settings (docs/product-rules.md#admin-settings, ADR 0033): fees, add-funds and sending limits, and quote validity, changed by
 * staff without a restart. `defaults` are the environment's values (and the shipped constants); a key no
 * admin has changed keeps its default. Each change is a new row (the previous one kept), audited in the
 * same transaction. Readers ask per use (a quote, a payment), served from a cache of SETTINGS_CACHE_MS.
 */
export function createSettingsService(deps: {
  pool: pg.Pool;
  defaults: SettingValues;
  audit: Pick<AuditLog, 'record'>;
  now?: () => number;
  cacheMs?: number;
}) {
  const { pool, defaults, audit, now = Date.now, cacheMs = SETTINGS_CACHE_MS } = deps;
  let cached: { at: number; snapshot: Promise<Snapshot> } | null = null;

  async function read(): Promise<Snapshot> {
    const stored = await store.latestOfEachKey(pool);
    const values = { ...defaults } as Record<SettingKey, unknown>;
    for (const key of SETTING_KEYS) {
      const row = stored.get(key);
      // A row that no longer fits its schema (a key's rules tightened later) leaves the default in force.
      const parsed = row ? SETTING_SCHEMAS[key].safeParse(row.value) : null;
      if (parsed?.success) values[key] = parsed.data;
    }
    return { values: values as SettingValues, stored };
  }

  function snapshot(): Promise<Snapshot> {
    if (cached && now() - cached.at < cacheMs) return cached.snapshot;
    const fresh = { at: now(), snapshot: read() };
    cached = fresh;
    fresh.snapshot.catch(() => {
      if (cached === fresh) cached = null;
    });
    return fresh.snapshot;
  }

  const valueOf = async <K extends SettingKey>(key: K): Promise<SettingValues[K]> => (await snapshot()).values[key];

  /** For the panel: every key, its value in force, its default, and who changed it last, when, from what. */
  async function list(): Promise<SettingEntry[]> {
    const { values, stored } = await read();
    return SETTING_KEYS.map((key) => {
      const row = stored.get(key);
      return {
        key,
        value: values[key],
        source: row ? 'database' : 'default',
        defaultValue: defaults[key],
        changedBy: row?.changedBy ?? null,
        changedByEmail: row?.changedByEmail ?? null,
        changedAt: row?.changedAt.toISOString() ?? null,
        previousValue: row ? (row.previous === undefined ? defaults[key] : row.previous) : null,
      };
    });
  }

  return {
    /** The top-up fee schedule in force, asked for every quote. */
    async topupFees(): Promise<TopupFees> {
      return { ...(await valueOf('fees')) };
    },
    /** PayPal's fee passed on when adding funds. */
    async paypalFees(): Promise<{ percentBasisPoints: number; fixedCents: number }> {
      const fees = await valueOf('fees');
      return { percentBasisPoints: fees.paypalFeeBasisPoints, fixedCents: fees.paypalFeeFixedCents };
    },
    addFundsLimits: () => valueOf('addFundsLimits'),
    sendingLimits: () => valueOf('sendingLimits'),
    quoteValidMinutes: async () => (await valueOf('quoteValidity')).minutes,

    list,

    /**
     * Sets a key: refused (400, nothing changed) unless the value fits the key's schema. The change and its
     * audit entry commit together; this instance's copy is forgotten at once.
     */
    async update(change: { key: SettingKey; value: unknown; actorUserId: string; ipAddress: string | null }): Promise<SettingEntry> {
      const parsed = SETTING_SCHEMAS[change.key].safeParse(change.value);
      if (!parsed.success) throw refused(parsed.error);
      await inTransaction(pool, async (client) => {
        await store.lockKey(client, change.key);
        const before = (await store.currentOf(client, change.key)) ?? defaults[change.key];
        await store.appendChange(client, { key: change.key, value: parsed.data, changedBy: change.actorUserId });
        await audit.record(client, {
          actorUserId: change.actorUserId,
          action: 'settings.update',
          targetType: 'setting',
          targetId: change.key,
          before,
          after: parsed.data,
          ipAddress: change.ipAddress,
        });
      });
      cached = null;
      return (await list()).find((entry) => entry.key === change.key)!;
    },
  };
}

/** A value that breaks its key's rules: 400 naming each field (`value.<field>`) and what is wrong with it. */
function refused(error: z.ZodError): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = ['value', ...issue.path.map(String)].join('.');
    fields[field] ??= issue.message;
  }
  const list = Object.entries(fields)
    .map(([field, message]) => `${field}: ${message}`)
    .join(' ');
  return new AppError('VALIDATION_FAILED', `This setting is not valid. ${list}`, fields);
}

/** The defaults: the environment's fees and quote validity, the shipped add-funds and sending limits. */
export function settingDefaults(
  config: Pick<
    Config,
    'TOPUP_FEE_BPS' | 'TOPUP_FEE_FIXED_CENTS' | 'WALLET_FEE_CENTS' | 'PAYPAL_FEE_BPS' | 'PAYPAL_FEE_FIXED_CENTS' | 'QUOTE_VALID_MINUTES'
  >,
): SettingValues {
  return {
    fees: {
      topupFeeBasisPoints: config.TOPUP_FEE_BPS,
      topupFeeFixedCents: config.TOPUP_FEE_FIXED_CENTS,
      walletFeeCents: config.WALLET_FEE_CENTS,
      paypalFeeBasisPoints: config.PAYPAL_FEE_BPS,
      paypalFeeFixedCents: config.PAYPAL_FEE_FIXED_CENTS,
    },
    addFundsLimits: DEFAULT_ADD_FUNDS_LIMITS,
    sendingLimits: DEFAULT_SENDING_LIMITS,
    quoteValidity: { minutes: config.QUOTE_VALID_MINUTES },
  };
}
