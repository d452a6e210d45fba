import { STAFF_TRANSITIONS, type TicketStatus } from '../../../shared/api/support.js';

/**
 * How a ticket's status moves (ADR 0029), as plain functions: each answers the new status, or the reason
 * (readable English, for a 409) the move is refused.
 */
export type Move = { status: TicketStatus } | { refused: string };

const CLOSED = 'This ticket is closed. Open a new ticket if you still need help.';

/** The person closes their ticket: from any status but closed. */
export function userCloses(current: TicketStatus): Move {
  return current === 'closed' ? { refused: 'This ticket is already closed.' } : { status: 'closed' };
}

/** The person answers: a resolved ticket opens again; a closed one takes no more messages. */
export function userAnswers(current: TicketStatus): Move {
  if (current === 'closed') return { refused: CLOSED };
  return { status: current === 'resolved' ? 'open' : current };
}

/** Staff answer: an open ticket is now being worked on; a closed one takes no more messages. */
export function staffAnswers(current: TicketStatus): Move {
  if (current === 'closed') return { refused: CLOSED };
  return { status: current === 'open' ? 'in_progress' : current };
}

/** Staff move the status along STAFF_TRANSITIONS: open ↔ in_progress → resolved → closed. */
export function staffMoves(current: TicketStatus, next: TicketStatus): Move {
  if (STAFF_TRANSITIONS[current].includes(next)) return { status: next };
  const allowed = STAFF_TRANSITIONS[current];
  return {
    refused:
      allowed.length === 0
        ? `A ${current} ticket cannot change status.`
        : `A ${current.replace('_', ' ')} ticket cannot move to ${next.replace('_', ' ')}; it can move to: ${allowed.join(', ')}.`,
  };
}
