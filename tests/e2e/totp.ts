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
 * How long after it is computed a journey's code is still accepted: the server takes the steps beside its
 * own, so the next step's code is good until the end of the step after next (60 to 90 s from now). A journey
 * computes the code right before it types it and submits; a minute covers that fill and click on a machine
 * far busier than a loaded CI run, where the current step's code lapsed after just over 30 s.
 */
export const CODE_GOOD_FOR_MS = 2 * TOTP_STEP_MS;

/** A code the server accepts for at least `CODE_GOOD_FOR_MS`, wherever the clock is in its 30 s step. */
export function authenticatorCode(base32Secret: string, now = Date.now()): string {
  return totpAtStep(base32Secret, stepOf(now) + SERVER_WINDOW_STEPS);
}
