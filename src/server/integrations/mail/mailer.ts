import nodemailer from 'nodemailer';

/**
 * Outgoing mail over SMTP. The same code talks to the mail sandbox (`npm start`, tests) and to a real
 * relay in production: only SMTP_URL changes. Failures throw; whether to retry, queue or tell the person
 * is the caller's decision.
 */
interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Closes the pooled connections to the relay (on shutdown). */
  close(): void;
}

export interface MailerOptions {
  /** `smtp://[user:pass@]host[:port]` (STARTTLS when offered) or `smtps://…` (TLS from the start). */
  smtpUrl: string;
  /** The From header, e.g. `Kredi <no-reply@kredi.app>`. */
  from: string;
  /** SMTP connections this instance keeps open to the relay (SMTP_POOL_SIZE). */
  connections?: number;
}

export class MailSendError extends Error {
  override name = 'MailSendError';
}

export function createMailer({ smtpUrl, from, connections = 3 }: MailerOptions): Mailer {
  const target = parseSmtpUrl(smtpUrl);
  const transport = nodemailer.createTransport({
    host: target.host,
    port: target.port,
    secure: target.secure,
    auth: target.auth,
    // A few connections kept open and reused (ADR 0054): a receipt costs its MAIL, RCPT and DATA, not a
    // connect, greeting, EHLO, TLS handshake and login of its own. A connection is renewed after 100
    // messages, and reopened when the relay drops it.
    pool: true,
    maxConnections: connections,
    maxMessages: 100,
    // A hung relay must not hold a request or a job forever.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });

  return {
    async send({ to, subject, text, html }) {
      let info: { rejected?: unknown[] };
      try {
        info = await transport.sendMail({ from, to, subject, text, html });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new MailSendError(`Sending mail to ${to} through ${target.display} failed: ${reason}`, { cause: error });
      }
      // A relay may accept the message but refuse a recipient: that is a failure for this one.
      if (info.rejected && info.rejected.length > 0) {
        throw new MailSendError(`Sending mail to ${to} through ${target.display} failed: recipient rejected`);
      }
    },
    close() {
      transport.close();
    },
  };
}

interface SmtpTarget {
  host: string;
  port: number;
  secure: boolean;
  auth?: { user: string; pass: string };
  /** For messages: host and port, never the password. */
  display: string;
}

function parseSmtpUrl(smtpUrl: string): SmtpTarget {
  let url: URL;
  try {
    url = new URL(smtpUrl);
  } catch {
    throw new Error('SMTP URL is not a URL: expected smtp://[user:pass@]host[:port] or smtps://…');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new Error(`SMTP URL must start with smtp:// or smtps://, got ${url.protocol}//`);
  }
  const secure = url.protocol === 'smtps:';
  const port = url.port ? Number(url.port) : secure ? 465 : 587;
  // WHATWG URL keeps IPv6 hosts bracketed; sockets want them bare.
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const auth = url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined;
  return { host, port, secure, auth, display: `${url.protocol}//${url.host}` };
}
