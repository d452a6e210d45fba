// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Pot, PotsResponse } from '../../../shared/api/pots';
import type { Schedule, SchedulesResponse } from '../../../shared/api/schedules';
import { i18n, initI18n } from '../../i18n';
import en from '../../i18n/en.json';
import ht from '../../i18n/ht.json';
import { fakeServer, type Call } from '../../testing/fake-server';
import { renderAccount } from '../../testing/signed-in';
import FamilyPage from './FamilyPage';
import { enter } from '../../testing/enter';

vi.mock('../../ui/AppShell', () => ({
  AppShell: ({ title, children }: { title?: string; children: React.ReactNode }) => (
    <main>
      <h1>{title}</h1>
      {children}
    </main>
  ),
}));
vi.mock('../auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../auth')>()),
  useAuth: (await import('../../testing/signed-in')).useTestAuth,
}));

const POT_ID = '5f7c1a52-2d4f-4d6b-9d4e-3f1b2c3d4e5f';
const SCHEDULE_ID = '7a0e2b1c-1111-4a2b-8c3d-4e5f6a7b8c9d';
const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';

/** Marie's plan for her mother: $10.00 a run, Jean 30 %, Rose 30 %, Marie the rest; Rose is short for the next run. */
const ownersPot: Pot = {
  id: POT_ID,
  role: 'owner',
  countryIso: 'HT',
  operatorName: 'Digicel Haiti',
  recipientNumber: '+50934121205',
  amountCents: 1000,
  localAmount: '1315.00',
  localCurrency: 'HTG',
  frequency: 'monthly',
  runDay: 5,
  status: 'active',
  agreedTotalCents: 1000,
  nextRunOn: '2026-12-05',
  coveredUntil: '2026-12-05',
  latestRun: { runOn: '2026-11-05', state: 'sent' },
  members: [
    { you: true, role: 'owner', name: 'Marie J.', sharePercent: 40, shareCents: 400, paidLatest: true, nextRun: 'ready', shortCents: null },
    {
      you: false,
      role: 'member',
      name: 'Jean B.',
      sharePercent: 30,
      shareCents: 300,
      paidLatest: true,
      nextRun: 'ready',
      shortCents: null,
    },
    {
      you: false,
      role: 'member',
      name: 'Rose P.',
      sharePercent: 30,
      shareCents: 300,
      paidLatest: true,
      nextRun: 'short',
      shortCents: null,
    },
  ],
  invites: [{ id: '0b8a7c6d-2222-4e5f-9a0b-1c2d3e4f5a6b', sharePercent: 10, expiresAt: '2026-12-01T12:00:00Z', url: null }],
};

/** The same plan seen by Rose: the run of today waits for her, and she sees what to add. */
const membersPot: Pot = {
  ...ownersPot,
  role: 'member',
  coveredUntil: null,
  latestRun: { runOn: '2026-12-05', state: 'waiting_funds' },
  members: [
    { ...ownersPot.members[0]!, you: false, paidLatest: false },
    { ...ownersPot.members[1]!, paidLatest: false },
    { ...ownersPot.members[2]!, you: true, paidLatest: false, shortCents: 250 },
  ],
  invites: [],
};

const schedule: Schedule = {
  id: SCHEDULE_ID,
  countryIso: 'HT',
  operatorId: 1,
  operatorName: 'Natcom',
  recipientNumber: '+50932000011',
  amountCents: 500,
  textRecipient: false,
  frequency: 'weekly',
  runDay: 5,
  paymentMethod: 'wallet',
  agreedTotalCents: 550,
  agreedLocalAmount: '657.50',
  localCurrency: 'HTG',
  status: 'active',
  upcoming: ['2026-12-04'],
  runs: [],
  createdAt: '2026-11-01T12:00:00Z',
};
const schedules = (...list: Schedule[]): SchedulesResponse => ({ schedules: list, priceTolerancePercent: 5, timeZone: 'America/New_York' });

function server(pots: () => PotsResponse, extra: (call: Call) => { status?: number; body?: unknown } | undefined = () => undefined) {
  return fakeServer((call) => {
    if (call.path === '/api/pots' && call.method === 'GET') return { body: pots() };
    if (call.path === '/api/schedules' && call.method === 'GET') return { body: schedules(schedule) };
    return extra(call);
  });
}
const refused = (reason: string) => ({ status: 409, body: { error: { code: 'CONFLICT', message: 'Refused', reason } } });

