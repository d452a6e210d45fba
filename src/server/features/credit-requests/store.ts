import type { Queryable } from '../../ledger/index.js';
import type { Language } from '../../../shared/i18n/languages.js';

/** The one module that writes `credit_requests` (ADR 0067). Plain SQL: every statement names what it locks. */

export interface RequestRow {
  id: string;
  country_iso: string;
  phone_e164: string;
  operator_id: number | null;
  operator_name: string | null;
  amount_cents: number | null;
  name: string;
  message: string;
  language: Language;
  expires_at: Date;
  answered_order_id: string | null;
  /** The database's clock says it can no longer be answered. */
  expired: boolean;
}

/** Requests for this number and from this address in the last 24 hours, by the database's clock. */
export async function recentCounts(client: Queryable, phoneE164: string, addressHash: string) {
  const { rows } = await client.query<{ by_number: number; by_address: number }>(
    `select (select count(*)::int from credit_requests where phone_e164 = $1 and created_at > now() - interval '24 hours') as by_number,
            (select count(*)::int from credit_requests where address_hash = $2 and created_at > now() - interval '24 hours') as by_address`,
    [phoneE164, addressHash],
  );
  return { byNumber: rows[0]!.by_number, byAddress: rows[0]!.by_address };
}

/**
 * Holds, until the transaction ends, the right to count and add requests for this number and this address:
 * two requests at once cannot both pass a limit with one place left. Always number then address, so two
 * holders never wait for each other in a circle.
 */
export async function lockCounters(client: Queryable, phoneE164: string, addressHash: string) {
  await client.query(
    `select pg_advisory_xact_lock(hashtext('credit-request:number:' || $1)), pg_advisory_xact_lock(hashtext('credit-request:address:' || $2))`,
    [phoneE164, addressHash],
  );
}

export async function insertRequest(
  client: Queryable,
  row: {
    id: string;
    tokenHash: string;
    countryIso: string;
    phoneE164: string;
    operatorId: number;
    operatorName: string;
    amountCents: number | null;
    name: string;
    message: string;
    language: Language;
    addressHash: string;
    validDays: number;
  },
): Promise<Date> {
  const { rows } = await client.query<{ expires_at: Date }>(
    `insert into credit_requests (id, token_hash, country_iso, phone_e164, operator_id, operator_name, amount_cents, name, message, language,
                                  address_hash, expires_at)
     values ($1, $2, $3, $4, $5, $12, $6, $7, $8, $9, $10, now() + make_interval(days => $11)) returning expires_at`,
    [
      row.id,
      row.tokenHash,
      row.countryIso,
      row.phoneE164,
      row.operatorId,
      row.amountCents,
      row.name,
      row.message,
      row.language,
      row.addressHash,
      row.validDays,
      row.operatorName,
    ],
  );
  return rows[0]!.expires_at;
}

export async function findByTokenHash(client: Queryable, tokenHash: string): Promise<RequestRow | null> {
  const { rows } = await client.query<RequestRow>(
    `select id, country_iso, phone_e164, operator_id, operator_name, amount_cents, name, message, language, expires_at, answered_order_id,
            expires_at <= now() as expired
       from credit_requests where token_hash = $1`,
    [tokenHash],
  );
  return rows[0] ?? null;
}

/** The order answers the request: only an open, unexpired request for this very number. Its id, or null. */
export async function claim(client: Queryable, tokenHash: string, orderId: string, phoneE164: string): Promise<string | null> {
  const { rows } = await client.query<{ id: string }>(
    `update credit_requests set answered_order_id = $2, answered_at = now()
      where token_hash = $1 and answered_order_id is null and expires_at > now() and phone_e164 = $3
      returning id`,
    [tokenHash, orderId, phoneE164],
  );
  return rows[0]?.id ?? null;
}

/** The order paying a request failed or was cancelled: the request may be answered again (until it expires). */
export async function release(client: Queryable, orderId: string): Promise<void> {
  await client.query(
    `update credit_requests set answered_order_id = null, answered_at = null where answered_order_id = $1 and delivered_at is null`,
    [orderId],
  );
}

/** The order paying a request was delivered: marked once. The request's id the first time, else null. */
export async function markDelivered(client: Queryable, orderId: string): Promise<string | null> {
  const { rows } = await client.query<{ id: string }>(
    `update credit_requests set delivered_at = now() where answered_order_id = $1 and delivered_at is null returning id`,
    [orderId],
  );
  return rows[0]?.id ?? null;
}

/** Where the requester's text goes and in which language: delivered requests only. */
export async function deliveredRequests(client: Queryable, ids: readonly string[]) {
  const { rows } = await client.query<{ id: string; phone_e164: string; language: Language }>(
    `select id, phone_e164, language from credit_requests where id = any($1::text[]) and delivered_at is not null`,
    [ids],
  );
  return rows;
}
