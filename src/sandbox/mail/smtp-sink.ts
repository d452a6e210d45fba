import type { AddressInfo } from 'node:net';
import type { EmailAddress } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { Mailbox } from './mailbox.js';

/**
 * An SMTP server that accepts every message and keeps it in the mailbox. It asks for nothing: any
 * sender, any recipient, AUTH accepted with any credentials, so the product's real SMTP path (nodemailer)
 * runs unchanged against it.
 */
export interface RunningSmtpSink {
  port: number;
  close(): Promise<void>;
}

const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

export async function startSmtpSink(mailbox: Mailbox, host: string, port: number): Promise<RunningSmtpSink> {
  const server = new SMTPServer({
    name: 'kredi-mail-sandbox',
    banner: 'Kredi mail sandbox: every message is kept, none is delivered',
    logger: false,
    size: MAX_MESSAGE_BYTES,
    // No certificate on loopback: without this, clients would try STARTTLS against a self-signed key.
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    // Credentials in SMTP_URL (as production needs) must work here too, over plain loopback.
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username ?? 'sandbox' });
    },
    // Clients are on this machine: a reverse DNS lookup per connection would only delay each greeting.
    disableReverseLookup: true,
    // Stopping the sandbox should not wait the default 30 s for an idle client to say QUIT.
    closeTimeout: 1000,
    onData(stream, session, callback) {
      // The message is stored before the 250 reply, so when send() resolves the mailbox already has it.
      // The parser (mailparser and its character sets, about 60 ms and 5 MB at start) is loaded by the first
      // message: most starts send none.
      import('mailparser')
        .then(({ simpleParser }) => simpleParser(stream, { skipImageLinks: true }))
        .then((parsed) => {
          const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
          mailbox.add({
            from: displayAddress(parsed.from?.value[0]) || envelopeFrom,
            to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : null,
          });
          callback();
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  // After start, a broken client must not bring the whole process down.
  server.on('error', () => undefined);

  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** `Kredi <no-reply@kredi.app>`: the decoded name as a person reads it, not the header's quoting. */
function displayAddress(address: EmailAddress | undefined): string {
  if (!address?.address) return '';
  return address.name ? `${address.name} <${address.address}>` : address.address;
}
