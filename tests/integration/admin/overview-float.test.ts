import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-app';
import { actingAdmin } from './users-kit';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ aggregator: true });
});
afterAll(() => t?.close());

describe('the overview with an aggregator configured', () => {
  it("shows the aggregator's float as its balance endpoint answers", async () => {
    const admin = await actingAdmin(t, 'float-admin@example.com');
    const overview = (await admin.client.get('/api/admin/overview')).json();
    expect(overview.health.aggregatorFloat).toMatchObject({
      status: 'ok',
      balance: expect.stringMatching(/^\d+(\.\d+)?$/),
      currencyCode: 'USD',
    });
  });
});
