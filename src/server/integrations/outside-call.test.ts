import { SpanStatusCode, trace } from '@opentelemetry/api';
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AnswerBrokeOffError, HttpTimeoutError, type HttpExchange, type HttpRequest } from './http-exchange.js';
import { observedExchange } from './outside-call.js';

/**
 * An observed exchange is one outside call (ADR 0060): one span and one observation of
 * `kredi_outside_call_duration_seconds` per request, named by method and path shape, its outcome sorted as
 * the operator's alerts expect. Over a scripted exchange: nothing here touches the network.
 */
const exporter = new InMemorySpanExporter();
const provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
beforeAll(() => {
  trace.setGlobalTracerProvider(provider);
});
afterAll(async () => {
  trace.disable();
  await provider.shutdown();
});
beforeEach(() => exporter.reset());

const request = (method: HttpRequest['method'], url: string): HttpRequest => ({ method, url, headers: {}, timeoutMs: 1000 });

function observed(result: { status: number } | Error) {
  const observations: { service: string; operation: string; outcome: string; seconds: number }[] = [];
  const exchange: HttpExchange = async () => {
    if (result instanceof Error) throw result;
    return { status: result.status, headers: {}, text: '' };
  };
  return { observations, exchange: observedExchange('topup-provider', (call) => observations.push(call), exchange) };
}

describe('an observed exchange', () => {
  for (const [status, outcome] of [
    [200, 'ok'],
    [302, 'ok'],
    [404, 'client_error'],
    [503, 'server_error'],
  ] as const) {
    it(`HTTP ${status} → ${outcome}`, async () => {
      const { exchange, observations } = observed({ status });
      expect(await exchange(request('GET', 'https://topups.test/operators/173'))).toMatchObject({ status });
      expect(observations).toEqual([{ service: 'topup-provider', operation: 'GET /operators/:id', outcome, seconds: expect.any(Number) }]);
      const [span] = exporter.getFinishedSpans();
      expect(span!.name).toBe('topup-provider GET /operators/:id');
      expect(span!.attributes).toMatchObject({
        'peer.service': 'topup-provider',
        'kredi.operation': 'GET /operators/:id',
        'kredi.outcome': outcome,
      });
      expect(span!.status.code).toBe(outcome === 'ok' ? SpanStatusCode.UNSET : SpanStatusCode.ERROR);
    });
  }

  for (const [what, error] of [
    ['no answer in time', new HttpTimeoutError('timed out after 1000 ms')],
    ['an answer that stopped in time', new AnswerBrokeOffError(new HttpTimeoutError('timed out after 1000 ms'))],
  ] as const) {
    it(`${what} → timeout, and the error goes on to the adapter`, async () => {
      const { exchange, observations } = observed(error);
      await expect(exchange(request('POST', 'https://topups.test/topups'))).rejects.toBe(error);
      expect(observations).toEqual([
        { service: 'topup-provider', operation: 'POST /topups', outcome: 'timeout', seconds: expect.any(Number) },
      ]);
      const [span] = exporter.getFinishedSpans();
      expect(span!.attributes['kredi.outcome']).toBe('timeout');
      expect(span!.status).toMatchObject({ code: SpanStatusCode.ERROR, message: 'timeout' });
      expect(span!.events.map((event) => event.name)).toEqual(['exception']);
    });
  }

  it('a refused connection → error', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:443'), { code: 'ECONNREFUSED' });
    const { exchange, observations } = observed(refused);
    await expect(exchange(request('GET', 'https://topups.test/topups/reports/transactions?customIdentifier=order-1'))).rejects.toBe(
      refused,
    );
    expect(observations).toMatchObject([{ operation: 'GET /topups/reports/transactions', outcome: 'error' }]);
    expect(exporter.getFinishedSpans()[0]!.attributes['kredi.outcome']).toBe('error');
  });
});
