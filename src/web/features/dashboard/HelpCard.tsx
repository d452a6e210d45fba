import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../ui/Card';
import { HelpIcon } from '../../ui/icons';

/** docs/product-rules.md#dashboard: support is there day and night, in several languages (/support). */
export function HelpCard() {
  const { t } = useTranslation();
  return (
    <Card title={t('home.helpTitle')}>
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-blue-50 text-blue-800">
          <HelpIcon className="h-5 w-5" />
        </span>
        <p className="text-slate-700">{t('home.helpBody')}</p>
      </div>
      <Link to="/support" className="mt-3 inline-flex min-h-11 items-center font-semibold text-blue-800 underline">
        {t('home.helpAction')}
      </Link>
    </Card>
  );
}
