import { randomUUID } from 'node:crypto';
import {
  REPLY_WITHIN_HOURS,
  type AttachedTopup,
  type CreateTicketRequest,
  type StaffTicketList,
  type StaffTicketThread,
  type SupportContact,
  type SupportTicket,
  type TicketList,
  type TicketPriority,
  type TicketStatus,
  type TicketThread,
} from '../../../shared/api/support.js';
import type { Topup } from '../../../shared/api/topups.js';
import { AppError } from '../../errors.js';
import type { Queryable } from '../../ledger/index.js';
import type { Actor } from '../identity/index.js';
import * as store from './store.js';
import { staffAnswers, staffMoves, userAnswers, userCloses, type Move } from './transitions.js';

/** What the notifications feature is told of a staff answer, inside the answer's transaction. */
export interface StaffReply {
  ticketId: string;
  messageId: string;
  /** Who asked: the person to notify. */
  userId: string;
  subject: string;
}

export interface SupportDeps {
  /** Reads outside a transaction (the pool). */
  db: Queryable;
  /** Runs `fn` in one database transaction on one connection. */
  transaction<T>(fn: (client: Queryable) => Promise<T>): Promise<T>;
  /** The top-ups feature: one of the person's own top-ups, or null (unknown, or someone else's). */
  topupOf(userId: string, topupId: string): Promise<AttachedTopup | null>;
  /** The identity feature: who a person is, for staff; null once the account is deleted. */
  personOf(userId: string): Promise<{ name: string; email: string; phoneNumber: string | null } | null>;
  /** The wallet feature: what the person can spend now, in cents. */
  walletAvailableOf(userId: string): Promise<number>;
  /**
   * Called once per staff answer, inside the transaction that writes it, so the notification (event key
   * `support:<ticketId>:reply:<messageId>`) commits with the answer or not at all. No-op unless wired.
   */
  onStaffReply?(client: Queryable, reply: StaffReply): Promise<void>;
  contact: { whatsappNumber: string; email: string };
}

/** What a ticket shows of the top-up it is about. */
export function attachedTopupOf(topup: Topup | null): AttachedTopup | null {
  if (!topup) return null;
  const { id, status, stage, amountCents, operatorName, recipientNumber, failureCode, createdAt } = topup;
  return { id, status, stage, amountCents, operatorName, recipientNumber, failureCode, createdAt };
}

/** How many tickets "my tickets" lists. */
const MY_TICKETS_LIMIT = 100;

export type SupportService = ReturnType<typeof createSupportService>;

