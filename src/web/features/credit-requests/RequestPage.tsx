import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { CREDIT_REQUEST_TOKEN_PATTERN } from '../../../shared/api/credit-request-token';
import type { CreditRequest } from '../../../shared/api/credit-requests';
import { countryName } from '../../../shared/i18n/country-names';
import { formatMoney } from '../../../shared/money';
import { formatPhone } from '../../../shared/phone';
import { useLanguage } from '../../i18n/language';
import { ApiError } from '../../lib/api';
import { ButtonLink } from '../../ui/ButtonLink';
import { Card } from '../../ui/Card';
import { LoadError } from '../../ui/LoadError';
import { Loader } from '../../ui/Loader';
import { useAuth } from '../auth';
import { startCreditRequestDraft } from '../topups';
import { CreditFrame } from './CreditFrame';
import { useCreditRequest } from './credit-requests-api';
import { nextParam } from './share';

/**
 * /r/<token>: a request for credit, opened from its link (ADR 0067). Signed in and still open: the send screen,
 * filled in from it. Signed out: who asks and for what, then sign-in or sign-up, which come back here.
 * Already answered: said before anyone pays. Expired or unknown: said, with a way to ask oneself.
 */
export default function RequestPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const valid = CREDIT_REQUEST_TOKEN_PATTERN.test(token);
  return <CreditFrame title={t('creditRequests.opened.title')}>{valid ? <Opened token={token} /> : <Gone />}</CreditFrame>;
}

function Opened({ token }: { token: string }) {
  const { t } = useTranslation();
  const { status } = useAuth();
  const request = useCreditRequest(token);
  if (request.isPending) return <Loader />;
  if (request.isError) {
    if (request.error instanceof ApiError && (request.error.status === 404 || request.error.status === 400)) return <Gone />;
    return <LoadError framed error={request.error} onRetry={() => void request.refetch()} />;
  }
  const data = request.data;
  if (data.status === 'answered')
    return (
      <>
        <p role="status" className="rounded-2xl bg-emerald-50 p-4 text-emerald-950 ring-1 ring-emerald-200" data-testid="request-answered">
          {t('creditRequests.opened.answered', { name: data.name })}
        </p>
        <ButtonLink to="/" variant="outline">
          {t('creditRequests.opened.home')}
        </ButtonLink>
      </>
    );
  if (status === 'signedIn') return <ToSendScreen token={token} request={data} />;
  return (
    <>
      <RequestCard request={data} />
      <p className="text-slate-700">{t('creditRequests.opened.signInFirst', { name: data.name })}</p>
      <ButtonLink to={`/login${nextParam(`/r/${token}`)}`} variant="brand" data-testid="request-sign-in">
        {t('creditRequests.opened.signIn')}
      </ButtonLink>
      <ButtonLink to={`/register${nextParam(`/r/${token}`)}`} variant="outline" data-testid="request-register">
        {t('creditRequests.opened.register')}
      </ButtonLink>
    </>
  );
}

/** Who asks, her line, her number, operator and the amount she suggested. */
function RequestCard({ request }: { request: CreditRequest }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  return (
    <Card>
      <p className="text-lg font-bold text-slate-900" data-testid="request-asks">
        {t(request.message ? 'creditRequests.send.asksWithMessage' : 'creditRequests.send.asks', request)}
      </p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-slate-800">
        <dt className="text-slate-600">{t('creditRequests.opened.number')}</dt>
        <dd className="font-semibold" dir="ltr">
          {formatPhone(request.phoneNumber)}
        </dd>
        <dt className="text-slate-600">{t('creditRequests.opened.country')}</dt>
        <dd className="font-semibold">{countryName(request.countryIso, locale, request.countryIso)}</dd>
        {request.operatorName && (
          <>
            <dt className="text-slate-600">{t('creditRequests.opened.operator')}</dt>
            <dd className="font-semibold">{request.operatorName}</dd>
          </>
        )}
        {request.amountCents !== null && (
          <>
            <dt className="text-slate-600">{t('creditRequests.opened.amount')}</dt>
            <dd className="font-semibold">{formatMoney(request.amountCents, locale)}</dd>
          </>
        )}
      </dl>
    </Card>
  );
}

/** Signed in: the send screen's draft filled in from the request, then the send screen itself. */
function ToSendScreen({ token, request }: { token: string; request: CreditRequest }) {
  const [step, setStep] = useState<string | null>(null);
  useEffect(() => {
    setStep(startCreditRequestDraft({ token, ...request }));
  }, [token, request]);
  return step ? <Navigate to={`/send-topup?step=${step}`} replace /> : <Loader />;
}

function Gone() {
  const { t } = useTranslation();
  return (
    <>
      <p role="alert" className="rounded-2xl bg-yellow-50 p-4 text-yellow-950 ring-1 ring-yellow-300" data-testid="request-gone">
        {t('creditRequests.opened.gone')}
      </p>
      <ButtonLink to="/ask" variant="outline">
        {t('creditRequests.opened.askYourself')}
      </ButtonLink>
    </>
  );
}
