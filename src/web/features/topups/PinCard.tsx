import { useMutation, useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { TopupPin } from '../../../shared/api/products';
import { pinLoading } from '../../../shared/pin-loading';
import { ApiError, request } from '../../lib/api';
import { errorMessage } from '../../lib/error-message';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { LoadError } from '../../ui/LoadError';
import { Loader } from '../../ui/Loader';
import { toast } from '../../ui/toast-store';
import { formatPhone } from './format';
import { Notice, Row, Rows } from './parts';
import { useRecipients } from './topups-api';

/** Never kept by the query cache past the receipt: the PIN is asked for each time the receipt shows. */
const pinQuery = (topupId: string) => ({
  queryKey: ['topups', 'pin', topupId] as const,
  queryFn: () => request<TopupPin>(`/api/topups/${encodeURIComponent(topupId)}/pin`),
  gcTime: 0,
  retry: (count: number, error: unknown) => !(error instanceof ApiError && error.status === 404) && count < 2,
});

/** The message the sender passes on (WhatsApp, clipboard): the code and how to load it, in the sender's language. */
function pinMessage(pin: TopupPin, operatorName: string, t: TFunction): string {
  // "Digicel Haiti PIN" → "Your Digicel Haiti PIN: …", not "PIN PIN".
  const operator = operatorName.replace(/\s+PIN$/i, '');
  const loading = pinLoading(pin);
  if (!loading) return t('topups.pin.send.messagePlain', { operator, code: pin.code });
  if ('dial' in loading) return t('topups.pin.send.messageDial', { operator, code: pin.code, dial: loading.dial });
  return t('topups.pin.send.messageCall', { operator, code: pin.code, number: loading.call });
}

/**
 * "Send the PIN to <name>": a text to the top-up's number (the recipient's SMS, once per top-up: the server
 * writes it in the recipient's language), a WhatsApp message to pick a chat for, or the message copied.
 */
function SendPin({ pin, operatorName, recipientNumber }: { pin: TopupPin; operatorName: string; recipientNumber: string }) {
  const { t } = useTranslation();
  const recipients = useRecipients();
  const number = formatPhone(recipientNumber);
  const name = recipients.data?.find((saved) => saved.recipientNumber === recipientNumber)?.name ?? number;
  const message = pinMessage(pin, operatorName, t);
  const sms = useMutation({
    mutationFn: () => request<{ queued: true }>(`/api/topups/${encodeURIComponent(pin.topupId)}/pin/sms`, { method: 'POST', body: {} }),
    onSuccess: () =>
      toast({
        title: t('topups.pin.send.smsQueuedTitle'),
        description: t('topups.pin.send.smsQueuedBody', { number }),
        variant: 'success',
      }),
  });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(message);
      toast({ title: t('topups.pin.send.copiedTitle'), description: t('topups.pin.send.copiedBody'), variant: 'success' });
    } catch {
      toast({ title: t('topups.pin.copyFailedTitle'), description: t('topups.pin.copyFailedBody'), variant: 'destructive' });
    }
  };
  return (
    <section aria-labelledby="pin-send" className="flex flex-col gap-3" data-testid="pin-send">
      <h3 id="pin-send" className="font-semibold text-slate-900">
        {t('topups.pin.send.title', { name })}
      </h3>
      {sms.isSuccess ? (
        <p role="status" className="rounded-xl bg-emerald-50 px-3 py-2 text-emerald-900" data-testid="pin-sms-sent">
          {t('topups.pin.send.smsQueuedBody', { number })}
        </p>
      ) : (
        <Button busy={sms.isPending} onClick={() => sms.mutate()} data-testid="send-pin-sms">
          {t('topups.pin.send.sms', { number })}
        </Button>
      )}
      {sms.isError && (
        <Notice tone="error" alert title={t('topups.pin.send.smsFailedTitle')}>
          <p>{errorMessage(sms.error, t)}</p>
        </Notice>
      )}
      <a
        href={`https://wa.me/?text=${encodeURIComponent(message)}`}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-2xl border border-slate-300 bg-white px-5 text-base font-semibold text-slate-900 transition-colors hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
        data-testid="send-pin-whatsapp"
      >
        {t('topups.pin.send.whatsapp')}
      </a>
      <Button variant="secondary" onClick={() => void copy()} data-testid="copy-pin-message">
        {t('topups.pin.send.copy')}
      </Button>
    </section>
  );
}

/**
 * A delivered PIN product's code on its owner's receipt (ADR 0035): the code to give the recipient, with a
 * copy button, then the serial, validity and the operator's instructions exactly as it gave them, and the
 * ways to send it to the recipient.
 */
export function PinCard({ topupId, operatorName, recipientNumber }: { topupId: string; operatorName: string; recipientNumber: string }) {
  const { t } = useTranslation();
  const pin = useQuery(pinQuery(topupId));

  const copy = async (code: string) => {
    try {
      await navigator.clipboard.writeText(code);
      toast({ title: t('topups.pin.copiedTitle'), description: t('topups.pin.copiedBody'), variant: 'success' });
    } catch {
      toast({ title: t('topups.pin.copyFailedTitle'), description: t('topups.pin.copyFailedBody'), variant: 'destructive' });
    }
  };

  if (pin.isPending) return <Loader />;
  if (pin.isError) {
    if (pin.error instanceof ApiError && pin.error.status === 404)
      return (
        <Notice tone="warning" title={t('topups.pin.title')}>
          {t('topups.pin.missing')}
        </Notice>
      );
    return <LoadError framed error={pin.error} onRetry={() => void pin.refetch()} />;
  }
  const { code, serial, validity, ivr, instructions } = pin.data;
  return (
    <Card title={t('topups.pin.title')}>
      <div className="flex flex-col gap-4" data-testid="pin-card">
        <p className="text-slate-700">{t('topups.pin.intro')}</p>
        <div className="rounded-2xl bg-emerald-50 p-4 text-center ring-1 ring-emerald-200">
          <p className="text-sm font-semibold text-emerald-900">{t('topups.pin.code')}</p>
          <p className="font-mono text-2xl font-bold tracking-wider text-emerald-950 [overflow-wrap:anywhere]" data-testid="pin-code">
            {code}
          </p>
        </div>
        <Button variant="secondary" onClick={() => void copy(code)} data-testid="copy-pin">
          {t('topups.pin.copy')}
        </Button>
        <Rows>
          {serial && <Row label={t('topups.pin.serial')}>{serial}</Row>}
          {validity && <Row label={t('topups.pin.validity')}>{validity}</Row>}
          {ivr && <Row label={t('topups.pin.ivr')}>{ivr}</Row>}
        </Rows>
        {instructions.length > 0 && (
          <section aria-labelledby="pin-instructions">
            <h3 id="pin-instructions" className="mb-1 font-semibold text-slate-900">
              {t('topups.pin.instructions', { operator: operatorName })}
            </h3>
            {/* The operator's own words, shown as given: Kredi does not translate them. */}
            <ol className="list-decimal pl-5 text-slate-800" data-testid="pin-instructions">
              {instructions.map((line, index) => (
                <li key={index}>{line}</li>
              ))}
            </ol>
          </section>
        )}
        <SendPin pin={pin.data} operatorName={operatorName} recipientNumber={recipientNumber} />
        <p className="text-sm text-slate-600">{t('topups.pin.kept')}</p>
      </div>
    </Card>
  );
}
