/**
 * One read per scrape: the gauges of a scrape that need the same rows call `sample` together (prom-client
 * collects every metric at once), and share the one query in flight; the next scrape reads again.
 */
export function oncePerScrape<T>(read: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | null = null;
  return () => {
    inFlight ??= read().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}

/** Logs instead of failing the scrape: a database that is down must not hide the other series. */
export type ScrapeLog = { warn(object: object, message: string): void };
