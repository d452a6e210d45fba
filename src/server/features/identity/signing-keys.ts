import { randomUUID } from 'node:crypto';
import { importJWK, type CryptoKey, type JWSHeaderParameters } from 'jose';
import type { Jwk } from 'better-auth/plugins';
import type { Db } from '../../db/connect.js';
import { jwks } from '../../db/schema.js';

/** The algorithm ID tokens are signed with (auth.ts's jwt plugin), for keys stored without one. */
export const ID_TOKEN_ALG = 'EdDSA';
/** A token naming a key this process has not seen, and much older than the last read, reads again at most this often. */
const RELOAD_AT_MOST_EVERY_MS = 1000;
/**
 * How long after its `iat` a token may be signed: better-auth fixes the claims first, then finds (or makes and
 * stores) the key, which on a loaded machine took more than a second. A token this much younger than the last
 * read may name a key stored after that read began.
 */
const SIGNED_WITHIN_MS = 60_000;

export type SigningKeys = ReturnType<typeof createSigningKeys>;

/**
 * The ID tokens' key pairs (the `jwks` table), read once and kept in memory, their public keys imported
 * once. Keys are never rotated in place (no rotation is configured), only added: the first /token call on
 * an empty table makes one, through `adapter` in this process or on another instance, whose key this
 * process reads when a token names it.
 *
 * Many first sign-ups at once used to race here: a read begun before another request's key was stored
 * replaced the list without it, and that request's token then named a key this process no longer knew
 * (a 401 right after sign-up). So reads and the first key are shared by whoever asks meanwhile, a read
 * only ever adds to what is known, and a token naming an unknown key, issued less than a minute before the
 * last read began (its claims are fixed before its key is found or made), waits for a read begun after it
 * arrived.
 */
export function createSigningKeys(db: Db, clock: () => Date = () => new Date()) {
  const known = new Map<string, Jwk>();
  let lastReadStartedAt = Number.NEGATIVE_INFINITY;
  /** When the newest read that has finished began: everything stored before then is known. */
  let knownAsOf = Number.NEGATIVE_INFINITY;
  let reading: Promise<void> | null = null;
  let creating: Promise<Jwk> | null = null;
  const imported = new Map<string, Promise<CryptoKey | Uint8Array>>();

  /** Reads the table, adding what it holds to what is known; callers meanwhile share the one read. */
  function read(): Promise<void> {
    reading ??= (async () => {
      const startedAt = clock().getTime();
      lastReadStartedAt = startedAt;
      try {
        for (const row of await db.select().from(jwks)) known.set(row.id, toJwk(row));
        knownAsOf = Math.max(knownAsOf, startedAt);
      } finally {
        reading = null;
      }
    })();
    return reading;
  }

  /** Whether a key not yet known is worth a read: it may be newer than the last one, or that was a while ago. */
  function mayBeNew(issuedAtMs: number | undefined): boolean {
    if (issuedAtMs !== undefined && issuedAtMs + SIGNED_WITHIN_MS >= lastReadStartedAt) return true;
    return clock().getTime() - lastReadStartedAt >= RELOAD_AT_MOST_EVERY_MS;
  }

  /**
   * Until a read that began now has finished. A read under way is joined, but it may have begun before the
   * key was stored (on another instance): then one more.
   */
  async function readAsOfNow(): Promise<void> {
    const now = clock().getTime();
    for (let reads = 0; knownAsOf < now && reads < 2; reads++) await read();
  }

  /** The public key of `kid` as jose verifies with it; null when no key of that id exists. */
  async function publicKey(kid: string | undefined, issuedAtMs: number | undefined) {
    if (!kid) return null;
    if (!known.has(kid) && mayBeNew(issuedAtMs)) await readAsOfNow();
    const row = known.get(kid);
    if (!row) return null;
    const alg = row.alg ?? ID_TOKEN_ALG;
    let key = imported.get(kid);
    if (!key) {
      key = importJWK(JSON.parse(row.publicKey), alg).catch((error: unknown) => {
        imported.delete(kid); // a later token tries again
        throw error;
      });
      imported.set(kid, key);
    }
    return { key: await key, alg };
  }

  /** The newest known key that still signs with `alg`, if any. */
  function newestUsable(alg: Jwk['alg']): Jwk | undefined {
    const now = clock().getTime();
    let newest: Jwk | undefined;
    for (const key of known.values()) {
      if ((key.alg ?? ID_TOKEN_ALG) !== (alg ?? ID_TOKEN_ALG)) continue;
      if (key.expiresAt && key.expiresAt.getTime() <= now) continue;
      if (!newest || key.createdAt.getTime() > newest.createdAt.getTime()) newest = key;
    }
    return newest;
  }

  async function insert(data: Omit<Jwk, 'id'>): Promise<Jwk> {
    const [row] = await db
      .insert(jwks)
      .values({ ...data, id: randomUUID() })
      .returning();
    const created = toJwk(row!);
    known.set(created.id, created);
    return created;
  }

  return {
    /** better-auth's jwt plugin reads and adds keys here instead of querying the table each time. */
    adapter: {
      getJwks: async (): Promise<Jwk[]> => {
        if (known.size === 0) await read();
        return [...known.values()];
      },
      /**
       * Requests that find no key at once all sign with the one this process makes, including those that
       * looked before it was stored and ask only after it is (better-auth asks only when it saw none).
       */
      createJwk: (data: Omit<Jwk, 'id'>): Promise<Jwk> => {
        const usable = newestUsable(data.alg);
        if (usable) return Promise.resolve(usable);
        creating ??= insert(data).finally(() => {
          creating = null;
        });
        return creating;
      },
    },

    /**
     * For jose's jwtVerify: the key the token's header names, or an error jose reports as invalid.
     * `issuedAtMs` is the token's own (unverified) `iat`: it only decides whether a read is worth it.
     */
    keyFor(issuedAtMs?: number) {
      return async (header: JWSHeaderParameters): Promise<CryptoKey | Uint8Array> => {
        const found = await publicKey(header.kid, issuedAtMs);
        if (!found || found.alg !== header.alg) throw new Error(`no ID token key ${header.kid ?? '(none)'} for ${header.alg}`);
        return found.key;
      };
    },
  };
}

function toJwk(row: typeof jwks.$inferSelect): Jwk {
  return {
    id: row.id,
    publicKey: row.publicKey,
    privateKey: row.privateKey,
    createdAt: row.createdAt,
    ...(row.expiresAt ? { expiresAt: row.expiresAt } : {}),
    ...(row.alg ? { alg: row.alg as Jwk['alg'] } : {}),
    ...(row.crv ? { crv: row.crv as Jwk['crv'] } : {}),
  };
}
