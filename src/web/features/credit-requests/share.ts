/**
 * The ways to share a request's link: WhatsApp's click-to-chat (wa.me, which opens the app where it is
 * installed, else its web page) and an SMS draft (`sms:?&body=` is the form both Android and iOS read).
 */
const encode = encodeURIComponent;

export const whatsappShareLink = (text: string) => `https://wa.me/?text=${encode(text)}`;

export const smsShareLink = (text: string) => `sms:?&body=${encode(text)}`;

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

/** Where to go back to after signing in: only a path of this site (never `//other.site`). */
export const nextParam = (path: string) => `?next=${encode(path)}`;
