/** What other features may use from support: the staff view of tickets, for the Support tab of /admin. */
export { MessageTime } from './MessageThread';
export { StaffThread } from './StaffThread';
export { TicketPriorityLabel, TicketStatusBadge } from './TicketBadges';
export { STAFF_PAGE_SIZE, supportApi, supportKeys, type StaffFilter } from './support-api';
