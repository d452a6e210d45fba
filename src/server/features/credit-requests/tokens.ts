import { createHash, randomBytes } from 'node:crypto';

/** The link's token: 18 random bytes (144 bits), base64url. It names no one; only its SHA-256 is stored. */
export const newToken = (): string => randomBytes(18).toString('base64url');

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('base64url');

/** A client address, kept only to count requests per address (ADR 0067): never in clear. */
export const hashAddress = (address: string): string =>
  createHash('sha256').update(`credit-request-address:${address}`).digest('base64url');
