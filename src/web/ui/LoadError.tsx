import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/error-message';
import { Button } from './Button';

/**
 * What a card shows when its data could not load: the reason and a way to try again. `framed` puts it in
 * a red box, for a step of a form where it stands among other content rather than filling a card.
 */
export function LoadError({
  error,
  onRetry,
  message,
  framed = false,
}: {
  error: unknown;
  onRetry(): void;
  message?: string;
  framed?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={`flex flex-col gap-3 ${framed ? 'rounded-2xl bg-red-50 p-4 ring-1 ring-red-200' : ''}`}>
      <p className={framed ? 'text-red-900' : 'text-slate-800'}>{message ?? errorMessage(error, t)}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('common.tryAgain')}
      </Button>
    </div>
  );
}
