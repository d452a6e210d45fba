import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTracing, type Tracing } from '../../../src/server/observability/tracing';
import { haitiNumber, personWith, quoteAndSend, startTopupApp, type TopupTestApp } from '../topups/topups-kit';

// Tracing starts before the app is built, as main.ts starts it before loading the rest.
const exporter = new InMemorySpanExporter();
let tracing: Tracing;
let t: TopupTestApp;
beforeAll(async () => {
  tracing = startTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: undefined, OTEL_SERVICE_NAME: 'kredi-test', APP_BUILD: 'test' }, { exporter })!;
  t = await startTopupApp();
});
afterAll(async () => {
  await t.close();
  await tracing.shutdown();
});

describe('one top-up is one trace (ADR 0060)', () => {
  it('links the request, the worker and the aggregator call', async () => {
    const { client } = await personWith(t, 3000);
    exporter.reset();
    const { sent } = await quoteAndSend(client, haitiNumber('05'));
    expect(sent.statusCode, sent.body).toBe(200);
    const orderId = sent.json().topup.id as string;
    const { rows } = await t.database.pool.query<{ trace_context: string }>(`select trace_context from topup_orders where id = $1`, [
      orderId,
    ]);
    expect(rows[0]!.trace_context).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);

    expect(await t.app.jobs.runTopupWorker()).toBe(1);
    const spans = exporter.getFinishedSpans();
    const request = spans.find((span) => span.name === 'POST /api/topups' && span.attributes['http.route'] === '/api/topups');
    const worker = spans.find((span) => span.name === 'topup worker send' && span.attributes['kredi.topup.id'] === orderId);
    const aggregatorCall = spans.find((span) => span.name === 'topup-provider POST /topups');
    expect(request, spans.map((span) => span.name).join(', ')).toBeDefined();
    expect(worker).toBeDefined();
    expect(aggregatorCall).toBeDefined();
    const traceId = request!.spanContext().traceId;
    expect(rows[0]!.trace_context.split('-')[1]).toBe(traceId);
    expect(worker!.spanContext().traceId).toBe(traceId);
    expect(aggregatorCall!.spanContext().traceId).toBe(traceId);
    // The aggregator call is the worker's child, not a sibling that happens to share the id.
    expect(aggregatorCall!.parentSpanContext?.spanId).toBe(worker!.spanContext().spanId);
  });
});
