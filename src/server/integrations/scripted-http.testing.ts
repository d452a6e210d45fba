import type { TokenSource } from './client-credentials.js';
import type { HttpAnswer, HttpExchange, HttpRequest } from './http-exchange.js';

/**
 * The doubles the adapters' unit tests share (PayPal's, the aggregator's): an HTTP exchange that answers from a
 * script and keeps what it was asked, and a token source that hands out its tokens in turn, moving on when the
 * current one is invalidated. Nothing touches the network; each adapter's loopback test runs the real exchange.
 */
export type ScriptedStep = { status: number; text?: string; headers?: HttpAnswer['headers'] } | Error;

export function scriptedExchange(...steps: ScriptedStep[]): { exchange: HttpExchange; requests: HttpRequest[] } {
  const requests: HttpRequest[] = [];
  const exchange: HttpExchange = async (request) => {
    requests.push(request);
    const step = steps.shift();
    if (!step) throw new Error('no answer scripted');
    if (step instanceof Error) throw step;
    return { status: step.status, headers: step.headers ?? {}, text: step.text ?? '' };
  };
  return { exchange, requests };
}

export function tokensOf(...tokens: string[]): TokenSource & { invalidated: string[] } {
  const invalidated: string[] = [];
  let current = 0;
  return {
    invalidated,
    token: async () => tokens[current]!,
    invalidate(token) {
      invalidated.push(token);
      if (tokens[current] === token) current += 1;
    },
  };
}
