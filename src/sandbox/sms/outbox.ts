import { randomBytes } from 'node:crypto';

/** The SMS sandbox's memory: every message the fake Twilio accepted, newest first. */
export interface SentSms {
  /** Twilio's message SID: `SM` + 32 hex. */
  id: string;
  to: string;
  from: string;
  body: string;
  /** ISO 8601. */
  sentAt: string;
}

// Keep memory bounded during long development sessions.
const CAPACITY = 1000;

export class Outbox {
  private messages: SentSms[] = [];

  add(message: Omit<SentSms, 'id' | 'sentAt'>): SentSms {
    const stored: SentSms = { ...message, id: `SM${randomBytes(16).toString('hex')}`, sentAt: new Date().toISOString() };
    this.messages.unshift(stored);
    if (this.messages.length > CAPACITY) this.messages.length = CAPACITY;
    return stored;
  }

  /**
   * Newest first. Numbers are compared by their digits: in `?to=+13055550123` an unencoded `+` arrives
   * as a space, and the filter should still match.
   */
  list(to?: string): SentSms[] {
    const wanted = to ? digitsOf(to) : '';
    if (!wanted) return [...this.messages];
    return this.messages.filter((message) => digitsOf(message.to) === wanted);
  }

  clear(): void {
    this.messages = [];
  }
}

function digitsOf(phone: string): string {
  return phone.replace(/\D/g, '');
}
