import type { TransactionRow } from '../../../../shared/api/admin-transactions.js';

/**
 * The Transactions tab's CSV (RFC 4180). A cell that a spreadsheet would read as a formula (starting with
 * = + - @, a tab or a carriage return) is written with a leading apostrophe, so an email address or a
 * phone number a person typed can never run in the admin's spreadsheet (CSV injection).
 */
const CSV_HEADER = [
  'kind',
  'id',
  'created_at',
  'status',
  'user_id',
  'user_email',
  'amount_usd',
  'total_usd',
  'country',
  'operator',
  'recipient',
  'payment_method',
  'needs_attention',
] as const;

export function csvCell(value: string | number | boolean | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const dollars = (cents: number) => `${Math.trunc(cents / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

export function csvLine(row: TransactionRow): string {
  return [
    row.kind,
    row.id,
    row.createdAt,
    row.status,
    row.userId,
    row.userEmail,
    dollars(row.amountCents),
    dollars(row.totalCents),
    row.countryIso,
    row.operatorName,
    row.recipientNumber,
    row.paymentMethod,
    row.needsAttention,
  ]
    .map(csvCell)
    .join(',');
}

export const csvHeaderLine = () => CSV_HEADER.join(',');
