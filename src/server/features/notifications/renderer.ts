import type pg from 'pg';
import { isLanguage, type Language } from '../../../shared/i18n/languages.js';
import { smsText } from '../../integrations/sms/gsm7.js';
import * as inbox from './inbox.js';
import { languageMessages, render, renderSms } from './messages/catalogue.js';
import type { OutgoingMessage, Renderer } from './service.js';

/**
 * A notification as a text: its message after the brand, in the reader's language (no title: one SMS, not two).
 * Amounts keep the language's format ("654,25 HTG"), their no-break spaces made plain so the text stays GSM-7.
 */
export function notificationSms(language: Language, key: string, params: Parameters<typeof render>[2]): string {
  return smsText(`Kredi: ${renderSms(language, key, params)}`);
}

/** Where and how to write to a person: the phone only once verified. */
interface Contact {
  email: string;
  language: string;
  firstName: string;
  phoneNumber: string | null;
}

/** The identity feature's answer for a batch's people, in one read; a deleted or unknown person is absent. */
export type ContactsOf = (userIds: readonly string[]) => Promise<ReadonlyMap<string, Contact>>;

/** The screen a notification opens (push click, email link), by its event key's first part. */
export function screenOf(notificationId: string): string {
  const [subject, id] = notificationId.split(':');
  if (subject === 'topup' && id) return `/payment-summary?topup=${encodeURIComponent(id)}`;
  if (subject === 'funding') return '/wallet';
  if (subject === 'referral') return '/invite-friends';
  if (subject === 'loyalty') return '/loyalty';
  if (subject === 'promotion') return '/promotions';
  if (subject === 'support') return '/support';
  if (subject === 'security') return '/security-settings';
  if (subject === 'schedule') return '/scheduled';
  if (subject === 'pot') return '/family';
  if (subject === 'recipient-alert' && id) return `/send-topup?recipient=${encodeURIComponent(id)}`;
  return '/dashboard';
}

/**
 * The screen the bell opens from a notification, for those that lead somewhere to act (ADR 0073): a saved
 * recipient's alert opens the send screen filled in for that recipient. Others are read where they are.
 */
export function linkOf(notificationId: string): string | undefined {
  return notificationId.startsWith('recipient-alert:') ? screenOf(notificationId) : undefined;
}

/**
 * Renders the notifications' own outbox rows (kind `notification`): the in-app notification, read once
 * for the batch, written in the person's language for the row's channel when it is sent. Null (dropped)
 * when the person is gone, deleted the notification, or has no verified phone for a text.
 */
export function notificationRenderer(deps: { pool: pg.Pool; contactsOf: ContactsOf; publicUrl: string }): Renderer {
  return async (batch) => {
    const stored = await inbox.byIds(
      deps.pool,
      batch.map((row) => String(row.payload.notificationId)),
    );
    const contacts = await deps.contactsOf(batch.map((row) => row.userId));
    return new Map(
      batch.map((row): [string, OutgoingMessage | null] => {
        const notification = stored.get(String(row.payload.notificationId));
        const contact = contacts.get(row.userId);
        if (!notification || !contact) return [row.id, null];
        const language: Language = isLanguage(contact.language) ? contact.language : 'en';
        const { title, message } = render(language, notification.messageKey, notification.params);
        const screen = screenOf(notification.id);
        if (row.channel === 'email') {
          const text = `${message}\n\n${languageMessages(language).emailFooter(`${deps.publicUrl}${screen}`)}`;
          return [row.id, { channel: 'email', to: contact.email, subject: title, text }];
        }
        if (row.channel === 'sms')
          return [
            row.id,
            contact.phoneNumber
              ? { channel: 'sms', to: contact.phoneNumber, body: notificationSms(language, notification.messageKey, notification.params) }
              : null,
          ];
        const endpoint = typeof row.payload.endpoint === 'string' ? row.payload.endpoint : undefined;
        return [
          row.id,
          { channel: 'push', userId: row.userId, endpoint, payload: { title, body: message, url: screen, tag: notification.id } },
        ];
      }),
    );
  };
}
