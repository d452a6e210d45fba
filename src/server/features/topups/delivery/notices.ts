import type { Db } from '../../../db/connect.js';
import type { LedgerTx, Queryable } from '../../../ledger/index.js';
import { inArray } from 'drizzle-orm';
import { topupPins } from '../../../db/schema.js';
import { type AfterSent, enqueueMessage, notify, type Renderer, type ContactsOf } from '../../notifications/index.js';
import { recipientLanguage, recipientSmsText } from '../../../../shared/recipient-sms.js';
import { topupReceipt } from './receipt.js';
import type { Settled } from './settlement.js';
import type { TopupOrderRow } from '../orders/order-row.js';
import * as store from '../orders/store.js';

/** What a top-up tells its sender (and, if asked, its recipient), in the transaction of its event (ADR 0028). */

export const RECIPIENT_SMS = 'topup_recipient_sms';

type Facts = Pick<
  TopupOrderRow,
  'user_id' | 'state' | 'recipient_number' | 'local_amount' | 'local_currency' | 'wallet_charge_cents' | 'text_recipient'
>;

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
      : // What the ledger gave back (the receipt's "refunded" figure), and whether it was paid with PayPal, which the notice names.
        { recipient: notice.recipientNumber, amountCents: notice.refundCents, ...(notice.paidWithPayPal ? { paypal: 1 } : {}) },
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

/**
 * The recipient's text went (the SMS provider took it) with the sender's own line in it: the sender hears the
 * person received it, by the list and push only (the delivered notice and its receipt already went by email),
 * naming them by the name the sender saved for that number, else the number. Without a line of the sender's
 * there is nothing the delivered notice has not said, so no second notice. Run in the transaction that marks the text sent
 * (the outbox's `afterSent`), keyed by the order: a text sent again after a crash notifies no one twice.
 */
export const notifyReceived: AfterSent = async (client, sent) => {
  const { rows } = await client.query<{ id: string; user_id: string; recipient_number: string; name: string | null }>(
    `select o.id, o.user_id, q.recipient_number, r.name
       from topup_orders o join topup_quotes q on q.id = o.quote_id
       left join saved_recipients r on r.user_id = o.user_id and r.recipient_number = q.recipient_number
      where o.id = any($1::text[]) and q.recipient_message is not null`,
    [sent.map((row) => String(row.payload.orderId))],
  );
  for (const row of rows)
    await notify(client, {
      id: `topup:${row.id}:received`,
      userId: row.user_id,
      type: 'info',
      key: 'topupReceived',
      params: { recipient: row.recipient_number, ...(row.name ? { name: row.name } : {}) },
      channels: ['push'],
    });
};

/** Its outcome is still unknown after the first try: the sender hears it is taking longer than usual, once. */
export async function notifyDelayed(client: Queryable, orderId: string) {
  const facts = await factsOf(client, orderId);
  if (!facts) return;
  await notify(client, {
    id: `topup:${orderId}:delayed`,
    userId: facts.user_id,
    // News, not a call to act: nothing is asked of the person, and a failure is refunded on its own.
    type: 'info',
    key: 'topupDelayed',
    params: { recipient: facts.recipient_number },
  });
}

// The recipient's text is written by shared code, which the send screen counts the sender's message against (ADR 0068).
export { recipientLanguage, recipientSmsText } from '../../../../shared/recipient-sms.js';

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
        const body = recipientSmsText(
          recipientLanguage(found.quote.countryIso),
          firstName,
          found.quote,
          pin ?? null,
          found.quote.recipientMessage,
        );
        return [row.id, body === null ? null : { channel: 'sms' as const, to: found.quote.recipientNumber, body }] as const;
      }),
    );
  };
}
