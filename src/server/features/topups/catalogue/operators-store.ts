import type { Queryable } from '../../../ledger/index.js';

/** An operator as staff see it: offered by the aggregator (active), switched on by staff (enabled). */
export interface AdminOperatorRow {
  id: number;
  countryIso: string;
  name: string;
  active: boolean;
  enabled: boolean;
}
const ADMIN_OPERATOR_COLUMNS = `id, country_iso as "countryIso", name, active, enabled`;

/** By name (any case, any part) or by exact country code; switched-off ones first, then by country and name. */
export async function searchOperators(db: Queryable, search: string | undefined, limit: number): Promise<AdminOperatorRow[]> {
  const term = search?.trim() ?? '';
  const { rows } = await db.query<AdminOperatorRow>(
    `select ${ADMIN_OPERATOR_COLUMNS} from topup_operators
      where $1 = '' or name ilike '%' || $1 || '%' or country_iso = upper($1)
      order by enabled, country_iso, name limit $2`,
    [term.replace(/[%_\\]/g, (c) => `\\${c}`), limit],
  );
  return rows;
}

export async function adminOperator(db: Queryable, id: number): Promise<AdminOperatorRow | null> {
  const { rows } = await db.query<AdminOperatorRow>(`select ${ADMIN_OPERATOR_COLUMNS} from topup_operators where id = $1`, [id]);
  return rows[0] ?? null;
}

/** Locks the operator's row and switches it; its state before and after (null: no such operator). */
export async function setOperatorEnabled(
  tx: Queryable,
  id: number,
  enabled: boolean,
): Promise<{ before: AdminOperatorRow; after: AdminOperatorRow } | null> {
  const { rows } = await tx.query<AdminOperatorRow>(`select ${ADMIN_OPERATOR_COLUMNS} from topup_operators where id = $1 for update`, [id]);
  const before = rows[0];
  if (!before) return null;
  await tx.query(`update topup_operators set enabled = $2 where id = $1`, [id, enabled]);
  return { before, after: { ...before, enabled } };
}
