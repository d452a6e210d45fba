import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, eventually, mailTo, startTestApp, type TestApp } from '../test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('email verification by link', () => {
  it('mails a link on sign-up; following it marks the email verified', async () => {
    const client = new Client(t.app);
    await client.register({ email: 'verify-me@example.com' });
    const mail = await eventually(
      () => mailTo(t.mailboxUrl, 'verify-me@example.com'),
      (m) => m.some((x) => x.subject.includes('Confirm')),
    );
    const message = mail.find((m) => m.subject === 'Confirm your email for Kredi')!;
    const link = new URL(/https?:\/\/\S+verify-email\S+/.exec(message.text)![0]);
    const followed = await client.get(link.pathname + link.search);
    expect([200, 302]).toContain(followed.statusCode);
    expect((await client.get('/api/user/me')).json().user).toMatchObject({ emailVerified: true, verificationStatus: 'pending' });
  });
});

function grantAdmin(email: string, databaseUrl: string): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli/admin-grant.ts', email], {
      env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    child.on('exit', (code) => resolve({ code, out }));
  });
}

describe('npm run admin:grant -- <email>', () => {
  it('makes an existing account an admin, and says so plainly when there is none', async () => {
    const client = new Client(t.app);
    await client.register({ email: 'new-admin@example.com' });
    expect((await client.get('/api/admin/users/summary')).statusCode).toBe(403);

    const granted = await grantAdmin('New-Admin@Example.com', t.database.url);
    expect(granted).toMatchObject({ code: 0 });
    expect(granted.out).toContain('new-admin@example.com is now an admin.');
    expect((await client.get('/api/user/me')).json().user.isAdmin).toBe(true);
    expect((await client.get('/api/admin/users/summary')).statusCode).toBe(200);

    const missing = await grantAdmin('nobody@example.com', t.database.url);
    expect(missing.code).toBe(1);
    expect(missing.out).toContain('No account has the email nobody@example.com');
    const malformed = await grantAdmin('not-an-email', t.database.url);
    expect(malformed.code).toBe(2);
  });
});
