import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rateLevel, type RecipientAlerts as Alerts, type RecipientAlertsRequest } from '../../../shared/api/recipient-alerts';
import { localeOf, type Language } from '../../../shared/i18n/languages';
import { errorMessage } from '../../lib/error-message';
import { request } from '../../lib/api';
import { Button } from '../../ui/Button';
import { LoadError } from '../../ui/LoadError';
import { LoadingLine } from '../../ui/LoadingLine';
import { TextField } from '../../ui/TextField';
import { toast } from '../../ui/toast-store';
import { formatDecimal } from './format';

const alertsKey = (id: string) => ['topups', 'recipient-alerts', id] as const;
const path = (id: string) => `/api/recipients/${encodeURIComponent(id)}/alerts`;

/** A level as the person typed it, in the API's form: a decimal comma becomes a point ("140,5" is 140.5). */
const levelOf = (text: string) => text.trim().replace(',', '.');

/** A rate in the reader's language ("132,5" in French), as many decimals as it has. */
const formatRate = (rate: string, language: string) => formatDecimal(rate, localeOf(language as Language), { min: 0 });

/**
 * A saved recipient's alerts (ADR 0073), opened under the recipient in the send screen's list: "tell me when
 * the operator runs a bonus" and "tell me when the rate crosses a level". Not a form of its own (it sits in
 * the recipient step's form): Save, or Enter in the level, saves them.
 */
export function RecipientAlertsPanel({ recipientId, onClose }: { recipientId: string; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const id = useId();
  const alerts = useQuery({ queryKey: alertsKey(recipientId), queryFn: () => request<Alerts>(path(recipientId)) });
  const [bonus, setBonus] = useState(false);
  const [rateOn, setRateOn] = useState(false);
  const [level, setLevel] = useState('');
  const [submitted, setSubmitted] = useState(false);

  useEffect(() => {
    if (!alerts.data) return;
    setBonus(alerts.data.bonus);
    setRateOn(alerts.data.rateLevel !== null);
    setLevel(alerts.data.rateLevel ?? '');
  }, [alerts.data]);

  const save = useMutation({
    mutationFn: (body: RecipientAlertsRequest) => request<Alerts>(path(recipientId), { method: 'PUT', body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(alertsKey(recipientId), saved);
      toast({ title: t('topups.recipientAlerts.savedToast', { name: saved.name }), variant: 'success' });
      onClose();
    },
    onError: (error) =>
      toast({ title: t('topups.recipientAlerts.saveFailed'), description: errorMessage(error, t), variant: 'destructive' }),
  });

  const checked = rateOn ? rateLevel.safeParse(levelOf(level)) : null;
  const levelError = submitted && checked && !checked.success ? t(checked.error.issues[0]?.message ?? 'validation.rateLevel') : undefined;

  const submit = () => {
    setSubmitted(true);
    if (checked && !checked.success) {
      document.getElementById(`${id}-level`)?.focus();
      return;
    }
    save.mutate({ bonus, rateLevel: checked?.success ? checked.data : null });
  };

  if (alerts.isPending) return <LoadingLine />;
  if (alerts.isError) return <LoadError framed error={alerts.error} onRetry={() => void alerts.refetch()} />;
  const { name, operatorName, currency, rate } = alerts.data;

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="flex flex-col gap-3 rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200"
      data-testid="recipient-alerts"
    >
      <h4 id={`${id}-heading`} className="font-bold text-slate-900">
        {t('topups.recipientAlerts.heading', { name })}
      </h4>
      {operatorName === null ? (
        <p className="text-slate-700">{t('topups.recipientAlerts.needsOperator')}</p>
      ) : (
        <>
          <p className="text-sm text-slate-700">{t('topups.recipientAlerts.intro', { name })}</p>
          <AlertToggle
            checked={bonus}
            onChange={setBonus}
            label={t('topups.recipientAlerts.bonus', { operator: operatorName })}
            testId="recipient-alerts-bonus"
          />
          <AlertToggle checked={rateOn} onChange={setRateOn} label={t('topups.recipientAlerts.rate')} testId="recipient-alerts-rate" />
          {rateOn && (
            <TextField
              id={`${id}-level`}
              label={t('topups.recipientAlerts.levelLabel', { currency })}
              hint={
                rate !== null && currency !== null
                  ? t('topups.recipientAlerts.rateNow', { rate: formatRate(rate, i18n.language), currency })
                  : undefined
              }
              inputMode="decimal"
              autoComplete="off"
              maxLength={20}
              value={level}
              onChange={(event) => setLevel(event.target.value)}
              onKeyDown={(event) => {
                // Enter saves the alerts, not the recipient step's form around them.
                if (event.key === 'Enter') {
                  event.preventDefault();
                  submit();
                }
              }}
              error={levelError}
              data-testid="recipient-alerts-level"
            />
          )}
          <Button type="button" busy={save.isPending} onClick={submit} data-testid="recipient-alerts-save">
            {t('topups.recipientAlerts.save')}
          </Button>
          {save.isError && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {errorMessage(save.error, t)}
            </p>
          )}
        </>
      )}
    </section>
  );
}

/** One opt-in: a checkbox and its words, the whole row a touch target. */
function AlertToggle({
  checked,
  onChange,
  label,
  testId,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  testId: string;
}) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 text-slate-900">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="h-5 w-5 shrink-0 accent-blue-700"
        data-testid={testId}
      />
      <span className="font-medium">{label}</span>
    </label>
  );
}