describe('/family', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('shows the owner’s plan: covered until the next run, who paid and who is ready or short, the open invitation', async () => {
    const { calls } = server(
      () => ({ pots: [ownersPot] }),
      (call) => (call.method === 'DELETE' ? { body: { pot: { ...ownersPot, invites: [] } } } : undefined),
    );
    renderAccount(<FamilyPage />, { path: '/family' });
    const card = await screen.findByTestId('pot-card');
    expect(within(card).getByRole('heading', { level: 2 }).textContent).toMatch(/^\+509/);
    expect(within(card).getByTestId('pot-cadence').textContent).toBe('Every month on day 5');
    expect(within(card).getByTestId('pot-covered').textContent).toBe('Covered until Sat, Dec 5');
    expect(within(card).getByTestId('pot-latest-run').textContent).toBe(`Thu, Nov 5 · ${en.pots.runState.sent}`);
    const members = within(card).getAllByTestId('pot-member');
    expect(members.map((m) => m.dataset.next)).toEqual(['ready', 'ready', 'short']);
    expect(within(members[0]!).getByText('Marie J. (you)')).toBeTruthy();
    expect(within(members[0]!).getByText(en.pots.role.owner)).toBeTruthy();
    expect(within(members[1]!).getByTestId('pot-member-share').textContent).toBe('30% · $3.00');
    expect(within(members[1]!).getByTestId('pot-member-paid').textContent).toBe(en.pots.members.paid);
    expect(within(members[2]!).getByTestId('pot-member-short').textContent).toBe(en.pots.members.short);
    // Another member's shortfall is theirs to see.
    expect(within(card).queryByTestId('pot-you-short')).toBeNull();
    // The owner does not leave: they cancel the automatic top-up.
    expect(within(card).queryByTestId('pot-leave')).toBeNull();

    const invite = within(card).getByTestId('pot-invite');
    expect(invite.textContent).toContain('10% · $1.00');
    fireEvent.click(within(invite).getByTestId('pot-invite-withdraw'));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.path === `/api/pots/${POT_ID}/invites/${ownersPot.invites[0]!.id}`)).toBe(true),
    );
  });

  it('invites with a share checked by the shared rule, one Idempotency-Key per press, and shows the link to send', async () => {
    let answer: { status?: number; body?: unknown } = refused('potShareTooBig');
    const { calls, headerOf } = server(
      () => ({ pots: [ownersPot] }),
      (call) => (call.method === 'POST' && call.path === `/api/pots/${POT_ID}/invites` ? answer : undefined),
    );
    renderAccount(<FamilyPage />, { path: '/family' });
    fireEvent.click(await screen.findByTestId('pot-invite-open'));
    const share = screen.getByTestId('pot-invite-share') as HTMLInputElement;
    // 30 %, 30 % and 10 % given: half of what is left is offered, with what it comes to and what Marie is left to pay.
    expect(share.value).toBe('15');
    expect(screen.getByTestId('pot-invite-split').textContent).toBe('They pay $1.50 of each $10.00 top-up; you pay $1.50.');

    for (const wrong of ['0', '100', '12.5', '']) {
      enter(share, { target: { value: wrong } });
      fireEvent.click(screen.getByTestId('pot-invite-submit'));
      expect(await screen.findByText(en.validation.potShare)).toBeTruthy();
    }
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    enter(share, { target: { value: '35' } });
    fireEvent.click(screen.getByTestId('pot-invite-submit'));
    expect(await screen.findByText(en.reasons.potShareTooBig)).toBeTruthy();

    answer = {
      body: { invite: { id: 'i2', sharePercent: 20, expiresAt: '2026-12-04T12:00:00Z', url: `http://localhost/pot/${TOKEN}` } },
    };
    enter(share, { target: { value: '20' } });
    fireEvent.click(screen.getByTestId('pot-invite-submit'));
    expect((await screen.findByTestId('pot-invite-link')).textContent).toBe(`http://localhost/pot/${TOKEN}`);
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => c.body)).toEqual([{ sharePercent: 35 }, { sharePercent: 20 }]);
    expect(headerOf(posts[0], 'idempotency-key')).toBeTruthy();
    expect(headerOf(posts[1], 'idempotency-key')).not.toBe(headerOf(posts[0], 'idempotency-key'));
    const whatsapp = screen.getByTestId('pot-invite-whatsapp').getAttribute('href')!;
    expect(decodeURIComponent(whatsapp)).toContain(
      `Marie invites you to share a family plan on Kredi. Join here: http://localhost/pot/${TOKEN}`,
    );
    expect(screen.getByTestId('pot-invite-sms').getAttribute('href')).toMatch(/^sms:\?&body=/);
  });

  it('opens the invitation form of the automatic top-up a link names, which becomes a plan once shared', async () => {
    let shared = false;
    const newPot: Pot = {
      ...ownersPot,
      id: SCHEDULE_ID,
      members: [{ ...ownersPot.members[0]!, sharePercent: 100, shareCents: 550 }],
      invites: [{ id: 'i3', sharePercent: 50, expiresAt: '2026-12-04T12:00:00Z', url: null }],
    };
    const { calls } = server(
      () => ({ pots: shared ? [newPot] : [] }),
      (call) => {
        if (call.method !== 'POST') return undefined;
        shared = true;
        return { body: { invite: { ...newPot.invites[0], url: `http://localhost/pot/${TOKEN}` } } };
      },
    );
    renderAccount(<FamilyPage />, { path: `/family?share=${SCHEDULE_ID}` });
    expect(await screen.findByText(en.pots.empty.title)).toBeTruthy();
    const item = await screen.findByTestId('shareable-schedule');
    expect(item.textContent).toContain('Natcom · Every week on Friday');
    const share = within(item).getByTestId('pot-invite-share') as HTMLInputElement;
    expect(share.value).toBe('50');
    fireEvent.click(within(item).getByTestId('pot-invite-submit'));
    // Listed as a plan, with its link still shown.
    const card = await screen.findByTestId('pot-card');
    expect(within(card).getByTestId('pot-invite-link').textContent).toBe(`http://localhost/pot/${TOKEN}`);
    expect(screen.queryByTestId('shareable-schedule')).toBeNull();
    expect(calls.find((c) => c.method === 'POST')?.path).toBe(`/api/pots/${SCHEDULE_ID}/invites`);
  });

  it('a member sees the run wait for them, what to add, and leaves after confirming', async () => {
    let left = false;
    const { calls } = server(
      () => ({ pots: left ? [] : [membersPot] }),
      (call) => {
        if (call.method !== 'POST') return undefined;
        left = true;
        return { body: { pots: [] } };
      },
    );
    renderAccount(<FamilyPage />, { path: '/family' });
    const card = await screen.findByTestId('pot-card');
    expect(within(card).getByTestId('pot-waiting').textContent).toBe(en.pots.waiting.replace('{{day}}', 'Sat, Dec 5'));
    expect(within(card).queryByTestId('pot-covered')).toBeNull();
    expect(
      within(card)
        .getAllByTestId('pot-member')
        .map((m) => m.dataset.paid),
    ).toEqual(['false', 'false', 'false']);
    // While it waits, each person is ready or short for that run (nobody paid it yet: not said three times).
    expect(within(card).getAllByText('Top-up of Sat, Dec 5')).toHaveLength(3);
    expect(within(card).queryByText(en.pots.members.notPaid)).toBeNull();
    const mine = within(card).getByTestId('pot-you-short');
    expect(mine.textContent).toContain(en.pots.members.addToPay.replace('{{missing}}', '$2.50'));
    expect(within(mine).getByRole('link', { name: en.pots.members.addFunds }).getAttribute('href')).toBe('/wallet');
    expect(within(card).queryByTestId('pot-invite-open')).toBeNull();

    fireEvent.click(within(card).getByTestId('pot-leave'));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(within(card).getByTestId('pot-leave-yes'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === `/api/pots/${POT_ID}/leave`)).toBe(true));
    expect(await screen.findByText(en.pots.empty.title)).toBeTruthy();
  });

  it('says plainly when the latest run did not go', async () => {
    server(() => ({ pots: [{ ...membersPot, latestRun: { runOn: '2026-12-05', state: 'missed' } }] }));
    renderAccount(<FamilyPage />, { path: '/family' });
    expect((await screen.findByTestId('pot-covered')).textContent).toBe(en.pots.notCovered);
  });

  it('in Kreyòl, with no plan and no automatic top-up, says what a plan is and where to start', async () => {
    await i18n.changeLanguage('ht');
    fakeServer(({ path }) => {
      if (path === '/api/pots') return { body: { pots: [] } };
      if (path === '/api/schedules') return { body: schedules() };
      return undefined;
    });
    renderAccount(<FamilyPage />, { path: '/family' });
    expect(await screen.findByText(ht.pots.empty.title)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(ht.pots.title);
    expect(screen.getByTestId('pot-empty-scheduled').getAttribute('href')).toBe('/scheduled');
  });
});
