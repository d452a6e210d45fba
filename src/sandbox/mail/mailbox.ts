/** The mail sandbox's memory: every message the SMTP sink accepted, newest first. */
export interface MailboxMessage {
  id: string;
  /** The From header as written, e.g. `Kredi <no-reply@kredi.app>`. */
  from: string;
  /** Envelope recipients (RCPT TO), so Bcc copies are found too; lower-cased addresses. */
  to: string[];
  subject: string;
  /** The plain-text part; when a message has only HTML, the parser derives text from it. */
  text: string;
  html: string | null;
  /** ISO 8601. */
  receivedAt: string;
}

// A development session can run for days: keep the newest messages, drop the oldest past this count.
const CAPACITY = 1000;

export class Mailbox {
  private messages: MailboxMessage[] = [];
  private sequence = 0;

  add(message: Omit<MailboxMessage, 'id' | 'receivedAt'>): MailboxMessage {
    this.sequence += 1;
    // A readable, increasing id: the page links are `/messages/m42`, easy to say out loud.
    const stored: MailboxMessage = { ...message, id: `m${this.sequence}`, receivedAt: new Date().toISOString() };
    this.messages.unshift(stored);
    if (this.messages.length > CAPACITY) this.messages.length = CAPACITY;
    return stored;
  }

  /** Newest first; `to` matches any recipient, ignoring case. */
  list(to?: string): MailboxMessage[] {
    const wanted = to?.trim().toLowerCase();
    if (!wanted) return [...this.messages];
    return this.messages.filter((message) => message.to.includes(wanted));
  }

  get(id: string): MailboxMessage | undefined {
    return this.messages.find((message) => message.id === id);
  }

  clear(): void {
    this.messages = [];
  }
}
