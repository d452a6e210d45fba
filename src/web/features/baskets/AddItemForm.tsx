import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { recipientNumber } from '../../../shared/api/recipient-checks';
import { parseAmountToCents } from '../../../shared/money';
import { recipientE164 } from '../../../shared/phone';
import { useLanguage } from '../../i18n/language';
import { useMoney } from '../../lib/use-money';
import { Button } from '../../ui/Button';
import { LoadError } from '../../ui/LoadError';
import { TextField } from '../../ui/TextField';
import { PlusIcon } from '../../ui/icons';
import { Switch } from '../../ui/Switch';
import {
  callingPrefix,
  ContactPickerButton,
  countryName,
  exampleNumber,
  fieldText,
  formatPhone,
  nationalNumber,
  topupsApi,
  useCountries,
  useOperators,
  useOtherCountry,
  useRecipients,
  WrongCountryOffer,
} from '../topups';
import type { BasketDraftItem } from './baskets-api';

const SELECT =
  'min-h-12 rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 focus:outline-2 focus:outline-offset-1 focus:outline-blue-600';

/**
 * One more person for the basket: a saved recipient (fills the country, number and operator) or a new
 * number in any country; its operator is detected from the number and can be changed; then the amount.
 * Checked here with the same shared rules the server applies again when it prices the basket.
 */
