import { z } from 'zod';

/**
 * Text PostgreSQL can hold. PostgreSQL refuses a NUL character (U+0000) in any text (SQLSTATE 22021): an id
 * or a text that carries one is bad input, said as a 400 on its field before any query, never a 500.
 */
const noNul = (value: string) => !value.includes('\u0000');

/** What the refusal says (an API client's mistake: no person types a NUL, so no translation key). */
const NO_NUL_MESSAGE = 'must not contain a NUL character';

/** `schema`, refusing a NUL character: for every id in a path and every text a body carries to the database. */
export const nulFree = <T extends z.ZodString>(schema: T): T => schema.refine(noNul, NO_NUL_MESSAGE);

/** An id in a path: 1 to `max` characters, no NUL. */
export const idParam = (max: number) => nulFree(z.string().min(1).max(max));
