import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { StaffRefusal } from './staff-refusal';
import { useMoney } from '../../lib/use-money';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { toast } from '../../ui/toast-store';
import { useGoodwill, useResolveTopup } from './transactions-api';
import { dollarsToCents } from './transactions-fields';

const box = 'flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200';

/**
 * Mark delivered (with the operator's reference) or refund a top-up the aggregator never confirmed. Once,
 * server-side. One already refunded after 24 h can only have its refund confirmed (its money went back).
 */
export function ResolveForm({ id, alreadyRefunded }: { id: string; alreadyRefunded: boolean }) {
  const { t } = useTranslation();
  const resolve = useResolveTopup(id);
  const choices = alreadyRefunded ? (['refunded'] as const) : (['delivered', 'refunded'] as const);
  const [outcome, setOutcome] = useState<'delivered' | 'refunded'>(choices[0]);
  const [reference, setReference] = useState('');
  const [reason, setReason] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    resolve.mutate(
      { outcome, reason, ...(outcome === 'delivered' ? { operatorReference: reference } : {}) },
      { onSuccess: () => toast({ title: t(`admin.transactions.resolve.done.${outcome}`), variant: 'success' }) },
    );
  };

  return (
    <form onSubmit={submit} className={box} aria-labelledby="resolve-heading" data-testid="resolve-form">
      <h3 id="resolve-heading" className="text-lg font-semibold text-slate-900">
        {t('admin.transactions.resolve.heading')}
      </h3>
      <p className="text-sm text-slate-700">{t('admin.transactions.resolve.intro')}</p>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-semibold text-slate-800">{t('admin.transactions.resolve.outcome')}</legend>
        {choices.map((value) => (
          <label key={value} className="flex min-h-11 items-center gap-3 text-slate-900">
            <input type="radio" name="outcome" className="h-5 w-5" checked={outcome === value} onChange={() => setOutcome(value)} />
            {t(`admin.transactions.resolve.${value}`)}
          </label>
        ))}
      </fieldset>
      {outcome === 'delivered' && (
        <TextField
          label={t('admin.transactions.resolve.reference')}
          required
          maxLength={120}
          value={reference}
          onChange={(event) => setReference(event.target.value)}
        />
      )}
      <TextField
        label={t('admin.transactions.reason')}
        hint={t('admin.transactions.reasonHint')}
        required
        minLength={3}
        maxLength={500}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      {resolve.isError && <StaffRefusal error={resolve.error} />}
      <Button type="submit" busy={resolve.isPending} variant={outcome === 'refunded' ? 'danger' : 'primary'}>
        {t(`admin.transactions.resolve.submit.${outcome}`)}
      </Button>
    </form>
  );
}

/** A goodwill refund of a delivered top-up to the person's wallet: at most what they paid, once per top-up. */
export function GoodwillForm({ id, maxCents }: { id: string; maxCents: number }) {
  const { t } = useTranslation();
  const money = useMoney();
  const goodwill = useGoodwill(id);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const cents = Number(dollarsToCents(amount) ?? 0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    goodwill.mutate(
      { amountCents: cents, reason },
      { onSuccess: () => toast({ title: t('admin.transactions.goodwill.done', { amount: money(cents) }), variant: 'success' }) },
    );
  };

  return (
    <form onSubmit={submit} className={box} aria-labelledby="goodwill-heading" data-testid="goodwill-form">
      <h3 id="goodwill-heading" className="text-lg font-semibold text-slate-900">
        {t('admin.transactions.goodwill.heading')}
      </h3>
      <TextField
        label={t('admin.transactions.goodwill.amount')}
        hint={t('admin.transactions.goodwill.max', { amount: money(maxCents) })}
        inputMode="decimal"
        required
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
      />
      <TextField
        label={t('admin.transactions.reason')}
        hint={t('admin.transactions.reasonHint')}
        required
        minLength={3}
        maxLength={500}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      {goodwill.isError && <StaffRefusal error={goodwill.error} />}
      <Button type="submit" busy={goodwill.isPending} disabled={cents <= 0 || cents > maxCents}>
        {t('admin.transactions.goodwill.submit')}
      </Button>
    </form>
  );
}
