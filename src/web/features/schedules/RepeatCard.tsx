import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Topup } from '../../../shared/api/topups';
import { useLanguage } from '../../i18n/language';
import { errorMessage } from '../../lib/error-message';
import { Button } from '../../ui/Button';
import { ButtonLink } from '../../ui/ButtonLink';
import { Card } from '../../ui/Card';
import { RepeatFields, defaultRepeat, type Repeat } from './RepeatFields';
import { WalletOnlyNote } from './WalletOnlyNote';
import { formatDay, useCreateSchedule } from './schedules-api';

/**
 * On a delivered top-up's page: "repeat every week / two weeks / month" on a chosen day, paid from the
 * wallet (the PayPal contract has no billing agreements, ADR 0034, and the card says so).
 */
export function RepeatCard({ topup }: { topup: Topup }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const [repeat, setRepeat] = useState<Repeat>(defaultRepeat);
  const create = useCreateSchedule();
  if (topup.status !== 'completed') return null;
  const made = create.data?.schedule;
  return (
    <Card title={t('schedules.repeatCard.title')}>
      {made ? (
        <div className="flex flex-col gap-3" role="status" data-testid="repeat-done">
          <p className="text-slate-800">{t('schedules.repeatCard.done', { day: formatDay(made.upcoming[0] ?? '', locale) })}</p>
          <ButtonLink to="/scheduled" variant="outline">
            {t('schedules.seeScheduled')}
          </ButtonLink>
        </div>
      ) : (
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            create.mutate({
              countryIso: topup.countryIso,
              operatorId: topup.operatorId,
              recipientNumber: topup.recipientNumber,
              amountCents: topup.amountCents,
              ...repeat,
            });
          }}
        >
          <p className="text-slate-700">{t('schedules.repeatCard.body')}</p>
          <RepeatFields value={repeat} onChange={setRepeat} />
          <WalletOnlyNote />
          {create.isError && (
            <p role="alert" className="text-red-800">
              {errorMessage(create.error, t)}
            </p>
          )}
          <Button type="submit" busy={create.isPending} data-testid="repeat-submit">
            {t('schedules.repeatCard.submit')}
          </Button>
        </form>
      )}
    </Card>
  );
}
