import { localeOf, type Language } from '../../../shared/i18n/languages.js';
import { formatLocalAmount } from '../../../shared/money.js';
import { smsText } from '../../integrations/sms/gsm7.js';
import type { Queryable } from '../../ledger/index.js';
import type { ContactsOf, Renderer } from '../notifications/index.js';
import * as store from './store.js';

/**
 * The requester's text once the top-up answering her request is delivered (ADR 0067): in the language of her
 * request, naming the sender by first name only, with what arrived in her currency. One GSM-7 message.
 */
const DELIVERED: Record<Language, (sender: string, amount: string) => string> = {
  en: (sender, amount) => `${sender} answered your request on Kredi: ${amount} of credit was delivered to your phone.`,
  fr: (sender, amount) => `${sender} a répondu à votre demande sur Kredi : ${amount} de crédit sont arrivés sur votre téléphone.`,
  es: (sender, amount) => `${sender} respondió a tu pedido en Kredi: ${amount} de saldo llegaron a tu teléfono.`,
  pt: (sender, amount) => `${sender} respondeu ao seu pedido no Kredi: ${amount} de crédito chegaram ao seu celular.`,
  ht: (sender, amount) => `${sender} reponn demann ou te fè sou Kredi a: ${amount} kredi rive sou telefòn ou.`,
};

function creditRequestSmsText(language: Language, sender: string, localAmount: string, localCurrency: string): string {
  return smsText(DELIVERED[language](sender, formatLocalAmount(localAmount, localCurrency, localeOf(language))));
}

/**
 * Writes each queued text when it is sent: to the request's number, in its language, with what arrived (kept in
 * the row by the delivery) and the sender's first name (the row's person).
 */
export function creditRequestSmsRenderer(deps: { pool: Queryable; contactsOf: ContactsOf }): Renderer {
  return async (batch) => {
    const requests = new Map(
      (
        await store.deliveredRequests(
          deps.pool,
          batch.map((row) => String(row.payload.requestId)),
        )
      ).map((r) => [r.id, r]),
    );
    const senders = await deps.contactsOf(batch.map((row) => row.userId));
    return new Map(
      batch.map((row) => {
        const found = requests.get(String(row.payload.requestId));
        if (!found) return [row.id, null] as const;
        const sender = senders.get(row.userId)?.firstName.trim() || 'Kredi';
        const body = creditRequestSmsText(found.language, sender, String(row.payload.localAmount), String(row.payload.localCurrency));
        return [row.id, { channel: 'sms' as const, to: found.phone_e164, body }] as const;
      }),
    );
  };
}
