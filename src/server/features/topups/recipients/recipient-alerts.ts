import { Temporal } from '@js-temporal/polyfill';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { z } from 'zod';
import { recipientAlertsRequest, recipientAlertsResponse, type RecipientAlerts } from '../../../../shared/api/recipient-alerts.js';
import { errorResponse } from '../../../../shared/errors.js';
import type { Db } from '../../../db/connect.js';
import { inTransaction } from '../../../db/transaction.js';
import { AppError } from '../../../errors.js';
import { actorOf, guardEveryRoute, personColumnSql, requireActor } from '../../identity/index.js';
import { notify } from '../../notifications/index.js';
import { currentBonusesOf } from '../../operator-promotions/index.js';

/**
 * Alerts about a saved recipient (ADR 0073), opted into per recipient: the recipient's operator runs a bonus,
 * or the rate to the recipient's currency crosses a level the person set. A periodic job (once per cluster,
 * ADR 0057) looks at the recipients watched and tells the person through `notify` (the bell, and the channels
 * they chose), at most once per recipient per day of the person's own time zone (ADR 0065).
 */

const errors = { 400: errorResponse, 401: errorResponse, 404: errorResponse };
const params = z.object({ id: z.string().uuid('validation.notFound') });

/** Watched recipients read per statement: a batch's alerts are sent before the next batch is read. */
const BATCH = 500;

/** A numeric as people write it: "140.500000" is "140.5", "141.000000" is "141". */
const plainDecimal = (value: string): string => (value.includes('.') ? value.replace(/\.?0+$/, '') : value);

/** The rate an operator's catalogue row gives, when it is a plain positive decimal (else null: no rate alert). */
const RATE_SQL = (column: string) => `case when ${column} ~ '^[0-9]{1,12}(\\.[0-9]{1,12})?$' then ${column}::numeric end`;

interface RecipientRow {
  id: string;
  name: string;
  bonus: boolean | null;
  rate_level: string | null;
  operator_name: string | null;
  currency: string | null;
  rate: string | null;
}

/** The person's recipient with its alerts and its operator's rate now; null when it is not theirs. */
async function recipientOf(client: Pick<pg.Pool, 'query'>, userId: string, recipientId: string): Promise<RecipientRow | null> {
  const { rows } = await client.query<RecipientRow>(
    `select s.id, s.name, a.bonus, a.rate_level::text as rate_level, o.name as operator_name, o.local_currency as currency,
            (${RATE_SQL('o.fx_rate')})::text as rate
       from saved_recipients s
       left join recipient_alerts a on a.recipient_id = s.id
       left join topup_operators o on o.id = s.operator_id
      where s.id = $1 and s.user_id = $2`,
    [recipientId, userId],
  );
  return rows[0] ?? null;
}

const present = (row: RecipientRow): RecipientAlerts => ({
  recipientId: row.id,
  name: row.name,
  bonus: row.bonus ?? false,
  rateLevel: row.rate_level === null ? null : plainDecimal(row.rate_level),
  operatorName: row.operator_name,
  currency: row.currency,
  rate: row.rate === null ? null : plainDecimal(row.rate),
});

