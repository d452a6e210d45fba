import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ADD_FUNDS_QUICK_AMOUNTS_CENTS } from '../../../shared/business';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { TextField } from '../../ui/TextField';
import { amountFieldText, checkAddFundsAmount } from './amount';
import { useMoney } from '../../lib/use-money';
import { useAddFundsLimits } from './wallet-api';

/**
 * Add funds: a quick amount or any amount in USD between the limits, then the summary with PayPal's fee
 * (/wallet-summary?amount=<cents>). The amount is checked here; the server checks it again.
 */
export function AddFundsCard() {
  const { t } = useTranslation();
  const money = useMoney();
  const navigate = useNavigate();
  const form = useForm<{ amount: string }>({ defaultValues: { amount: '' }, mode: 'onSubmit', reValidateMode: 'onChange' });
  const typed = form.watch('amount');
  const live = useAddFundsLimits();
  const typedCheck = checkAddFundsAmount(typed, live);
  const error = form.formState.errors.amount?.message;
  const limits = { min: money(live.minCents), max: money(live.maxCents) };

  const submit = form.handleSubmit(({ amount }) => {
    const check = checkAddFundsAmount(amount, live);
    if (check.ok) void navigate(`/wallet-summary?amount=${check.cents}`);
  });

  return (
    <div id="add-funds" className="scroll-mt-20">
      <Card title={t('wallet.addFunds.heading')}>
        <p className="mb-4 text-slate-700">{t('wallet.addFunds.description')}</p>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <fieldset>
            <legend className="mb-2 text-sm font-semibold text-slate-800">{t('wallet.addFunds.quickLabel')}</legend>
            <div className="grid grid-cols-2 gap-2">
              {ADD_FUNDS_QUICK_AMOUNTS_CENTS.map((cents) => {
                const selected = typedCheck.ok && typedCheck.cents === cents;
                return (
                  <button
                    key={cents}
                    type="button"
                    aria-pressed={selected}
                    onClick={() => form.setValue('amount', amountFieldText(cents), { shouldValidate: true, shouldDirty: true })}
                    className={`min-h-12 rounded-2xl border-2 px-3 text-lg font-bold tabular-nums transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 ${
                      selected ? 'border-blue-700 bg-blue-700 text-white' : 'border-slate-300 bg-white text-slate-900 hover:border-blue-600'
                    }`}
                  >
                    {money(cents)}
                  </button>
                );
              })}
            </div>
          </fieldset>
          <TextField
            label={t('wallet.addFunds.amountLabel')}
            inputMode="decimal"
            autoComplete="off"
            placeholder={t('wallet.addFunds.amountPlaceholder')}
            hint={t('wallet.addFunds.limits', limits)}
            error={error}
            {...form.register('amount', {
              validate: (value) => {
                const check = checkAddFundsAmount(value, live);
                return check.ok ? true : t(`wallet.addFunds.errors.${check.problem}`, limits);
              },
            })}
          />
          {error && <p className="-mt-2 text-sm text-slate-600">{t('wallet.addFunds.limits', limits)}</p>}
          <Button type="submit">{t('wallet.addFunds.continue')}</Button>
        </form>
        <p className="mt-4 text-sm text-slate-700">
          <Link to="/paypal-setup" className="inline-flex min-h-11 items-center font-semibold text-blue-800 underline">
            {t('wallet.addFunds.howPayPal')}
          </Link>
        </p>
      </Card>
    </div>
  );
}
