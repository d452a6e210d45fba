import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cleanPhoneText, otherCountryOf, readRecipientNumber } from '../../../shared/phone';
import { useLanguage } from '../../i18n/language';
import { Button } from '../../ui/Button';
import { UsersIcon } from '../../ui/icons';
import { toast } from '../../ui/toast-store';
import { countryName } from './format';
import { Notice } from './parts';
import { useCountries } from './topups-api';

/**
 * The help a recipient's number field gives (ADR 0068): what WhatsApp or a contact card pasted is read as the
 * person means it (src/shared/phone.ts), a number of another country is recognised and offered its country,
 * and on phones that have the Contact Picker API the number can be taken from the phone's contacts.
 */

/** What goes into the field: the typed text with what nobody sees taken out (WhatsApp's direction marks). */
export const fieldText = cleanPhoneText;

/**
 * The one other country Kredi sends to that the number belongs to, when it is not a number of `iso`; null
 * otherwise. Worked out on a deferred copy of the text: reading it against every country takes a few
 * milliseconds a keystroke on a slow phone, and typing never waits for it.
 */
export function useOtherCountry(number: string, iso: string): string | null {
  const countries = useCountries();
  const deferred = useDeferredValue(number);
  const isos = useMemo(() => (countries.data ?? []).map((c) => c.iso), [countries.data]);
  return useMemo(() => (isos.length > 0 ? otherCountryOf(deferred, iso, isos) : null), [deferred, iso, isos]);
}

/** "This number belongs to another country: United States." and a button that switches to it. */
export function WrongCountryOffer({ iso, onSwitch }: { iso: string; onSwitch(): void }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const countries = useCountries();
  const nameOf = (code: string) => countryName(code, locale, countries.data?.find((c) => c.iso === code)?.name ?? code);
  return (
    <div role="status" data-testid="wrong-country">
      <Notice
        tone="info"
        actions={
          <Button variant="secondary" onClick={onSwitch} data-testid="switch-country">
            {t('topups.recipient.switchCountry', { country: nameOf(iso) })}
          </Button>
        }
      >
        <p>{t('topups.recipient.otherCountry', { country: nameOf(iso) })}</p>
      </Notice>
    </div>
  );
}

interface ContactInfo {
  name?: string[];
  tel?: string[];
}
interface ContactsManager {
  select(properties: ('name' | 'tel')[], options?: { multiple?: boolean }): Promise<ContactInfo[]>;
}

function contactsManager(): ContactsManager | null {
  if (typeof navigator === 'undefined') return null;
  const contacts = (navigator as Navigator & { contacts?: Partial<ContactsManager> }).contacts;
  return contacts && typeof contacts.select === 'function' ? (contacts as ContactsManager) : null;
}

/** What the picker hands back, reduced to one number: the first valid for the country, else the first (another country's is then offered its country). */
export function numberOfContact(numbers: readonly string[], iso: string): string | null {
  const cleaned = numbers.map((n) => cleanPhoneText(n).trim()).filter((n) => /\d/.test(n));
  return cleaned.find((n) => readRecipientNumber(n, iso)) ?? cleaned[0] ?? null;
}

/**
 * "Choose from contacts": the phone's own contact picker (Android Chrome), which shares only the one contact
 * chosen. Where the browser has no picker (a desktop, iOS Safari) there is no button at all.
 */
export function ContactPickerButton({ iso, onPick }: { iso: string; onPick(picked: { number: string; name: string | null }): void }) {
  const { t } = useTranslation();
  // Looked for once mounted, so a page written on the server (which has no navigator) matches its first paint.
  const [manager, setManager] = useState<ContactsManager | null>(null);
  useEffect(() => setManager(contactsManager()), []);
  const [busy, setBusy] = useState(false);
  if (!manager) return null;
  const pick = async () => {
    setBusy(true);
    try {
      const [contact] = await manager.select(['name', 'tel'], { multiple: false });
      if (!contact) return; // the person closed the picker
      const number = numberOfContact(contact.tel ?? [], iso);
      if (!number) {
        toast({ title: t('topups.recipient.contactNoNumber'), variant: 'destructive' });
        return;
      }
      const name = contact.name?.map((n) => n.trim()).find(Boolean) ?? null;
      onPick({ number, name });
    } catch {
      toast({ title: t('topups.recipient.contactsFailed'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" fullWidth={false} busy={busy} onClick={() => void pick()} className="self-start" data-testid="pick-contact">
      <UsersIcon className="h-5 w-5" />
      {t('topups.recipient.fromContacts')}
    </Button>
  );
}
