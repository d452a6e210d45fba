import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseCookies } from 'better-auth/cookies';
import { AppError } from '../../errors.js';
import type { Db } from '../../db/connect.js';
import { isDatabaseUnavailable } from '../../db/unavailable.js';
import type { ActorCache } from './actor-cache.js';
import { CLIENT_IP_HEADER, sessionCookieName, type Auth } from './auth.js';
import type { IdTokens } from './id-tokens.js';
import { findUser, type UserRow } from './store.js';

/** Who is making a request: the user and the session it came through. */
export interface Actor {
  user: UserRow;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
  interface FastifyContextConfig {
    /**
     * Read the session and person from the database on every request of this route, never from the actor
     * cache: admin rights (granted by the admin:grant CLI, another process) and "who am I" are exact at once.
     */
    freshActor?: boolean;
  }
}

interface Authenticator {
  /** `fresh`: read the session and person from the database even when remembered (admin routes). */
  (request: FastifyRequest, options?: { fresh?: boolean }): Promise<Actor | null>;
}

/**
 * Reads the actor from `Authorization: Bearer <id token>` (a short-lived JWT whose session must still be
 * live) or from the session cookie. A token whose session was replaced (password change, two-factor on)
 * while the browser's cookie holds the new session still finds its person through the cookie; a bad token
 * with no live cookie is refused (401), never silently anonymous. Both are remembered for a few seconds
 * (actor-cache.ts, ADR 0021): a signed-in request usually costs no query at all.
 */
export function createAuthenticator({
  auth,
  db,
  idTokens,
  actors,
  publicUrl,
}: {
  auth: Auth;
  db: Db;
  idTokens: IdTokens;
  actors: ActorCache;
  publicUrl: string;
}): Authenticator {
  const cookieName = sessionCookieName(publicUrl);

  return async function authenticate(request, options = {}) {
    const actor = await actorOf(request, options);
    // A blocked person is nobody, however they were remembered (their sessions were also deleted, ADR 0031).
    return actor?.user.blockedAt ? null : actor;
  };

  async function actorOf(request: FastifyRequest, { fresh = false }: { fresh?: boolean }): Promise<Actor | null> {
    const header = request.headers.authorization;
    const bearer = header?.startsWith('Bearer ') ? header.slice(7).trim() : null;
    if (bearer) {
      try {
        return await idTokens.actorOf(bearer, { fresh });
      } catch (invalidToken) {
        if (isDatabaseUnavailable(invalidToken)) throw invalidToken;
        const fromCookie = await actorFromCookie(request, fresh);
        if (fromCookie) return fromCookie;
        throw invalidToken;
      }
    }
    return actorFromCookie(request, fresh);
  }

  async function actorFromCookie(request: FastifyRequest, fresh: boolean): Promise<Actor | null> {
    // The signed cookie value is the key: only a value better-auth has verified is ever remembered.
    const signedToken = request.headers.cookie ? parseCookies(request.headers.cookie).get(cookieName) : undefined;
    if (!signedToken) return null;
    const key = `cookie:${signedToken}`;
    const remembered = fresh ? null : actors.get(key);
    if (remembered) return remembered;
    const lookup = actors.begin();
    const session = await auth.api.getSession({ headers: toHeaders(request) }).catch(unlessDatabaseUnavailable(null));
    if (!session) return null;
    const user = await findUser(db, session.user.id);
    if (!user) return null;
    const actor = { user, sessionId: session.session.id };
    actors.remember(lookup, key, actor, new Date(session.session.expiresAt).getTime() - Date.now());
    return actor;
  }
}

/**
 * A credential that cannot be checked is not a bad credential: while the database is away the request
 * answers 503 (try again), never 401, which would send a signed-in person to the sign-in page.
 */
function unlessDatabaseUnavailable<T>(fallback: T) {
  return (error: unknown): T => {
    if (isDatabaseUnavailable(error)) throw error;
    return fallback;
  };
}

/**
 * The request's headers as better-auth reads them. better-auth takes the client address (rate limits,
 * session records) from CLIENT_IP_HEADER only, so that header always carries the address Fastify trusts
 * (the connection's, or the one a configured proxy names), never a value the client wrote.
 */
export function toHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(key, String(item));
  }
  headers.delete(CLIENT_IP_HEADER);
  if (request.ip) headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

/** preHandler for routes that need someone signed in: 401 'Not authenticated' otherwise. */
export async function requireActor(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.actor) throw new AppError('NOT_AUTHENTICATED', 'Not authenticated');
}

/**
 * preHandler for /api/admin/*: signed in and isAdmin, decided here on the server, never by the client, from
 * the database on every request (guardEveryRoute marks these routes freshActor).
 */
export async function requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await requireActor(request, reply);
  if (!request.actor!.user.isAdmin) throw new AppError('FORBIDDEN', 'Admins only.');
}

/**
 * Puts every route the plugin declares after this call behind `guard` (requireActor or requireAdmin). The
 * guard goes on each route's own preValidation, not a plugin-wide hook, so the OpenAPI document can see
 * which operations need a signed-in person (src/server/openapi.ts).
 */
export function guardEveryRoute(app: FastifyInstance, guard: typeof requireActor): void {
  app.addHook('onRoute', (route) => {
    route.preValidation = [guard, ...[route.preValidation ?? []].flat()];
    if (guard === requireAdmin) route.config = { ...route.config, freshActor: true };
  });
}

/** The actor of a route behind requireActor. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError('NOT_AUTHENTICATED', 'Not authenticated');
  return request.actor;
}
