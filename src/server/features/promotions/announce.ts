import type pg from 'pg';
import { LANGUAGE_CODES } from '../../../shared/i18n/languages.js';
import { inTransaction } from '../../db/transaction.js';
import type { Translated } from '../../db/schema.js';
import { notify } from '../notifications/index.js';
import * as store from './store.js';

/** People told per transaction: small enough to keep each commit short, large enough to finish quickly. */
const BATCH = 500;
/** Transactions per pass of the job, so one pass never runs for long; the next pass goes on. */
const ROUNDS_PER_PASS = 20;

/**
 * Live accounts made before `createdBefore`, after `afterId` in id order (the identity feature's answer),
 * read through the announcement's own transaction: a second connection would wait for it (ADR 0056).
 */
export type Audience = (client: pg.PoolClient, afterId: string | null, limit: number, createdBefore: Date) => Promise<string[]>;

/** The title in every language, so each person reads it in theirs when the list is read (ADR 0028). */
function titleParams(titles: Translated): Record<string, string> {
  const params: Record<string, string> = { title: titles.en };
  for (const language of LANGUAGE_CODES) params[`title_${language}`] = titles[language] ?? titles.en;
  return params;
}

/**
 * Tells everyone of a promotion that started (ADR 0042): a batch of people per transaction, each told by
 * `notify` keyed `promotion:<id>:<person>`, with the batch's last person recorded in the same commit. A
 * crash resumes after the last committed batch; a replayed batch tells nobody twice.
 */
export function createPromotionAnnouncer(deps: { pool: pg.Pool; clock?: () => Date }) {
  const clock = deps.clock ?? (() => new Date());
  return {
    /** One pass of the job: returns how many people were told. */
    async announceDue(audience: Audience): Promise<number> {
      let told = 0;
      for (let round = 0; round < ROUNDS_PER_PASS; round++) {
        const more = await inTransaction(deps.pool, async (tx) => {
          const announcement = await store.lockNextAnnouncement(tx, clock());
          if (!announcement) return false;
          const people = await audience(tx, announcement.cursor, BATCH, announcement.since);
          for (const userId of people) {
            await notify(tx, {
              id: `promotion:${announcement.id}:${userId}`,
              userId,
              type: 'promotion',
              key: 'promotionNew',
              params: titleParams(announcement.titles),
            });
          }
          await store.advanceAnnouncement(tx, announcement.id, people.at(-1) ?? announcement.cursor, people.length < BATCH);
          told += people.length;
          return true;
        });
        if (!more) break;
      }
      return told;
    },
  };
}
