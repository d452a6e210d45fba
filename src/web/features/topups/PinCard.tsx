import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TopupPin } from '../../../shared/api/products';
import { ApiError, request } from '../../lib/api';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { LoadError } from '../../ui/LoadError';
import { Loader } from '../../ui/Loader';
import { toast } from '../../ui/toast-store';
import { Notice, Row, Rows } from './parts';

/** Never kept by the query cache past the receipt: the PIN is asked for each time the receipt shows. */
const pinQuery = (topupId: string) => ({
  queryKey: ['topups', 'pin', topupId] as const,
  queryFn: () => request<TopupPin>(`/api/topups/${encodeURIComponent(topupId)}/pin`),
  gcTime: 0,
  retry: (count: number, error: unknown) => !(error instanceof ApiError && error.status === 404) && count < 2,
});

/**
 * A delivered PIN product's code on its owner's receipt (ADR 0035): the code to give the recipient, with a
 * copy button, then the serial, validity and the operator's instructions exactly as it gave them.
 */
export function PinCard({ topupId, operatorName }: { topupId: string; operatorName: string }) {
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
        <p className="text-sm text-slate-600">{t('topups.pin.kept')}</p>
      </div>
    </Card>
  );
}
