import type { AddressInfo } from 'node:net';
import type { Sandbox } from '../framework.js';
import { Mailbox } from './mailbox.js';
import { buildMailboxApp } from './mailbox-http.js';
import { startSmtpSink } from './smtp-sink.js';

export type { MailboxMessage } from './mailbox.js';

/**
 * Mail sandbox: an SMTP sink Kredi sends through (SMTP_URL) and a mailbox to read what it sent
 * (MAILBOX_URL). Ports are free ones unless MAIL_SANDBOX_SMTP_PORT / MAIL_SANDBOX_HTTP_PORT fix them,
 * e.g. to keep a bookmark to the mailbox across restarts.
 */
export const mailSandbox: Sandbox = {
  name: 'mail',
  async start({ host }) {
    const mailbox = new Mailbox();
    const smtp = await startSmtpSink(mailbox, host, portFromEnv('MAIL_SANDBOX_SMTP_PORT'));
    const app = buildMailboxApp(mailbox);
    try {
      await app.listen({ host, port: portFromEnv('MAIL_SANDBOX_HTTP_PORT') });
    } catch (error) {
      await smtp.close();
      throw error;
    }
    const httpPort = (app.server.address() as AddressInfo).port;
    const urlHost = host.includes(':') ? `[${host}]` : host;
    const smtpUrl = `smtp://${urlHost}:${smtp.port}`;
    const mailboxUrl = `http://${urlHost}:${httpPort}`;
    return {
      name: 'mail',
      listeningOn: `${smtpUrl}, mailbox ${mailboxUrl}`,
      env: { SMTP_URL: smtpUrl, MAILBOX_URL: mailboxUrl },
      async stop() {
        await Promise.all([app.close(), smtp.close()]);
      },
    };
  },
};

function portFromEnv(name: string): number {
  const value = process.env[name];
  if (value === undefined || value === '') return 0;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`${name} must be a port number, got "${value}"`);
  return port;
}