/** GET and PUT /api/recipients/:id/alerts: another person's recipient is 404, a refused change changes nothing. */
export const recipientAlertRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const pool = db.$client;
    guardEveryRoute(app, requireActor);

    app.get(
      '/api/recipients/:id/alerts',
      {
        schema: {
          tags: ['top-ups'],
          summary: "A saved recipient's alerts: its operator's bonuses, its currency's rate crossing a level",
          params,
          response: { 200: recipientAlertsResponse, ...errors },
        },
      },
      async (request) => {
        const row = await recipientOf(pool, actorOf(request).user.id, request.params.id);
        if (!row) throw new AppError('NOT_FOUND', 'No such recipient.');
        return present(row);
      },
    );

    app.put(
      '/api/recipients/:id/alerts',
      {
        schema: {
          tags: ['top-ups'],
          summary: "Sets a saved recipient's alerts (both at once); a rate level of null is none",
          params,
          body: recipientAlertsRequest,
          response: { 200: recipientAlertsResponse, ...errors },
        },
      },
      async (request) => {
        const userId = actorOf(request).user.id;
        const { bonus, rateLevel } = request.body;
        const row = await recipientOf(pool, userId, request.params.id);
        if (!row) throw new AppError('NOT_FOUND', 'No such recipient.');
        if (row.operator_name === null && (bonus || rateLevel !== null))
          throw new AppError('VALIDATION_FAILED', 'Choose the recipient’s operator before setting alerts.', {
            [bonus ? 'bonus' : 'rateLevel']: 'validation.alertsNeedOperator',
          });
        // A new level starts from the rate now: it alerts when the rate next crosses it, not at once. The same
        // level again keeps the rate it was last compared with, so a crossing on its way is not lost.
        await pool.query(
          `insert into recipient_alerts (recipient_id, user_id, bonus, rate_level, rate_seen)
           values ($1, $2, $3, $4::numeric, case when $4::numeric is null then null else $5::numeric end)
           on conflict (recipient_id) do update
              set bonus = excluded.bonus,
                  rate_level = excluded.rate_level,
                  rate_seen = case when recipient_alerts.rate_level is not distinct from excluded.rate_level
                                    and recipient_alerts.rate_seen is not null
                                   then recipient_alerts.rate_seen else excluded.rate_seen end,
                  updated_at = now()`,
          [row.id, userId, bonus, rateLevel, row.rate],
        );
        return present((await recipientOf(pool, userId, row.id))!);
      },
    );
  };

/** The calendar day an instant falls on where the person lives (UTC for a person with no zone yet, ADR 0065). */
function personDay(instant: Date, timeZone: string | null): string {
  try {
    return Temporal.Instant.fromEpochMilliseconds(instant.getTime())
      .toZonedDateTimeISO(timeZone ?? 'UTC')
      .toPlainDate()
      .toString();
  } catch {
    return instant.toISOString().slice(0, 10);
  }
}

interface WatchedRow {
  recipient_id: string;
  user_id: string;
  name: string;
  operator_id: number;
  operator_name: string;
  currency: string;
  bonus: boolean;
  bonus_told_promotion_id: number | null;
  rate_level: string | null;
  rate_seen: string | null;
  rate: string | null;
  crossed: boolean;
  last_alert_on: string | null;
  time_zone: string | null;
}

/** One alert the check decided on, before its transaction makes it so. */
type Alert =
  | { kind: 'bonus'; row: WatchedRow; promotionId: number; offer: string }
  | { kind: 'rate'; row: WatchedRow; rate: string; level: string; seen: string; up: boolean };

/** The notification of an alert: one per recipient per person-day, whatever retries or instances run it. */
const alertEventId = (recipientId: string, day: string) => `recipient-alert:${recipientId}:${day}`;

/**
 * The job. Each pass reads the watched recipients a batch at a time with their operator's rate (one
 * statement) and the bonuses on now of the batch's operators (one statement), then sends each alert due in a
 * transaction of its own: a conditional update that claims the person's day for the recipient (and the bonus
 * told, or the rate seen), then `notify`, committed together. Another instance running the same pass waits on
 * the row, then finds the day already claimed: nothing is sent twice.
 */
