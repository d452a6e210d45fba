/** What other features may use from support: the parts of a ticket's thread, for the staff view in /admin. */
export { AttachedTopupCard } from './TicketThreadView';
export { MessageThread, MessageTime } from './MessageThread';
export { MessageField } from './MessageField';
export { TicketPriorityLabel, TicketStatusBadge } from './TicketBadges';
export { STAFF_PAGE_SIZE, supportApi, supportKeys, type StaffFilter } from './support-api';
