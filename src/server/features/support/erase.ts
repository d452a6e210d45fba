import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.js';
import { supportMessages, supportTickets } from '../../db/schema.js';

/**
 * For the account eraser (a PersonalDataEraser): a deleted account's tickets and their messages go with
 * it, in the same transaction, since what people write to support is theirs (ADR 0029).
 */
export async function forgetTicketsOf(tx: Pick<Db, 'delete'>, userId: string): Promise<void> {
  await tx.delete(supportMessages).where(sql`${supportMessages.ticketId} in (select id from support_tickets where user_id = ${userId})`);
  await tx.delete(supportTickets).where(eq(supportTickets.userId, userId));
}
