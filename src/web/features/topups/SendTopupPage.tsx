import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { AppShell } from '../../ui/AppShell';
import { useLanguage } from '../../i18n/language';
import { ApiError } from '../../lib/api';
import { ButtonLink } from '../../ui/ButtonLink';
import { Loader } from '../../ui/Loader';
import { amountText } from './AmountStep';
import { ProductAmountStep } from './ProductAmountStep';
import { CountryStep } from './CountryStep';
import { countryName, nationalNumber } from './format';
import { CountryBadge, Notice, useScrollToTop } from './parts';
import { LoadError } from '../../ui/LoadError';
import { PaymentStep } from './PaymentStep';
import { RecipientStep } from './RecipientStep';
import { emptyDraft, isStep, loadDraft, reachableStep, saveDraft, STEPS, type SendDraft, type Step } from './send-draft';
import { useCountries, useOperators, useRecipients, useTopup } from './topups-api';
import { BackIcon } from '../../ui/icons';

const STEP_STATE = 'kredi-send-step';

/**
 * /send-topup: choose the country, the recipient and operator, the amount, the payment method, then
 * review. One page, one step at a time, each step in the address (`?step=`) so the phone's Back goes back
 * a step and nothing chosen is lost. `?country=HT` starts with Haiti chosen; `?repeat=<topupId>` and
 * `?recipient=<savedId>` fill everything in from an earlier top-up or a saved recipient.
 */
export default function SendTopupPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const entry = entryKeyOf(params, location.key);
  const [seed, setSeed] = useState<Seed | null>(() => (entry === null ? restoredSeed() : syncSeed(entry)));
  // A new way in (a link to /send-topup, ?country=…) while the page is open starts a new flow.
  if (entry !== null && entry !== seed?.key) {
    const next = syncSeed(entry);
    if (next) setSeed(next);
  }
  const waiting = entry !== null && entry !== seed?.key;
  return (
    <AppShell title={t('topups.send.title')}>
      {waiting && entry.startsWith('repeat:') ? (
        <RepeatPrefill key={entry} id={params.get('repeat')!} onReady={(draft) => setSeed({ key: entry, draft, startAt: 'payment' })} />
      ) : waiting && entry.startsWith('recipient:') ? (
        <SavedRecipientPrefill
          key={entry}
          id={params.get('recipient')!}
          onReady={(draft, startAt) => setSeed({ key: entry, draft, startAt })}
        />
      ) : seed ? (
        <SendFlow key={seed.key} initial={seed.draft} startAt={seed.startAt} />
      ) : (
        <Loader />
      )}
    </AppShell>
  );
}

interface Seed {
  key: string;
  draft: SendDraft;
  startAt: Step;
}

/** Which way in this address is: null when it is a step of a flow already under way. */
function entryKeyOf(params: URLSearchParams, locationKey: string): string | null {
  const repeat = params.get('repeat');
  if (repeat) return `repeat:${repeat}`;
  const recipient = params.get('recipient');
  if (recipient) return `recipient:${recipient}`;
  const country = params.get('country');
  // `&operator=<id>` (an operator's offer leads here) starts with that operator chosen.
  const operator = params.get('operator');
  if (country && /^[A-Za-z]{2}$/.test(country))
    return `country:${country.toUpperCase()}${operator && /^\d{1,9}$/.test(operator) ? `:${operator}` : ''}`;
  if (isStep(params.get('step'))) return null;
  return `fresh:${locationKey}`;
}

/** A fresh start, optionally with a country; null for the ways in that need loading first. */
function syncSeed(entry: string): Seed | null {
  if (entry.startsWith('country:')) {
    const [iso, operator] = entry.slice('country:'.length).split(':');
    const draft = { ...emptyDraft(iso), ...(operator ? { operatorId: Number(operator), operatorPicked: true } : {}) };
    return { key: entry, draft, startAt: 'recipient' };
  }
  if (entry.startsWith('fresh:')) return { key: entry, draft: emptyDraft(), startAt: 'country' };
  return null;
}

/** Coming back to a step (Back from the summary, a reload): the draft of this tab. */
function restoredSeed(): Seed {
  return { key: 'restored', draft: loadDraft() ?? emptyDraft(), startAt: 'country' };
}

