import pino from 'pino';

/**
 * Where the server's log lines go: standard output, written asynchronously (ADR 0083). A line is handed to
 * the operating system in the background, and lines logged while one write is under way leave together in
 * the next, so the server never stops while the reader of its output (a container's log driver) lags. What is still in memory is written
 * out when the process exits (pino flushes it on `exit`, a crash's included); only a kill -9 can lose the
 * few lines of the write under way.
 */
export function logDestination(): pino.DestinationStream {
  return pino.destination({ dest: 1, sync: false });
}
