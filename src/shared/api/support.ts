import { z } from 'zod';
import { idParam, nulFree } from '../text';

/**
 * Support tickets and the /support contact (docs/product-rules.md#support; ADR 0029). A ticket is a
 * subject, a priority, a status and a thread of messages, optionally about one of the person's top-ups.
 */
export const TICKET_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];
export const TICKET_STATUSES = ['open', 'in_progress', 'resolved', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const SUBJECT_MIN = 3;
export const SUBJECT_MAX = 120;
export const MESSAGE_MAX = 5000;
/** docs/product-rules.md#support: support answers within about 24 hours, and is there 24/7. */
export const REPLY_WITHIN_HOURS = 24;

/**
 * What staff may move a ticket to from each status (the user only closes, or reopens a resolved ticket by
 * answering it). Closed is final: a new question is a new ticket.
 */
export const STAFF_TRANSITIONS: Record<TicketStatus, readonly TicketStatus[]> = {
  open: ['in_progress', 'resolved', 'closed'],
  in_progress: ['open', 'resolved', 'closed'],
  resolved: ['in_progress', 'closed'],
  closed: [],
};

const subject = nulFree(z.string().trim().min(SUBJECT_MIN, 'validation.ticketSubject').max(SUBJECT_MAX, 'validation.ticketSubject'));
const message = nulFree(z.string().trim().min(1, 'validation.ticketMessage').max(MESSAGE_MAX, 'validation.ticketMessage'));
const priority = z.enum(TICKET_PRIORITIES, { error: 'validation.ticketPriority' });
const status = z.enum(TICKET_STATUSES, { error: 'validation.ticketStatus' });

/** POST /api/support/tickets. */
export const createTicketRequest = z.object({
  subject,
  message,
  priority,
  /** The top-up it is about: one of the person's own, else refused on this field. */
  topupId: nulFree(z.string().trim().min(1, 'validation.ticketTopup').max(100, 'validation.ticketTopup')).optional(),
});
export type CreateTicketRequest = z.infer<typeof createTicketRequest>;

/** POST /api/support/tickets/{id}/messages and its staff twin. */
export const ticketReplyRequest = z.object({ message });

/** POST /api/admin/support/tickets/{id}/status. */
export const ticketStatusRequest = z.object({ status });

export const ticketParams = z.object({ id: idParam(100) });

const ticket = z.object({
  id: z.string(),
  subject: z.string(),
  priority: z.enum(TICKET_PRIORITIES),
  status: z.enum(TICKET_STATUSES),
  topupId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The newest message was staff's: the person has an answer to read. */
  lastFromStaff: z.boolean(),
  messageCount: z.number().int(),
});
export type SupportTicket = z.infer<typeof ticket>;

const ticketMessage = z.object({
  id: z.string(),
  fromStaff: z.boolean(),
  body: z.string(),
  createdAt: z.string(),
});
export type TicketMessage = z.infer<typeof ticketMessage>;

/** The attached top-up as the thread shows it. */
const attachedTopup = z.object({
  id: z.string(),
  status: z.string(),
  stage: z.string(),
  amountCents: z.number().int(),
  operatorName: z.string(),
  recipientNumber: z.string(),
  failureCode: z.string().nullable(),
  createdAt: z.string(),
});
export type AttachedTopup = z.infer<typeof attachedTopup>;

export const ticketList = z.object({ tickets: z.array(ticket) }).meta({ id: 'SupportTicketList' });
export type TicketList = z.infer<typeof ticketList>;

export const ticketThread = z
  .object({ ticket, topup: attachedTopup.nullable(), messages: z.array(ticketMessage) })
  .meta({ id: 'SupportTicketThread' });
export type TicketThread = z.infer<typeof ticketThread>;

/** GET /api/support/contact: where to reach support, from the server's configuration. */
export const supportContact = z
  .object({
    whatsappUrl: z.string(),
    whatsappNumber: z.string(),
    email: z.string(),
    replyWithinHours: z.number().int(),
  })
  .meta({ id: 'SupportContact' });
export type SupportContact = z.infer<typeof supportContact>;

/** GET /api/admin/support/tickets?status=&priority=&limit=&offset= */
export const staffTicketQuery = z.object({
  status: status.optional(),
  priority: priority.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

const ticketOwner = z.object({ id: z.string(), name: z.string(), email: z.string() });

export const staffTicketList = z
  .object({ tickets: z.array(ticket.extend({ user: ticketOwner.nullable() })), total: z.number().int() })
  .meta({ id: 'StaffSupportTicketList' });
export type StaffTicketList = z.infer<typeof staffTicketList>;

export const staffTicketThread = z
  .object({
    ticket,
    topup: attachedTopup.nullable(),
    messages: z.array(ticketMessage),
    /** Who asked: null once the account is deleted. */
    user: ticketOwner.extend({ phoneNumber: z.string().nullable(), walletAvailableCents: z.number().int() }).nullable(),
  })
  .meta({ id: 'StaffSupportTicketThread' });
export type StaffTicketThread = z.infer<typeof staffTicketThread>;
