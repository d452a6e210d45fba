import { formatDateTime } from '../../../shared/dates.js';
import { isLanguage, localeOf, type Language } from '../../../shared/i18n/languages.js';
import { ACCOUNT_MESSAGES, type Device } from '../identity/index.js';
import type { OutgoingMessage, Renderer, ContactsOf } from '../notifications/index.js';

/** The outbox kind of a security alert's own email and text (ADR 0042). */
export const SECURITY_ALERT = 'security_alert';

/** What the alert says, kept in its outbox row: ids and facts, no address; the words are written when it is sent. */
export type SecurityAlert =
  | { alert: 'newSignIn'; at: string; device: Device; place: string | null }
  | { alert: 'passwordChanged'; at: string }
  | { alert: 'signInPaused'; at: string };

/** The email and the text of one alert, for notify() (its `email` and `sms`): the Security settings choose which leave. */
export function securityAlert(alert: SecurityAlert) {
  const own = { kind: SECURITY_ALERT, payload: alert as unknown as Record<string, unknown> };
  return { security: true as const, email: own, sms: own };
}

function when(language: Language, at: Date): string {
  return `${formatDateTime(at, localeOf(language), { dateStyle: 'long', timeZone: 'UTC' })} UTC`;
}

function write(language: Language, firstName: string, alert: SecurityAlert): { subject: string; text: string; sms: string } {
  const m = ACCOUNT_MESSAGES[language];
  const at = when(language, new Date(alert.at));
  if (alert.alert === 'newSignIn') {
    const device = m.deviceName(alert.device);
    return { subject: m.newSignInSubject, text: m.newSignInBody(firstName, at, device, alert.place ?? '—'), sms: m.smsNewSignIn(device) };
  }
  if (alert.alert === 'passwordChanged')
    return { subject: m.passwordChangedSubject, text: m.passwordChangedBody(firstName, at), sms: m.smsPasswordChanged };
  return { subject: m.signInPausedSubject, text: m.signInPausedBody(firstName, at), sms: m.smsSignInPaused };
}

/**
 * Writes security alerts when the outbox sends them, in the person's language of that moment. A text goes
 * only to a verified phone (contactsOf gives no other); a deleted account gets nothing.
 */
export function securityAlertRenderer(contactsOf: ContactsOf): Renderer {
  return async (batch) => {
    const contacts = await contactsOf(batch.map((row) => row.userId));
    return new Map(
      batch.map((row): [string, OutgoingMessage | null] => {
        const contact = contacts.get(row.userId);
        if (!contact) return [row.id, null];
        const language: Language = isLanguage(contact.language) ? contact.language : 'en';
        const words = write(language, contact.firstName, row.payload as unknown as SecurityAlert);
        if (row.channel === 'email') return [row.id, { channel: 'email', to: contact.email, subject: words.subject, text: words.text }];
        if (row.channel === 'sms')
          return [row.id, contact.phoneNumber ? { channel: 'sms', to: contact.phoneNumber, body: words.sms } : null];
        return [row.id, null];
      }),
    );
  };
}
