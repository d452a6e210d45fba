import type pg from 'pg';
import type { AuditQuery } from '../../../shared/api/audit.js';
import { insertEntry, listEntries, type NewAuditEntry } from './store.js';

export type { NewAuditEntry } from './store.js';
export type AuditLog = ReturnType<typeof createAuditLog>;

/**
 * The staff actions' trail (docs/product-rules.md#audit-log, ADR 0030). Every admin action records itself with `record`, inside
 * its own transaction, so an action without its entry (or an entry without its action) cannot exist.
 * Nothing here updates or deletes: the table refuses it.
 */
export function createAuditLog(deps: { pool: pg.Pool }) {
  return {
    record: (client: Pick<pg.PoolClient, 'query'>, entry: NewAuditEntry) => insertEntry(client, entry),
    list: (query: AuditQuery) => listEntries(deps.pool, query),
  };
}
