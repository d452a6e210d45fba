import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { HttpExchange } from './http-exchange.js';

/**
 * Every call to an outside service (PayPal, the top-up aggregator, SMS, mail) goes through `outsideCall`:
 * one span (a child of whatever the caller is doing, so an aggregator call sits in its top-up's trace) and
 * one observation for `kredi_outside_call_duration_seconds` (ADR 0060). The adapters stay plain: they are
 * handed an exchange that does this (`observedExchange`), or wrap their one send (mail).
 */
export type OutsideCallObserver = (call: { service: string; operation: string; outcome: string; seconds: number }) => void;

const tracer = trace.getTracer('kredi.integrations');

/** Runs `call` as one outside call; `outcomeOf` names a result that is an answer but not a success. */
export async function outsideCall<T>(
  target: { service: string; operation: string; observe?: OutsideCallObserver },
  call: () => Promise<T>,
  outcomeOf: (result: T) => string = () => 'ok',
): Promise<T> {
  const { service, operation, observe } = target;
  return tracer.startActiveSpan(
    `${service} ${operation}`,
    { kind: SpanKind.CLIENT, attributes: { 'peer.service': service, 'kredi.operation': operation } },
    async (span) => {
      const started = performance.now();
      let outcome = 'error';
      try {
        const result = await call();
        outcome = outcomeOf(result);
        return result;
      } catch (error) {
        outcome = error instanceof Error && (error.name === 'TimeoutError' || /timed out/i.test(error.message)) ? 'timeout' : 'error';
        span.recordException(error instanceof Error ? error : String(error));
        throw error;
      } finally {
        span.setAttribute('kredi.outcome', outcome);
        if (outcome !== 'ok') span.setStatus({ code: SpanStatusCode.ERROR, message: outcome });
        span.end();
        observe?.({ service, operation, outcome, seconds: (performance.now() - started) / 1000 });
      }
    },
  );
}

/** A path's shape without its ids, so operations stay few: `/v2/checkout/orders/5O19…/capture` → `/v2/checkout/orders/:id/capture`. */
function operationOf(method: string, url: string): string {
  const path = new URL(url).pathname
    .split('/')
    .map((segment) => (/^v\d+$/.test(segment) || (!/\d/.test(segment) && segment.length <= 32) ? segment : ':id'))
    .join('/');
  return `${method.toUpperCase()} ${path}`;
}

const outcomeOfStatus = (answer: { status: number }) =>
  answer.status >= 500 ? 'server_error' : answer.status >= 400 ? 'client_error' : 'ok';

/**
 * An exchange whose every call is an outside call of `service`, named by method and path shape. Its span and
 * duration cover the whole answer, body included.
 */
export function observedExchange(service: string, observe: OutsideCallObserver | undefined, exchange: HttpExchange): HttpExchange {
  return (request) =>
    outsideCall({ service, operation: operationOf(request.method, request.url), observe }, () => exchange(request), outcomeOfStatus);
}
