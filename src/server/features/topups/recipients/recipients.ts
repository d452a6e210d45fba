import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { saveRecipientRequest, savedRecipient, savedRecipients } from '../../../../shared/api/topups.js';
import { errorResponse } from '../../../../shared/errors.js';
import { recipientE164 } from '../../../../shared/phone.js';
import type { Db } from '../../../db/connect.js';
import { savedRecipients as table } from '../../../db/schema.js';
import { AppError } from '../../../errors.js';
import { actorOf, guardEveryRoute, requireActor } from '../../identity/index.js';

const present = (row: typeof table.$inferSelect) => ({ ...row, createdAt: row.createdAt.toISOString() });
const errors = { 400: errorResponse, 401: errorResponse, 404: errorResponse };

/** People a person tops up often: named once, picked next time. The number is checked when saved and when sent. */
/** A deleted account's saved recipients go with it: other people's numbers, under names it gave them. */
export async function forgetRecipientsOf(tx: Pick<Db, 'delete'>, userId: string): Promise<void> {
  await tx.delete(table).where(eq(table.userId, userId));
}

export const recipientRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    guardEveryRoute(app, requireActor);

    app.get(
      '/api/recipients',
      { schema: { tags: ['top-ups'], summary: 'Saved recipients', response: { 200: savedRecipients, ...errors } } },
      async (request) => ({
        recipients: (
          await db
            .select()
            .from(table)
            .where(eq(table.userId, actorOf(request).user.id))
            .orderBy(desc(table.createdAt))
        ).map(present),
      }),
    );

    app.post(
      '/api/recipients',
      {
        schema: {
          tags: ['top-ups'],
          summary: 'Saves (or renames) a recipient',
          body: saveRecipientRequest,
          response: { 200: savedRecipient, ...errors },
        },
      },
      async (request) => {
        const { name, countryIso, recipientNumber, operatorId } = request.body;
        const e164 = recipientE164(recipientNumber, countryIso);
        if (!e164)
          throw new AppError('VALIDATION_FAILED', 'This number is not valid for that country.', {
            recipientNumber: 'validation.phoneInvalidForCountry',
          });
        const userId = actorOf(request).user.id;
        const [row] = await db
          .insert(table)
          .values({ id: randomUUID(), userId, name, countryIso, recipientNumber: e164, operatorId })
          .onConflictDoUpdate({ target: [table.userId, table.recipientNumber], set: { name, countryIso, operatorId } })
          .returning();
        return present(row!);
      },
    );

    app.delete(
      '/api/recipients/:id',
      {
        schema: {
          tags: ['top-ups'],
          summary: 'Forgets a saved recipient',
          params: z.object({ id: z.string().uuid('validation.notFound') }),
          response: { 200: z.object({ ok: z.literal(true) }), ...errors },
        },
      },
      async (request) => {
        const deleted = await db
          .delete(table)
          .where(and(eq(table.id, request.params.id), eq(table.userId, actorOf(request).user.id)))
          .returning({ id: table.id });
        if (deleted.length === 0) throw new AppError('NOT_FOUND', 'No such recipient.');
        return { ok: true as const };
      },
    );
  };
