import { vi } from 'vitest';

export interface Call {
  method: string;
  path: string;
  body: unknown;
}
type Answer = { status?: number; body?: unknown };

/**
 * A fake server behind `fetch`: `handler` answers each call (status 200 and `body` by default); every call
 * is recorded in `calls`, and `headerOf(call, name)` tells a header it carried (Idempotency-Key, say). A handler that throws is a call that got no answer (fetch rejects, as offline).
 */
export function fakeServer(handler: (call: Call) => Answer | undefined) {
  const calls: Call[] = [];
  const headers = new WeakMap<Call, Headers>();
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call = {
      method: init?.method ?? 'GET',
      path: url.pathname + url.search,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    headers.set(call, new Headers(init?.headers));
    const answer = handler(call) ?? { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } };
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  const headerOf = (call: Call | undefined, name: string) => (call && headers.get(call)?.get(name)) ?? null;
  return { calls, fetchMock, headerOf };
}
