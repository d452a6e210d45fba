import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '../test-app';
import { addPromotion } from './promotions-kit';

const HOUR = 3_600_000;
let t: TestApp;
let client: Client;
let ids: { soon: string; later: string };

beforeAll(async () => {
  t = await startTestApp();
  client = new Client(t.app);
  await client.register({ email: 'promo-reader@example.com', language: 'ht' });
  const soon = await addPromotion(t, { id: 'listed-soon', validUntil: new Date(Date.now() + 2 * HOUR) });
  const later = await addPromotion(t, { id: 'listed-later', code: null, validUntil: new Date(Date.now() + 72 * HOUR) });
  // Not listed: ended, switched off, not started yet.
  await addPromotion(t, { id: 'ended', validUntil: new Date(Date.now() - 1000) });
  await addPromotion(t, { id: 'switched-off', active: false });
  await addPromotion(t, { id: 'not-started', startsAt: new Date(Date.now() + HOUR) });
  ids = { soon: soon.id!, later: later.id! };
});
afterAll(() => t.close());

describe('GET /api/promotions', () => {
  it('answers exactly { promotions: [{ id, title, description, validUntil }] }: active, started, not ended, soonest first', async () => {
    const response = await client.get('/api/promotions', { 'accept-language': 'en-US,en;q=0.9' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body)).toEqual(['promotions']);
    expect(body.promotions.map((p: { id: string }) => p.id)).toEqual([ids.soon, ids.later]);
    for (const promotion of body.promotions) expect(Object.keys(promotion).sort()).toEqual(['description', 'id', 'title', 'validUntil']);
    expect(body.promotions[0]).toEqual({
      id: ids.soon,
      title: 'listed-soon (en)',
      description: 'About listed-soon (en)',
      validUntil: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
  });

  it("speaks the web app's language (its cookie) first, then Accept-Language, then the person's own", async () => {
    const titleWith = async (headers: Record<string, string>) =>
      (await client.get('/api/promotions', headers)).json().promotions[0].title as string;
    const bearer = { authorization: `Bearer ${client.idToken}` };
    expect(await titleWith({ ...bearer, cookie: 'kredi_language=fr', 'accept-language': 'es' })).toBe('listed-soon (fr)');
    expect(await titleWith({ 'accept-language': 'pt-BR,pt;q=0.9' })).toBe('listed-soon (pt)');
    expect(await titleWith({ 'accept-language': 'de-DE' })).toBe('listed-soon (ht)');
    expect(await titleWith({})).toBe('listed-soon (ht)');
  });

  it('is for signed-in people only', async () => {
    const stranger = new Client(t.app);
    const response = await stranger.get('/api/promotions');
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('NOT_AUTHENTICATED');
  });
});
