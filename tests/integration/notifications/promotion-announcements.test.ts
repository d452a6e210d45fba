import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPromotionAnnouncer } from '../../../src/server/features/promotions/announce';
import { addPromotion } from '../promotions/promotions-kit';
import { Client, startTestApp, type TestApp } from '../test-app';
import { notificationsOf } from './notifications-kit';

/**
 * A new promotion is news for everyone who had an account when it started (ADR 0042): each live person is
 * told once, in the language they read the list in, whatever runs twice or fails half-way.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const person = async (language = 'en') => {
  const client = new Client(t.app);
  const user = await client.register({ email: `announce-${randomUUID().slice(0, 8)}@example.com`, language });
  return { client, user };
};
const toldOf = async (promotionId: string) =>
  (
    await t.database.pool.query<{ user_id: string }>(`select user_id from notifications where id like $1 order by user_id`, [
      `promotion:${promotionId}:%`,
    ])
  ).rows.map((row) => row.user_id);
const announcedAt = async (promotionId: string) =>
  (await t.database.pool.query<{ announced_at: Date | null }>(`select announced_at from promotions where id = $1`, [promotionId])).rows[0]!
    .announced_at;

describe('announcing a new promotion', () => {
  it('tells each live person once, in their language, even when two passes race; not the blocked, deleted or later ones', async () => {
    const reader = await person('en');
    const kreyol = await person('ht');
    const blocked = await person();
    const deleted = await person();
    await t.database.pool.query(`update users set blocked_at = now(), blocked_reason = 'test' where id = $1`, [blocked.user.id]);
    await t.database.pool.query(`update users set deleted_at = now() where id = $1`, [deleted.user.id]);
    const offer = await addPromotion(t, { id: `announce-${randomUUID()}` });
    const welcome = await addPromotion(t, { id: `welcome-${randomUUID()}`, firstTopupOnly: true });

    const passes = await Promise.all([t.app.jobs.announcePromotions(), t.app.jobs.announcePromotions()]);
    expect(passes.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(2);
    expect(await toldOf(offer.id!)).toEqual(expect.arrayContaining([reader.user.id, kreyol.user.id]));
    expect(await toldOf(offer.id!)).not.toEqual(expect.arrayContaining([blocked.user.id]));
    expect(await toldOf(offer.id!)).not.toEqual(expect.arrayContaining([deleted.user.id]));
    expect(await toldOf(welcome.id!)).toEqual([]); // a first-top-up offer is not news to everyone
    expect(await announcedAt(offer.id!)).not.toBeNull();

    const inEnglish = (await notificationsOf(reader.client)).notifications.filter((n) => n.id.startsWith(`promotion:${offer.id}:`));
    expect(inEnglish).toEqual([expect.objectContaining({ type: 'promotion', title: 'New promotion', message: `${offer.id} (en)` })]);
    const inKreyol = (await notificationsOf(kreyol.client, 'ht')).notifications.find((n) => n.id.startsWith(`promotion:${offer.id}:`));
    expect(inKreyol).toMatchObject({ title: 'Nouvo pwomosyon', message: `${offer.id} (ht)` });

    // Done: a later pass tells nobody again, and someone who signs up afterwards finds it on /promotions instead.
    const later = await person();
    await t.app.jobs.announcePromotions();
    expect((await toldOf(offer.id!)).filter((id) => id === reader.user.id)).toHaveLength(1);
    expect(await toldOf(offer.id!)).not.toEqual(expect.arrayContaining([later.user.id]));
  });

  it('a batch that fails half-way tells nobody and moves nothing; the next pass tells each person once', async () => {
    const first = await person();
    const second = await person();
    const offer = await addPromotion(t, { id: `crash-${randomUUID()}` });
    const announcer = createPromotionAnnouncer({ pool: t.database.pool });
    // The audience answers the real people and then one that does not exist: the batch's last insert fails.
    const failing = async () => [first.user.id, second.user.id, 'no-such-person'];
    await expect(announcer.announceDue(failing)).rejects.toThrow();
    expect(await toldOf(offer.id!)).toEqual([]);
    expect(await announcedAt(offer.id!)).toBeNull();

    await t.app.jobs.announcePromotions();
    expect(await toldOf(offer.id!)).toEqual(expect.arrayContaining([first.user.id, second.user.id]));
    await t.app.jobs.announcePromotions();
    expect((await toldOf(offer.id!)).filter((id) => id === first.user.id || id === second.user.id)).toHaveLength(2);
  });
});
