import { connect, createServer, type Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../../src/sandbox/framework.js';
import { mailSandbox, type MailboxMessage } from '../../../src/sandbox/mail/index.js';
import { createMailer as openMailer, MailSendError, type Mailer } from '../../../src/server/integrations/mail/mailer.js';

let sandbox: RunningSandbox;
let mailboxUrl: string;

beforeAll(async () => {
  sandbox = await mailSandbox.start({ host: '127.0.0.1' });
  mailboxUrl = sandbox.env.MAILBOX_URL!;
});
afterAll(() => sandbox.stop());

// The mailer keeps its connections open (a pool); each test's are closed after it.
const opened: Mailer[] = [];
const createMailer = (...args: Parameters<typeof openMailer>) => {
  const mailer = openMailer(...args);
  opened.push(mailer);
  return mailer;
};
afterEach(() => opened.splice(0).forEach((mailer) => mailer.close()));
beforeEach(async () => {
  expect((await fetch(`${mailboxUrl}/api/messages`, { method: 'DELETE' })).status).toBe(204);
});

async function messagesTo(to?: string): Promise<MailboxMessage[]> {
  const query = to === undefined ? '' : `?to=${encodeURIComponent(to)}`;
  const response = await fetch(`${mailboxUrl}/api/messages${query}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { messages: MailboxMessage[] }).messages;
}

describe('mail sandbox', () => {
  it('advertises where it listens and the env the product reads', () => {
    expect(sandbox.name).toBe('mail');
    expect(sandbox.env.SMTP_URL).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/);
    expect(sandbox.env.MAILBOX_URL).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(sandbox.listeningOn).toBe(`${sandbox.env.SMTP_URL}, mailbox ${sandbox.env.MAILBOX_URL}`);
  });

  it('keeps what the mailer sends, readable through the JSON API with a case-insensitive to-filter', async () => {
    const mailer = createMailer({ smtpUrl: sandbox.env.SMTP_URL!, from: 'Kredi <no-reply@kredi.test>' });
    await mailer.send({
      to: 'Marie.Joseph@Example.com',
      subject: 'Konfime adrès imel ou',
      text: 'Klike la: https://kredi.test/verify?token=abc&lang=ht',
      html: '<p>Klike <a href="https://kredi.test/verify?token=abc&amp;lang=ht">la</a></p>',
    });
    await mailer.send({ to: 'someone.else@example.com', subject: 'Other', text: 'Not for Marie' });

    const messages = await messagesTo('marie.joseph@EXAMPLE.com');
    expect(messages).toHaveLength(1);
    const [message] = messages;
    expect(message).toMatchObject({
      from: 'Kredi <no-reply@kredi.test>',
      to: ['marie.joseph@example.com'],
      subject: 'Konfime adrès imel ou',
      html: '<p>Klike <a href="https://kredi.test/verify?token=abc&amp;lang=ht">la</a></p>',
    });
    expect(message!.text.trim()).toBe('Klike la: https://kredi.test/verify?token=abc&lang=ht');
    expect(message!.id).toMatch(/^m\d+$/);
    expect(Date.now() - Date.parse(message!.receivedAt)).toBeLessThan(10_000);

    const byId = await fetch(`${mailboxUrl}/api/messages/${message!.id}`);
    expect(byId.status).toBe(200);
    expect(await byId.json()).toEqual(message);
    expect((await fetch(`${mailboxUrl}/api/messages/m999999`)).status).toBe(404);
  });

  it('lists newest first, accepts credentials in the URL, and clears on DELETE', async () => {
    // Credentials in the URL (as a production relay needs) are accepted by the sink.
    const mailer = createMailer({
      smtpUrl: sandbox.env.SMTP_URL!.replace('smtp://', 'smtp://user%40kredi:p%3Ass@'),
      from: 'no-reply@kredi.test',
    });
    await mailer.send({ to: 'a@example.com', subject: 'first', text: 'one' });
    await mailer.send({ to: 'a@example.com', subject: 'second', text: 'two', html: '<b>two</b>' });
    expect((await messagesTo()).map((m) => m.subject)).toEqual(['second', 'first']);
    expect((await messagesTo('a@example.com'))[0]!.html).toBe('<b>two</b>');
    expect((await messagesTo('a@example.com'))[1]!.html).toBeNull();

    await fetch(`${mailboxUrl}/api/messages`, { method: 'DELETE' });
    expect(await messagesTo()).toEqual([]);
  });

  it('renders the mailbox and message pages with everything from the message escaped', async () => {
    const mailer = createMailer({ smtpUrl: sandbox.env.SMTP_URL!, from: '"Evil <script>" <evil@example.com>' });
    await mailer.send({
      to: 'victim@example.com',
      subject: '<script>alert("subject")</script>',
      text: 'Go to https://kredi.test/reset?t=1&u=2. Not javascript:alert(1) <img src=x>',
      html: '<p onclick="x()">"quoted" & <script>alert(1)</script></p>',
    });
    const [message] = await messagesTo('victim@example.com');

    const list = await fetch(`${mailboxUrl}/`);
    expect(list.status).toBe(200);
    expect(list.headers.get('content-type')).toContain('text/html');
    expect(list.headers.get('content-security-policy')).toContain("script-src 'none'");
    const listHtml = await list.text();
    expect(listHtml).toContain('<meta name="viewport"');
    expect(listHtml).toContain('&#60;script&#62;alert(&#34;subject&#34;)&#60;/script&#62;');
    expect(listHtml).toContain(`href="/messages/${message!.id}"`);
    expect(listHtml).toContain('victim@example.com');
    expect(listHtml).not.toContain('<script>');

    const page = await (await fetch(`${mailboxUrl}/messages/${message!.id}`)).text();
    expect(page).not.toContain('<script>');
    expect(page).not.toContain('<img src=x>');
    // The HTML body is inside a sandboxed frame (no allow-scripts), escaped into srcdoc.
    expect(page).toMatch(
      /<iframe title="HTML body of the message" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="[^"]*&#60;script&#62;alert\(1\)/,
    );
    expect(page).not.toMatch(/sandbox="[^"]*allow-scripts/);
    // Text links are clickable, without the sentence's full stop; javascript: stays text.
    expect(page).toContain('<a href="https://kredi.test/reset?t=1&#38;u=2">https://kredi.test/reset?t=1&#38;u=2</a>.');
    expect(page).not.toContain('href="javascript:');
    expect(page).toContain('Evil &#60;script&#62;');

    expect((await fetch(`${mailboxUrl}/messages/nope`)).status).toBe(404);
  });
});

describe('mailer', () => {
  it('throws a clear error naming the relay when sending fails', async () => {
    const port = await closedPort();
    const mailer = createMailer({ smtpUrl: `smtp://user:secret@127.0.0.1:${port}`, from: 'no-reply@kredi.test' });
    const failure = await mailer.send({ to: 'a@example.com', subject: 's', text: 't' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(MailSendError);
    expect((failure as Error).message).toContain(`Sending mail to a@example.com through smtp://127.0.0.1:${port} failed`);
    expect((failure as Error).message).not.toContain('secret');
  });

  it('sends many messages over one kept connection, and opens another when the relay drops it', async () => {
    const relay = await countingProxy(Number(new URL(sandbox.env.SMTP_URL!).port));
    try {
      const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${relay.port}`, from: 'no-reply@kredi.test' });
      for (let i = 0; i < 5; i++) await mailer.send({ to: 'pool@example.com', subject: `kept ${i}`, text: 'one connection' });
      expect(relay.connections()).toBe(1);

      relay.dropAll();
      await mailer.send({ to: 'pool@example.com', subject: 'after the drop', text: 'a new connection' });
      expect(relay.connections()).toBe(2);
      expect((await messagesTo('pool@example.com')).map((m) => m.subject)).toEqual([
        'after the drop',
        'kept 4',
        'kept 3',
        'kept 2',
        'kept 1',
        'kept 0',
      ]);
    } finally {
      await relay.close();
    }
  });

  it('refuses a URL that is not smtp:// or smtps://', () => {
    expect(() => createMailer({ smtpUrl: 'http://127.0.0.1:25', from: 'x@kredi.test' })).toThrow(/smtp:\/\/ or smtps:\/\//);
    expect(() => createMailer({ smtpUrl: 'not a url', from: 'x@kredi.test' })).toThrow(/not a URL/);
  });
});

/** A TCP relay in front of the sandbox's SMTP port that counts the connections made through it. */
async function countingProxy(target: number) {
  const sockets = new Set<Socket>();
  let connections = 0;
  const server = createServer((client) => {
    connections++;
    const upstream = connect(target, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    connections: () => connections,
    dropAll: () => sockets.forEach((socket) => socket.destroy()),
    close: () => {
      sockets.forEach((socket) => socket.destroy());
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A loopback port with nothing listening: bind, read the port, close. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
