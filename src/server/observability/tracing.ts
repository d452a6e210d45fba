/**
 * OpenTelemetry traces (ADR 0060), off unless OTEL_EXPORTER_OTLP_ENDPOINT is set. `startTracing` must run
 * before `pg`, `http` and `fastify` are loaded: the instrumentations patch them as they are required. So
 * this module imports none of them, and main.ts starts it before it loads the rest (see docs/operations.md).
 */
import { trace, type Span } from '@opentelemetry/api';
import FastifyOtelInstrumentation from '@fastify/otel';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, SimpleSpanProcessor, type SpanExporter } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME, ATTR_SERVICE_VERSION } from '@opentelemetry/semantic-conventions';
import type { FastifyPluginCallback } from 'fastify';
import type { Config } from '../config.js';

export interface Tracing {
  /** @fastify/otel's plugin: buildApp registers it first, so every route and hook is in the request's span. */
  fastifyPlugin: FastifyPluginCallback;
  /** Sends the spans still buffered and stops tracing. */
  shutdown(): Promise<void>;
}

/** Scrapes and health checks are not worth a trace each. */
const UNTRACED = /^\/(metrics|api\/health)(\/|\?|$)/;

let active: Tracing | null = null;

/** The tracing started in this process, or null: buildApp asks. */
export function activeTracing(): Tracing | null {
  return active;
}

/**
 * Starts tracing when the configuration names a collector (OTLP over HTTP, `<endpoint>/v1/traces`), or with
 * the `exporter` given (tests: an InMemorySpanExporter). Null when neither: no provider is registered and
 * every span the code starts is a no-op. Once per process.
 */
export function startTracing(
  config: Pick<Config, 'OTEL_EXPORTER_OTLP_ENDPOINT' | 'OTEL_SERVICE_NAME' | 'APP_BUILD'>,
  options: { exporter?: SpanExporter } = {},
): Tracing | null {
  if (active) return active;
  const endpoint = config.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (!endpoint && !options.exporter) return null;
  const processor = options.exporter
    ? new SimpleSpanProcessor(options.exporter)
    : new BatchSpanProcessor(new OTLPTraceExporter({ url: `${endpoint!.replace(/\/+$/, '')}/v1/traces` }));
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: config.OTEL_SERVICE_NAME, [ATTR_SERVICE_VERSION]: config.APP_BUILD }),
    spanProcessors: [processor],
  });
  // The global provider, the W3C traceparent propagator and the async-hooks context manager.
  provider.register();
  // One span per request (named by its route), no span per hook or handler: those are named after the
  // plugin's source text when anonymous, and the request's statements and outside calls say more.
  const fastify = new FastifyOtelInstrumentation({
    ignorePaths: (route) => UNTRACED.test(route.url ?? ''),
    instrumentHooks: false,
    instrumentHandler: false,
    requestHook: (span, request) => span.updateName(`${request.method} ${request.routeOptions.url ?? 'unmatched'}`),
  });
  const unregister = registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({ ignoreIncomingRequestHook: (request) => UNTRACED.test(request.url ?? '') }),
      new PgInstrumentation({ requireParentSpan: true }),
      fastify,
    ],
  });
  active = {
    fastifyPlugin: fastify.plugin(),
    async shutdown() {
      unregister();
      await provider.shutdown();
      trace.disable();
      active = null;
    },
  };
  return active;
}

/** The ids the logger's mixin writes into every line logged inside a span (app.ts). */
export function traceIdsOf(span: Span | undefined): { trace_id: string; span_id: string } | Record<string, never> {
  if (!span) return {};
  const { traceId, spanId, traceFlags } = span.spanContext();
  // A span that is not sampled (or the no-op span when tracing is off) has nothing to look up.
  return traceFlags & 1 ? { trace_id: traceId, span_id: spanId } : {};
}