export function AddItemForm({ onAdd, disabled }: { onAdd(item: BasketDraftItem): void; disabled: boolean }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const money = useMoney();
  const id = useId();
  const [iso, setIso] = useState('HT');
  const [number, setNumber] = useState('');
  const [name, setName] = useState<string | null>(null);
  const [picked, setPicked] = useState<number | null>(null);
  const [amount, setAmount] = useState('');
  // On by default, as the single send's option is: each person's own choice, kept with their top-up.
  const [textRecipient, setTextRecipient] = useState(true);
  const [submitted, setSubmitted] = useState(false);

  const countries = useCountries();
  const operators = useOperators(iso);
  const recipients = useRecipients();
  const e164 = recipientE164(number, iso);
  const otherIso = useOtherCountry(number, iso);
  const detection = useQuery({
    queryKey: ['topups', 'detect', iso, e164],
    queryFn: () => topupsApi.detect(iso, e164!),
    enabled: Boolean(e164),
    staleTime: 10 * 60_000,
  });
  const operatorId = picked ?? (detection.data?.valid ? (detection.data.operator?.id ?? null) : null);
  const operator = operators.data?.find((op) => op.id === operatorId) ?? null;

  const sortedCountries = useMemo(
    () =>
      (countries.data ?? [])
        .map((c) => ({ iso: c.iso, label: countryName(c.iso, locale, c.name) }))
        .sort((a, b) => a.label.localeCompare(b.label, locale)),
    [countries.data, locale],
  );

  const phoneCheck = recipientNumber.safeParse(number);
  // A number read as valid for the country has no problem, however it was written (ADR 0068).
  const phoneProblem = e164
    ? null
    : !phoneCheck.success
      ? (phoneCheck.error.issues[0]?.message ?? 'validation.enterPhone')
      : e164
        ? null
        : 'validation.phoneInvalidForCountry';
  const cents = parseAmountToCents(amount);
  const amountProblem = !operator
    ? null
    : cents === null || cents <= 0
      ? 'validation.enterAmount'
      : operator.denominationType === 'FIXED'
        ? operator.fixedAmountsCents.includes(cents)
          ? null
          : 'validation.amountNotOffered'
        : cents < operator.minCents || cents > operator.maxCents
          ? 'validation.amountRange'
          : null;

  const reset = () => {
    setNumber('');
    setName(null);
    setPicked(null);
    setAmount('');
    setTextRecipient(true);
    setSubmitted(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (phoneProblem || !operator || amountProblem || cents === null) return;
    onAdd({
      countryIso: iso,
      operatorId: operator.id,
      operatorName: operator.name,
      recipientNumber: e164!,
      amountCents: cents,
      textRecipient,
      name,
    });
    reset();
  };

  if (countries.isError) return <LoadError framed error={countries.error} onRetry={() => void countries.refetch()} />;
  const saved = recipients.data ?? [];
  const range = operator && { min: money(operator.minCents), max: money(operator.maxCents) };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-lg font-bold text-slate-900">
        {t('baskets.add.title')}
      </h2>
      {saved.length > 0 && (
        <div className="flex flex-col gap-2">
          <p className="text-sm font-semibold text-slate-800">{t('baskets.add.fromSaved')}</p>
          <ul className="flex flex-wrap gap-2">
            {saved.map((recipient) => (
              <li key={recipient.id}>
                <button
                  type="button"
                  data-testid="basket-saved-recipient"
                  onClick={() => {
                    setIso(recipient.countryIso);
                    setNumber(nationalNumber(recipient.recipientNumber));
                    setPicked(recipient.operatorId);
                    setName(recipient.name);
                  }}
                  className="min-h-12 rounded-2xl border border-slate-300 bg-white px-3 text-left text-sm font-semibold text-slate-900 hover:border-blue-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
                >
                  {recipient.name}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-country`} className="text-sm font-semibold text-slate-800">
          {t('baskets.add.country')}
        </label>
        <select
          id={`${id}-country`}
          className={SELECT}
          value={iso}
          onChange={(event) => {
            setIso(event.target.value);
            setPicked(null);
          }}
        >
          {sortedCountries.map((country) => (
            <option key={country.iso} value={country.iso}>
              {country.label} ({callingPrefix(country.iso)})
            </option>
          ))}
        </select>
      </div>
      <TextField
        label={t('baskets.add.number')}
        type="tel"
        autoComplete="off"
        inputMode="tel"
        value={number}
        onChange={(event) => {
          setNumber(fieldText(event.target.value));
          setName(null);
        }}
        hint={
          e164 ? t('topups.recipient.readAs', { phone: formatPhone(e164) }) : t('baskets.add.numberHint', { example: exampleNumber(iso) })
        }
        error={submitted && phoneProblem ? t(phoneProblem, { phone: exampleNumber(iso) }) : undefined}
      />
      {!e164 && otherIso && (
        <WrongCountryOffer
          iso={otherIso}
          onSwitch={() => {
            const there = recipientE164(number, otherIso);
            setIso(otherIso);
            setPicked(null);
            if (there) setNumber(nationalNumber(there));
          }}
        />
      )}
      <ContactPickerButton
        iso={iso}
        onPick={(contact) => {
          const read = recipientE164(contact.number, iso);
          setNumber(read ? nationalNumber(read) : contact.number);
          setPicked(null);
          setName(contact.name);
        }}
      />
      {e164 && (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-operator`} className="text-sm font-semibold text-slate-800">
            {t('baskets.add.operator')}
          </label>
          <select
            id={`${id}-operator`}
            className={SELECT}
            // A string, the type of a select's value: Preact assigns it to the element as given, and a DOM that does
            // not convert a number (happy-dom, in the unit tests) would select no option.
            value={operatorId === null ? '' : String(operatorId)}
            aria-invalid={submitted && !operator ? true : undefined}
            onChange={(event) => setPicked(event.target.value ? Number(event.target.value) : null)}
          >
            <option value="">{t('baskets.add.chooseOperator')}</option>
            {(operators.data ?? []).map((op) => (
              <option key={op.id} value={op.id}>
                {op.name}
              </option>
            ))}
          </select>
          {submitted && !operator && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {t('validation.operator')}
            </p>
          )}
        </div>
      )}
      <TextField
        label={t('baskets.add.amount')}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        hint={
          operator?.denominationType === 'FIXED'
            ? t('baskets.add.amountFixed', { amounts: operator.fixedAmountsCents.map(money).join(', ') })
            : range
              ? t('baskets.add.amountRange', range)
              : undefined
        }
        error={submitted && amountProblem ? t(amountProblem, range ?? { min: '', max: '' }) : undefined}
      />
      <div className="rounded-2xl bg-white px-4 ring-1 ring-slate-200" data-testid="basket-text-recipient">
        <Switch
          label={t('notifications.recipientSms.label')}
          description={t('notifications.recipientSms.description')}
          checked={textRecipient}
          onCheckedChange={setTextRecipient}
        />
      </div>
      <Button type="submit" variant="secondary" disabled={disabled}>
        <PlusIcon className="h-5 w-5" />
        {t('baskets.add.submit')}
      </Button>
    </form>
  );
}
