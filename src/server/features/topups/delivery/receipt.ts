import { formatDateTime } from '../../../../shared/dates.js';
import { isLanguage, localeOf, type Language } from '../../../../shared/i18n/languages.js';
import { formatLocalAmount, formatMoney } from '../../../../shared/money.js';
import { formatPhone } from '../../../../shared/phone.js';
import type { Db } from '../../../db/connect.js';
import type { ContactsOf, NewNotification, OutgoingMessage, Renderer } from '../../notifications/index.js';
import * as store from '../orders/store.js';

interface ReceiptWords {
  deliveredSubject: (number: string) => string;
  failedSubject: (number: string) => string;
  delivered: string;
  failed: string;
  /** A failed top-up paid with PayPal: the fee came back too, and the money may go back to PayPal. */
  paypalChoice: (statusUrl: string) => string;
  /** Paid more than 24 hours after ordering: not sent at a price that is no longer held. */
  tooLate: string;
  lines: {
    recipient: string;
    operator: string;
    amount: string;
    receives: string;
    fees: string;
    /** Followed by the code and what it took off (ADR 0024). */
    promo: string;
    total: string;
    reference: string;
    date: string;
  };
  thanks: string;
}

const WORDS: Record<Language, ReceiptWords> = {
  en: {
    deliveredSubject: (n) => `Receipt: top-up delivered to ${n}`,
    failedSubject: (n) => `Top-up to ${n} failed: refunded to your wallet`,
    delivered: 'Your top-up was delivered.',
    failed: 'Your top-up could not be delivered. The full amount is back in your Kredi wallet.',
    paypalChoice: (url) => `That includes the PayPal fee. Prefer it back on PayPal? Open ${url} and choose "Send back to PayPal".`,
    tooLate:
      'PayPal confirmed your payment more than 24 hours after you ordered, so we did not send the top-up at a price we can no longer hold.',
    lines: {
      recipient: 'Recipient',
      operator: 'Operator',
      amount: 'Amount',
      receives: 'Recipient receives',
      fees: 'Fees',
      promo: 'Promo code',
      total: 'Total paid',
      reference: 'Operator reference',
      date: 'Date',
    },
    thanks: 'Thank you for using Kredi.',
  },
  fr: {
    deliveredSubject: (n) => `Reçu : recharge livrée au ${n}`,
    failedSubject: (n) => `La recharge vers le ${n} a échoué : remboursée sur votre portefeuille`,
    delivered: 'Votre recharge a été livrée.',
    failed: 'Votre recharge n’a pas pu être livrée. Le montant total est de retour dans votre portefeuille Kredi.',
    paypalChoice: (url) =>
      `Les frais PayPal sont inclus. Vous préférez le récupérer sur PayPal ? Ouvrez ${url} et choisissez « Renvoyer vers PayPal ».`,
    tooLate:
      'PayPal a confirmé votre paiement plus de 24 heures après la commande : nous n’avons pas envoyé la recharge à un prix que nous ne pouvons plus garantir.',
    lines: {
      recipient: 'Destinataire',
      operator: 'Opérateur',
      amount: 'Montant',
      receives: 'Le destinataire reçoit',
      fees: 'Frais',
      promo: 'Code promo',
      total: 'Total payé',
      reference: 'Référence de l’opérateur',
      date: 'Date',
    },
    thanks: 'Merci d’utiliser Kredi.',
  },
  es: {
    deliveredSubject: (n) => `Recibo: recarga entregada al ${n}`,
    failedSubject: (n) => `La recarga al ${n} falló: reembolsada a tu billetera`,
    delivered: 'Tu recarga fue entregada.',
    failed: 'No se pudo entregar tu recarga. El monto total volvió a tu billetera Kredi.',
    paypalChoice: (url) => `Incluye la comisión de PayPal. ¿Prefieres recibirlo en PayPal? Abre ${url} y elige “Devolver a PayPal”.`,
    tooLate:
      'PayPal confirmó tu pago más de 24 horas después de tu pedido, así que no enviamos la recarga a un precio que ya no podemos mantener.',
    lines: {
      recipient: 'Destinatario',
      operator: 'Operador',
      amount: 'Monto',
      receives: 'El destinatario recibe',
      fees: 'Comisiones',
      promo: 'Código promocional',
      total: 'Total pagado',
      reference: 'Referencia del operador',
      date: 'Fecha',
    },
    thanks: 'Gracias por usar Kredi.',
  },
  pt: {
    deliveredSubject: (n) => `Recibo: recarga entregue para ${n}`,
    failedSubject: (n) => `A recarga para ${n} falhou: reembolsada na sua carteira`,
    delivered: 'Sua recarga foi entregue.',
    failed: 'Não foi possível entregar sua recarga. O valor total voltou para a sua carteira Kredi.',
    paypalChoice: (url) => `Isso inclui a taxa do PayPal. Prefere receber de volta no PayPal? Abra ${url} e escolha "Devolver ao PayPal".`,
    tooLate:
      'O PayPal confirmou seu pagamento mais de 24 horas depois do pedido, então não enviamos a recarga por um preço que não podemos mais garantir.',
    lines: {
      recipient: 'Destinatário',
      operator: 'Operadora',
      amount: 'Valor',
      receives: 'O destinatário recebe',
      fees: 'Taxas',
      promo: 'Código promocional',
      total: 'Total pago',
      reference: 'Referência da operadora',
      date: 'Data',
    },
    thanks: 'Obrigado por usar o Kredi.',
  },
  ht: {
    deliveredSubject: (n) => `Resi: rechaj la rive sou ${n}`,
    failedSubject: (n) => `Rechaj la pou ${n} pa pase: lajan an tounen nan bous ou`,
    delivered: 'Rechaj ou a rive.',
    failed: 'Rechaj ou a pa pase. Tout lajan an tounen nan bous Kredi ou.',
    paypalChoice: (url) =>
      `Frè PayPal la ladan l tou. Ou ta pito lajan an tounen sou PayPal? Louvri ${url} epi chwazi "Voye l tounen sou PayPal".`,
    tooLate:
      'PayPal konfime peman ou plis pase 24 èdtan apre ou te pase kòmand lan, kidonk nou pa voye rechaj la ak yon pri nou pa ka kenbe ankò.',
    lines: {
      recipient: 'Moun k ap resevwa',
      operator: 'Operatè',
      amount: 'Montan',
      receives: 'Moun nan resevwa',
      fees: 'Frè',
      promo: 'Kòd pwomo',
      total: 'Total ou peye',
      reference: 'Referans operatè a',
      date: 'Dat',
    },
    thanks: 'Mèsi paske ou sèvi ak Kredi.',
  },
};

