import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CREDIT_REQUEST_MESSAGE_MAX,
  CREDIT_REQUEST_NAME_MAX,
  CREDIT_REQUEST_VALID_DAYS,
  createCreditRequest,
  type CreatedCreditRequest,
} from '../../../shared/api/credit-requests';
import { countryName } from '../../../shared/i18n/country-names';
import { formatMoney } from '../../../shared/money';
import { useLanguage } from '../../i18n/language';
import { ApiError } from '../../lib/api';
import { errorMessage, fieldMessage } from '../../lib/error-message';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { TextField } from '../../ui/TextField';
import { CreditFrame } from './CreditFrame';
import { creditRequestsApi, useCreditRequestCountries, useDetectedOperator } from './credit-requests-api';
import { ShareRequest } from './ShareRequest';

/**
 * /ask: someone asks for credit to her own phone, without an account (ADR 0067). Her number (its operator
 * found as she types), an amount she may suggest, her name and a line; she gets a link to share.
 */
export default function AskPage() {
  const { t } = useTranslation();
  const [created, setCreated] = useState<{ request: CreatedCreditRequest; name: string; message: string } | null>(null);
  return (
    <CreditFrame title={t('creditRequests.ask.title')}>
      {created ? (
        <ShareRequest created={created.request} name={created.name} message={created.message} onAgain={() => setCreated(null)} />
      ) : (
        <AskForm onCreated={(request, name, message) => setCreated({ request, name, message })} />
      )}
    </CreditFrame>
  );
}

type Field = 'countryIso' | 'phoneNumber' | 'amountCents' | 'name' | 'message';

