// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PotInvitePreview } from '../../../shared/api/pots';
import { i18n, initI18n } from '../../i18n';
import en from '../../i18n/en.json';
import ht from '../../i18n/ht.json';
import { fakeServer } from '../../testing/fake-server';
import { renderStrict } from '../../testing/render-strict';
import PotInvitePage from './PotInvitePage';

const auth = vi.hoisted(() => ({ status: 'signedIn' as 'signedIn' | 'signedOut' }));
vi.mock('../auth', () => ({ useAuth: () => ({ status: auth.status, user: { firstName: 'Rose' } }) }));
vi.mock('../../ui/AppShell', () => ({
  AppShell: ({ title, children }: { title?: string; children: React.ReactNode }) => (
    <main>
      <h1>{title}</h1>
      {children}
    </main>
  ),
}));

const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';
const preview: PotInvitePreview = {
  ownerName: 'Marie J.',
  operatorName: 'Digicel Haiti',
  countryIso: 'HT',
  recipientNumber: '+509 •••• 1205',
  frequency: 'monthly',
  runDay: 5,
  agreedTotalCents: 1000,
  sharePercent: 30,
  shareCents: 300,
  expiresAt: '2026-12-04T12:00:00Z',
};
const refused = (reason: string) => ({ status: 409, body: { error: { code: 'CONFLICT', message: 'Refused', reason } } });

function open(path = `/pot/${TOKEN}`) {
  return renderStrict(
    <Routes>
      <Route path="/pot/:token" element={<PotInvitePage />} />
      <Route path="*" element={null} />
    </Routes>,
    path,
  );
}

describe('/pot/<token>', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    auth.status = 'signedIn';
    await i18n.changeLanguage('en');
  });

  it('signed out: says what it is, and sign-up or sign-in come back to the link, asking the server nothing', async () => {
    auth.status = 'signedOut';
    const { calls } = fakeServer(() => undefined);
    open();
    expect(screen.getByText(en.pots.join.signedOut)).toBeTruthy();
    const back = encodeURIComponent(`/pot/${TOKEN}`);
    expect(screen.getByTestId('pot-join-register').getAttribute('href')).toBe(`/register?next=${back}`);
    expect(screen.getByTestId('pot-join-sign-in').getAttribute('href')).toBe(`/login?next=${back}`);
    expect(calls.filter((c) => c.path.startsWith('/api/pot'))).toEqual([]);
  });

  it('signed in: who invites, for whom, how often and the share, then joins and goes to /family', async () => {
    const { calls } = fakeServer(({ method, path }) => {
      if (path === `/api/pot-invites/${TOKEN}` && method === 'GET') return { body: { invite: preview } };
      if (path === `/api/pot-invites/${TOKEN}/accept` && method === 'POST') return { body: { pot: {} } };
      return undefined;
    });
    open();
    expect((await screen.findByTestId('pot-join-who')).textContent).toBe('Marie J. invites you to pay a share of an automatic top-up.');
    expect(screen.getByText('+509 •••• 1205')).toBeTruthy();
    expect(screen.getByText('Every month on day 5')).toBeTruthy();
    expect(screen.getByTestId('pot-join-share').textContent).toBe('30% · $3.00');
    fireEvent.click(screen.getByTestId('pot-join'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/family'));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([`/api/pot-invites/${TOKEN}/accept`]);
  });

  it('an expired or used link says so, with what to do', async () => {
    fakeServer(({ path }) => (path === `/api/pot-invites/${TOKEN}` ? refused('potInviteExpired') : undefined));
    open();
    expect((await screen.findByTestId('pot-join-gone')).textContent).toBe(en.reasons.potInviteExpired);
    expect(screen.getByRole('link', { name: en.pots.join.seePlans }).getAttribute('href')).toBe('/family');
  });

  it('joining refused (one’s own link, a full plan) says why instead of the button', async () => {
    let reason = 'potOwnInvite';
    fakeServer(({ method, path }) => {
      if (method === 'GET' && path === `/api/pot-invites/${TOKEN}`) return { body: { invite: preview } };
      if (method === 'POST') return refused(reason);
      return undefined;
    });
    open();
    fireEvent.click(await screen.findByTestId('pot-join'));
    const error = await screen.findByTestId('pot-join-error');
    expect(error.textContent).toBe(en.reasons.potOwnInvite);
    expect(screen.queryByTestId('pot-join')).toBeNull();
    cleanup();

    reason = 'potFull';
    open();
    fireEvent.click(await screen.findByTestId('pot-join'));
    expect((await screen.findByTestId('pot-join-error')).textContent).toBe(en.reasons.potFull + en.pots.join.askAgain);
  });

  it('in Kreyòl, a link that is not one says so without asking the server', async () => {
    await i18n.changeLanguage('ht');
    const { calls } = fakeServer(() => undefined);
    open('/pot/not-a-token');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(ht.pots.join.title);
    expect(screen.getByTestId('pot-join-gone').textContent).toBe(ht.pots.join.gone);
    expect(calls).toEqual([]);
  });
});
