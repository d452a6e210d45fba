import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** How often a condition (the server answering again) is looked at; nothing waits on the clock itself. */
const POLL_MS = 100;
/** A person keeps pressing again for this long: longer than a restart takes on a busy machine. */
const PERSIST_FOR_MS = 90_000;

/**
 * Kredi as `npm start` runs it, in its own process, against a database and sandboxes this test owns (they
 * are the outside world: they outlive our crashes). `kill()` is kill -9: no shutdown hook runs.
 */
export class ServerProcess {
  private child: ChildProcess | null = null;
  private stderr = '';
  readonly baseUrl: string;

  private constructor(
    private readonly port: number,
    private readonly env: Record<string, string>,
  ) {
    this.baseUrl = `http://127.0.0.1:${port}`;
  }

  static async create(env: Record<string, string>): Promise<ServerProcess> {
    return new ServerProcess(await freePort(), env);
  }

  /** Starts the process and waits until /api/health says ready. */
  async start(): Promise<void> {
    this.stderr = '';
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: {
        ...process.env,
        ...this.env,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        PUBLIC_URL: this.baseUrl,
        SANDBOXES: 'off',
        LOG_LEVEL: 'error',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr!.on('data', (chunk) => (this.stderr += String(chunk)));
    this.child = child;
    const exited = new Promise<never>((_, reject) =>
      child.once('exit', (code) => reject(new Error(`the server exited (${code}) before it was ready:\n${this.stderr}`))),
    );
    await Promise.race([this.ready(), exited]);
  }

  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await gone;
    this.child = null;
  }

  private async ready(): Promise<void> {
    for (;;) {
      const healthy = await fetch(`${this.baseUrl}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (healthy) return;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A person's browser over real HTTP: a cookie jar, same-origin headers, and no patience for a dead server. */
export class HttpPerson {
  private cookies = new Map<string, string>();

  constructor(
    private readonly server: ServerProcess,
    private readonly ip: string,
  ) {}

  async call(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; json: () => unknown }> {
    const response = await fetch(`${this.server.baseUrl}${path}`, {
      method,
      headers: {
        origin: this.server.baseUrl,
        'x-forwarded-for': this.ip,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = pair!.split('=');
      if (value.join('=') === '' || /max-age=0/i.test(cookie)) this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value.join('='));
    }
    const text = await response.text();
    return { status: response.status, json: () => JSON.parse(text) };
  }

  /** Retries a call the crash interrupted (a refused connection, a reset), as a person pressing again would. */
  async persist(method: string, path: string, body?: unknown, headers?: Record<string, string>) {
    const giveUpAt = Date.now() + PERSIST_FOR_MS;
    for (;;) {
      try {
        const answer = await this.call(method, path, body, headers);
        if (answer.status < 500 || Date.now() > giveUpAt) return answer;
      } catch (error) {
        if (Date.now() > giveUpAt) throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  async register(email: string) {
    const signUp = await this.persist('POST', '/api/identity/sign-up/email', {
      email,
      password: 'secret12',
      name: 'Marie Joseph',
      firstName: 'Marie',
      lastName: 'Joseph',
    });
    if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status}`);
    const token = (await this.persist('GET', '/api/identity/token')).json() as { token: string };
    const registered = await this.persist('POST', '/api/auth/register', {
      idToken: token.token,
      userData: { firstName: 'Marie', lastName: 'Joseph', phoneNumber: '+1 305 555 0123', language: 'en' },
    });
    if (registered.status !== 200) throw new Error(`register failed: ${registered.status}`);
    return (registered.json() as { user: { id: string } }).user;
  }
}
