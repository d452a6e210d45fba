import { describe, expect, it } from 'vitest';
import type { Jwk } from 'better-auth/plugins';
import type { Db } from '../../db/connect.js';
import { createSigningKeys } from './signing-keys.js';

/** The two calls signing-keys.ts makes on the `jwks` table, on an array: enough to count the keys made. */
function tableOfKeys() {
  const rows: Jwk[] = [];
  const db = {
    select: () => ({ from: async () => [...rows] }),
    insert: () => ({
      values: (row: Jwk) => ({
        returning: async () => {
          rows.push(row);
          return [row];
        },
      }),
    }),
  } as unknown as Db;
  return { db, rows };
}

const newKey = (createdAt = new Date('2026-11-27T12:00:00Z')): Omit<Jwk, 'id'> => ({
  publicKey: '{"kty":"OKP"}',
  privateKey: '{"encrypted":true}',
  createdAt,
  alg: 'EdDSA',
});

describe('the first signing key of a process', () => {
  it('is the one every request that found none signs with, even one that asks after it was stored', async () => {
    const { db, rows } = tableOfKeys();
    const keys = createSigningKeys(db);
    // Two requests look before any key exists…
    expect(await keys.adapter.getJwks()).toEqual([]);
    expect(await keys.adapter.getJwks()).toEqual([]);
    // …the first makes one; the second asks only once that one is stored.
    const first = await keys.adapter.createJwk(newKey());
    const second = await keys.adapter.createJwk(newKey());
    expect(second.id).toBe(first.id);
    expect(rows).toHaveLength(1);
  });

  it('shares one key among requests that ask at the same moment', async () => {
    const { db, rows } = tableOfKeys();
    const keys = createSigningKeys(db);
    const made = await Promise.all([keys.adapter.createJwk(newKey()), keys.adapter.createJwk(newKey())]);
    expect(new Set(made.map((key) => key.id)).size).toBe(1);
    expect(rows).toHaveLength(1);
  });

  it('makes a new key when the one it knows has expired, or signs with another algorithm', async () => {
    const now = new Date('2026-11-27T12:00:00Z');
    const { db, rows } = tableOfKeys();
    const keys = createSigningKeys(db, () => now);
    const expired = await keys.adapter.createJwk({ ...newKey(), expiresAt: new Date(now.getTime() - 1) });
    const fresh = await keys.adapter.createJwk(newKey());
    expect(fresh.id).not.toBe(expired.id);
    const other = await keys.adapter.createJwk({ ...newKey(), alg: 'ES256' });
    expect(other.id).not.toBe(fresh.id);
    expect(rows).toHaveLength(3);
  });
});
