import { describe, expect, it } from 'vitest';
import { exportJWK, generateKeyPair } from 'jose';
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

describe("another instance's key", () => {
  it('is found for a token whose claims were fixed before a read that missed the key, however soon after that read', async () => {
    let now = Date.parse('2026-11-27T12:00:00Z');
    const { db, rows } = tableOfKeys();
    const keys = createSigningKeys(db, () => new Date(now));
    // The token's claims are fixed (iat), then this instance reads the table, then the other instance's key is stored.
    const issuedAtMs = now + 1000; // iat is whole seconds: the verifier counts the token a second younger
    now += 1500;
    expect(await keys.adapter.getJwks()).toEqual([]);
    const { publicKey } = await generateKeyPair('EdDSA', { extractable: true });
    rows.push({ ...newKey(new Date(now)), id: 'other-instance', publicKey: JSON.stringify(await exportJWK(publicKey)) });
    // Well within a second of that read: the token still finds its key.
    now += 200;
    await expect(keys.keyFor(issuedAtMs)({ alg: 'EdDSA', kid: 'other-instance' })).resolves.toBeDefined();
  });

  it('is not read for again and again for a token far older than the last read', async () => {
    let now = Date.parse('2026-11-27T12:00:00Z');
    let reads = 0;
    const db = { select: () => ({ from: async () => (reads++, []) }) } as unknown as Db;
    const keys = createSigningKeys(db, () => new Date(now));
    await keys.adapter.getJwks();
    now += 200;
    const old = now - 5 * 60_000;
    await expect(keys.keyFor(old)({ alg: 'EdDSA', kid: 'unknown' })).rejects.toThrow(/no ID token key/);
    await expect(keys.keyFor(old)({ alg: 'EdDSA', kid: 'unknown' })).rejects.toThrow(/no ID token key/);
    expect(reads).toBe(1);
  });
});
