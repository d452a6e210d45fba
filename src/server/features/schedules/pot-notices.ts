import type { Queryable } from '../../ledger/index.js';
import { notify } from '../notifications/index.js';

/**
 * What a family pot tells its people (ADR 0074), each in the transaction of its event and keyed by it and the
 * person told (`pot:<schedule>:<day>:<what>:<person>`), so a replayed pass or a second worker tells once.
 * Every one opens /family (notifications/renderer.ts), where the pot's members and their shares are.
 */

interface About {
  scheduleId: string;
  recipient: string;
}

const tell = (
  client: Queryable,
  about: About,
  what: string,
  userId: string,
  key: Parameters<typeof notify>[1]['key'],
  type: 'info' | 'urgent',
  params: Record<string, string | number> = {},
) =>
  notify(client, {
    id: `pot:${about.scheduleId}:${what}:${userId}`,
    userId,
    type,
    key,
    params: { recipient: about.recipient, ...params },
  });

/** The day before a run: a member whose wallet does not cover their share is asked to add it. */
export const remindShare = (client: Queryable, about: About, runOn: string, userId: string, shareCents: number) =>
  tell(client, about, `${runOn}:reminder`, userId, 'potShareTomorrow', 'info', { amountCents: shareCents });

/** On the day: the member short of their share is asked for it; the run goes once it is there. */
export const askForShare = (client: Queryable, about: About, runOn: string, userId: string, shortCents: number) =>
  tell(client, about, `${runOn}:short`, userId, 'potNeedsYourShare', 'urgent', { amountCents: shortCents });

/** The others are told, before the day ends and the run with it, whose share it waits for. */
export const tellWaitingFor = (client: Queryable, about: About, runOn: string, userId: string, name: string) =>
  tell(client, about, `${runOn}:waits`, userId, 'potWaitsForShare', 'info', { name });

/** Each member, once their share paid the run's top-up. */
export const tellSharePaid = (client: Queryable, about: About, runOn: string, userId: string, shareCents: number) =>
  tell(client, about, `${runOn}:paid`, userId, 'potSharePaid', 'info', { amountCents: shareCents });

/** The run's top-up failed: each member's share is back in their wallet. */
export const tellShareReturned = (client: Queryable, about: About, runOn: string, userId: string, shareCents: number) =>
  tell(client, about, `${runOn}:returned`, userId, 'potShareReturned', 'info', { amountCents: shareCents });

/** The owner, when someone joins (keyed by the invitation) or leaves (keyed by the moment they left). */
export const tellJoined = (client: Queryable, about: About, inviteId: string, ownerId: string, name: string) =>
  tell(client, about, `joined:${inviteId}`, ownerId, 'potMemberJoined', 'info', { name });
export const tellLeft = (client: Queryable, about: About, leftAt: string, ownerId: string, name: string) =>
  tell(client, about, `left:${leftAt}`, ownerId, 'potMemberLeft', 'info', { name });
