import Fastify, { type FastifyInstance } from 'fastify';
import type { Mailbox } from './mailbox.js';
import { renderMailboxPage, renderMessagePage, renderNotFoundPage } from './pages.js';

/**
 * The mailbox over HTTP: pages for people, a JSON API for tests (which read verification links and
 * one-time codes from here instead of a real inbox).
 */
export function buildMailboxApp(mailbox: Mailbox): FastifyInstance {
  const app = Fastify({ logger: false });

  // Mail is untrusted: no script may run on these pages, nor inside the framed HTML body, which
  // inherits this policy.
  app.addHook('onSend', async (request, reply) => {
    if (!request.url.startsWith('/api/')) {
      reply.header('Content-Security-Policy', "script-src 'none'; object-src 'none'");
      reply.header('Cache-Control', 'no-store');
    }
  });

  app.get('/', async (_request, reply) => reply.type('text/html; charset=utf-8').send(renderMailboxPage(mailbox.list())));

  app.get<{ Params: { id: string } }>('/messages/:id', async (request, reply) => {
    const message = mailbox.get(request.params.id);
    if (!message) return reply.code(404).type('text/html; charset=utf-8').send(renderNotFoundPage());
    return reply.type('text/html; charset=utf-8').send(renderMessagePage(message));
  });

  app.get<{ Querystring: { to?: string } }>('/api/messages', async (request) => ({
    messages: mailbox.list(request.query.to),
  }));

  app.get<{ Params: { id: string } }>('/api/messages/:id', async (request, reply) => {
    const message = mailbox.get(request.params.id);
    if (!message) return reply.code(404).send({ error: 'not_found', message: `No message ${request.params.id}` });
    return message;
  });

  app.delete('/api/messages', async (_request, reply) => {
    mailbox.clear();
    return reply.code(204).send();
  });

  return app;
}
