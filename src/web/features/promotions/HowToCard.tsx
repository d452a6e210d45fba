import { useTranslation } from 'react-i18next';
import { Card } from '../../ui/Card';

const STEPS = ['promotions.howto.step1', 'promotions.howto.step2', 'promotions.howto.step3', 'promotions.howto.step4'] as const;

/** How a code is used on the send screen, and the rules that always hold. */
export function HowToCard() {
  const { t } = useTranslation();
  return (
    <Card title={t('promotions.howto.heading')}>
      <ol className="flex list-decimal flex-col gap-2 pl-5 text-slate-700">
        {STEPS.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ol>
      <p className="mt-3 text-sm text-slate-600">{t('promotions.howto.rules')}</p>
    </Card>
  );
}
