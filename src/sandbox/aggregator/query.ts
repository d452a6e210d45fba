/** Reloadly's query conventions: `page` from 1, `size` up to 200 (default 200), booleans as true/false. */
export type Query = Record<string, string | undefined>;

const MAX_PAGE_SIZE = 200;

export function pageParams(query: Query): { page: number; size: number } {
  const page = positiveInteger(query.page) ?? 1;
  const size = Math.min(positiveInteger(query.size) ?? MAX_PAGE_SIZE, MAX_PAGE_SIZE);
  return { page, size };
}

export function flag(query: Query, name: string, fallback: boolean): boolean {
  const value = query[name];
  if (value === undefined || value === '') return fallback;
  return value.toLowerCase() === 'true';
}

function positiveInteger(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d+$/.test(value)) return undefined;
  const number = Number(value);
  return number >= 1 ? number : undefined;
}
