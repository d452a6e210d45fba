import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../test-app';
import { expectLedgerSound, personWith, startTopupApp, type TopupTestApp } from '../topups/topups-kit';
import { weeklySchedule } from '../schedules/schedules-kit';
import { invite, potAsSeenBy, tokenOf } from './pots-kit';

/**
 * Who is in a family pot (docs/product-rules.md#family-pots, ADR 0074): the owner invites by a one-use link
 * with a share, up to four members and 100 % in all; bad input is refused and changes nothing; another
 * person's pot answers 404; a member may leave, the owner may not (they cancel the automatic top-up).
 */
let t: TopupTestApp;
beforeAll(async () => {
  t = await startTopupApp();
});
afterEach(() => expectLedgerSound(t));
afterAll(() => t.close());

const ownerWithSchedule = async () => {
  const owner = await personWith(t, 3000);
  const { schedule } = await weeklySchedule(owner.client);
  return { ...owner, schedule };
};
const reasonOf = (response: { json(): unknown }) => (response.json() as { error: { reason?: string } }).error.reason;

describe('inviting', () => {
  it('makes a one-use link that shows the share and a masked number, and joins once', async () => {
    const owner = await ownerWithSchedule();
    const url = await invite(owner.client, owner.schedule.id, 30);
    expect(url).toMatch(/\/pot\/[A-Za-z0-9_-]{32}$/);
    const member = await personWith(t, 1000);
    const preview = await member.client.get(`/api/pot-invites/${tokenOf(url)}`);
    expect(preview.statusCode, preview.body).toBe(200);
    const seen = preview.json().invite;
    expect(seen).toMatchObject({ sharePercent: 30, shareCents: Math.floor((owner.schedule.agreedTotalCents * 30) / 100) });
    expect(seen.recipientNumber).not.toContain(owner.schedule.recipientNumber.slice(1, -4));
    expect(seen.recipientNumber.slice(-4)).toBe(owner.schedule.recipientNumber.slice(-4));

    const joined = await member.client.post(`/api/pot-invites/${tokenOf(url)}/accept`, {});
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json().pot.members.map((m: { role: string; sharePercent: number }) => [m.role, m.sharePercent])).toEqual([
      ['owner', 70],
      ['member', 30],
    ]);
    // The same person again: the pot; someone else: used.
    expect((await member.client.post(`/api/pot-invites/${tokenOf(url)}/accept`, {})).statusCode).toBe(200);
    const late = await personWith(t, 1000);
    const refused = await late.client.post(`/api/pot-invites/${tokenOf(url)}/accept`, {});
    expect([refused.statusCode, reasonOf(refused)]).toEqual([409, 'potInviteUsed']);
    expect((await owner.client.get('/api/notifications')).json().notifications[0].title).toBe('New family plan member');
  });

  it('refuses shares past 100 % and a sixth person, and the owner’s own link', async () => {
    const owner = await ownerWithSchedule();
    const big = await owner.client.post(`/api/pots/${owner.schedule.id}/invites`, { sharePercent: 60 });
    expect(big.statusCode).toBe(200);
    const tooMuch = await owner.client.post(`/api/pots/${owner.schedule.id}/invites`, { sharePercent: 41 });
    expect([tooMuch.statusCode, reasonOf(tooMuch)]).toEqual([409, 'potShareTooBig']);
    for (let i = 0; i < 3; i++) await invite(owner.client, owner.schedule.id, 10);
    const sixth = await owner.client.post(`/api/pots/${owner.schedule.id}/invites`, { sharePercent: 1 });
    expect([sixth.statusCode, reasonOf(sixth)]).toEqual([409, 'potFull']);
    const own = await owner.client.post(`/api/pot-invites/${tokenOf(big.json().invite.url)}/accept`, {});
    expect([own.statusCode, reasonOf(own)]).toEqual([409, 'potOwnInvite']);
    // Withdrawing one makes room; its link no longer works.
    const pot = await potAsSeenBy(owner.client, owner.schedule.id);
    expect(pot.invites).toHaveLength(4);
    const withdrawn = await owner.client.call('DELETE', `/api/pots/${owner.schedule.id}/invites/${pot.invites[0]!.id}`);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json().pot.invites).toHaveLength(3);
    const member = await personWith(t, 1000);
    expect((await member.client.get(`/api/pot-invites/${tokenOf(big.json().invite.url)}`)).statusCode).toBe(404);
  });

  it('answers a retried press with the same invitation and a working link', async () => {
    const owner = await ownerWithSchedule();
    const first = await invite(owner.client, owner.schedule.id, 20, 'pot-press-1');
    const again = await invite(owner.client, owner.schedule.id, 20, 'pot-press-1');
    expect((await potAsSeenBy(owner.client, owner.schedule.id)).invites).toHaveLength(1);
    const member = await personWith(t, 1000);
    // The lost answer's link gave way to the retry's.
    expect((await member.client.get(`/api/pot-invites/${tokenOf(first)}`)).statusCode).toBe(404);
    expect((await member.client.post(`/api/pot-invites/${tokenOf(again)}/accept`, {})).statusCode).toBe(200);
  });

  it('refuses bad input with a clear error and changes nothing', async () => {
    const owner = await ownerWithSchedule();
    for (const body of [{ sharePercent: 0 }, { sharePercent: 100 }, { sharePercent: 12.5 }, { sharePercent: '30' }, {}]) {
      const response = await owner.client.post(`/api/pots/${owner.schedule.id}/invites`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await owner.client.post(`/api/pots/not-a-uuid/invites`, { sharePercent: 10 })).statusCode).toBe(400);
    expect((await owner.client.get(`/api/pot-invites/short`)).statusCode).toBe(400);
    expect((await owner.client.get(`/api/pot-invites/${'A'.repeat(32)}`)).statusCode).toBe(404);
    expect((await owner.client.get('/api/pots')).json().pots).toEqual([]);
  });
});