function AskForm({ onCreated }: { onCreated(request: CreatedCreditRequest, name: string, message: string): void }) {
  const { t } = useTranslation();
  const { language, locale } = useLanguage();
  const countries = useCreditRequestCountries();
  const [countryIso, setCountryIso] = useState('HT');
  const [phoneNumber, setPhoneNumber] = useState('');
  const [amountCents, setAmountCents] = useState<number | null>(null);
  const [name, setName] = useState('');
  const [message, setMessage] = useState('');
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const detected = useDetectedOperator(countryIso, phoneNumber);
  const operator = detected.data?.operator ?? null;

  const create = useMutation({
    mutationFn: creditRequestsApi.create,
    onSuccess: (request, input) => onCreated(request, input.name, input.message ?? ''),
    onError: (error) => {
      if (error instanceof ApiError) setProblems(error.fields as Partial<Record<Field, string>>);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createCreditRequest.safeParse({
      countryIso,
      phoneNumber,
      name,
      language,
      ...(message.trim() ? { message } : {}),
      ...(amountCents !== null && operator?.amountsCents.includes(amountCents) ? { amountCents } : {}),
    });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setProblems(found);
      return;
    }
    setProblems({});
    create.mutate(parsed.data);
  };

  const sortedCountries = (countries.data ?? [])
    .map((country) => ({ iso: country.iso, label: countryName(country.iso, locale, country.name), callingCode: country.callingCode }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
  const general = create.error && !(create.error instanceof ApiError && Object.keys(create.error.fields).length > 0);

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="ask-form">
      <p className="text-slate-700">{t('creditRequests.ask.intro')}</p>
      <Card>
        <div className="flex flex-col gap-4">
          <div className="flex flex-col gap-1.5">
            <label htmlFor="ask-country" className="text-sm font-semibold text-slate-800">
              {t('creditRequests.ask.country')}
            </label>
            <select
              id="ask-country"
              value={countryIso}
              onChange={(event) => {
                setCountryIso(event.target.value);
                setAmountCents(null);
              }}
              className="min-h-12 rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 focus:outline-2 focus:outline-offset-1 focus:outline-blue-600"
            >
              {sortedCountries.length === 0 && <option value="HT">{countryName('HT', locale, 'Haiti')}</option>}
              {sortedCountries.map((country) => (
                <option key={country.iso} value={country.iso}>
                  {country.label} (+{country.callingCode.replace(/^\+/, '')})
                </option>
              ))}
            </select>
          </div>
          <div>
            <TextField
              label={t('creditRequests.ask.phone')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              value={phoneNumber}
              onChange={(event) => {
                setPhoneNumber(event.target.value);
                setAmountCents(null);
              }}
              hint={t('creditRequests.ask.phoneHint')}
              error={fieldMessage(problems.phoneNumber, t)}
              data-testid="ask-phone"
            />
            <p aria-live="polite" className="mt-2 text-sm text-slate-700" data-testid="ask-operator">
              {operator
                ? t('creditRequests.ask.operatorFound', { operator: operator.name })
                : detected.data && !detected.data.valid
                  ? t('validation.phoneInvalidForCountry')
                  : detected.data
                    ? t('validation.creditRequestNoOperator')
                    : null}
            </p>
          </div>
          {operator && operator.amountsCents.length > 0 && (
            <fieldset className="flex flex-col gap-2">
              <legend className="text-sm font-semibold text-slate-800">{t('creditRequests.ask.amount')}</legend>
              <p className="text-sm text-slate-600">{t('creditRequests.ask.amountHint')}</p>
              <div className="flex flex-wrap gap-2">
                <AmountChoice selected={amountCents === null} onClick={() => setAmountCents(null)} testId="ask-amount-none">
                  {t('creditRequests.ask.amountNone')}
                </AmountChoice>
                {operator.amountsCents.slice(0, 8).map((cents) => (
                  <AmountChoice
                    key={cents}
                    selected={amountCents === cents}
                    onClick={() => setAmountCents(cents)}
                    testId={`ask-amount-${cents}`}
                  >
                    {formatMoney(cents, locale)}
                  </AmountChoice>
                ))}
              </div>
              {problems.amountCents && (
                <p role="alert" className="text-sm font-medium text-red-700">
                  {fieldMessage(problems.amountCents, t)}
                </p>
              )}
            </fieldset>
          )}
          <TextField
            label={t('creditRequests.ask.name')}
            autoComplete="given-name"
            maxLength={CREDIT_REQUEST_NAME_MAX}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={fieldMessage(problems.name, t)}
            data-testid="ask-name"
          />
          <div className="flex flex-col gap-1.5">
            <label htmlFor="ask-message" className="text-sm font-semibold text-slate-800">
              {t('creditRequests.ask.message')}
            </label>
            <textarea
              id="ask-message"
              rows={2}
              maxLength={CREDIT_REQUEST_MESSAGE_MAX}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              aria-describedby="ask-message-hint"
              aria-invalid={problems.message ? true : undefined}
              className="rounded-xl border border-slate-300 bg-white px-4 py-3 text-base text-slate-900 focus:outline-2 focus:outline-offset-1 focus:outline-blue-600"
              data-testid="ask-message"
            />
            <p id="ask-message-hint" className="text-sm text-slate-600">
              {problems.message
                ? fieldMessage(problems.message, t)
                : t('creditRequests.ask.messageHint', { max: CREDIT_REQUEST_MESSAGE_MAX })}
            </p>
          </div>
        </div>
      </Card>
      {general && (
        <p role="alert" className="rounded-2xl bg-red-50 p-4 text-red-900 ring-1 ring-red-200">
          {errorMessage(create.error, t)}
        </p>
      )}
      <Button type="submit" busy={create.isPending} data-testid="ask-submit">
        {t('creditRequests.ask.submit')}
      </Button>
      <p className="text-sm text-slate-600">{t('creditRequests.ask.rules', { days: CREDIT_REQUEST_VALID_DAYS })}</p>
    </form>
  );
}

function AmountChoice({ selected, onClick, testId, children }: { selected: boolean; onClick(): void; testId: string; children: string }) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onClick}
      data-testid={testId}
      className={`min-h-11 rounded-full border px-4 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 ${
        selected ? 'border-blue-700 bg-blue-700 text-white' : 'border-slate-300 bg-white text-slate-900 hover:bg-slate-50'
      }`}
    >
      {children}
    </button>
  );
}
