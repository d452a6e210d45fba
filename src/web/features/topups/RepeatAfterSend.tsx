import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { Quote } from '../../../shared/api/topups';
import { useLanguage } from '../../i18n/language';
import { ButtonLink } from '../../ui/ButtonLink';
import { createSchedule, formatDay } from '../schedules';
import { Notice } from './parts';
import { loadDraft } from './send-draft';

/** What became of "Repeat this top-up automatically", told to the top-up's status page. */
export type RepeatOutcome = { set: true; firstDay: string } | { set: false };

/**
 * Once a wallet-paid send succeeded: sets up the repeat the payment step asked for (read from the draft
 * before it is cleared, and only if the draft is still this quote's top-up). A failure here never undoes
 * or hides the send; it is said on the status page instead. null when no repeat was asked for.
 */
export async function repeatAfterSend(quote: Quote, client: QueryClient): Promise<RepeatOutcome | null> {
  const draft = loadDraft();
  const repeat = draft?.repeat;
  const same = draft?.operatorId === quote.operatorId && draft.amountCents === quote.amountCents;
  if (!repeat || !same || quote.paymentMethod !== 'wallet') return null;
  try {
    const { schedule } = await createSchedule(
      {
        countryIso: quote.countryIso,
        operatorId: quote.operatorId,
        recipientNumber: quote.recipientNumber,
        amountCents: quote.amountCents,
        textRecipient: quote.textRecipient,
        frequency: repeat.frequency,
        runDay: repeat.runDay,
      },
      `repeat-of:${quote.id}`,
      client,
    );
    return { set: true, firstDay: schedule.upcoming[0] ?? '' };
  } catch {
    return { set: false };
  }
}

/** On the status page right after the send: the repeat is set (its first day), or it was not (and where to set it). */
export function RepeatOutcomeNotice() {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const outcome = useRepeatOutcome();
  if (!outcome) return null;
  const link = (
    <ButtonLink to="/scheduled" variant="outline">
      {t('schedules.seeScheduled')}
    </ButtonLink>
  );
  return outcome.set ? (
    <Notice tone="success" title={t('schedules.sendOption.setTitle')} actions={link} testId="repeat-set">
      <p>{t('schedules.repeatCard.done', { day: formatDay(outcome.firstDay, locale) })}</p>
    </Notice>
  ) : (
    <Notice tone="warning" alert title={t('schedules.sendOption.failedTitle')} actions={link} testId="repeat-failed">
      <p>{t('schedules.sendOption.failedBody')}</p>
    </Notice>
  );
}

export function useRepeatOutcome(): RepeatOutcome | null {
  return (useLocation().state as { repeated?: RepeatOutcome } | null)?.repeated ?? null;
}
