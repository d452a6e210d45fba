import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { recipientNumber, saveRecipientRequest } from '../../../shared/api/recipient-checks';
import { recipientE164 } from '../../../shared/phone';
import { errorMessage } from '../../lib/error-message';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { toast } from '../../ui/toast-store';
import { callingPrefix, exampleNumber, formatPhone, nationalNumber } from './format';
import { ContactPickerButton, fieldText, useOtherCountry, WrongCountryOffer } from './number-help';
import { ChoiceButton } from './parts';
import { LoadError } from '../../ui/LoadError';
import type { SendDraft } from './send-draft';
import { pickableOperators } from './products';
import { topupKeys, topupsApi, useOperators, useRecipients, type SavedRecipient } from './topups-api';
import { CloseIcon } from '../../ui/icons';
import { RecipientAlertsPanel } from './RecipientAlerts';

/**
 * The number's first problem as an i18n key (docs/product-rules.md#topup-validation, then its validity for the country), or null.
 * A number read as valid for the country has none, however it was written (a leading 00, a calling code typed twice).
 */
function phoneProblem(value: string, countryIso: string): string | null {
  if (recipientE164(value, countryIso)) return null;
  const checked = recipientNumber.safeParse(value);
  if (!checked.success) return checked.error.issues[0]?.message ?? 'validation.enterPhone';
  return recipientE164(value, countryIso) ? null : 'validation.phoneInvalidForCountry';
}

/**
 * Step 2: who receives it. A saved recipient of the country, or a number (calling code shown beside it);
 * once the number is valid, its operator is detected ("Digicel — change operator"), else picked from the
 * country's operators. The recipient can be saved with a name.
 */