function RepeatPrefill({ id, onReady }: { id: string; onReady(draft: SendDraft): void }) {
  const { t } = useTranslation();
  const topup = useTopup(id);
  const data = topup.data;
  useEffect(() => {
    if (!data) return;
    onReady({
      ...emptyDraft(data.countryIso),
      number: nationalNumber(data.recipientNumber),
      operatorId: data.operatorId,
      operatorPicked: true,
      amountCents: data.amountCents,
      amountText: amountText(data.amountCents),
      paymentMethod: data.paymentMethod,
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per loaded top-up; onReady is the parent's fresh closure each render
  }, [data]);
  if (topup.isError) return <PrefillError error={topup.error} onRetry={() => void topup.refetch()} />;
  return <Loader message={t('topups.send.preparing')} />;
}

function SavedRecipientPrefill({ id, onReady }: { id: string; onReady(draft: SendDraft, startAt: Step): void }) {
  const { t } = useTranslation();
  const recipients = useRecipients();
  const recipient = recipients.data?.find((r) => r.id === id);
  useEffect(() => {
    if (!recipient) return;
    onReady(
      {
        ...emptyDraft(recipient.countryIso),
        number: nationalNumber(recipient.recipientNumber),
        operatorId: recipient.operatorId,
        operatorPicked: recipient.operatorId !== null,
      },
      recipient.operatorId !== null ? 'amount' : 'recipient',
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per loaded recipient; onReady is the parent's fresh closure each render
  }, [recipient]);
  if (recipients.isError) return <PrefillError error={recipients.error} onRetry={() => void recipients.refetch()} />;
  if (recipients.data && !recipient)
    return <PrefillError error={new ApiError(404, '404', 'NOT_FOUND', null)} onRetry={() => void recipients.refetch()} />;
  return <Loader message={t('topups.send.preparing')} />;
}

function PrefillError({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const { t } = useTranslation();
  const notFound = error instanceof ApiError && (error.status === 404 || error.status === 400);
  return (
    <div className="flex flex-col gap-4">
      {notFound ? (
        <p role="alert" className="rounded-2xl bg-yellow-50 p-4 text-yellow-950 ring-1 ring-yellow-300">
          {t('topups.send.prefillNotFound')}
        </p>
      ) : (
        <LoadError framed error={error} onRetry={onRetry} />
      )}
      <ButtonLink to="/send-topup" variant="outline">
        {t('topups.send.startFresh')}
      </ButtonLink>
    </div>
  );
}

function SendFlow({ initial, startAt }: { initial: SendDraft; startAt: Step }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<SendDraft>(initial);
  const update = useCallback((patch: Partial<SendDraft>) => setDraft((current) => ({ ...current, ...patch })), []);

  useEffect(() => saveDraft(draft), [draft]);

  // The address names the step; a prefill (?country, ?repeat, ?recipient) is applied once, then replaced by it.
  const asked = params.get('step');
  useEffect(() => {
    if (!isStep(asked) || params.has('country') || params.has('repeat') || params.has('recipient')) {
      void navigate({ search: `?step=${startAt}` }, { replace: true });
    }
  }, [asked, params, navigate, startAt]);

  const step = reachableStep(isStep(asked) ? asked : startAt, draft);
  const index = STEPS.indexOf(step);

  // The address names the step shown. Asked for a step whose choices are gone (Back from a sent top-up's
  // page: the draft was cleared with the send), the earlier step shows and the address says so too.
  const prefilling = params.has('country') || params.has('repeat') || params.has('recipient');
  useEffect(() => {
    if (isStep(asked) && asked !== step && !prefilling) void navigate({ search: `?step=${step}` }, { replace: true });
  }, [asked, step, prefilling, navigate]);

  const goTo = useCallback(
    (next: Step) => {
      void navigate({ search: `?step=${next}` }, { state: { [STEP_STATE]: true } });
    },
    [navigate],
  );
  const back = () => {
    if ((location.state as Record<string, unknown> | null)?.[STEP_STATE]) void navigate(-1);
    else if (index > 0) void navigate({ search: `?step=${STEPS[index - 1]}` }, { replace: true });
  };

  // Each new step takes the focus to its heading, so keyboards and screen readers start there.
  const heading = useRef<HTMLHeadingElement>(null);
  useScrollToTop(step);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current !== step) heading.current?.focus({ preventScroll: true });
    shownStep.current = step;
  }, [step]);

  const countries = useCountries();
  const operators = useOperators(draft.countryIso);
  const country = countries.data?.find((c) => c.iso === draft.countryIso);
  const countryLabel = draft.countryIso ? countryName(draft.countryIso, locale, country?.name ?? draft.countryIso) : '';
  const operator = operators.data?.find((op) => op.id === draft.operatorId) ?? null;

  const chooseCountry = (iso: string) => {
    if (iso !== draft.countryIso) setDraft((current) => ({ ...emptyDraft(iso), paymentMethod: current.paymentMethod }));
    goTo('recipient');
  };

  const needsOperator = step === 'amount' || step === 'payment';

  return (
    <div className="flex flex-col gap-4">
      {draft.creditRequest && (
        <Notice tone="info" testId="credit-request-note">
          {t(draft.creditRequest.message ? 'creditRequests.send.asksWithMessage' : 'creditRequests.send.asks', draft.creditRequest)}
        </Notice>
      )}
      <nav aria-label={t('topups.send.progressLabel')}>
        <ol className="grid grid-cols-4 gap-1.5">
          {STEPS.map((s, i) => (
            <li key={s} aria-current={s === step ? 'step' : undefined} className="flex flex-col gap-1">
              <span aria-hidden="true" className={`h-1.5 rounded-full ${i <= index ? 'bg-blue-700' : 'bg-slate-200'}`} />
              <span className={`text-xs ${s === step ? 'font-bold text-blue-900' : 'text-slate-600'}`}>
                <span className="sr-only">{t('topups.send.stepOf', { n: i + 1, total: STEPS.length })}: </span>
                {t(`topups.steps.${s}`)}
              </span>
            </li>
          ))}
        </ol>
      </nav>

      <section aria-labelledby="send-step-heading" className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200/70">
        <div className="mb-4 flex items-center gap-2">
          {index > 0 && (
            <button
              type="button"
              onClick={back}
              className="-ml-2 inline-flex min-h-11 min-w-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600"
            >
              <BackIcon className="h-6 w-6" />
              <span className="sr-only">{t('common.back')}</span>
            </button>
          )}
          <h2 id="send-step-heading" ref={heading} tabIndex={-1} className="text-xl font-bold text-slate-900 outline-none">
            {t(`topups.steps.${step}Heading`)}
          </h2>
        </div>

        {(step === 'recipient' || step === 'amount') && draft.countryIso && (
          <p className="mb-4 flex items-center gap-3 text-slate-800">
            <CountryBadge iso={draft.countryIso} />
            <span className="font-semibold">{countryLabel}</span>
            {step === 'recipient' && (
              <button
                type="button"
                onClick={() => goTo('country')}
                className="ml-auto inline-flex min-h-11 items-center text-sm font-semibold text-blue-800 underline underline-offset-2"
              >
                {t('topups.send.changeCountry')}
              </button>
            )}
          </p>
        )}

        {step === 'country' && <CountryStep selected={draft.countryIso} onSelect={chooseCountry} />}
        {step === 'country' && (
          <ButtonLink to="/send-basket" variant="outline" data-testid="send-several">
            {t('baskets.entry')}
          </ButtonLink>
        )}
        {step === 'recipient' && <RecipientStep key={draft.countryIso} draft={draft} update={update} onNext={() => goTo('amount')} />}
        {needsOperator &&
          (operators.isPending ? (
            <Loader />
          ) : operators.isError ? (
            <LoadError framed error={operators.error} onRetry={() => void operators.refetch()} />
          ) : !operator ? (
            <p role="alert" className="text-slate-800">
              {t('topups.send.operatorGone')}{' '}
              <button type="button" onClick={() => goTo('recipient')} className="font-semibold text-blue-800 underline">
                {t('topups.recipient.changeOperator')}
              </button>
            </p>
          ) : step === 'amount' ? (
            <ProductAmountStep
              draft={draft}
              operator={operator}
              operators={operators.data}
              update={update}
              onNext={() => goTo('payment')}
            />
          ) : (
            <PaymentStep draft={draft} operator={operator} countryLabel={countryLabel} update={update} goTo={goTo} />
          ))}
      </section>
    </div>
  );
}
