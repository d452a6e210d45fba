import { randomUUID } from 'node:crypto';
import { importJWK, type CryptoKey, type JWSHeaderParameters } from 'jose';
import type { Jwk } from 'better-auth/plugins';
import type { Db } from '../../db/connect.js';
import { jwks } from '../../db/schema.js';

/** The algorithm ID tokens are signed with (auth.ts's jwt plugin), for keys stored without one. */
export const ID_TOKEN_ALG = 'EdDSA';
/** A token naming a key this process has not seen reads the table again, but at most this often. */
const RELOAD_AT_MOST_EVERY_MS = 1000;

export type SigningKeys = ReturnType<typeof createSigningKeys>;

/**
 * The ID tokens' key pairs (the `jwks` table), read once and kept in memory, their public keys imported
 * once. Keys are never rotated in place (no rotation is configured), only added: the first /token call on
 * an empty table makes one, through `adapter` in this process or on another instance, whose key this
 * process reads when a token names it.
 */
export function createSigningKeys(db: Db, clock: () => Date = () => new Date()) {
  let rows: Jwk[] = [];
  let loadedAt = Number.NEGATIVE_INFINITY;
  const imported = new Map<string, Promise<CryptoKey | Uint8Array>>();

  async function load(): Promise<Jwk[]> {
    loadedAt = clock().getTime();
    rows = (await db.select().from(jwks)).map(toJwk);
    return rows;
  }

  /** The public key of `kid` as jose verifies with it; null when no key of that id exists. */
  async function publicKey(kid: string | undefined): Promise<{ key: CryptoKey | Uint8Array; alg: string } | null> {
    if (!kid) return null;
    let row = rows.find((key) => key.id === kid);
    if (!row && clock().getTime() - loadedAt >= RELOAD_AT_MOST_EVERY_MS) row = (await load()).find((key) => key.id === kid);
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

  return {
    /** better-auth's jwt plugin reads and adds keys here instead of querying the table each time. */
    adapter: {
      getJwks: async (): Promise<Jwk[]> => (rows.length > 0 ? rows : load()),
      createJwk: async (data: Omit<Jwk, 'id'>): Promise<Jwk> => {
        const [row] = await db
          .insert(jwks)
          .values({ ...data, id: randomUUID() })
          .returning();
        const created = toJwk(row!);
        rows = [...rows, created];
        return created;
      },
    },

    /** For jose's jwtVerify: the key the token's header names, or an error jose reports as invalid. */
    async keyFor(header: JWSHeaderParameters): Promise<CryptoKey | Uint8Array> {
      const found = await publicKey(header.kid);
      if (!found || found.alg !== header.alg) throw new Error(`no ID token key ${header.kid ?? '(none)'} for ${header.alg}`);
      return found.key;
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
