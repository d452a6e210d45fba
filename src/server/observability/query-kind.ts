/**
 * What a SQL statement is, for the queries metric: its verb and the first table it names. Both are
 * bounded sets (the verbs below, the schema's tables), so they are safe as Prometheus labels.
 */
export interface QueryKind {
  statement: string;
  table: string;
}

const VERBS = new Set(['select', 'insert', 'update', 'delete', 'with', 'begin', 'commit', 'rollback']);
const VERB = /^\s*([a-z]+)/i;
const TABLE = /\b(?:from|into|update)\s+"?([a-z_][a-z0-9_]*)"?/i;

// The same statements come back over and over: classify each text once (bounded, so ad-hoc SQL cannot grow it).
const known = new Map<string, QueryKind>();
const MAX_REMEMBERED = 2000;

export function queryKindOf(sql: string): QueryKind {
  const remembered = known.get(sql);
  if (remembered) return remembered;
  const verb = VERB.exec(sql)?.[1]?.toLowerCase() ?? '';
  const kind = { statement: VERBS.has(verb) ? verb : 'other', table: TABLE.exec(sql)?.[1]?.toLowerCase() ?? 'none' };
  if (known.size < MAX_REMEMBERED) known.set(sql, kind);
  return kind;
}
