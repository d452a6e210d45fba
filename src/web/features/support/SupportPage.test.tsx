// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TicketThread } from '../../../shared/api/support';
import { i18n, initI18n } from '../../i18n';
import { fakeServer } from '../../testing/fake-server';
import { renderAccount } from '../../testing/signed-in';
import { getToasts } from '../../ui/toast-store';
import SupportPage from './SupportPage';
import { enter } from '../../testing/enter';

vi.mock('../auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../auth')>()),
  useAuth: (await import('../../testing/signed-in')).useTestAuth,
}));

const contact = {
  whatsappUrl: 'https://wa.me/13055550100',
  whatsappNumber: '+13055550100',
  email: 'help@kredi.test',
  replyWithinHours: 24,
};
const at = '2026-11-20T10:00:00.000Z';
const thread = (overrides: Partial<TicketThread['ticket']> = {}): TicketThread => ({
  ticket: {
    id: 't1',
    subject: 'Top-up not received',
    priority: 'high',
    status: 'in_progress',
    topupId: 'top1',
    createdAt: at,
    updatedAt: at,
    lastFromStaff: true,
    messageCount: 2,
    ...overrides,
  },
  topup: {
    id: 'top1',
    status: 'failed',
    stage: 'refunded',
    amountCents: 500,
    operatorName: 'Digicel Haiti',
    recipientNumber: '+50934121288',
    failureCode: null,
    createdAt: at,
  },
  messages: [
    { id: 'm1', fromStaff: false, body: 'It did not arrive.', createdAt: at },
    { id: 'm2', fromStaff: true, body: 'Your money is back in your wallet.', createdAt: at },
  ],
});

