import { createHmac } from 'node:crypto';

/** RFC 6238 as authenticator apps and Kredi's server (better-auth) use it: SHA-1, 30 s steps, 6 digits. */
export const TOTP_STEP_MS = 30_000;
/** better-auth accepts the code of its own step and of the step on either side (its default window; Kredi keeps it). */
export const SERVER_WINDOW_STEPS = 1;

export const stepOf = (now: number) => Math.floor(now / TOTP_STEP_MS);

/** The code of one time step, from the base32 secret the setup screen shows. */
export function totpAtStep(base32Secret: string, step: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of base32Secret.replace(/=+$/, '').toUpperCase()) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const hmac = createHmac('sha1', key).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0xf;
  const code = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return code.toString().padStart(6, '0');
}

/**
 * A code the server accepts for at least a minute, wherever the clock is in its 30 s step: the code of the
 * next step. The server takes the steps beside its own, so that code is good from now until the end of the
 * step after next (60 to 90 s), longer than any journey may run. The current step's code can lapse after
 * just over 30 s, which a loaded machine reached between reading the secret and the server checking it.
 */
export function authenticatorCode(base32Secret: string, now = Date.now()): string {
  return totpAtStep(base32Secret, stepOf(now) + SERVER_WINDOW_STEPS);
}
