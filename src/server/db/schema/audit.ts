import { sql } from 'drizzle-orm';
import { bigserial, index, inet, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every staff action (docs/product-rules.md#audit-log): who did what to whom, the state before and after, when and from where.
 * Append-only: a trigger refuses UPDATE and DELETE (migration 0019), so not even Kredi's own code can
 * rewrite it. The actor and target are kept as ids and text, not foreign keys: the trail outlives accounts.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorUserId: text('actor_user_id').notNull(),
    /** What was done, dot-separated: `user.block`, `wallet.adjust`, `topup.refund`, `settings.update`, ... */
    action: text('action').notNull(),
    /** What it was done to: `user`, `topup`, `funding`, `setting`, `ticket`, ... */
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    /** A person's stated reason, where the action asks for one (a wallet adjustment, a goodwill refund). */
    reason: text('reason'),
    ipAddress: inet('ip_address'),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt), index('audit_log_target_idx').on(t.targetType, t.targetId)],
);
