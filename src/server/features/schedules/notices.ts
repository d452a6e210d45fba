import type { Queryable } from '../../ledger/index.js';
import { notify } from '../notifications/index.js';
import type { ScheduleRow } from './store.js';

/**
 * What a schedule tells its person, each in the transaction of its event and keyed by it
 * (`schedule:<id>:<day>:<what>`), so a replayed pass or a second worker notifies once (ADR 0028). The
 * notification opens /scheduled (notifications/renderer.ts), where the run's action is.
 */

type Facts = Pick<ScheduleRow, 'id' | 'user_id' | 'recipient_number' | 'amount_cents'>;

export function remindTomorrow(client: Queryable, s: Facts, runOn: string) {
  return notify(client, {
    id: `schedule:${s.id}:${runOn}:reminder`,
    userId: s.user_id,
    type: 'info',
    key: 'scheduleReminder',
    params: { recipient: s.recipient_number, amountCents: s.amount_cents, runOn },
  });
}

export function askForFunds(client: Queryable, s: Facts, runOn: string, neededCents: number) {
  return notify(client, {
    id: `schedule:${s.id}:${runOn}:funds`,
    userId: s.user_id,
    type: 'urgent',
    key: 'scheduleNeedsFunds',
    params: { recipient: s.recipient_number, amountCents: neededCents },
  });
}

export function askToConfirmPrice(client: Queryable, s: Facts, runOn: string, totalCents: number) {
  return notify(client, {
    id: `schedule:${s.id}:${runOn}:price`,
    userId: s.user_id,
    type: 'urgent',
    key: 'schedulePriceChanged',
    params: { recipient: s.recipient_number, amountCents: totalCents },
  });
}

export function tellNotSent(client: Queryable, s: Facts, runOn: string) {
  return notify(client, {
    id: `schedule:${s.id}:${runOn}:failed`,
    userId: s.user_id,
    type: 'urgent',
    key: 'scheduleNotSent',
    params: { recipient: s.recipient_number },
  });
}
