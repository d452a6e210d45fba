import type { Language } from '../../../shared/i18n/languages.js';
import type { Db } from '../../db/connect.js';
import type { LedgerTx, Queryable } from '../../ledger/index.js';
import { inArray } from 'drizzle-orm';
import { topupPins } from '../../db/schema.js';
import { pinLoading } from '../../../shared/pin-loading.js';
import { languageMessages } from '../notifications/messages/catalogue.js';
import { enqueueMessage, notify, type Renderer } from '../notifications/service.js';
import type { ContactsOf } from '../notifications/renderer.js';
import { topupReceipt } from './receipt.js';
import type { Settled } from './settlement.js';
import * as store from './store.js';

/** What a top-up tells its sender (and, if asked, its recipient), in the transaction of its event (ADR 0028). */

export const RECIPIENT_SMS = 'topup_recipient_sms';

interface Facts {
  user_id: string;
  state: string;
  recipient_number: string;
  local_amount: string;
  local_currency: string;
  wallet_charge_cents: string;
  text_recipient: boolean;
}

async function factsOf(client: Queryable, orderId: string): Promise<Facts | null> {
  const { rows } = await client.query<Facts>(
    `select o.user_id, o.state, q.recipient_number, q.local_amount, q.local_currency, q.wallet_charge_cents, q.text_recipient
       from topup_orders o join topup_quotes q on q.id = o.quote_id where o.id = $1`,
    [orderId],
  );
  return rows[0] ?? null;
}

/**
 * Settled: delivered, or failed and refunded. The sender's notification (its email is the receipt) and,
 * for a delivery the sender asked to text, one SMS to the recipient, keyed by the top-up. Its facts are
 * the settling statement's own (settlement.ts), so the outcome told is the one this transaction made.
 */
export async function notifySettled(tx: LedgerTx, settled: Pick<Settled, 'orderId' | 'userId' | 'outcome' | 'notice'>) {
  const { orderId, userId, notice } = settled;
  const delivered = settled.outcome === 'succeeded';
  const receipt = topupReceipt({ orderId, userId, outcome: settled.outcome });
  await notify(tx.client, {
    id: `topup:${orderId}:${delivered ? 'delivered' : 'refunded'}`,
    userId,
    type: delivered ? 'info' : 'urgent',
    key: delivered ? 'topupDelivered' : 'topupFailed',
    params: delivered
      ? { recipient: notice.recipientNumber, localAmount: notice.localAmount, localCurrency: notice.localCurrency }
      : { recipient: notice.recipientNumber, amountCents: notice.walletChargeCents },
    email: { kind: receipt.kind, payload: receipt.payload },
  });
  if (delivered && notice.textRecipient) await notifyRecipient(tx.client, orderId, userId);
}

/**
 * Not the person's own notification (no list entry, no channel choices): one text to the number topped up.
 * Keyed by the order: asked again (the sender's "Send the PIN" after the delivery's own text), nothing more
 * is sent. The row keeps the order's id only; the text is written when it is sent.
 */
export async function notifyRecipient(client: Queryable, orderId: string, userId: string) {
  await enqueueMessage(client, { id: `topup:${orderId}:recipient-sms`, kind: RECIPIENT_SMS, channel: 'sms', userId, payload: { orderId } });
}

/** Its outcome is still unknown after the first try: the sender hears it is taking longer than usual, once. */
export async function notifyDelayed(client: Queryable, orderId: string) {
  const facts = await factsOf(client, orderId);
  if (!facts) return;
  await notify(client, {
    id: `topup:${orderId}:delayed`,
    userId: facts.user_id,
    type: 'urgent',
    key: 'topupDelayed',
    params: { recipient: facts.recipient_number },
  });
}

/** The language a recipient's text is written in: their country's (Kreyòl for Haiti, Spanish for the Dominican Republic, …). */
const LANGUAGE_OF_COUNTRY: Record<string, Language> = {
  HT: 'ht',
  DO: 'es',
  MX: 'es',
  CO: 'es',
  GT: 'es',
  HN: 'es',
  SV: 'es',
  NI: 'es',
  CR: 'es',
  PA: 'es',
  PE: 'es',
  EC: 'es',
  BO: 'es',
  VE: 'es',
  CU: 'es',
  AR: 'es',
  CL: 'es',
  PY: 'es',
  UY: 'es',
  ES: 'es',
  BR: 'pt',
  PT: 'pt',
  AO: 'pt',
  MZ: 'pt',
  CV: 'pt',
  FR: 'fr',
  SN: 'fr',
  CI: 'fr',
  CM: 'fr',
  ML: 'fr',
  CD: 'fr',
  GP: 'fr',
  MQ: 'fr',
  GF: 'fr',
};
export const recipientLanguage = (countryIso: string): Language => LANGUAGE_OF_COUNTRY[countryIso] ?? 'en';

interface Arrived {
  productKind: string;
  localAmount: string;
  localCurrency: string;
  planDescription: string | null;
}

/**
 * What the recipient's text says arrived, in `language`: airtime its local amount, a data plan its name and
 * validity (the operator's words), a PIN the code itself and how to load it. A PIN without its code (not
 * kept: nothing to say) is null.
 */
export function recipientSmsText(
  language: Language,
  sender: string,
  arrived: Arrived,
  pin: { code: string; instructions: readonly string[]; ivr: string | null } | null,
): string | null {
  const words = languageMessages(language).recipientSms;
  if (arrived.productKind === 'pin') return pin ? words.pin(sender, pin.code, pinLoading(pin)) : null;
  if (arrived.productKind === 'data' && arrived.planDescription) return words.data(sender, arrived.planDescription);
  return words.airtime(sender, `${arrived.localAmount} ${arrived.localCurrency}`);
}

/**
 * The recipient's text: the sender's first name only and what arrived, in the recipient's country's
 * language. Written when it is sent, never stored: the outbox row keeps only the order's id, so a PIN
 * read here (its owner's, from topup_pins) is in no outbox row, log or staff view.
 */
export function recipientSmsRenderer(deps: { db: Db; contactsOf: ContactsOf }): Renderer {
  return async (batch) => {
    const ids = batch.map((row) => String(row.payload.orderId));
    const orders = new Map((await store.findOrders(deps.db, ids)).map((f) => [f.order.id, f]));
    const pins = new Map((await deps.db.select().from(topupPins).where(inArray(topupPins.topupId, ids))).map((pin) => [pin.topupId, pin]));
    const senders = await deps.contactsOf([...orders.values()].map((found) => found.order.userId));
    return new Map(
      batch.map((row) => {
        const found = orders.get(String(row.payload.orderId));
        const sender = found ? senders.get(found.order.userId) : undefined;
        if (!found || !sender || found.order.state !== 'succeeded') return [row.id, null] as const;
        const firstName = sender.firstName.trim() || 'Kredi';
        const pin = pins.get(found.order.id);
        const body = recipientSmsText(recipientLanguage(found.quote.countryIso), firstName, found.quote, pin ?? null);
        return [row.id, body === null ? null : { channel: 'sms' as const, to: found.quote.recipientNumber, body }] as const;
      }),
    );
  };
}
