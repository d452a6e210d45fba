import type { TicketPriority, TicketStatus } from '../../../shared/api/support.js';
import type { Queryable } from '../../ledger/index.js';

/** The one module that reads and writes `support_tickets` and `support_messages` (ADR 0029). */

export interface TicketRow {
  id: string;
  user_id: string;
  subject: string;
  priority: TicketPriority;
  status: TicketStatus;
  topup_order_id: string | null;
  created_at: Date;
  updated_at: Date;
  message_count: number;
  last_from_staff: boolean;
}

export interface MessageRow {
  id: string;
  from_staff: boolean;
  body: string;
  created_at: Date;
}

/** A ticket with how many messages it has and whether the newest is staff's. */
const TICKET_COLUMNS = `t.id, t.user_id, t.subject, t.priority, t.status, t.topup_order_id, t.created_at, t.updated_at,
  (select count(*)::int from support_messages m where m.ticket_id = t.id) as message_count,
  coalesce((select m.from_staff from support_messages m where m.ticket_id = t.id
             order by m.created_at desc, m.id desc limit 1), false) as last_from_staff`;

export async function insertTicket(
  client: Queryable,
  ticket: { id: string; userId: string; subject: string; priority: TicketPriority; topupOrderId: string | null },
): Promise<void> {
  await client.query(
    `insert into support_tickets (id, user_id, subject, priority, status, topup_order_id) values ($1, $2, $3, $4, 'open', $5)`,
    [ticket.id, ticket.userId, ticket.subject, ticket.priority, ticket.topupOrderId],
  );
}

export async function insertMessage(
  client: Queryable,
  message: { id: string; ticketId: string; authorUserId: string; fromStaff: boolean; body: string },
): Promise<void> {
  await client.query(`insert into support_messages (id, ticket_id, author_user_id, from_staff, body) values ($1, $2, $3, $4, $5)`, [
    message.id,
    message.ticketId,
    message.authorUserId,
    message.fromStaff,
    message.body,
  ]);
}

/** Moves a ticket to `status` and marks it changed now (a message changes it too). */
export async function touch(client: Queryable, ticketId: string, status: TicketStatus): Promise<void> {
  await client.query(`update support_tickets set status = $2, updated_at = now() where id = $1`, [ticketId, status]);
}

/**
 * One ticket; with `ownerId`, only that person's (another's reads as none). `forUpdate` locks it for the
 * rest of the caller's transaction, so two answers or an answer and a status change happen one after the other.
 */
export async function findTicket(
  db: Queryable,
  id: string,
  options: { ownerId?: string; forUpdate?: boolean } = {},
): Promise<TicketRow | null> {
  if (options.forUpdate) {
    const { rows } = await db.query<{ id: string }>(
      `select id from support_tickets where id = $1 and ($2::text is null or user_id = $2) for update`,
      [id, options.ownerId ?? null],
    );
    if (rows.length === 0) return null;
  }
  const { rows } = await db.query<TicketRow>(
    `select ${TICKET_COLUMNS} from support_tickets t where t.id = $1 and ($2::text is null or t.user_id = $2)`,
    [id, options.ownerId ?? null],
  );
  return rows[0] ?? null;
}

/** A person's tickets, the most recently changed first. */
export async function ticketsOf(db: Queryable, userId: string, limit: number): Promise<TicketRow[]> {
  const { rows } = await db.query<TicketRow>(
    `select ${TICKET_COLUMNS} from support_tickets t where t.user_id = $1 order by t.updated_at desc, t.id desc limit $2`,
    [userId, limit],
  );
  return rows;
}

/** For staff: tickets by status and priority, the most urgent first, then the longest waiting. */
export async function listTickets(
  db: Queryable,
  filter: { status?: TicketStatus; priority?: TicketPriority; limit: number; offset: number },
): Promise<{ rows: TicketRow[]; total: number }> {
  const where = `($1::text is null or t.status = $1) and ($2::text is null or t.priority = $2)`;
  const parameters = [filter.status ?? null, filter.priority ?? null];
  const [page, count] = await Promise.all([
    db.query<TicketRow>(
      `select ${TICKET_COLUMNS} from support_tickets t where ${where}
        order by array_position(array['urgent', 'high', 'medium', 'low'], t.priority), t.updated_at asc, t.id
        limit $3 offset $4`,
      [...parameters, filter.limit, filter.offset],
    ),
    db.query<{ total: number }>(`select count(*)::int as total from support_tickets t where ${where}`, parameters),
  ]);
  return { rows: page.rows, total: count.rows[0]?.total ?? 0 };
}

export async function messagesOf(db: Queryable, ticketId: string): Promise<MessageRow[]> {
  const { rows } = await db.query<MessageRow>(
    `select id, from_staff, body, created_at from support_messages where ticket_id = $1 order by created_at, id`,
    [ticketId],
  );
  return rows;
}
