import { eq } from 'drizzle-orm';
import { isLanguage, localeOf, type Language } from '../../../shared/i18n/languages.js';
import { formatMoney } from '../../../shared/money.js';
import type { Db } from '../../db/connect.js';
import { topupOrders, topupQuotes, users } from '../../db/schema.js';
import type { Notifier } from '../account/service.js';

interface ReceiptWords {
  deliveredSubject: (number: string) => string;
  failedSubject: (number: string) => string;
  delivered: string;
  failed: string;
  lines: { recipient: string; operator: string; amount: string; receives: string; fees: string; total: string; reference: string; date: string };
  thanks: string;
}

const WORDS: Record<Language, ReceiptWords> = {
  en: {
    deliveredSubject: (n) => `Receipt: top-up delivered to ${n}`,
    failedSubject: (n) => `Top-up to ${n} failed: refunded to your wallet`,
    delivered: 'Your top-up was delivered.',
    failed: 'Your top-up could not be delivered. The full amount is back in your Kredi wallet.',
    lines: { recipient: 'Recipient', operator: 'Operator', amount: 'Amount', receives: 'Recipient receives', fees: 'Fees', total: 'Total paid', reference: 'Operator reference', date: 'Date' },
    thanks: 'Thank you for using Kredi.',
  },
  fr: {
    deliveredSubject: (n) => `Reçu : recharge livrée au ${n}`,
    failedSubject: (n) => `La recharge vers le ${n} a échoué : remboursée sur votre portefeuille`,
    delivered: 'Votre recharge a été livrée.',
    failed: "Votre recharge n'a pas pu être livrée. Le montant total est de retour dans votre portefeuille Kredi.",
    lines: { recipient: 'Destinataire', operator: 'Opérateur', amount: 'Montant', receives: 'Le destinataire reçoit', fees: 'Frais', total: 'Total payé', reference: "Référence de l'opérateur", date: 'Date' },
    thanks: "Merci d'utiliser Kredi.",
  },
  es: {
    deliveredSubject: (n) => `Recibo: recarga entregada al ${n}`,
    failedSubject: (n) => `La recarga al ${n} falló: reembolsada a tu billetera`,
    delivered: 'Tu recarga fue entregada.',
    failed: 'No se pudo entregar tu recarga. El monto total volvió a tu billetera Kredi.',
    lines: { recipient: 'Destinatario', operator: 'Operador', amount: 'Monto', receives: 'El destinatario recibe', fees: 'Tarifas', total: 'Total pagado', reference: 'Referencia del operador', date: 'Fecha' },
    thanks: 'Gracias por usar Kredi.',
  },
  pt: {
    deliveredSubject: (n) => `Recibo: recarga entregue para ${n}`,
    failedSubject: (n) => `A recarga para ${n} falhou: reembolsada na sua carteira`,
    delivered: 'Sua recarga foi entregue.',
    failed: 'Não foi possível entregar sua recarga. O valor total voltou para a sua carteira Kredi.',
    lines: { recipient: 'Destinatário', operator: 'Operadora', amount: 'Valor', receives: 'O destinatário recebe', fees: 'Taxas', total: 'Total pago', reference: 'Referência da operadora', date: 'Data' },
    thanks: 'Obrigado por usar o Kredi.',
  },
  ht: {
    deliveredSubject: (n) => `Resi: recharj la rive sou ${n}`,
    failedSubject: (n) => `Recharj pou ${n} la pa pase: lajan an tounen nan bous ou`,
    delivered: 'Recharj ou a rive.',
    failed: 'Nou pa t ka fè recharj ou a rive. Tout lajan an tounen nan bous Kredi ou.',
    lines: { recipient: 'Moun k ap resevwa', operator: 'Operatè', amount: 'Kantite', receives: 'Moun nan resevwa', fees: 'Frè', total: 'Total ou peye', reference: 'Referans operatè a', date: 'Dat' },
    thanks: 'Mèsi paske ou sèvi ak Kredi.',
  },
};

/** Emails the person the receipt of a delivered top-up, or the notice that a failed one was refunded. */
export async function emailTopupOutcome(db: Db, notifier: Notifier, orderId: string, outcome: 'succeeded' | 'failed'): Promise<void> {
  const [row] = await db
    .select({ order: topupOrders, quote: topupQuotes, email: users.email, language: users.language, deletedAt: users.deletedAt })
    .from(topupOrders)
    .innerJoin(topupQuotes, eq(topupQuotes.id, topupOrders.quoteId))
    .innerJoin(users, eq(users.id, topupOrders.userId))
    .where(eq(topupOrders.id, orderId));
  if (!row || row.deletedAt) return;
  const language: Language = isLanguage(row.language) ? row.language : 'en';
  const words = WORDS[language];
  const locale = localeOf(language);
  const money = (cents: number) => formatMoney(cents, locale);
  const { quote, order } = row;
  const lines = [
    `${words.lines.recipient}: ${quote.recipientNumber}`,
    `${words.lines.operator}: ${quote.operatorName}`,
    `${words.lines.amount}: ${money(quote.amountCents)}`,
    `${words.lines.receives}: ${quote.localAmount} ${quote.localCurrency}`,
    `${words.lines.fees}: ${money(quote.totalCents - quote.amountCents)}`,
    `${words.lines.total}: ${money(quote.totalCents)}`,
    ...(order.operatorReference ? [`${words.lines.reference}: ${order.operatorReference}`] : []),
    `${words.lines.date}: ${new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(order.createdAt)} UTC`,
  ];
  await notifier.email({
    to: row.email,
    subject: outcome === 'succeeded' ? words.deliveredSubject(quote.recipientNumber) : words.failedSubject(quote.recipientNumber),
    text: [outcome === 'succeeded' ? words.delivered : words.failed, '', ...lines, '', words.thanks].join('\n'),
  });
}
