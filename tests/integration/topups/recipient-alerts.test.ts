import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipientAlertsResponse } from '../../../src/shared/api/recipient-alerts';
import { chooseChannels, notificationsOf, personWithPhone } from '../notifications/notifications-kit';
import { Client, smsTo, startAnotherInstance } from '../test-app';
import { digicelHaiti, haitiNumber, personWith, startTopupApp, type TopupTestApp } from './topups-kit';

/**
 * Alerts about a saved recipient (ADR 0073): opted into per recipient, checked by a periodic job, sent through
 * `notify` (the bell, and the text when the person chose texts), at most one per recipient per day of the
 * person's own time zone, and never to someone who opted out. The aggregator sandbox runs a Digicel Haiti
 * bonus now; the rate is the operator's catalogue rate, moved here as a catalogue copy would move it.
 */
let t: TopupTestApp;
let digicelId: number;
let digicelRate: string;
beforeAll(async () => {
  t = await startTopupApp();
  const { rows } = await t.database.pool.query<{ id: number; fx_rate: string }>(
    `select id, fx_rate from topup_operators where name = 'Digicel Haiti'`,
  );
  digicelId = rows[0]!.id;
  digicelRate = rows[0]!.fx_rate;
});
afterAll(() => t.close());

async function saveRecipient(client: Client, name: string, operatorId: number | null = digicelId) {
  const response = await client.post('/api/recipients', { name, countryIso: 'HT', recipientNumber: haitiNumber('05'), operatorId });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { id: string };
}

async function setAlerts(client: Client, id: string, body: unknown) {
  return client.call('PUT', `/api/recipients/${id}/alerts`, body);
}

async function optIn(client: Client, id: string, body: { bonus: boolean; rateLevel: string | null }) {
  const response = await setAlerts(client, id, body);
  expect(response.statusCode, response.body).toBe(200);
  return recipientAlertsResponse.parse(response.json());
}

const alertsRows = async () =>
  (await t.database.pool.query(`select * from recipient_alerts order by recipient_id`)).rows as Record<string, unknown>[];

const alertsOf = async (client: Client, lang = 'en') =>
  ((await notificationsOf(client, lang)).notifications as { id: string; title: string; message: string; type: string; link?: string }[])
    .filter((n) => n.id.startsWith('recipient-alert:'))
    .map((n) => ({ ...n, message: n.message.replace(/\u00a0/g, ' ') }));

/** Moves the recipients' operator's rate as a catalogue copy would. */
const setRate = (rate: string) => t.database.pool.query(`update topup_operators set fx_rate = $2 where id = $1`, [digicelId, rate]);

/** Only this person's recipient is watched (the others of this file opt out after their test). */
async function optOutEveryone() {
  await t.database.pool.query(`update recipient_alerts set bonus = false, rate_level = null`);
}

describe('PUT /api/recipients/:id/alerts', () => {
  it('answers the recipient’s operator, currency and rate now, and saves both choices', async () => {
    const { client } = await personWith(t, 500);
    const recipient = await saveRecipient(client, 'Manman');
    const before = recipientAlertsResponse.parse((await client.get(`/api/recipients/${recipient.id}/alerts`)).json());
    expect(before).toMatchObject({ recipientId: recipient.id, name: 'Manman', bonus: false, rateLevel: null, currency: 'HTG' });
    expect(before.operatorName).toBe('Digicel Haiti');
    expect(Number(before.rate)).toBe(Number(digicelRate));

    expect(await optIn(client, recipient.id, { bonus: true, rateLevel: ' 140.50 ' })).toMatchObject({ bonus: true, rateLevel: '140.5' });
    expect(await optIn(client, recipient.id, { bonus: false, rateLevel: null })).toMatchObject({ bonus: false, rateLevel: null });
  });

  it('refuses bad input with 400 and changes nothing; another person’s recipient is 404', async () => {
    const { client } = await personWith(t, 500);
    const recipient = await saveRecipient(client, 'Tonton');
    await optIn(client, recipient.id, { bonus: true, rateLevel: '131' });
    const before = await alertsRows();
    for (const body of [
      { bonus: true, rateLevel: '-3' },
      { bonus: true, rateLevel: '0' },
      { bonus: true, rateLevel: 'abc' },
      { bonus: true, rateLevel: '1.1234567' },
      { bonus: true, rateLevel: '140,5' },
      { bonus: true, rateLevel: 140 },
      { bonus: 'yes', rateLevel: null },
      { bonus: true },
      { bonus: true, rateLevel: null, extra: 1 },
      null,
    ]) {
      const response = await setAlerts(client, recipient.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await setAlerts(client, 'not-a-uuid', { bonus: true, rateLevel: null })).statusCode).toBe(400);
    expect(await alertsRows()).toEqual(before);

    const stranger = (await personWith(t, 500)).client;
    expect((await setAlerts(stranger, recipient.id, { bonus: false, rateLevel: null })).statusCode).toBe(404);
    expect((await stranger.get(`/api/recipients/${recipient.id}/alerts`)).statusCode).toBe(404);
    expect((await new Client(t.app).get(`/api/recipients/${recipient.id}/alerts`)).statusCode).toBe(401);
    expect(await alertsRows()).toEqual(before);
    await optOutEveryone();
  });

  it('asks for the operator first: a recipient saved without one takes no alert (400), but may switch them off', async () => {
    const { client } = await personWith(t, 500);
    const recipient = await saveRecipient(client, 'Ti Frè', null);
    const refused = await setAlerts(client, recipient.id, { bonus: true, rateLevel: null });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details).toEqual([expect.objectContaining({ field: 'bonus', code: 'validation.alertsNeedOperator' })]);
    expect((await setAlerts(client, recipient.id, { bonus: false, rateLevel: '140' })).statusCode).toBe(400);
    expect(await optIn(client, recipient.id, { bonus: false, rateLevel: null })).toMatchObject({ operatorName: null, currency: null });
  });
});

