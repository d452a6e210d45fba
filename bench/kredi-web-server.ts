/**
 * The real server as `npm start` runs it (sandboxes on, the embedded engine or DATABASE_URL) serving a built
 * web app, and a person signed up through the API: shared by the web benchmarks.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export function startKredi(port: number, webDist: string): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      WEB_DIST_DIR: webDist,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'kredi-lighthouse-')),
      DATABASE_URL: process.env.DATABASE_URL ?? '',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SANDBOXES: 'on',
    },
  });
  child.once('exit', (code) => {
    if (code) console.error(`the server exited with ${code}`);
  });
  return child;
}

export async function waitForHealth(base: string) {
  for (let attempt = 0; attempt < 600; attempt++) {
    const ok = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer on ${base}/api/health`);
}

/** A person signed up through the API as the register screen does: the session cookie, then the product user. */
export async function signUpPerson(base: string): Promise<string> {
  const post = (url: string, body: unknown, cookie?: string) =>
    fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
  const email = `lighthouse-${Date.now()}@example.com`;
  const signUp = await post('/api/identity/sign-up/email', {
    email,
    password: 'Lighthouse-123',
    name: 'Marie Joseph',
    firstName: 'Marie',
    lastName: 'Joseph',
    language: 'en',
  });
  if (!signUp.ok) throw new Error(`sign-up: ${signUp.status} ${await signUp.text()}`);
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const token = (await (await fetch(`${base}/api/identity/token`, { headers: { cookie } })).json()) as { token: string };
  const register = await post(
    '/api/auth/register',
    { idToken: token.token, userData: { firstName: 'Marie', lastName: 'Joseph', phoneNumber: '+13055550123', language: 'en' } },
    cookie,
  );
  if (!register.ok) throw new Error(`register: ${register.status} ${await register.text()}`);
  return cookie;
}
