// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ReferralsOverview } from '../../../shared/api/referrals';
import { i18n, initI18n } from '../../i18n';
import en from '../../i18n/en.json';
import ht from '../../i18n/ht.json';
import { fakeServer } from '../../testing/fake-server';
import { renderStrict } from '../../testing/render-strict';
import { getToasts } from '../../ui/toast-store';
import InviteFriendsPage from './InviteFriendsPage';

vi.mock('../../ui/AppShell', () => ({
  AppShell: ({ title, children }: { title?: string; children: React.ReactNode }) => (
    <main>
      <h1>{title}</h1>
      {children}
    </main>
  ),
}));

const overview: ReferralsOverview = {
  code: 'ABC2DEF',
  link: 'https://kredi.example/register?ref=ABC2DEF',
  bonusCents: 200,
  minimumTopupCents: 500,
  monthlyCap: 10,
  totalEarnedCents: 200,
  friendsInvited: 3,
  referrals: [
    {
      id: 'r1',
      friendName: 'Marie D.',
      createdAt: '2026-11-20T12:00:00Z',
      status: 'paid',
      refusalReason: null,
      bonusCents: 200,
      paidAt: '2026-11-21T12:00:00Z',
    },
    {
      id: 'r2',
      friendName: 'Paul J.',
      createdAt: '2026-11-22T12:00:00Z',
      status: 'pending',
      refusalReason: null,
      bonusCents: 200,
      paidAt: null,
    },
    {
      id: 'r3',
      friendName: null,
      createdAt: '2026-11-23T12:00:00Z',
      status: 'refused',
      refusalReason: 'monthly_cap',
      bonusCents: 0,
      paidAt: null,
    },
    {
      id: 'r4',
      friendName: 'Rose P.',
      createdAt: '2026-11-24T12:00:00Z',
      status: 'refused',
      refusalReason: 'same_paypal',
      bonusCents: 0,
      paidAt: null,
    },
  ],
  joinedWith: null,
};

describe('InviteFriendsPage', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('shows the code, the link, the totals, each referral and the rules with their figures', async () => {
    fakeServer(({ path }) => (path === '/api/referrals' ? { body: overview } : undefined));
    renderStrict(<InviteFriendsPage />, '/invite-friends');
    expect(await screen.findByTestId('referral-code')).toHaveProperty('textContent', 'ABC2DEF');
    expect(screen.getByTestId('referral-link').textContent).toBe(overview.link);
    expect(screen.getByTestId('referrals-total-earned').textContent).toBe('$2.00');
    expect(screen.getByTestId('referrals-friends-invited').textContent).toBe('3');
    const rows = within(screen.getByTestId('referral-list')).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/Marie D\..*Paid.*\$2\.00/),
      expect.stringMatching(/Paul J\..*Pending.*\$2\.00/),
      expect.stringMatching(
        new RegExp(`${en.referrals.list.closedAccount}.*${en.referrals.reasons.monthly_cap}.*${en.referrals.status.refused}`),
      ),
      expect.stringContaining(`Rose P.`),
    ]);
    // Which rule matched, said without blame: the same PayPal account, not "the same person".
    expect(within(rows[3]!).getByTestId('referral-reason').textContent).toBe(
      'This friend paid with the same PayPal account as you, so the referral bonus does not apply. Bonuses are for new people paying with their own account.',
    );
    const rules = screen.getByTestId('referral-rules').textContent!;
    expect(rules).toContain('$2.00');
    expect(rules).toContain('$5.00');
    expect(rules).toContain('up to 10 referral bonuses');
  });

  it('tells a friend whose sign-up earned no bonus which account they share, in their language; nothing otherwise', async () => {
    await i18n.changeLanguage('ht');
    fakeServer(({ path }) =>
      path === '/api/referrals' ? { body: { ...overview, joinedWith: { status: 'refused', refusalReason: 'same_paypal' } } } : undefined,
    );
    renderStrict(<InviteFriendsPage />, '/invite-friends');
    expect((await screen.findByTestId('joined-referral-reason')).textContent).toBe(ht.referrals.joined.reasons.same_paypal);
    cleanup();
    fakeServer(({ path }) =>
      path === '/api/referrals' ? { body: { ...overview, joinedWith: { status: 'refused', refusalReason: 'monthly_cap' } } } : undefined,
    );
    renderStrict(<InviteFriendsPage />, '/invite-friends');
    await screen.findByTestId('referral-code');
    expect(screen.queryByTestId('joined-referral-reason')).toBeNull();
  });

  it('in Kreyòl, the link and every share message are in Kreyòl and carry the /ht link', async () => {
    await i18n.changeLanguage('ht');
    fakeServer(({ path }) => (path === '/api/referrals' ? { body: overview } : undefined));
    renderStrict(<InviteFriendsPage />, '/invite-friends');
    const htLink = 'https://kredi.example/ht/register?ref=ABC2DEF';
    expect((await screen.findByTestId('referral-link')).textContent).toBe(htLink);
    const whatsapp = screen.getByRole('link', { name: ht.referrals.share.whatsapp }).getAttribute('href')!;
    const message = new URL(whatsapp).searchParams.get('text')!;
    expect(message).toContain(htLink);
    expect(message.startsWith('Mwen voye rechaj')).toBe(true);
    expect(screen.getByRole('link', { name: ht.referrals.share.sms }).getAttribute('href')).toBe(
      `sms:?&body=${encodeURIComponent(message)}`,
    );
  });

  it("says 'Copy Failed' when the clipboard refuses, 'Copied' when it takes the code", async () => {
    fakeServer(({ path }) => (path === '/api/referrals' ? { body: overview } : undefined));
    const writeText = vi.fn().mockRejectedValueOnce(new Error('NotAllowedError')).mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderStrict(<InviteFriendsPage />, '/invite-friends');
    fireEvent.click(await screen.findByRole('button', { name: en.referrals.copyCode }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe(en.referrals.copyFailed));
    fireEvent.click(screen.getByRole('button', { name: en.referrals.copyCode }));
    await waitFor(() => expect(getToasts()[0]).toMatchObject({ title: en.referrals.copied, description: en.referrals.copiedCode }));
    expect(writeText).toHaveBeenCalledWith('ABC2DEF');
  });

  it('a failed load offers Try again instead of a blank page', async () => {
    fakeServer(() => ({ status: 503, body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'down' } } }));
    renderStrict(<InviteFriendsPage />, '/invite-friends');
    expect(await screen.findByRole('button', { name: en.common.tryAgain })).toBeTruthy();
  });
});