export function createRecipientAlerts(deps: { db: Db; clock?: () => Date }) {
  const pool = deps.db.$client;
  const clock = deps.clock ?? (() => new Date());

  async function watchedAfter(cursor: string): Promise<WatchedRow[]> {
    const { rows } = await pool.query<WatchedRow>(
      `select w.*, (w.rate_level is not null and w.rate_seen is not null and w.rate is not null
                    and (w.rate::numeric >= w.rate_level::numeric) <> (w.rate_seen::numeric >= w.rate_level::numeric)) as crossed
         from (select a.recipient_id, a.user_id, s.name, s.operator_id, o.name as operator_name, o.local_currency as currency,
                      a.bonus, a.bonus_told_promotion_id, a.rate_level::text as rate_level, a.rate_seen::text as rate_seen,
                      (${RATE_SQL('o.fx_rate')})::text as rate, a.last_alert_on::text as last_alert_on,
                      ${personColumnSql('time_zone', 'a.user_id')} as time_zone
                 from recipient_alerts a
                 join saved_recipients s on s.id = a.recipient_id
                 join topup_operators o on o.id = s.operator_id
                where (a.bonus or a.rate_level is not null) and a.recipient_id > $1
                  and o.active and o.enabled
                  and ${personColumnSql('deleted_at', 'a.user_id')} is null
                order by a.recipient_id
                limit $2) w`,
      [cursor, BATCH],
    );
    return rows;
  }

  /** What is due for one recipient today, if anything: its operator's new bonus first, else a crossing. */
  function alertOf(row: WatchedRow, day: string, bonuses: Awaited<ReturnType<typeof currentBonusesOf>>): Alert | null {
    if (row.last_alert_on === day) return null;
    const bonus = row.bonus ? bonuses.get(row.operator_id) : undefined;
    if (bonus && bonus.promotionId !== row.bonus_told_promotion_id) return { kind: 'bonus', row, ...bonus };
    if (row.crossed && row.rate !== null && row.rate_level !== null && row.rate_seen !== null)
      return {
        kind: 'rate',
        row,
        rate: row.rate,
        level: row.rate_level,
        seen: row.rate_seen,
        up: Number(row.rate) >= Number(row.rate_level),
      };
    return null;
  }

  /** Claims the day and sends the alert, in one transaction; false when another pass (or an opt-out) came first. */
  async function send(alert: Alert, day: string): Promise<boolean> {
    const { row } = alert;
    return inTransaction(pool, async (tx) => {
      const claimed =
        alert.kind === 'bonus'
          ? await tx.query(
              `update recipient_alerts set last_alert_on = $2::date, bonus_told_promotion_id = $3, updated_at = now()
                where recipient_id = $1 and last_alert_on is distinct from $2::date
                  and bonus and bonus_told_promotion_id is distinct from $3`,
              [row.recipient_id, day, alert.promotionId],
            )
          : await tx.query(
              `update recipient_alerts set last_alert_on = $2::date, rate_seen = $3::numeric, updated_at = now()
                where recipient_id = $1 and last_alert_on is distinct from $2::date
                  and rate_level = $4::numeric and rate_seen = $5::numeric`,
              [row.recipient_id, day, alert.rate, alert.level, alert.seen],
            );
      if (claimed.rowCount !== 1) return false;
      const common = { recipientId: row.recipient_id, name: row.name, operator: row.operator_name };
      await notify(
        tx,
        alert.kind === 'bonus'
          ? {
              id: alertEventId(row.recipient_id, day),
              userId: row.user_id,
              type: 'bonus',
              key: 'recipientBonus',
              params: { ...common, offer: alert.offer },
            }
          : {
              id: alertEventId(row.recipient_id, day),
              userId: row.user_id,
              type: 'info',
              key: alert.up ? 'recipientRateUp' : 'recipientRateDown',
              params: { ...common, currency: row.currency, rate: plainDecimal(alert.rate), rateLevel: plainDecimal(alert.level) },
            },
      );
      return true;
    });
  }

  return {
    /** One pass: returns how many alerts were sent. */
    async check(now = clock()): Promise<number> {
      let sent = 0;
      let cursor = '';
      for (;;) {
        const rows = await watchedAfter(cursor);
        if (rows.length === 0) break;
        const bonuses = await currentBonusesOf(
          deps.db,
          rows.filter((row) => row.bonus).map((row) => row.operator_id),
          now,
        );
        for (const row of rows) {
          const day = personDay(now, row.time_zone);
          const alert = alertOf(row, day, bonuses);
          if (alert && (await send(alert, day))) sent++;
        }
        if (rows.length < BATCH) break;
        cursor = rows.at(-1)!.recipient_id;
      }
      return sent;
    },
  };
}
