import { decodeJwt, jwtVerify } from 'jose';
import type { Db } from '../../db/connect.js';
import { isDatabaseUnavailable } from '../../db/unavailable.js';
import { AppError } from '../../errors.js';
import type { ActorCache } from './actor-cache.js';
import type { Actor } from './authenticate.js';
import { ID_TOKEN_ALG, type SigningKeys } from './signing-keys.js';
import { findLiveSession } from './store.js';

export type IdTokens = ReturnType<typeof createIdTokens>;

/**
 * Reads ID tokens (the jwt plugin's 15-minute JWTs, auth.ts) here rather than through better-auth's
 * verifyJWT, which reads the `jwks` table and imports the key for every token: the signature is checked
 * with keys imported once (signing-keys.ts), then the token's session must still be live. A token seen
 * before is answered from the actor cache within its bound (ADR 0021), with no signature check at all.
 */
export function createIdTokens({ db, keys, actors, publicUrl }: { db: Db; keys: SigningKeys; actors: ActorCache; publicUrl: string }) {
  async function claimsOf(token: string): Promise<{ userId: string; sessionId: string; expiresAtMs: number } | null> {
    try {
      const { payload } = await jwtVerify(token, keys.keyFor(issuedAtMs(token)), {
        issuer: publicUrl,
        audience: publicUrl,
        algorithms: [ID_TOKEN_ALG],
      });
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.exp !== 'number') return null;
      return { userId: payload.sub, sessionId: payload.sid, expiresAtMs: payload.exp * 1000 };
    } catch (invalid) {
      // A credential that cannot be checked is not a bad one: the database being away answers 503, not 401.
      if (isDatabaseUnavailable(invalid)) throw invalid;
      return null;
    }
  }

  return {
    /**
     * The actor behind an ID token: a valid signature, not expired, and its session still live. The token
     * itself is the key it is remembered by: only a token verified here is ever one, and the entry ends with
     * the token if that comes first. `fresh` verifies and reads again even when remembered.
     */
    async actorOf(token: string, { fresh = false }: { fresh?: boolean } = {}): Promise<Actor> {
      const key = `token:${token}`;
      const remembered = fresh ? null : actors.get(key);
      if (remembered) return remembered;
      const claims = await claimsOf(token);
      if (!claims) throw new AppError('NOT_AUTHENTICATED', 'The ID token is invalid or expired. Sign in again.');
      const lookup = actors.begin();
      const live = await findLiveSession(db, claims.sessionId, claims.userId);
      if (!live) throw new AppError('NOT_AUTHENTICATED', 'The ID token is invalid or expired. Sign in again.');
      const actor = { user: live.user, sessionId: claims.sessionId };
      actors.remember(lookup, key, actor, Math.min(claims.expiresAtMs, live.expiresAt.getTime()) - Date.now());
      return actor;
    },
  };
}

/** A token's `iat` in milliseconds, unverified (it only tells signing-keys.ts whether the key may be new). */
function issuedAtMs(token: string): number | undefined {
  try {
    const { iat } = decodeJwt(token);
    // Whole seconds, cut down: the token may be up to a second younger than it says.
    return typeof iat === 'number' ? (iat + 1) * 1000 : undefined;
  } catch {
    return undefined; // not a JWT at all: jwtVerify says so
  }
}
