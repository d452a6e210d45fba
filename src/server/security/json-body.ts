import type { FastifyInstance } from 'fastify';

/** No API body needs more than a few levels; 32 leaves room and keeps every recursive walk far from the stack's end. */
export const MAX_JSON_DEPTH = 32;
/** The largest JSON body the API reads (routes may set their own, as the PayPal webhook does). */
export const API_BODY_LIMIT_BYTES = 64 * 1024;

/**
 * Does `text` nest arrays and objects deeper than `limit`? A linear scan that never recurses, so it is
 * safe on any input: JSON.parse copes with deep nesting, but what walks the result afterwards (re-serialising
 * it for better-auth, validators) recurses and once overflowed the stack on a body nested 5,000 deep.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // a backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x7b || c === 0x5b) {
      if (++depth > limit) return true;
    } else if (c === 0x7d || c === 0x5d) {
      depth--;
    }
  }
  return false;
}

/** The refusal of a body nested too deep: a 400 the error handler turns into VALIDATION_FAILED. */
export function tooDeepError(): Error & { statusCode: number } {
  return Object.assign(new Error(`The JSON body is nested more than ${MAX_JSON_DEPTH} levels deep. Send a flatter body.`), {
    statusCode: 400,
  });
}

/**
 * Every JSON body goes through Fastify's own parser (which refuses __proto__ and constructor poisoning),
 * after the nesting check. The size limit is the app's bodyLimit (API_BODY_LIMIT_BYTES): a larger body is a 413.
 */
export function refuseDeepJson(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestsDeeperThan(body as string, MAX_JSON_DEPTH)) return done(tooDeepError(), undefined);
    parse(request, body as string, done);
  });
}
