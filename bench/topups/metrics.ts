/** Reads kredi_db_queries_total from the server's /metrics: queries by verb and table, and their total. */
export type QueryCounts = Map<string, number>;

const LINE = /^kredi_db_queries_total\{statement="([^"]*)",table="([^"]*)"\}\s+(\S+)/;

export async function readQueryCounts(baseUrl: string): Promise<QueryCounts> {
  const text = await (await fetch(`${baseUrl}/metrics`)).text();
  const counts: QueryCounts = new Map();
  for (const line of text.split('\n')) {
    const match = LINE.exec(line);
    if (match) counts.set(`${match[1]} ${match[2]}`, Number(match[3]));
  }
  return counts;
}

export function queriesBetween(before: QueryCounts, after: QueryCounts): QueryCounts {
  const delta: QueryCounts = new Map();
  for (const [key, value] of after) {
    const moved = value - (before.get(key) ?? 0);
    if (moved > 0) delta.set(key, moved);
  }
  return delta;
}

export const totalOf = (counts: QueryCounts) => [...counts.values()].reduce((sum, n) => sum + n, 0);

/** "select sessions 2, insert topup_quotes 1, …", largest first, each divided by `per`. */
export function describeCounts(counts: QueryCounts, per = 1): string {
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([key, n]) => `${key} ${Math.round((n / per) * 100) / 100}`)
    .join(', ');
}

/** A histogram's sum and count from the server's /metrics, over the series whose labels include `labels` (e.g. `job="topup-worker"`). */
export async function readHistogram(baseUrl: string, name: string, labels: string): Promise<{ sum: number; count: number }> {
  const text = await (await fetch(`${baseUrl}/metrics`)).text();
  const total = { sum: 0, count: 0 };
  for (const line of text.split('\n')) {
    const match = new RegExp(`^${name}_(sum|count)\\{([^}]*)\\}\\s+(\\S+)`).exec(line);
    if (match && match[2]!.includes(labels)) total[match[1] as 'sum' | 'count'] += Number(match[3]);
  }
  return total;
}
