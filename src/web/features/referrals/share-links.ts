import { withLanguagePrefix, type Language } from '../../../shared/i18n/languages';

/**
 * The server's invitation link (in the language stored on the account) moved to the language the person
 * is reading now, so the message and the page it opens speak the same language: /ht/register?ref=CODE.
 */
export function invitationLinkIn(link: string, language: Language): string {
  const url = new URL(link);
  url.pathname = withLanguagePrefix(language, '/register');
  return url.toString();
}

/**
 * Real share links for an invitation, each carrying the message (which holds the link) in the person's
 * language: WhatsApp's click-to-chat, an email draft, and an SMS draft (`sms:?&body=` is the form both
 * Android and iOS read).
 */
export interface Invitation {
  subject: string;
  message: string;
}

const encode = encodeURIComponent;

export function whatsappLink({ message }: Invitation): string {
  return `https://wa.me/?text=${encode(message)}`;
}

export function emailLink({ subject, message }: Invitation): string {
  return `mailto:?subject=${encode(subject)}&body=${encode(message)}`;
}

export function smsLink({ message }: Invitation): string {
  return `sms:?&body=${encode(message)}`;
}

/** Copies text; false when the browser refuses (no permission, no clipboard, not a secure page). */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
