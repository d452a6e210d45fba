import type { Sandbox } from '../framework.js';
import { listen, portFromEnv, urlHost } from '../shared/http-sandbox.js';
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
    // If the mailbox cannot listen, the SMTP sink must not be left running.
    const mailboxUrl = await listen(app, host, 'MAIL_SANDBOX_HTTP_PORT').catch(async (error: unknown) => {
      await smtp.close();
      throw error;
    });
    const smtpUrl = `smtp://${urlHost(host)}:${smtp.port}`;
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