export function RecipientStep({ draft, update, onNext }: { draft: SendDraft; update(patch: Partial<SendDraft>): void; onNext(): void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const iso = draft.countryIso!;
  const fieldId = useId();
  const prefix = callingPrefix(iso);
  const example = exampleNumber(iso);

  const [submitted, setSubmitted] = useState(false);
  const [picking, setPicking] = useState(false);
  const [save, setSave] = useState(false);
  const [name, setName] = useState('');
  /** The saved recipient whose alerts are open (ADR 0073), if any. */
  const [alertsOf, setAlertsOf] = useState<string | null>(null);

  const operators = useOperators(iso);
  const recipients = useRecipients();
  const saved = (recipients.data ?? []).filter((r) => r.countryIso === iso);

  const e164 = recipientE164(draft.number, iso);
  const otherIso = useOtherCountry(draft.number, iso);
  const detection = useQuery({
    queryKey: ['topups', 'detect', iso, e164],
    queryFn: () => topupsApi.detect(iso, e164!),
    enabled: Boolean(e164),
    staleTime: 10 * 60_000,
  });
  const detected = e164 && detection.data?.valid ? detection.data.operator : null;

  // A detected operator fills in the choice unless the person picked one by hand.
  useEffect(() => {
    if (draft.operatorPicked) return;
    const id = detected?.id ?? null;
    if (draft.operatorId !== id) update({ operatorId: id });
  }, [detected?.id, draft.operatorPicked, draft.operatorId, update]);

  const operator =
    operators.data?.find((op) => op.id === draft.operatorId) ?? (detected && detected.id === draft.operatorId ? detected : null);
  const detectionDone = !e164 || !detection.isFetching;
  const showPicker = Boolean(e164) && (picking || (detectionDone && !operator));

  const problem = phoneProblem(draft.number, iso);
  const phoneError = submitted && problem ? t(problem, { phone: example }) : undefined;
  const nameProblem = save ? saveRecipientRequest.shape.name.safeParse(name) : null;
  const nameError =
    submitted && nameProblem && !nameProblem.success ? t(nameProblem.error.issues[0]?.message ?? 'validation.recipientName') : undefined;
  const operatorError = submitted && !problem && !operator && detectionDone ? t('validation.operator') : undefined;

  const saveRecipient = useMutation({
    mutationFn: topupsApi.saveRecipient,
    onSuccess: (recipient) => {
      void queryClient.invalidateQueries({ queryKey: topupKeys.recipients });
      toast({ title: t('topups.recipient.savedToast', { name: recipient.name }), variant: 'success' });
    },
  });

  const forget = useMutation({
    mutationFn: (recipient: SavedRecipient) => topupsApi.deleteRecipient(recipient.id),
    onSuccess: (_, recipient) => {
      void queryClient.invalidateQueries({ queryKey: topupKeys.recipients });
      toast({ title: t('topups.recipient.removedToast', { name: recipient.name }) });
    },
    onError: (error) => toast({ title: t('topups.recipient.removeFailed'), description: errorMessage(error, t), variant: 'destructive' }),
  });

  // The number's own country (ADR 0068): the same number, written the way that country writes it; the operator is found again.
  const switchCountry = (to: string) => {
    const there = recipientE164(draft.number, to);
    update({
      countryIso: to,
      number: there ? nationalNumber(there) : draft.number,
      operatorId: null,
      operatorPicked: false,
      amountCents: null,
      amountText: '',
    });
    // This step is drawn again for the new country; the number field takes the focus back.
    window.setTimeout(() => document.querySelector<HTMLInputElement>('[data-testid="recipient-number"]')?.focus());
  };

  const pickContact = ({ number, name: contactName }: { number: string; name: string | null }) => {
    const read = recipientE164(number, iso);
    update({ number: read ? nationalNumber(read) : number, ...(draft.operatorPicked ? {} : { operatorId: null }) });
    if (contactName) setName(contactName.slice(0, 60));
  };

  const pickSaved = (recipient: SavedRecipient) => {
    update({
      number: nationalNumber(recipient.recipientNumber),
      operatorId: recipient.operatorId,
      operatorPicked: recipient.operatorId !== null,
    });
    setPicking(false);
    setSave(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (problem || !operator || (nameProblem && !nameProblem.success)) {
      const first = problem ? document.getElementById(fieldId) : null;
      first?.focus();
      return;
    }
    if (save) {
      try {
        await saveRecipient.mutateAsync({ name: name.trim(), countryIso: iso, recipientNumber: e164!, operatorId: operator.id });
      } catch {
        return; // the error is shown under the name; the person can untick "save" to go on
      }
    }
    onNext();
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-5">
      {recipients.isError && (
        <LoadError framed error={recipients.error} onRetry={() => void recipients.refetch()} message={t('topups.recipient.savedError')} />
      )}
      {saved.length > 0 && (
        <section aria-labelledby={`${fieldId}-saved`} className="flex flex-col gap-2">
          <h3 id={`${fieldId}-saved`} className="text-sm font-bold uppercase tracking-wide text-slate-600">
            {t('topups.recipient.saved')}
          </h3>
          <ul className="flex flex-col gap-2">
            {saved.map((recipient) => (
              <li key={recipient.id} className="flex flex-col gap-1">
                <div className="flex items-stretch gap-2">
                  <ChoiceButton
                    selected={e164 === recipient.recipientNumber}
                    onClick={() => pickSaved(recipient)}
                    className="min-w-0 flex-1"
                    testId="saved-recipient"
                  >
                    <span className="block truncate font-semibold">{recipient.name}</span>
                    <span className="block text-sm text-slate-600 tabular-nums">{formatPhone(recipient.recipientNumber)}</span>
                  </ChoiceButton>
                  <button
                    type="button"
                    onClick={() => forget.mutate(recipient)}
                    disabled={forget.isPending && forget.variables?.id === recipient.id}
                    aria-label={t('topups.recipient.remove', { name: recipient.name })}
                    className="flex min-h-12 min-w-12 items-center justify-center rounded-2xl text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600 disabled:opacity-50"
                  >
                    <CloseIcon className="h-5 w-5" />
                  </button>
                </div>
                {recipient.operatorId !== null && (
                  <div className="flex flex-wrap items-center gap-x-4">
                    <Link
                      to={`/scheduled?recipient=${encodeURIComponent(recipient.id)}`}
                      className="inline-flex min-h-11 items-center self-start px-1 text-sm font-semibold text-blue-800 underline underline-offset-2"
                      data-testid="saved-recipient-repeat"
                    >
                      {t('schedules.repeatLink')}
                      <span className="sr-only"> {recipient.name}</span>
                    </Link>
                    <button
                      type="button"
                      aria-expanded={alertsOf === recipient.id}
                      onClick={() => setAlertsOf((open) => (open === recipient.id ? null : recipient.id))}
                      className="inline-flex min-h-11 items-center px-1 text-sm font-semibold text-blue-800 underline underline-offset-2"
                      data-testid="saved-recipient-alerts"
                    >
                      {t('topups.recipientAlerts.open')}
                      <span className="sr-only"> {recipient.name}</span>
                    </button>
                  </div>
                )}
                {alertsOf === recipient.id && <RecipientAlertsPanel recipientId={recipient.id} onClose={() => setAlertsOf(null)} />}
              </li>
            ))}
          </ul>
        </section>
      )}

      <div className="flex flex-col gap-1.5">
        <label htmlFor={fieldId} className="text-sm font-semibold text-slate-800">
          {t('topups.recipient.phoneLabel')}
        </label>
        <div
          className={`flex min-h-12 items-stretch overflow-hidden rounded-xl border bg-white focus-within:outline-2 focus-within:outline-offset-1 focus-within:outline-blue-600 ${phoneError ? 'border-red-600' : 'border-slate-300'}`}
        >
          <span
            id={`${fieldId}-prefix`}
            className="flex items-center border-r border-slate-300 bg-slate-100 px-3 font-semibold text-slate-800 tabular-nums"
          >
            {prefix}
          </span>
          <input
            id={fieldId}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            enterKeyHint="next"
            value={draft.number}
            onChange={(event) => {
              update({ number: fieldText(event.target.value), ...(draft.operatorPicked ? {} : { operatorId: null }) });
            }}
            aria-invalid={phoneError ? true : undefined}
            aria-describedby={`${fieldId}-prefix ${phoneError ? `${fieldId}-error` : `${fieldId}-hint`}`}
            className="min-w-0 flex-1 px-3 text-lg text-slate-900 tabular-nums outline-none"
            data-testid="recipient-number"
          />
        </div>
        {phoneError ? (
          <p id={`${fieldId}-error`} role="alert" className="text-sm font-medium text-red-700">
            {phoneError}
          </p>
        ) : (
          <p id={`${fieldId}-hint`} className="text-sm text-slate-600" data-testid="recipient-number-hint">
            {e164
              ? t('topups.recipient.readAs', { phone: formatPhone(e164) })
              : example
                ? t('topups.recipient.example', { phone: example })
                : t('topups.recipient.exampleNone')}
          </p>
        )}
        {!e164 && otherIso && <WrongCountryOffer iso={otherIso} onSwitch={() => switchCountry(otherIso)} />}
        <ContactPickerButton iso={iso} onPick={pickContact} />
      </div>

      {e164 && (
        <section
          aria-labelledby={`${fieldId}-operator`}
          aria-live="polite"
          className="flex flex-col gap-3 rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200"
        >
          <h3 id={`${fieldId}-operator`} className="text-sm font-bold uppercase tracking-wide text-slate-600">
            {t('topups.recipient.operatorHeading')}
          </h3>
          {detection.isFetching && !draft.operatorPicked ? (
            <p className="flex items-center gap-2 text-slate-700">
              <Spinner size="small" />
              {t('topups.recipient.detecting')}
            </p>
          ) : operator && !picking ? (
            <p className="flex flex-wrap items-center gap-x-2 text-slate-900" data-testid="operator-chosen">
              <span className="text-lg font-bold">{operator.name}</span>
              <span aria-hidden="true">—</span>
              <button
                type="button"
                onClick={() => setPicking(true)}
                className="inline-flex min-h-11 items-center font-semibold text-blue-800 underline underline-offset-2"
              >
                {t('topups.recipient.changeOperator')}
              </button>
            </p>
          ) : !detected && !draft.operatorPicked && detectionDone ? (
            <p className="text-slate-700">{detection.isError ? t('topups.recipient.detectFailed') : t('topups.recipient.notDetected')}</p>
          ) : null}

          {showPicker &&
            (operators.isPending ? (
              <p className="flex items-center gap-2 text-slate-700">
                <Spinner size="small" />
                {t('topups.recipient.loadingOperators')}
              </p>
            ) : operators.isError ? (
              <LoadError framed error={operators.error} onRetry={() => void operators.refetch()} />
            ) : (
              <fieldset>
                <legend className="mb-2 font-semibold text-slate-800">{t('topups.recipient.chooseOperator')}</legend>
                <div className="grid grid-cols-1 gap-2">
                  {pickableOperators(operators.data).map((op) => (
                    <ChoiceButton
                      key={op.id}
                      selected={draft.operatorId === op.id}
                      onClick={() => {
                        update({ operatorId: op.id, operatorPicked: true });
                        setPicking(false);
                      }}
                      testId="operator-option"
                    >
                      <span className="block font-semibold">{op.name}</span>
                      {detected?.id === op.id && <span className="block text-sm text-slate-600">{t('topups.recipient.detectedTag')}</span>}
                    </ChoiceButton>
                  ))}
                </div>
              </fieldset>
            ))}
          {operatorError && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {operatorError}
            </p>
          )}
        </section>
      )}

      {e164 && !saved.some((r) => r.recipientNumber === e164) && (
        <div className="flex flex-col gap-3">
          <label className="flex min-h-11 cursor-pointer items-center gap-3 text-slate-900">
            <input type="checkbox" checked={save} onChange={(event) => setSave(event.target.checked)} className="h-5 w-5 accent-blue-700" />
            <span className="font-medium">{t('topups.recipient.saveThis')}</span>
          </label>
          {save && (
            <TextField
              label={t('topups.recipient.nameLabel')}
              autoComplete="off"
              maxLength={60}
              value={name}
              onChange={(event) => setName(event.target.value)}
              placeholder={t('topups.recipient.namePlaceholder')}
              error={nameError ?? (saveRecipient.isError ? errorMessage(saveRecipient.error, t) : undefined)}
            />
          )}
        </div>
      )}

      <Button type="submit" busy={saveRecipient.isPending} data-testid="recipient-next">
        {t('topups.next')}
      </Button>
    </form>
  );
}
