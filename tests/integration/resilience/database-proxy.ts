import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';

/**
 * A TCP relay between the app and its PostgreSQL, which the test switches off and on: "the database
 * went away" for this app alone, while other test files keep using the machine's server.
 */
export interface DatabaseProxy {
  port: number;
  /** Connections relayed now (each a pair of sockets). */
  open(): number;
  /** Stops accepting: a new connection is refused (ECONNREFUSED), as from a stopped server. */
  refuse(): Promise<void>;
  /**
   * Breaks every open connection: waits (up to `graceMs`) for those the server is closing itself (after
   * pg_terminate_backend its last words are the admin-shutdown error), then resets the rest (ECONNRESET).
   */
  breakAll(graceMs?: number): Promise<void>;
  /** Connections stay open but nothing passes either way: a server that hangs (or a network that drops packets). */
  freeze(): void;
  /** Lets through what was held, in order, and everything after. */
  thaw(): void;
  /** Accepts connections again on the same port. */
  restore(): Promise<void>;
  stop(): Promise<void>;
}

export async function startDatabaseProxy(target: { host: string; port: number }): Promise<DatabaseProxy> {
  const pairs = new Set<{ client: Socket; server: Socket }>();
  /** While frozen, what either side sends waits here, in order: a server that stopped answering. */
  let frozen = false;
  const held: (() => void)[] = [];
  const forward = (from: Socket, to: Socket) => {
    from.on('data', (chunk) => (frozen ? held.push(() => to.write(chunk)) : to.write(chunk)));
    from.on('end', () => (frozen ? held.push(() => to.end()) : to.end()));
  };
  const relay = (client: Socket) => {
    const server = connect(target.port, target.host);
    const pair = { client, server };
    pairs.add(pair);
    forward(client, server);
    forward(server, client);
    // An end is passed on after the last bytes (the server's goodbye must reach the app); an error cuts.
    client.on('error', () => server.destroy()).on('close', () => (pairs.delete(pair), server.end()));
    server.on('error', () => client.destroy()).on('close', () => (pairs.delete(pair), client.end()));
  };

  let listener: Server = await listen(createServer(relay), 0);
  const port = (listener.address() as AddressInfo).port;

  return {
    port,
    open: () => pairs.size,
    async refuse() {
      // Not accepting is immediate; close() would call back only once every relayed connection ended.
      if (listener.listening) listener.close();
    },
    async breakAll(graceMs = 2000) {
      const until = Date.now() + graceMs;
      while (pairs.size > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
      for (const { client, server } of [...pairs]) {
        client.resetAndDestroy();
        server.destroy();
      }
    },
    freeze() {
      frozen = true;
    },
    thaw() {
      frozen = false;
      for (const pass of held.splice(0)) pass();
    },
    async restore() {
      if (!listener.listening) listener = await listen(createServer(relay), port);
    },
    async stop() {
      for (const { client, server } of [...pairs]) {
        client.destroy();
        server.destroy();
      }
      if (listener.listening) await new Promise<void>((resolve) => listener.close(() => resolve()));
    },
  };
}

function listen(server: Server, port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
