import { useQuery } from '@tanstack/react-query';
import type {
  CreateTicketRequest,
  StaffTicketList,
  StaffTicketThread,
  SupportContact,
  TicketList,
  TicketPriority,
  TicketStatus,
  TicketThread,
} from '../../../shared/api/support';
import { request } from '../../lib/api';

/** Query keys of support: the contact, the person's tickets and each thread, and the staff views. */
export const supportKeys = {
  contact: ['support', 'contact'] as const,
  tickets: ['support', 'tickets'] as const,
  ticket: (id: string) => ['support', 'tickets', id] as const,
  staff: ['support', 'staff'] as const,
  staffList: (filter: StaffFilter) => ['support', 'staff', 'list', filter] as const,
  staffTicket: (id: string) => ['support', 'staff', 'ticket', id] as const,
};

export interface StaffFilter {
  status: TicketStatus | '';
  priority: TicketPriority | '';
  offset: number;
}
export const STAFF_PAGE_SIZE = 20;

const path = (id: string) => `/api/support/tickets/${encodeURIComponent(id)}`;
const staffPath = (id: string) => `/api/admin/support/tickets/${encodeURIComponent(id)}`;

/** The support calls (src/server/features/support/routes.ts and admin-routes.ts). */
export const supportApi = {
  contact: () => request<SupportContact>('/api/support/contact'),
  tickets: () => request<TicketList>('/api/support/tickets'),
  ticket: (id: string) => request<TicketThread>(path(id)),
  create: (body: CreateTicketRequest) => request<TicketThread>('/api/support/tickets', { method: 'POST', body }),
  reply: (id: string, message: string) => request<TicketThread>(`${path(id)}/messages`, { method: 'POST', body: { message } }),
  close: (id: string) => request<TicketThread>(`${path(id)}/close`, { method: 'POST' }),
  staffList: (filter: StaffFilter) => {
    const query = new URLSearchParams({ limit: String(STAFF_PAGE_SIZE), offset: String(filter.offset) });
    if (filter.status) query.set('status', filter.status);
    if (filter.priority) query.set('priority', filter.priority);
    return request<StaffTicketList>(`/api/admin/support/tickets?${query}`);
  },
  staffTicket: (id: string) => request<StaffTicketThread>(staffPath(id)),
  staffReply: (id: string, message: string) =>
    request<StaffTicketThread>(`${staffPath(id)}/messages`, { method: 'POST', body: { message } }),
  staffMove: (id: string, status: TicketStatus) =>
    request<StaffTicketThread>(`${staffPath(id)}/status`, { method: 'POST', body: { status } }),
};

/** How to reach support; it rarely changes, so it is kept for the session once read. */
export const useSupportContact = () => useQuery({ queryKey: supportKeys.contact, queryFn: supportApi.contact, staleTime: Infinity });
export const useMyTickets = () => useQuery({ queryKey: supportKeys.tickets, queryFn: supportApi.tickets, refetchOnMount: 'always' });
/** A thread is asked again when it opens: staff may have answered since. */
export const useTicket = (id: string) =>
  useQuery({ queryKey: supportKeys.ticket(id), queryFn: () => supportApi.ticket(id), refetchOnMount: 'always' });
