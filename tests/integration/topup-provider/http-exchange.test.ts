import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../../src/server/db/unavailable.js';
import { AnswerBrokeOffError, createHttpExchange, HttpTimeoutError } from '../../../src/server/integrations/http-exchange.js';
import { createTopupProvider } from '../../../src/server/integrations/topup-provider/index.js';
import { haitiRecipient, orderId } from './harness.js';

/**
 * The aggregator's exchange (undici's request on kept-alive connections, ADR 0084) against a server on
 * loopback that misbehaves on purpose: one that never answers, one that stops halfway through its body, and
 * none at all. Each becomes what the worker reads: a top-up whose outcome is unknown, timed out or not.
 * Timeouts are short so that each case ends soon; nothing here measures time.
 */
type Handler = (request: IncomingMessage, response: ServerResponse) => void;

let server: Server;
let baseUrl: string;
let handle: Handler;
const sockets = new Set<Socket>();
let connections = 0;

const TOKEN = JSON.stringify({ access_token: 'token', scope: 'developer', expires_in: 3600, token_type: 'Bearer' });

beforeAll(async () => {
  server = createServer((request, response) => handle(request, response));
  server.on('connection', (socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  sockets.forEach((socket) => socket.destroy());
  server.close();
  await once(server, 'close');
});
beforeEach(() => {
  connections = 0;
});

/** Tokens are granted; every other path goes to `other`. */
function serve(other: Handler) {
  handle = (request, response) => {
    if (request.url === '/oauth/token') {
      request.resume();
      response.setHeader('content-type', 'application/json');
      response.end(TOKEN);
      return;
    }
    other(request, response);
  };
}

const provider = (timeoutMs: number, apiUrl = baseUrl) =>
  createTopupProvider({ apiUrl, authUrl: baseUrl, clientId: 'id', clientSecret: 'secret', audience: apiUrl, timeoutMs });

const topup = () => ({ operatorId: 173, amountCents: 500, customIdentifier: orderId(), recipientPhone: haitiRecipient('00') });

/** A port on which nothing listens: one just given back. */
async function closedPort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  probe.close();
  await once(probe, 'close');
  return port;
}

describe('the exchange', () => {
  it('reads the status, the headers and the whole body, on kept-alive connections', async () => {
    serve((request, response) => {
      request.resume();
      response.setHeader('x-echo', request.method ?? '');
      response.end(JSON.stringify({ path: request.url }));
    });
    const exchange = createHttpExchange();
    try {
      for (const path of ['/a', '/b', '/c', '/d', '/e']) {
        const answer = await exchange({
          method: 'POST',
          url: `${baseUrl}${path}`,
          headers: { accept: 'application/json' },
          body: '{}',
          timeoutMs: 5_000,
        });
        expect(answer).toMatchObject({ status: 200, headers: { 'x-echo': 'POST' }, text: JSON.stringify({ path }) });
      }
      // undici frees a connection just after its body has been read, so the second call opens another; then both serve.
      expect(connections).toBeLessThanOrEqual(2);
    } finally {
      await exchange.close();
    }
  });

  it('closing it closes its connections', async () => {
    serve((request, response) => {
      request.resume();
      response.end('ok');
    });
    const exchange = createHttpExchange();
    await exchange({ method: 'GET', url: `${baseUrl}/a`, headers: {}, timeoutMs: 5_000 });
    expect(sockets.size).toBe(1);
    const [socket] = sockets;
    const closed = once(socket!, 'close');
    await exchange.close();
    await closed;
    expect(sockets.size).toBe(0);
  });

  it('no answer within the timeout → HttpTimeoutError', async () => {
    serve((request) => request.resume()); // never answers
    const exchange = createHttpExchange();
    try {
      await expect(exchange({ method: 'GET', url: `${baseUrl}/hang`, headers: {}, timeoutMs: 100 })).rejects.toBeInstanceOf(
        HttpTimeoutError,
      );
    } finally {
      await exchange.close();
    }
  });

  it('a body that stops coming → AnswerBrokeOffError, timed out', async () => {
    serve((request, response) => {
      request.resume();
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
      response.write('{"transactionId":'); // …and nothing more
    });
    const exchange = createHttpExchange();
    try {
      const error = await exchange({ method: 'GET', url: `${baseUrl}/half`, headers: {}, timeoutMs: 100 }).catch(
        (reason: unknown) => reason,
      );
      expect(error).toBeInstanceOf(AnswerBrokeOffError);
      expect((error as Error).cause).toBeInstanceOf(HttpTimeoutError);
    } finally {
      await exchange.close();
    }
  });

  it('nobody listening → the socket error itself (ECONNREFUSED)', async () => {
    const exchange = createHttpExchange();
    try {
      await expect(
        exchange({ method: 'GET', url: `http://127.0.0.1:${await closedPort()}/`, headers: {}, timeoutMs: 5_000 }),
      ).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    } finally {
      await exchange.close();
    }
  });
});

describe('the aggregator over it', () => {
  it('a top-up with no answer in time → unknown (timeout), never failed', async () => {
    serve((request) => request.resume());
    const aggregator = provider(100);
    try {
      expect(await aggregator.sendTopup(topup())).toMatchObject({ outcome: 'unknown', reason: 'timeout' });
    } finally {
      await aggregator.close();
    }
  });

  it('a lookup with no answer in time → TopupUnreachableError, timed out, with the message it always had', async () => {
    serve((request) => request.resume());
    const aggregator = provider(100);
    try {
      await expect(aggregator.getOperator(173)).rejects.toMatchObject({
        name: 'TopupUnreachableError',
        timedOut: true,
        message: 'Reloadly GET /operators/173 failed: timed out',
      });
    } finally {
      await aggregator.close();
    }
  });

  it("an aggregator nobody answers for → unknown (network); the error is the aggregator's, not the database's", async () => {
    serve(() => {});
    const aggregator = provider(5_000, `http://127.0.0.1:${await closedPort()}`);
    try {
      expect(await aggregator.sendTopup(topup())).toMatchObject({ outcome: 'unknown', reason: 'network' });
      const error = await aggregator.getOperator(173).catch((reason: unknown) => reason);
      expect(error).toMatchObject({
        name: 'TopupUnreachableError',
        timedOut: false,
        message: expect.stringMatching(/^Reloadly GET \/operators\/173 failed: connect ECONNREFUSED/),
      });
      expect(isDatabaseUnavailable(error)).toBe(false);
    } finally {
      await aggregator.close();
    }
  });
});
