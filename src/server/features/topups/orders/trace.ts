import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';

/**
 * One top-up is one trace (ADR 0060): the request that orders it stores its W3C traceparent on the order,
 * and the worker, later and perhaps on another instance, continues that trace. Without tracing (no
 * provider registered) there is no traceparent and the worker's spans are no-ops.
 */
const tracer = trace.getTracer('kredi.topups');

/** The traceparent of the span running now, or null (no tracing, or outside any span). */
export function currentTraceparent(): string | null {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent ?? null;
}

/** Runs `work` in a span that is a child of the stored traceparent (a root span when there is none). */
export function inTopupTrace<T>(traceparent: string | null, name: string, topupId: string, work: () => Promise<T>): Promise<T> {
  const parent = traceparent ? propagation.extract(ROOT_CONTEXT, { traceparent }) : ROOT_CONTEXT;
  return tracer.startActiveSpan(name, { kind: SpanKind.CONSUMER, attributes: { 'kredi.topup.id': topupId } }, parent, (span) =>
    ended(span, work),
  );
}

/**
 * Runs `work` in one span linked to each top-up's trace (a worker's pass settling them together, ADR 0081):
 * a root span of its own, found from any of those traces by its link.
 */
export function inTopupsTrace<T>(traceparents: (string | null)[], name: string, work: () => Promise<T>): Promise<T> {
  const links = traceparents.flatMap((traceparent) => {
    const linked = traceparent ? trace.getSpanContext(propagation.extract(ROOT_CONTEXT, { traceparent })) : undefined;
    return linked ? [{ context: linked }] : [];
  });
  return tracer.startActiveSpan(
    name,
    { kind: SpanKind.CONSUMER, links, attributes: { 'kredi.topups': traceparents.length } },
    ROOT_CONTEXT,
    (span) => ended(span, work),
  );
}

/** `work`'s outcome, with its span marked failed when it throws and ended either way. */
async function ended<T>(span: Span, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    span.recordException(error instanceof Error ? error : String(error));
    span.setStatus({ code: SpanStatusCode.ERROR });
    throw error;
  } finally {
    span.end();
  }
}