describe('an operator bonus', () => {
  it('the person opted in gets one alert, in the bell and by text, that opens the send screen for the recipient', async () => {
    await optOutEveryone();
    const person = await personWithPhone(t);
    await chooseChannels(person.client, { notifySms: true });
    const recipient = await saveRecipient(person.client, 'Manman');
    await optIn(person.client, recipient.id, { bonus: true, rateLevel: null });

    expect(await t.app.jobs.checkRecipientAlerts()).toBe(1);
    const [alert, ...more] = await alertsOf(person.client);
    expect(more).toEqual([]);
    expect(alert).toMatchObject({
      type: 'bonus',
      title: 'Operator bonus',
      message: 'Digicel Haiti: Bonus weekend: 100% extra data. A good time to top up Manman.',
      link: `/send-topup?recipient=${recipient.id}`,
    });
    const [ht] = await alertsOf(person.client, 'ht');
    expect(ht!.message).toBe('Digicel Haiti: Bonus weekend: 100% extra data. Se bon moman pou w voye rechaj bay Manman.');

    await t.app.jobs.sendNotifications();
    expect((await smsTo(t.smsUrl, person.phone)).map((sms) => sms.body)).toContain(
      'Kredi: Digicel Haiti: Bonus weekend: 100% extra data. A good time to top up Manman.',
    );

    // A second run the same day sends nothing; nor the next day: this bonus was told.
    expect(await t.app.jobs.checkRecipientAlerts()).toBe(0);
    expect(await t.app.jobs.checkRecipientAlerts(new Date(Date.now() + 24 * 3600_000))).toBe(0);
    expect(await alertsOf(person.client)).toHaveLength(1);
  });

  it('someone who opted out, or never opted in, gets none', async () => {
    await optOutEveryone();
    const never = await personWith(t, 500);
    await saveRecipient(never.client, 'Manman');
    const out = await personWith(t, 500);
    const recipient = await saveRecipient(out.client, 'Papa');
    await optIn(out.client, recipient.id, { bonus: true, rateLevel: '500' });
    await optIn(out.client, recipient.id, { bonus: false, rateLevel: null });

    expect(await t.app.jobs.checkRecipientAlerts()).toBe(0);
    expect(await alertsOf(never.client)).toEqual([]);
    expect(await alertsOf(out.client)).toEqual([]);
  });

  it('two instances running the check at once send one alert', async () => {
    await optOutEveryone();
    const person = await personWith(t, 500);
    const recipient = await saveRecipient(person.client, 'Matant');
    await optIn(person.client, recipient.id, { bonus: true, rateLevel: null });
    const other = await startAnotherInstance(t);
    try {
      const now = new Date();
      const sent = await Promise.all([t.app.jobs.checkRecipientAlerts(now), other.jobs.checkRecipientAlerts(now)]);
      expect(sent[0] + sent[1]).toBe(1);
    } finally {
      await other.close();
    }
    expect(await alertsOf(person.client)).toHaveLength(1);
    const { rows } = await t.database.pool.query(`select id from notification_outbox where id like $1`, [
      `recipient-alert:${recipient.id}:%`,
    ]);
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((row: { id: string }) => row.id.split(':').slice(0, 3).join(':'))).size).toBe(1);
  });

  it('a forgotten recipient is not watched any more', async () => {
    await optOutEveryone();
    const person = await personWith(t, 500);
    const recipient = await saveRecipient(person.client, 'Kouzen');
    await optIn(person.client, recipient.id, { bonus: true, rateLevel: null });
    expect((await person.client.call('DELETE', `/api/recipients/${recipient.id}`)).statusCode).toBe(200);
    expect(await t.app.jobs.checkRecipientAlerts()).toBe(0);
    expect(await alertsOf(person.client)).toEqual([]);
  });
});

