import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';

/**
 * What every HTTP sandbox does the same way: a quiet Fastify app that reads forms, a port that is a free
 * one unless an environment variable fixes it (to keep a bookmark across restarts), and its URL.
 */
export interface SandboxAppOptions {
  /** Close open keep-alive connections on stop, for sandboxes that hold answers back (timeouts). */
  forceCloseConnections?: boolean;
  /**
   * Read JSON the way the imitated API does: an empty body is allowed (no body), a malformed one is
   * this error, in the API's own error format.
   */
  malformedJson?: () => Error;
}

export function createSandboxApp(options: SandboxAppOptions = {}): FastifyInstance {
  const app = Fastify({ logger: false, ...(options.forceCloseConnections ? { forceCloseConnections: true } : {}) });
  // Token endpoints, sign-in forms, Twilio and the sandboxes' own buttons post forms; Fastify parses only
  // JSON unless told.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  const { malformedJson } = options;
  if (malformedJson) {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      const text = String(body);
      if (text.trim() === '') return done(null, undefined);
      try {
        done(null, JSON.parse(text));
      } catch {
        done(malformedJson(), undefined);
      }
    });
  }
  return app;
}

/** Listens on `host` and the port `portVariable` names (a free one when unset); answers the base URL. */
export async function listen(app: FastifyInstance, host: string, portVariable: string): Promise<string> {
  await app.listen({ host, port: portFromEnv(portVariable) });
  return `http://${urlHost(host)}:${(app.server.address() as AddressInfo).port}`;
}

/** An IPv6 literal needs brackets in a URL. */
export function urlHost(host: string): string {
  return host.includes(':') ? `[${host}]` : host;
}

export function portFromEnv(name: string): number {
  const value = process.env[name];
  if (value === undefined || value === '') return 0;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`${name} must be a port number, got "${value}"`);
  return port;
}

/** HTTP Basic's user-id and password (RFC 7617), as PayPal's token endpoint and Twilio take them; else undefined. */
export function basicCredentials(header: string | undefined): { user: string; password: string } | undefined {
  const match = /^Basic\s+(\S+)$/i.exec(header ?? '');
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon > 0 ? { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) } : undefined;
}
