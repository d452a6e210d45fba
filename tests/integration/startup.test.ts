import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/** Runs `npm start`'s server entry with the given environment and collects how it ended. */
function startServer(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, SANDBOXES: 'off', LOG_LEVEL: 'silent', PORT: '0', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), 25_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

describe('start-up with a wrong DATABASE_URL', () => {
  it('stops with a clear message naming DATABASE_URL when the server is unreachable, not a stack trace', async () => {
    const { code, stderr } = await startServer({ DATABASE_URL: 'postgres://kredi:secret@127.0.0.1:1/kredi' });
    expect(code).toBe(1);
    expect(stderr).toContain('Cannot connect to PostgreSQL at DATABASE_URL');
    expect(stderr).toContain('postgres://kredi:***@127.0.0.1:1/kredi');
    expect(stderr).not.toContain('secret');
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it('stops with a clear message naming DATABASE_URL when it is not a PostgreSQL URL', async () => {
    const { code, stderr } = await startServer({ DATABASE_URL: 'mysql://localhost/kredi' });
    expect(code).toBe(1);
    expect(stderr).toContain('DATABASE_URL: must start with postgres:// or postgresql://');
    expect(stderr).not.toMatch(/\n\s+at /);
  });
});
