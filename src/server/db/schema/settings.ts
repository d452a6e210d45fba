import { sql } from 'drizzle-orm';
import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Runtime settings (docs/product-rules.md#admin-settings, ADR 0033), append-only: every change is a new row and the latest row of a
 * key is its value in force; the rows before it are its history (the "previous value"). A key with no row
 * uses its default from the environment. A trigger refuses UPDATE and DELETE (migration 0023).
 */
export const settingChanges = pgTable(
  'setting_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    value: jsonb('value').notNull(),
    /** The admin's user id. */
    changedBy: text('changed_by').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index('setting_changes_key_idx').on(t.key, t.id)],
);
