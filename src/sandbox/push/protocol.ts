import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';

/**
 * The browser's side of Web Push, as a push service and a user agent hold it: the subscription's P-256 key
 * pair and auth secret (what PushManager.subscribe makes), the aes128gcm decryption of RFC 8291 (content
 * coding of RFC 8188) and the VAPID check of RFC 8292. No library: the point is an independent reading.
 */
export interface BrowserKeys {
  ecdh: ECDH;
  /** The subscription's public key, uncompressed (65 bytes), as `keys.p256dh` carries it in base64url. */
  publicKey: Buffer;
  authSecret: Buffer;
}

export function makeBrowserKeys(): BrowserKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, publicKey: ecdh.getPublicKey(), authSecret: randomBytes(16) };
}

const hmac = (key: Buffer, ...data: Buffer[]) => createHmac('sha256', key).update(Buffer.concat(data)).digest();

/** RFC 8291 §3.4 and RFC 8188 §2: one record, as web push sends. Throws on anything malformed or forged. */
export function decryptAes128gcm(body: Buffer, keys: BrowserKeys): Buffer {
  if (body.length < 21) throw new Error('body shorter than the aes128gcm header');
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const senderPublicKey = body.subarray(21, 21 + idLength);
  if (idLength !== 65) throw new Error(`keyid must be the sender's 65-byte public key, was ${idLength} bytes`);
  const ciphertext = body.subarray(21 + idLength);
  if (ciphertext.length > recordSize) throw new Error('more than one record');

  const ecdhSecret = keys.ecdh.computeSecret(senderPublicKey);
  const prkKey = hmac(keys.authSecret, ecdhSecret);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.publicKey, senderPublicKey]);
  const ikm = hmac(prkKey, keyInfo, Buffer.from([1]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0'), Buffer.from([1])).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0'), Buffer.from([1])).subarray(0, 12);

  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('last record lacks its padding delimiter');
  return padded.subarray(0, end);
}

export interface VapidClaims {
  aud: string;
  exp: number;
  sub: string;
}

/**
 * RFC 8292: `Authorization: vapid t=<JWT>, k=<public key>`; the JWT is ES256, signed by that key, its
 * audience the push service's origin, expiring within 24 hours, with a contact `sub`.
 */
export function verifyVapid(header: string | undefined, origin: string, nowSeconds = Math.floor(Date.now() / 1000)): VapidClaims {
  const match = /^vapid\s+t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error('Authorization is not "vapid t=…, k=…"');
  const [, token, key] = match as unknown as [string, string, string];
  const [head, payload, signature] = token.split('.');
  if (!head || !payload || !signature) throw new Error('t is not a JWT');
  const header64 = JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as { alg?: string };
  if (header64.alg !== 'ES256') throw new Error('the JWT is not ES256');
  const point = Buffer.from(key, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Error('k is not an uncompressed P-256 public key');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${payload}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('the JWT signature does not match k');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<VapidClaims>;
  if (claims.aud !== origin) throw new Error(`aud is ${claims.aud}, not ${origin}`);
  if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds || claims.exp > nowSeconds + 24 * 3600)
    throw new Error('exp is not within 24 hours');
  if (typeof claims.sub !== 'string' || !/^(mailto:|https:)/.test(claims.sub)) throw new Error('sub is not a mailto: or https: contact');
  return claims as VapidClaims;
}
