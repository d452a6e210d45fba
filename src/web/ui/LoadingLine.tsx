import { useTranslation } from 'react-i18next';

/** A quiet line saying a card is loading, announced politely. */
export function LoadingLine() {
  const { t } = useTranslation();
  return (
    <p role="status" className="py-3 text-slate-600">
      {t('common.loading')}
    </p>
  );
}
