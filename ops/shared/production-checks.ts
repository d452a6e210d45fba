/** What the production drill reads after its run: each instance's /metrics, and each periodic job's runs per period. */
import { readFile } from 'node:fs/promises';
import type pg from 'pg';

export async function scrape(port: number, token: string): Promise<string> {
  const answer = await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  if (!answer.ok) throw new Error(`/metrics on port ${port} answered ${answer.status}`);
  return answer.text();
}

export function sumSeries(text: string, name: string): number {
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
    .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
}

/**
 * Each periodic job's runs (periodic_jobs.runs, the whole cluster) against the periods that began since the
 * first worker started: at most one run per period, plus one for a period the killed worker left unfinished.
 * Periods are read from src/server/background-jobs.ts's `everySeconds`; a job with another period must
 * simply not have run more than twice (it is due once at the start, and daily or hourly after).
 */
export async function periodicJobsReport(pool: pg.Pool, since: number, interrupted: string | null) {
  const source = await readFile('src/server/background-jobs.ts', 'utf8').catch(() => '');
  const periods = new Map([...source.matchAll(/name: '([\w-]+)', period: \{ everySeconds: (\d+) \}/g)].map((m) => [m[1]!, Number(m[2])]));
  const rows = (
    await pool.query<{ name: string; runs: string; failures: string; error: string | null }>(
      `select name, runs::text, failures::text, last_error as error from periodic_jobs order by name`,
    )
  ).rows;
  const failures: string[] = [];
  const lines: string[] = [];
  const now = Date.now();
  for (const row of rows) {
    const runs = Number(row.runs);
    const period = periods.get(row.name);
    const began = period ? Math.floor(now / (period * 1000)) - Math.floor(since / (period * 1000)) + 1 : 1;
    const allowed = began + (row.name === interrupted ? 1 : 0) + (period ? 0 : 1);
    lines.push(
      `${row.name} ${runs} run${runs === 1 ? '' : 's'}${period ? ` in ${began} periods of ${period} s` : ''}${Number(row.failures) ? `, ${row.failures} failed` : ''}`,
    );
    if (runs > allowed) failures.push(`periodic job ${row.name} ran ${runs} times in ${began} periods: more than once per period`);
    if (runs === 0) failures.push(`periodic job ${row.name} never ran`);
    if (Number(row.failures) > 0) failures.push(`periodic job ${row.name} failed ${row.failures} times: ${row.error}`);
  }
  if (rows.length === 0) failures.push('periodic_jobs is empty: no periodic job ran');
  return { lines, failures };
}