/** Support tickets and contact (ADR 0029). A person sees only their own tickets; staff see all of them. */
export function createSupportService(deps: SupportDeps) {
  const { db, transaction } = deps;
  const onStaffReply = deps.onStaffReply ?? (async () => {});

  const presentTicket = (row: store.TicketRow): SupportTicket => ({
    id: row.id,
    subject: row.subject,
    priority: row.priority,
    status: row.status,
    topupId: row.topup_order_id,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    lastFromStaff: row.last_from_staff,
    messageCount: row.message_count,
  });
  const presentMessages = async (ticketId: string) =>
    (await store.messagesOf(db, ticketId)).map((m) => ({
      id: m.id,
      fromStaff: m.from_staff,
      body: m.body,
      createdAt: m.created_at.toISOString(),
    }));
  const threadOf = async (row: store.TicketRow): Promise<TicketThread> => ({
    ticket: presentTicket(row),
    topup: row.topup_order_id ? await deps.topupOf(row.user_id, row.topup_order_id) : null,
    messages: await presentMessages(row.id),
  });
  const found = (row: store.TicketRow | null): store.TicketRow => {
    if (!row) throw new AppError('NOT_FOUND', 'No such support ticket.');
    return row;
  };
  const allowed = (move: Move): TicketStatus => {
    if ('refused' in move) throw new AppError('CONFLICT', move.refused, { status: 'validation.ticketTransition' });
    return move.status;
  };

  /** Locks the ticket (the person's own, unless `ownerId` is null), applies `decide`, and adds the message. */
  async function answer(
    ticketId: string,
    author: { userId: string; fromStaff: boolean; ownerId: string | null },
    body: string,
    decide: (current: TicketStatus) => Move,
  ): Promise<string> {
    return transaction(async (client) => {
      const ticket = found(await store.findTicket(client, ticketId, { ownerId: author.ownerId ?? undefined, forUpdate: true }));
      const status = allowed(decide(ticket.status));
      const messageId = randomUUID();
      await store.insertMessage(client, { id: messageId, ticketId, authorUserId: author.userId, fromStaff: author.fromStaff, body });
      await store.touch(client, ticketId, status);
      if (author.fromStaff) await onStaffReply(client, { ticketId, messageId, userId: ticket.user_id, subject: ticket.subject });
      return ticketId;
    });
  }

  /** The person's own ticket and its messages; another's answers 404. */
  async function thread(actor: Actor, ticketId: string): Promise<TicketThread> {
    return threadOf(found(await store.findTicket(db, ticketId, { ownerId: actor.user.id })));
  }

  /** For staff: any ticket, with who asked, their wallet balance and the attached top-up. */
  async function staffThread(ticketId: string): Promise<StaffTicketThread> {
    const row = found(await store.findTicket(db, ticketId));
    const [userThread, person, walletAvailableCents] = await Promise.all([
      threadOf(row),
      deps.personOf(row.user_id),
      deps.walletAvailableOf(row.user_id),
    ]);
    return { ...userThread, user: person ? { id: row.user_id, ...person, walletAvailableCents } : null };
  }

  return {
    contact(): SupportContact {
      const number = deps.contact.whatsappNumber.replace(/\D/g, '');
      return {
        whatsappUrl: `https://wa.me/${number}`,
        whatsappNumber: `+${number}`,
        email: deps.contact.email,
        replyWithinHours: REPLY_WITHIN_HOURS,
      };
    },

    async create(actor: Actor, request: CreateTicketRequest): Promise<TicketThread> {
      const userId = actor.user.id;
      if (request.topupId && !(await deps.topupOf(userId, request.topupId))) {
        throw new AppError('VALIDATION_FAILED', 'This top-up is not one of yours: choose one from your history.', {
          topupId: 'validation.ticketTopup',
        });
      }
      const ticketId = randomUUID();
      await transaction(async (client) => {
        await store.insertTicket(client, {
          id: ticketId,
          userId,
          subject: request.subject,
          priority: request.priority,
          topupOrderId: request.topupId ?? null,
        });
        await store.insertMessage(client, { id: randomUUID(), ticketId, authorUserId: userId, fromStaff: false, body: request.message });
      });
      return threadOf(found(await store.findTicket(db, ticketId)));
    },

    async mine(actor: Actor): Promise<TicketList> {
      return { tickets: (await store.ticketsOf(db, actor.user.id, MY_TICKETS_LIMIT)).map(presentTicket) };
    },

    thread,

    async reply(actor: Actor, ticketId: string, body: string): Promise<TicketThread> {
      const owner = actor.user.id;
      await answer(ticketId, { userId: owner, fromStaff: false, ownerId: owner }, body, userAnswers);
      return thread(actor, ticketId);
    },

    async close(actor: Actor, ticketId: string): Promise<TicketThread> {
      await transaction(async (client) => {
        const ticket = found(await store.findTicket(client, ticketId, { ownerId: actor.user.id, forUpdate: true }));
        await store.touch(client, ticketId, allowed(userCloses(ticket.status)));
      });
      return thread(actor, ticketId);
    },

    async staffList(filter: { status?: TicketStatus; priority?: TicketPriority; limit: number; offset: number }): Promise<StaffTicketList> {
      const { rows, total } = await store.listTickets(db, filter);
      const people = new Map(
        await Promise.all([...new Set(rows.map((row) => row.user_id))].map(async (id) => [id, await deps.personOf(id)] as const)),
      );
      return {
        tickets: rows.map((row) => {
          const person = people.get(row.user_id);
          return { ...presentTicket(row), user: person ? { id: row.user_id, name: person.name, email: person.email } : null };
        }),
        total,
      };
    },

    staffThread,

    async staffReply(staff: Actor, ticketId: string, body: string): Promise<StaffTicketThread> {
      await answer(ticketId, { userId: staff.user.id, fromStaff: true, ownerId: null }, body, staffAnswers);
      return staffThread(ticketId);
    },

    async staffMove(ticketId: string, next: TicketStatus): Promise<StaffTicketThread> {
      await transaction(async (client) => {
        const ticket = found(await store.findTicket(client, ticketId, { forUpdate: true }));
        await store.touch(client, ticketId, allowed(staffMoves(ticket.status, next)));
      });
      return staffThread(ticketId);
    },
  };
}