export const TOPUP_RECEIPT = 'topup_receipt';

/** The receipt a settlement queues, in its own transaction: one per top-up, whatever replays (ADR 0020). */
export function topupReceipt(settled: { orderId: string; userId: string; outcome: 'succeeded' | 'failed' }): NewNotification {
  return {
    id: `topup:${settled.orderId}:receipt`,
    kind: TOPUP_RECEIPT,
    userId: settled.userId,
    payload: { orderId: settled.orderId, outcome: settled.outcome },
  };
}

/**
 * Renders a batch of receipts (one read of the orders, one contact per person): the receipt of a
 * delivered top-up, or the notice that a failed one was refunded. Null when the person or order is gone.
 */
export function topupReceiptRenderer(deps: { db: Db; contactsOf: ContactsOf; publicUrl: string }): Renderer {
  return async (batch) => {
    const orderIds = batch.map((notification) => String(notification.payload.orderId));
    const orders = new Map((await store.findOrders(deps.db, orderIds)).map((found) => [found.order.id, found]));
    const contacts = await deps.contactsOf([...orders.values()].map((found) => found.order.userId));
    return new Map(
      batch.map((notification) => {
        const found = orders.get(String(notification.payload.orderId));
        const contact = found ? contacts.get(found.order.userId) : null;
        const outcome = notification.payload.outcome === 'succeeded' ? 'succeeded' : 'failed';
        return [notification.id, found && contact ? receiptEmail(found, contact, outcome, deps.publicUrl) : null];
      }),
    );
  };
}

function receiptEmail(
  { order, quote }: store.OrderWithQuote,
  contact: { email: string; language: string },
  outcome: 'succeeded' | 'failed',
  publicUrl: string,
): OutgoingMessage {
  const language: Language = isLanguage(contact.language) ? contact.language : 'en';
  const words = WORDS[language];
  const locale = localeOf(language);
  const money = (cents: number) => formatMoney(cents, locale);
  // The number and the local amount as every screen writes them ("+509 37 12 3456", "654,25 HTG").
  const number = formatPhone(quote.recipientNumber);
  const lines = [
    `${words.lines.recipient}: ${number}`,
    `${words.lines.operator}: ${quote.operatorName}`,
    `${words.lines.amount}: ${money(quote.amountCents)}`,
    `${words.lines.receives}: ${formatLocalAmount(quote.localAmount, quote.localCurrency, locale)}`,
    `${words.lines.fees}: ${money(quote.totalCents + quote.promoDiscountCents - quote.amountCents)}`,
    ...(quote.promoDiscountCents > 0 ? [`${words.lines.promo} ${quote.promoCode ?? ''}: −${money(quote.promoDiscountCents)}`] : []),
    `${words.lines.total}: ${money(quote.totalCents)}`,
    ...(order.operatorReference ? [`${words.lines.reference}: ${order.operatorReference}`] : []),
    `${words.lines.date}: ${formatDateTime(order.createdAt, locale, { dateStyle: 'long', timeZone: 'UTC' })} UTC`,
  ];
  const opening =
    outcome === 'succeeded'
      ? [words.delivered]
      : [
          ...(order.failureCode === 'PAYMENT_TOO_LATE' ? [words.tooLate] : []),
          words.failed,
          ...(quote.paymentMethod === 'paypal' ? [words.paypalChoice(`${publicUrl}/payment-summary?topup=${order.id}`)] : []),
        ];
  return {
    channel: 'email',
    to: contact.email,
    subject: outcome === 'succeeded' ? words.deliveredSubject(number) : words.failedSubject(number),
    text: [...opening, '', ...lines, '', words.thanks].join('\n'),
  };
}