describe('another person, and leaving', () => {
  it('answers 404 for a pot that is not theirs, and signed out 401', async () => {
    const owner = await ownerWithSchedule();
    await invite(owner.client, owner.schedule.id, 25);
    const stranger = await personWith(t, 1000);
    expect((await stranger.client.get(`/api/pots/${owner.schedule.id}`)).statusCode).toBe(404);
    expect((await stranger.client.post(`/api/pots/${owner.schedule.id}/invites`, { sharePercent: 10 })).statusCode).toBe(404);
    expect((await stranger.client.post(`/api/pots/${owner.schedule.id}/leave`, {})).statusCode).toBe(404);
    expect((await new Client(t.app).get('/api/pots')).statusCode).toBe(401);
  });

  it('lets a member leave (the owner is told and takes the share) but not the owner', async () => {
    const owner = await ownerWithSchedule();
    const member = await personWith(t, 1000);
    await member.client.post(`/api/pot-invites/${tokenOf(await invite(owner.client, owner.schedule.id, 40))}/accept`, {});
    expect((await member.client.get('/api/pots')).json().pots).toHaveLength(1);
    const ownerLeaving = await owner.client.post(`/api/pots/${owner.schedule.id}/leave`, {});
    expect([ownerLeaving.statusCode, reasonOf(ownerLeaving)]).toEqual([409, 'potOwnerCannotLeave']);
    const left = await member.client.post(`/api/pots/${owner.schedule.id}/leave`, {});
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json().pots).toEqual([]);
    expect((await member.client.get(`/api/pots/${owner.schedule.id}`)).statusCode).toBe(404);
    const titles = (await owner.client.get('/api/notifications')).json().notifications.map((n: { title: string }) => n.title);
    expect(titles).toContain('A member left your family plan');
    // No member and no open invitation: a plain automatic top-up again.
    expect((await owner.client.get('/api/pots')).json().pots).toEqual([]);
  });
});
