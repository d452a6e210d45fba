import type { FastifyReply, FastifyRequest } from 'fastify';

/** Why a control action did not apply, and the status a JSON caller gets for it. */
export interface Refusal {
  message: string;
  status: number;
}

/**
 * Runs one of a sandbox's own control actions (under /sandbox/). Tests call them with JSON and get the
 * result, or `{ error }` when refused; the sandbox page's buttons post forms and are sent back to `/`
 * (with `?error=` when refused), since the pages have no script. `refusal` says which errors are refusals;
 * any other is a bug and goes to the error handler.
 */
export function runControlAction(
  request: FastifyRequest,
  reply: FastifyReply,
  action: () => unknown,
  refusal: (error: unknown) => Refusal | undefined,
): FastifyReply {
  const fromPage = (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
  try {
    const result = action();
    return fromPage ? reply.redirect('/', 303) : reply.send(result);
  } catch (error) {
    const refused = refusal(error);
    if (!refused) throw error;
    if (fromPage) return reply.redirect(`/?error=${encodeURIComponent(refused.message)}`, 303);
    return reply.code(refused.status).send({ error: refused.message });
  }
}