describe('a rate crossing the person’s level', () => {
  /** An instant; the person lives in America/New_York (the test client's zone), five hours behind UTC in December. */
  const at = (iso: string) => new Date(iso);

  it('tells when the rate rises through the level and when it falls back, once a day of the person’s own', async () => {
    await optOutEveryone();
    await setRate('130');
    const person = await personWith(t, 500);
    const recipient = await saveRecipient(person.client, 'Grann');
    const operator = await digicelHaiti(person.client);
    expect(operator.id).toBe(digicelId);
    await optIn(person.client, recipient.id, { bonus: false, rateLevel: '135' });

    // No crossing yet: 130, then 134.99, both below 135.
    expect(await t.app.jobs.checkRecipientAlerts(at('2026-12-01T17:00:00Z'))).toBe(0);
    await setRate('134.99');
    expect(await t.app.jobs.checkRecipientAlerts(at('2026-12-01T18:00:00Z'))).toBe(0);

    // Up through it: one alert, and not again while it stays above.
    await setRate('136.2');
    expect(await t.app.jobs.checkRecipientAlerts(at('2026-12-02T19:00:00Z'))).toBe(1);
    expect(await t.app.jobs.checkRecipientAlerts(at('2026-12-02T23:30:00Z'))).toBe(0);
    let alerts = await alertsOf(person.client);
    expect(alerts.map((a) => a.message)).toEqual(['1 USD now buys HTG 136.20: your level of HTG 135.00 for Grann is reached.']);
    expect(alerts[0]!.link).toBe(`/send-topup?recipient=${recipient.id}`);
    expect(alerts[0]!.id).toBe(`recipient-alert:${recipient.id}:2026-12-02`);

    // Down again at 03:00 UTC on the 3rd: still the 2nd in New York, where the person already had their alert.
    await setRate('133');
    expect(await t.app.jobs.checkRecipientAlerts(at('2026-12-03T03:00:00Z'))).toBe(0);
    // 06:00 UTC is the 3rd there: the crossing waited, and is told now.
    expect(await t.app.jobs.checkRecipientAlerts(at('2026-12-03T06:00:00Z'))).toBe(1);
    alerts = await alertsOf(person.client);
    expect(alerts.map((a) => a.message)).toEqual([
      '1 USD now buys HTG 133.00, below your level of HTG 135.00 for Grann.',
      '1 USD now buys HTG 136.20: your level of HTG 135.00 for Grann is reached.',
    ]);
    expect(alerts[0]!.id).toBe(`recipient-alert:${recipient.id}:2026-12-03`);
    const [kreyol] = await alertsOf(person.client, 'ht');
    expect(kreyol!.message).toBe('Kounye a 1 USD vo 133,00 HTG: li desann anba nivo 135,00 HTG ou te chwazi pou Grann.');
  });

  it('a new level starts from the rate now; switching the alert off stops it', async () => {
    await optOutEveryone();
    await setRate('140');
    const person = await personWith(t, 500);
    const recipient = await saveRecipient(person.client, 'Sè m');
    // Already above 138 when set: no alert for being there, only for crossing.
    await optIn(person.client, recipient.id, { bonus: false, rateLevel: '138' });
    expect(await t.app.jobs.checkRecipientAlerts(at('2026-12-10T17:00:00Z'))).toBe(0);
    await optIn(person.client, recipient.id, { bonus: false, rateLevel: null });
    await setRate('120');
    expect(await t.app.jobs.checkRecipientAlerts(at('2026-12-10T18:00:00Z'))).toBe(0);
    expect(await alertsOf(person.client)).toEqual([]);
    await setRate(digicelRate);
  });
});
