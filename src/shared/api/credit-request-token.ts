import { z } from 'zod';

/**
 * A request for credit's link token (ADR 0067): 18 random bytes (144 bits) in base64url, 24 characters. It
 * names no one. Its own file, so the top-up's send (topups.ts) and the requests (credit-requests.ts) share it.
 */
export const CREDIT_REQUEST_TOKEN_PATTERN = /^[A-Za-z0-9_-]{24}$/;
export const creditRequestToken = z.string().regex(CREDIT_REQUEST_TOKEN_PATTERN, 'validation.creditRequestToken');
