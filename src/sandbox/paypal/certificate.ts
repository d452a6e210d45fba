import { generateKeyPair, randomBytes, sign, type KeyObject } from 'node:crypto';
import { promisify } from 'node:util';

/**
 * A self-signed X.509 v3 certificate (RSA 2048, sha256WithRSAEncryption) made at start with nothing but
 * node:crypto: the DER is assembled here (RFC 5280 §4.1) and signed with the same key. PayPal signs its
 * webhooks with the key of a certificate it serves at `paypal-cert-url`; the sandbox does the same with
 * this one.
 */
export interface SigningCertificate {
  pem: string;
  privateKey: KeyObject;
}

/** The key is made on libuv's thread pool: 50–700 ms of RSA search that would otherwise hold up every start. */
export async function createSelfSignedCertificate(commonName: string, validDays = 365, now = new Date()): Promise<SigningCertificate> {
  const { privateKey, publicKey } = await promisify(generateKeyPair)('rsa', { modulusLength: 2048 });
  const sha256WithRsa = sequence(oid('1.2.840.113549.1.1.11'), Buffer.from([0x05, 0x00]));
  const name = sequence(
    set(sequence(oid('2.5.4.6'), tlv(0x13, Buffer.from('US'))) /* C, PrintableString */),
    set(sequence(oid('2.5.4.10'), utf8('PayPal Sandbox (Kredi)'))),
    set(sequence(oid('2.5.4.3'), utf8(commonName))),
  );
  const notBefore = new Date(now.getTime() - 24 * 3600_000);
  const notAfter = new Date(now.getTime() + validDays * 24 * 3600_000);
  const serial = randomBytes(16);
  serial[0] = (serial[0] ?? 0) & 0x7f; // positive

  const tbs = sequence(
    tlv(0xa0, integer(Buffer.from([2]))), // [0] EXPLICIT version v3
    integer(serial),
    sha256WithRsa,
    name,
    sequence(time(notBefore), time(notAfter)),
    name,
    publicKey.export({ type: 'spki', format: 'der' }),
    // [3] extensions: basicConstraints (critical) cA=false; keyUsage (critical) digitalSignature.
    tlv(
      0xa3,
      sequence(
        sequence(oid('2.5.29.19'), Buffer.from([0x01, 0x01, 0xff]), octets(sequence())),
        sequence(oid('2.5.29.15'), Buffer.from([0x01, 0x01, 0xff]), octets(tlv(0x03, Buffer.from([0x07, 0x80])))),
      ),
    ),
  );
  const signature = sign('sha256', tbs, privateKey);
  const der = sequence(tbs, sha256WithRsa, tlv(0x03, Buffer.concat([Buffer.from([0]), signature])));
  const base64 = der.toString('base64').replace(/.{64}/g, '$&\n');
  return { pem: `-----BEGIN CERTIFICATE-----\n${base64.trimEnd()}\n-----END CERTIFICATE-----\n`, privateKey };
}

// ---- DER (ITU-T X.690) ----

function tlv(tag: number, ...contents: Buffer[]): Buffer {
  const body = Buffer.concat(contents);
  return Buffer.concat([Buffer.from([tag]), length(body.length), body]);
}

function length(n: number): Buffer {
  if (n < 0x80) return Buffer.from([n]);
  const bytes: number[] = [];
  for (let rest = n; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}

const sequence = (...contents: Buffer[]) => tlv(0x30, ...contents);
const set = (...contents: Buffer[]) => tlv(0x31, ...contents);
const utf8 = (text: string) => tlv(0x0c, Buffer.from(text, 'utf8'));
const octets = (content: Buffer) => tlv(0x04, content);

function integer(bytes: Buffer): Buffer {
  let start = 0;
  while (start < bytes.length - 1 && bytes[start] === 0) start++;
  const trimmed = bytes.subarray(start);
  return tlv(0x02, (trimmed[0] ?? 0) & 0x80 ? Buffer.concat([Buffer.from([0]), trimmed]) : trimmed);
}

function oid(dotted: string): Buffer {
  const [first = 0, second = 0, ...rest] = dotted.split('.').map(Number);
  const bytes = [40 * first + second];
  for (const arc of rest) {
    const chunk = [arc % 128];
    for (let value = Math.floor(arc / 128); value > 0; value = Math.floor(value / 128)) chunk.unshift(0x80 | (value % 128));
    bytes.push(...chunk);
  }
  return tlv(0x06, Buffer.from(bytes));
}

/** UTCTime until 2049, GeneralizedTime after (RFC 5280 §4.1.2.5). */
function time(date: Date): Buffer {
  const iso = date.toISOString();
  const compact = `${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}Z`;
  return date.getUTCFullYear() < 2050 ? tlv(0x17, Buffer.from(compact.slice(2))) : tlv(0x18, Buffer.from(compact));
}
