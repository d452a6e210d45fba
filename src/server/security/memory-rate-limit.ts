/**
 * A fixed-window count per key in this process's memory, for traffic where a database write per request
 * would cost more than the request itself (the web's performance reports). Every instance counts on its
 * own, so the limit holds per instance: right for analytics, wrong for anything about money or accounts,
 * which use consumeRateLimit (rate-limit.ts) in the database.
 * At most `maxKeys` keys are counted per window: in a flood of new keys the newcomers are refused until
 * the window ends, so memory stays bounded whatever arrives.
 */
export function createMemoryRateLimit(options: { windowMs: number; max: number; maxKeys?: number; now?: () => number }) {
  const { windowMs, max, maxKeys = 10_000, now = Date.now } = options;
  let windowStartedAt = now();
  let counts = new Map<string, number>();
  /** Counts one request for `key`; false when the key already used up this window. */
  return function allow(key: string): boolean {
    const at = now();
    if (at - windowStartedAt >= windowMs) {
      windowStartedAt = at;
      counts = new Map();
    }
    const used = counts.get(key);
    if (used === undefined && counts.size >= maxKeys) return false;
    if ((used ?? 0) >= max) return false;
    counts.set(key, (used ?? 0) + 1);
    return true;
  };
}
