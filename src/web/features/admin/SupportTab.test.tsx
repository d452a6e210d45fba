// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StaffTicketThread, TicketStatus } from '../../../shared/api/support';
import { i18n, initI18n } from '../../i18n';
import { fakeServer } from '../../testing/fake-server';
import { renderAccount } from '../../testing/signed-in';
import { getToasts } from '../../ui/toast-store';
import SupportTab from './SupportTab';
import { enter } from '../../testing/enter';

const at = '2026-11-20T10:00:00.000Z';
const ticket = (id: string, status: TicketStatus, subject: string) => ({
  id,
  subject,
  priority: 'urgent' as const,
  status,
  topupId: 'top1',
  createdAt: at,
  updatedAt: at,
  lastFromStaff: false,
  messageCount: 1,
});
const staffThread = (status: TicketStatus, messages: StaffTicketThread['messages']): StaffTicketThread => ({
  ticket: ticket('t1', status, 'Top-up failed'),
  topup: {
    id: 'top1',
    status: 'failed',
    stage: 'refunded',
    amountCents: 1000,
    operatorName: 'Natcom',
    recipientNumber: '+50934121288',
    failureCode: null,
    createdAt: at,
  },
  messages,
  user: { id: 'u2', name: 'Jean Pierre', email: 'jean@example.com', phoneNumber: '+13055550123', walletAvailableCents: 1250 },
});

describe('SupportTab', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists open tickets first, filters by status and priority, and pages', async () => {
    await i18n.changeLanguage('en');
    const { calls } = fakeServer(({ path }) => {
      if (!path.startsWith('/api/admin/support/tickets?')) return undefined;
      const offset = Number(new URLSearchParams(path.split('?')[1]).get('offset'));
      const name = offset === 0 ? 'First page' : 'Second page';
      return {
        body: {
          tickets: [{ ...ticket(`t${offset}`, 'open', name), user: { id: 'u2', name: 'Jean Pierre', email: 'jean@example.com' } }],
          total: 25,
        },
      };
    });
    renderAccount(<SupportTab />, { path: '/admin' });

    expect(await screen.findByText('First page')).toBeTruthy();
    expect(screen.getByText('From Jean Pierre (jean@example.com)')).toBeTruthy();
    expect(screen.getByText('1–20 of 25')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Second page')).toBeTruthy();

    enter(screen.getByLabelText('Priority'), { target: { value: 'urgent' } });
    enter(screen.getByLabelText('Status'), { target: { value: 'in_progress' } });
    await waitFor(() => expect(calls.at(-1)?.path).toBe('/api/admin/support/tickets?limit=20&offset=0&status=in_progress&priority=urgent'));
    expect(calls[0]!.path).toBe('/api/admin/support/tickets?limit=20&offset=0&status=open');
  });

  it("opens a thread with the person's context, answers it and moves its status along the allowed ones", async () => {
    await i18n.changeLanguage('en');
    let current = staffThread('open', [{ id: 'm1', fromStaff: false, body: 'Where is my money?', createdAt: at }]);
    const { calls } = fakeServer(({ method, path, body }) => {
      if (path.startsWith('/api/admin/support/tickets?'))
        return { body: { tickets: [{ ...current.ticket, user: { id: 'u2', name: 'Jean Pierre', email: 'jean@example.com' } }], total: 1 } };
      if (method === 'POST' && path.endsWith('/messages')) {
        const answer = { id: 'm2', fromStaff: true, body: (body as { message: string }).message, createdAt: at };
        current = { ...current, ticket: { ...current.ticket, status: 'in_progress' }, messages: [...current.messages, answer] };
        return { body: current };
      }
      if (method === 'POST' && path.endsWith('/status')) {
        current = { ...current, ticket: { ...current.ticket, status: (body as { status: TicketStatus }).status } };
        return { body: current };
      }
      return path === '/api/admin/support/tickets/t1' ? { body: current } : undefined;
    });
    renderAccount(<SupportTab />, { path: '/admin' });
    fireEvent.click(await screen.findByRole('button', { name: /Top-up failed/ }));

    const customer = await screen.findByTestId('admin-support-customer');
    expect(within(customer).getByText('Jean Pierre')).toBeTruthy();
    expect(within(customer).getByText('Wallet balance: $12.50')).toBeTruthy();
    expect(within(screen.getByTestId('ticket-topup')).getByText('$10.00 · Natcom')).toBeTruthy();
    expect(screen.getAllByTestId('ticket-message').map((m) => m.getAttribute('data-from'))).toEqual(['person']);

    enter(screen.getByLabelText('Answer as Kredi support'), { target: { value: 'It is back in your wallet.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    await waitFor(() => expect(screen.getAllByTestId('ticket-message')).toHaveLength(2));
    expect(screen.getByTestId('ticket-status').textContent).toBe('In progress');
    expect(getToasts()[0]).toMatchObject({ title: 'Answer sent' });

    // From in progress: back to open, resolved or closed; never in progress again.
    expect(screen.queryByTestId('admin-support-move-in_progress')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Mark as Resolved' }));
    await waitFor(() => expect(screen.getByTestId('ticket-status').textContent).toBe('Resolved'));
    expect(screen.getByRole('button', { name: 'Mark as Closed' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark as Open' })).toBeNull();
    expect(calls.filter((call) => call.method === 'POST').map((call) => [call.path, call.body])).toEqual([
      ['/api/admin/support/tickets/t1/messages', { message: 'It is back in your wallet.' }],
      ['/api/admin/support/tickets/t1/status', { status: 'resolved' }],
    ]);
  });

  it('says why when the server refuses (not an admin) and offers to try again', async () => {
    await i18n.changeLanguage('en');
    fakeServer(() => ({ status: 403, body: { error: { code: 'FORBIDDEN', message: 'Admins only.' } } }));
    renderAccount(<SupportTab />, { path: '/admin' });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).not.toBe('');
  });
});