describe('SupportPage', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the FAQ as disclosures and narrows it as one types, with the contact from the server', async () => {
    await i18n.changeLanguage('en');
    fakeServer(({ path }) =>
      path === '/api/support/contact' ? { body: contact } : path === '/api/support/tickets' ? { body: { tickets: [] } } : undefined,
    );
    renderAccount(<SupportPage />, { path: '/support' });

    expect(screen.getByTestId('faq-count').textContent).toBe('15 questions');
    const refund = screen.getByTestId('faq-refund');
    expect(refund.tagName).toBe('DETAILS');
    expect(within(refund).getByText('What happens if a top-up fails?').closest('summary')).toBeTruthy();

    enter(screen.getByRole('searchbox', { name: 'Search the questions' }), { target: { value: 'paypal card' } });
    expect(screen.getByTestId('faq-count').textContent).toBe('Questions found: 1');
    expect(screen.getByTestId('faq-paypal')).toBeTruthy();
    enter(screen.getByRole('searchbox'), { target: { value: 'fees' } });
    expect(within(screen.getByTestId('faq-fees')).getByRole('link', { name: 'See the service fees' }).getAttribute('href')).toBe(
      '/service-fees',
    );
    enter(screen.getByRole('searchbox'), { target: { value: 'qwertyuiop' } });
    expect(screen.getByTestId('faq-none')).toBeTruthy();

    const chat = await screen.findByTestId('support-whatsapp');
    expect(chat.getAttribute('href')).toBe('https://wa.me/13055550100');
    expect(screen.getByTestId('support-email').getAttribute('href')).toBe('mailto:help@kredi.test');
    expect(screen.getByTestId('support-reply-time').textContent).toBe('We reply within about 24 hours.');
    expect(await screen.findByTestId('tickets-empty')).toBeTruthy();
  });

  it("refuses a form that breaks the rules before calling, with each field's message", async () => {
    await i18n.changeLanguage('en');
    const { calls } = fakeServer(({ path }) => (path === '/api/support/tickets' ? { body: { tickets: [] } } : { body: contact }));
    renderAccount(<SupportPage />, { path: '/support' });
    enter(screen.getByLabelText('Subject'), { target: { value: 'Hi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send ticket' }));
    expect(await screen.findByText('Give a subject of 3 to 120 characters.')).toBeTruthy();
    expect(screen.getByText('Write your message, in up to 5,000 characters.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it("says 'Submit Failed' when the call fails and keeps what was typed, with the top-up attached", async () => {
    await i18n.changeLanguage('en');
    const { calls } = fakeServer(({ method, path }) => {
      if (method === 'POST') return { status: 503, body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'Down' } } };
      return path === '/api/support/tickets' ? { body: { tickets: [] } } : { body: contact };
    });
    renderAccount(<SupportPage />, { path: '/support?topup=top1' });

    expect(screen.getByTestId('ticket-form-topup')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Subject'));
    enter(screen.getByLabelText('Subject'), { target: { value: 'My top-up failed' } });
    enter(screen.getByLabelText('Your message'), { target: { value: 'Please check it.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send ticket' }));

    await waitFor(() => expect(getToasts()[0]).toMatchObject({ title: 'Submit Failed', variant: 'destructive' }));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      subject: 'My top-up failed',
      message: 'Please check it.',
      priority: 'high',
      topupId: 'top1',
    });
    expect((screen.getByLabelText('Subject') as HTMLInputElement).value).toBe('My top-up failed');
    expect((screen.getByLabelText('Your message') as HTMLTextAreaElement).value).toBe('Please check it.');
  });

  it("shows the server's refusal of another's top-up on the form, and opens the thread once a ticket is made", async () => {
    await i18n.changeLanguage('en');
    let refuse = true;
    fakeServer(({ method, path }) => {
      if (method === 'POST' && refuse) {
        return {
          status: 400,
          body: {
            error: {
              code: 'VALIDATION_FAILED',
              message: 'Not yours',
              details: [{ field: 'topupId', code: 'validation.ticketTopup', message: 'Not yours' }],
            },
          },
        };
      }
      if (method === 'POST') return { status: 201, body: thread({ status: 'open', lastFromStaff: false }) };
      if (path === '/api/support/tickets/t1') return { body: thread() };
      return path === '/api/support/tickets' ? { body: { tickets: [] } } : { body: contact };
    });
    renderAccount(<SupportPage />, { path: '/support?topup=someone-elses' });
    enter(screen.getByLabelText('Subject'), { target: { value: 'About this one' } });
    enter(screen.getByLabelText('Your message'), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send ticket' }));
    expect(await screen.findByText('This top-up is not one of yours: choose one from your history.')).toBeTruthy();

    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Send ticket' }));
    expect((await screen.findByTestId('ticket-title')).textContent).toBe('Top-up not received');
    expect(getToasts()[0]).toMatchObject({ title: 'Ticket sent' });
  });

  it("reads a ticket's thread with its top-up, answers it and closes it", async () => {
    await i18n.changeLanguage('en');
    let current = thread();
    const { calls } = fakeServer(({ method, path, body }) => {
      if (method === 'POST' && path === '/api/support/tickets/t1/messages') {
        const message = { id: 'm3', fromStaff: false, body: (body as { message: string }).message, createdAt: at };
        current = { ...current, messages: [...current.messages, message] };
        return { body: current };
      }
      if (method === 'POST' && path === '/api/support/tickets/t1/close') {
        current = { ...current, ticket: { ...current.ticket, status: 'closed' } };
        return { body: current };
      }
      return path === '/api/support/tickets/t1' ? { body: current } : undefined;
    });
    renderAccount(<SupportPage />, { path: '/support?ticket=t1' });

    expect(await screen.findByTestId('ticket-title')).toBeTruthy();
    expect(screen.getByTestId('ticket-status').textContent).toBe('In progress');
    expect(within(screen.getByTestId('ticket-topup')).getByText('$5.00 · Digicel Haiti')).toBeTruthy();
    const messages = screen.getAllByTestId('ticket-message');
    expect(messages.map((m) => m.getAttribute('data-from'))).toEqual(['person', 'staff']);
    expect(within(messages[1]!).getByText('Kredi support')).toBeTruthy();

    enter(screen.getByLabelText('Your answer'), { target: { value: 'Thank you!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    await waitFor(() => expect(screen.getAllByTestId('ticket-message')).toHaveLength(3));
    expect((screen.getByLabelText('Your answer') as HTMLTextAreaElement).value).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'Close ticket' }));
    expect(await screen.findByTestId('ticket-closed-note')).toBeTruthy();
    expect(screen.queryByLabelText('Your answer')).toBeNull();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/support/tickets/t1/messages',
      '/api/support/tickets/t1/close',
    ]);
  });

  it('offline: the FAQ still answers, and the contact offers to try again', async () => {
    await i18n.changeLanguage('ht');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderAccount(<SupportPage />, { path: '/support' });
    expect(screen.getByText('Kesyon moun poze souvan')).toBeTruthy();
    expect(screen.getByTestId('faq-count').textContent).toBe('15 kesyon');
    expect((await screen.findAllByRole('button', { name: 'Eseye ankò' })).length).toBeGreaterThan(0);
    await i18n.changeLanguage('en');
  });
});
